import { catalogOptionSchema, decodedVinSchema, geocodeResultSchema } from '@dct/contracts/schemas';
import { zodDocClass } from '../../../common/zod-openapi';

/** A make or a model: its vPIC id and name. */
export const CatalogOptionResponse = zodDocClass('CatalogOptionResponse', catalogOptionSchema);

/** What vPIC reads from a VIN; errorCode '0' when it decoded cleanly. */
export const DecodedVinResponse = zodDocClass('DecodedVinResponse', decodedVinSchema);

/** A ZIP code or "City, ST" as a point. */
export const GeocodeResponse = zodDocClass('GeocodeResponse', geocodeResultSchema);
