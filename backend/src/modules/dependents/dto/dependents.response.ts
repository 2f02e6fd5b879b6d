import { recordDependentsSchema } from '@dct/contracts/schemas';
import { zodDocClass } from '../../../common/zod-openapi';

/** What deleting a record takes along. */
export const RecordDependentsResponse = zodDocClass('RecordDependentsResponse', recordDependentsSchema);
