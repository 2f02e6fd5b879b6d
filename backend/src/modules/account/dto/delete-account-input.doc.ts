import { deleteAccountSchema } from '@dct/contracts/schemas';
import { zodDocClass } from '../../../common/zod-openapi';

/**
 * OpenAPI's picture of DELETE /api/account: the schema the API validates with. Named as the
 * document has always named it, so the typed client keeps its name for the body.
 */
export const DeleteAccountInputDoc = zodDocClass('DeleteAccountDto', deleteAccountSchema);
