import { z } from 'zod';
import { CatalogMessages, DEFAULT_DEALERSHIP_RADIUS, MAX_DEALERSHIP_RADIUS } from '../catalog';

const finite = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value),
    z.number({ invalid_type_error: message, required_error: message }).finite(message).min(min, message).max(max, message),
  );

/** The query of GET /api/dealerships/search. */
export const dealershipSearchQuerySchema = z
  .object({
    lat: finite(CatalogMessages.latInvalid, -90, 90),
    lng: finite(CatalogMessages.lngInvalid, -180, 180),
    radius: finite(CatalogMessages.radiusInvalid, Number.MIN_VALUE, MAX_DEALERSHIP_RADIUS).default(DEFAULT_DEALERSHIP_RADIUS),
    make: z.string().trim().max(100, CatalogMessages.makeTooLong).optional(),
  })
  .strict();
export type DealershipSearchQuery = z.infer<typeof dealershipSearchQuerySchema>;
