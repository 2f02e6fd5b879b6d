import { buybackCostsInputSchema, buybackEstimateSchema } from '@dct/contracts/schemas';
import { zodDocClass } from '../../../common/zod-openapi';

/** OpenAPI's picture of PUT /api/vehicles/{id}/buyback: the cost lines and current mileage, replacing what was stored. */
export const BuybackCostsInputDoc = zodDocClass('BuybackCostsInput', buybackCostsInputSchema);

/** OpenAPI's picture of GET and PUT /api/vehicles/{id}/buyback. */
export const BuybackEstimateResponse = zodDocClass('BuybackEstimateResponse', buybackEstimateSchema);
