import { claimChangeSchema, claimInputSchema, claimReminderSchema } from '@dct/contracts/schemas';
import { patchSchemaOf } from '../../../common/zod-body.pipe';
import { zodDocClass } from '../../../common/zod-openapi';

/** OpenAPI's picture of POST /api/claims: the schema the API validates with (the claim form's rules). */
export const CreateClaimInputDoc = zodDocClass('CreateClaimInput', claimInputSchema);

/** PATCH /api/claims/{id}: any subset of what may change; null clears a field that can be cleared. */
export const UpdateClaimInputDoc = zodDocClass('UpdateClaimInput', patchSchemaOf(claimChangeSchema));

/** POST /api/claims/{id}/remind. */
export const RemindClaimInputDoc = zodDocClass('RemindClaimInput', claimReminderSchema);
