import { correspondenceEntrySchema, correspondenceInputSchema, correspondenceLogSchema } from '@dct/contracts/schemas';
import { patchSchemaOf } from '../../../common/zod-body.pipe';
import { zodDocClass } from '../../../common/zod-openapi';

/** POST /api/vehicles/{id}/correspondence: the entry's schema, the one the API validates with. */
export const CreateCorrespondenceInputDoc = zodDocClass('CreateCorrespondenceInput', correspondenceInputSchema);

/** PATCH /api/vehicles/{id}/correspondence/{entryId}: any subset; null clears an optional field. */
export const UpdateCorrespondenceInputDoc = zodDocClass('UpdateCorrespondenceInput', patchSchemaOf(correspondenceInputSchema));

export const CorrespondenceEntryResponse = zodDocClass('CorrespondenceEntryResponse', correspondenceEntrySchema);

export const CorrespondenceLogResponse = zodDocClass('CorrespondenceLogResponse', correspondenceLogSchema);
