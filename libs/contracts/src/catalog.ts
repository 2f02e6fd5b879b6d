import { VIN_LENGTH } from './limits';
import { failureToast } from './record-toasts';

/**
 * The vehicle catalog and dealership search (spec §2 Vehicle Management, §7): VIN decoding,
 * makes and models from the NHTSA vPIC data shipped with the app, and dealerships near a place.
 */

// The query's zod schema is `@dct/contracts/schemas` (schemas/catalog.ts); its type is re-exported here (the profile's is with auth).
export type { DealershipSearchQuery } from './schemas/catalog';
import type { DecodedVin, CatalogOption } from './schemas/answers/catalog';
export type { DecodedVin, CatalogOption, GeocodeResult } from './schemas/answers/catalog';
export type { Dealership } from './schemas/answers/dealer';

export type ManufacturerOption = CatalogOption;
export type ModelOption = CatalogOption;

/** A VIN as the lookup accepts it: 17 letters and digits. */
export const DECODABLE_VIN = new RegExp(`^[A-Za-z0-9]{${VIN_LENGTH}}$`);

export const DEALERSHIP_RADIUS_CHOICES = [10, 25, 50, 100] as const;
export const DEFAULT_DEALERSHIP_RADIUS = 25;
/** The search accepts any radius up to this (the page offers the choices above). */
export const MAX_DEALERSHIP_RADIUS = 500;
/** Year choices in the vehicle search run from the current year down to this. */
export const CATALOG_MIN_YEAR = 1980;
export const GEOCODE_QUERY_MAX = 100;

export function catalogYears(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let year = now.getFullYear(); year >= CATALOG_MIN_YEAR; year--) years.push(year);
  return years;
}

export const CatalogMessages = {
  vinInvalid: `Please enter a valid ${VIN_LENGTH}-character VIN`,
  selectionIncomplete: 'Please select year, make, and model',
  locationRequired: 'Please enter a location or use your current location',
  locationNotFound: 'Location not found',
  makeNotFound: 'Manufacturer not found',
  yearInvalid: 'Year must be a whole number between 1900 and 2100',
  latInvalid: 'lat must be a number between -90 and 90',
  lngInvalid: 'lng must be a number between -180 and 180',
  radiusInvalid: `radius must be a number of miles greater than 0 and at most ${MAX_DEALERSHIP_RADIUS}`,
  makeTooLong: 'make must be at most 100 characters',
  queryTooLong: `Location must be at most ${GEOCODE_QUERY_MAX} characters`,
} as const;

/** Toasts of the Vehicle Management page (spec §8 VIN and Dealership search). */
export const CatalogToasts = {
  invalidVin: { title: 'Invalid VIN', description: CatalogMessages.vinInvalid },
  decodeError: (errorText?: string) => ({ title: 'VIN Decode Error', description: errorText || 'Unable to decode VIN' }),
  decodeFailed: (error: string) => ({ title: 'VIN Decode Failed', description: error }),
  decodeNetworkError: { title: 'VIN Decode Error', description: 'Network error occurred while decoding VIN' },
  decoded: (v: Pick<DecodedVin, 'year' | 'make' | 'model'>) => ({
    title: 'VIN Decoded Successfully',
    description: `Found: ${[v.year, v.make, v.model].filter(Boolean).join(' ')}`,
  }),
  incompleteSelection: { title: 'Incomplete Selection', description: CatalogMessages.selectionIncomplete },
  vehicleSelected: (label: string) => ({ title: 'Vehicle Selected', description: label }),
  geolocationUnsupported: {
    title: 'Geolocation not supported',
    description: 'Your browser does not support geolocation. Please enter your location manually.',
  },
  locationFound: { title: 'Location found', description: 'Using your current location.' },
  locationDenied: { title: 'Location error', description: 'Location access denied. Please enter your location manually.' },
  locationUnavailable: { title: 'Location error', description: 'Unable to get your location' },
  locationRequired: { title: 'Location required', description: CatalogMessages.locationRequired },
  locationNotFound: { title: 'Location not found', description: 'Try a ZIP code or "City, ST".' },
  searchFailed: { title: 'Failed to search dealerships', description: 'Please try again.' },
  dealershipSelected: (name: string) => ({ title: 'Dealership selected', description: name }),
  preferredDealerSaved: (name: string) => ({ title: 'Preferred dealer saved', description: `${name} will be chosen for your next visit.` }),
  preferredDealerFailed: failureToast('save your preferred dealer'),
} as const;

export const CatalogPaths = {
  decode: (vin: string) => `/api/vehicles/decode/${encodeURIComponent(vin)}`,
  manufacturers: '/api/vehicles/manufacturers',
  models: (makeId: number, year?: number) => `/api/vehicles/models/${makeId}${year ? `/${year}` : ''}`,
  dealershipSearch: '/api/dealerships/search',
  geocode: '/api/geocode',
} as const;

/**
 * vPIC spells makes in capitals ("HONDA", "MERCEDES-BENZ"); people write "Honda" and
 * "Mercedes-Benz". Short names stay as they are: they are mostly initials (BMW, GMC, RAM).
 */
export function catalogName(name: string): string {
  if (name.length <= 3 || name !== name.toUpperCase()) return name;
  return name.toLowerCase().replace(/(^|[\s\-/(])([a-z])/g, (_match, before: string, letter: string) => before + letter.toUpperCase());
}
