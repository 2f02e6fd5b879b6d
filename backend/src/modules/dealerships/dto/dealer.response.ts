import type { Dealer } from '@dct/contracts';
import { dealerListItemSchema, dealerSchema, dealershipSchema } from '@dct/contracts/schemas';
import { withIsoTimestamps, type StoredRow } from '../../../common/owned-records';
import { zodDocClass } from '../../../common/zod-openapi';

/** OpenAPI's picture of a dealer, from the answer's one schema. */
export const DealerResponse = zodDocClass('DealerResponse', dealerSchema);

export const toDealerResponse = (row: StoredRow<Dealer>): Dealer => withIsoTimestamps(row);

/** A dealer in GET /api/dealers. */
export const DealerListItemResponse = zodDocClass('DealerListItemResponse', dealerListItemSchema);

/** A directory dealer found by the search, with its distance from the searched point. */
export const DealershipResponse = zodDocClass('DealershipResponse', dealershipSchema);
