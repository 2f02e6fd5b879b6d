import { trashItemSchema } from '@dct/contracts/schemas';
import { zodDocClass } from '../../../common/zod-openapi';

/** A deleted record, kept for a while. */
export const TrashItemResponse = zodDocClass('TrashItemResponse', trashItemSchema);
