import { lemonNoticeDraftSchema, lemonNoticeInputSchema } from '@dct/contracts/schemas';
import { zodDocClass } from '../../../common/zod-openapi';

/** OpenAPI's picture of POST /api/vehicles/{id}/lemon-notice: the letter as the owner edited it (here beside the answer, since the vehicles' routes reach this module through its dto/*.response). */
export const LemonNoticeInputDoc = zodDocClass('LemonNoticeInput', lemonNoticeInputSchema);

/** OpenAPI's picture of GET /api/vehicles/{id}/lemon-notice. */
export const LemonNoticeDraftResponse = zodDocClass('LemonNoticeDraftResponse', lemonNoticeDraftSchema);
