import { draftLetterRequestSchema, triageReplyRequestSchema, valueDowntimeRequestSchema } from '@dct/contracts/schemas';
import { zodDocClass } from '../../../common/zod-openapi';

/* OpenAPI's picture of the assistant's JSON bodies: the schemas the API validates them with. */

export const ValueDowntimeInputDoc = zodDocClass('ValueDowntimeInput', valueDowntimeRequestSchema);
export const DraftLetterInputDoc = zodDocClass('DraftLetterInput', draftLetterRequestSchema);
export const TriageReplyInputDoc = zodDocClass('TriageReplyInput', triageReplyRequestSchema);
