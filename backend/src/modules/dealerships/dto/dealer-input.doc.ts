import { dealerApiSchema } from '@dct/contracts/schemas';
import { zodDocClass } from '../../../common/zod-openapi';

/** OpenAPI's picture of POST /api/dealers: the API's schema (the form's and the search's fields), the one it validates with. */
export const CreateDealerInputDoc = zodDocClass('CreateDealerInput', dealerApiSchema);
