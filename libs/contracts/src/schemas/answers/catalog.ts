import { z } from 'zod';

/** GET /api/vehicles/manufacturers and /api/vehicles/models/{makeId}/{year?}: a make or a model, its vPIC id and name. */
export const catalogOptionSchema = z.object({
  id: z.number().int().describe('e.g. 448'),
  name: z.string().describe("e.g. 'TOYOTA'"),
});
/** GET /api/vehicles/manufacturers and /api/vehicles/models/{makeId}/{year?}. */
export type CatalogOption = z.infer<typeof catalogOptionSchema>;

/** What vPIC reads from a VIN. */
export const decodedVinSchema = z.object({
  vin: z.string(),
  year: z.number().int().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  trim: z.string().nullable(),
  bodyClass: z.string().nullable(),
  fuelType: z.string().nullable(),
  transmission: z.string().nullable(),
  errorCode: z.string().describe("vPIC's error code: '0' on success; otherwise e.g. '1' (check digit) with errorText saying why"),
  errorText: z.string(),
});
/** GET /api/vehicles/decode/{vin}: vPIC's answer. `errorCode` is '0' when the VIN decoded cleanly. */
export type DecodedVin = z.infer<typeof decodedVinSchema>;

/** GET /api/geocode?q=: a US ZIP code or "City, ST" as a point. */
export const geocodeResultSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  label: z.string().describe('How the place reads to a person, e.g. "Beverly Hills, CA 90210"'),
});
/** GET /api/geocode?q=: a US ZIP code or "City, ST" as a point. */
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;
