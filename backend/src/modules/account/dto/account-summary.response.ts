import { accountSummarySchema } from '@dct/contracts/schemas';
import { zodDocClass } from '../../../common/zod-openapi';

/** How the account signs in and what deleting it removes. */
export const AccountSummaryResponse = zodDocClass('AccountSummaryResponse', accountSummarySchema);
