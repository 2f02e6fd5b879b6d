import { z } from 'zod';
import { MAX_MONEY, MIN_VEHICLE_YEAR, NOTES_MAX, PLATE_MAX, SHORT_TEXT_MAX, VIN_LENGTH, VIN_VISIBLE_SUFFIX, maxVehicleYear } from './limits';
import { VehicleMessages } from './messages';

export const PURCHASE_TYPES = ['finance', 'lease', 'cash'] as const;
export type PurchaseType = (typeof PURCHASE_TYPES)[number];
export const PURCHASE_TYPE_LABELS: Record<PurchaseType, string> = {
  finance: 'Finance',
  lease: 'Lease',
  cash: 'Cash',
};

/** Vehicle segments drive the default daily value of downtime when there is no payment. */
export const VEHICLE_SEGMENTS = ['economy', 'midsize', 'fullsize', 'luxury', 'truck', 'suv', 'ev'] as const;
export type VehicleSegment = (typeof VEHICLE_SEGMENTS)[number];
export const VEHICLE_SEGMENT_LABELS: Record<VehicleSegment, string> = {
  economy: 'Economy',
  midsize: 'Midsize',
  fullsize: 'Full-size',
  luxury: 'Luxury',
  truck: 'Truck',
  suv: 'SUV',
  ev: 'Electric',
};

/** A vehicle as the API returns it (snake_case JSON; money in dollars; absent values are null). */
export interface Vehicle {
  id: number;
  year: number;
  make: string;
  model: string;
  trim: string | null;
  vin: string;
  purchase_date: string | null;
  monthly_payment: number | null;
  msrp: number | null;
  license_plate: string | null;
  purchase_price: number | null;
  notes: string | null;
  purchase_type: PurchaseType | null;
  segment: VehicleSegment | null;
  created_at: string;
  updated_at: string;
}

/** Labels used in messages about each optional field. */
export const VEHICLE_FIELD_LABELS = {
  trim: 'Trim',
  license_plate: 'License plate',
  notes: 'Notes',
  monthly_payment: 'Monthly payment',
  msrp: 'MSRP',
  purchase_price: 'Purchase price',
} as const;

/** Optional text fields and their length limits (shared by the form and the API). */
export const VEHICLE_TEXT_LIMITS = {
  make: SHORT_TEXT_MAX,
  model: SHORT_TEXT_MAX,
  trim: SHORT_TEXT_MAX,
  license_plate: PLATE_MAX,
  notes: NOTES_MAX,
} as const;

/** Empty inputs ('' from a text box, NaN from an empty number box, null) mean "absent". */
export const isEmptyInput = (value: unknown) =>
  value === '' || value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value)) ||
  (typeof value === 'string' && value.trim() === '');
const emptyToUndefined = (value: unknown) => (isEmptyInput(value) ? undefined : value);

/** True when a string is a real calendar day written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** True for a non-negative amount of dollars and cents that fits numeric(12,2). */
export function isMoneyAmount(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= MAX_MONEY && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

const optionalText = (field: keyof typeof VEHICLE_FIELD_LABELS & keyof typeof VEHICLE_TEXT_LIMITS) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(VEHICLE_TEXT_LIMITS[field], VehicleMessages.tooLong(VEHICLE_FIELD_LABELS[field], VEHICLE_TEXT_LIMITS[field]))
      .optional(),
  );
const optionalMoney = (field: keyof typeof VEHICLE_FIELD_LABELS) =>
  z.preprocess(
    emptyToUndefined,
    z.number().refine(isMoneyAmount, VehicleMessages.amountInvalid(VEHICLE_FIELD_LABELS[field])).optional(),
  );

/**
 * The add/edit vehicle form (spec §5). The year's upper bound moves with the calendar,
 * so the schema is built for a given day.
 */
export function vehicleFormSchema(now: Date = new Date()) {
  const maxYear = maxVehicleYear(now);
  return z.object({
    year: z
      .number({ required_error: VehicleMessages.yearRequired })
      .int(VehicleMessages.yearWhole)
      .min(MIN_VEHICLE_YEAR, VehicleMessages.yearRange(maxYear))
      .max(maxYear, VehicleMessages.yearRange(maxYear)),
    make: z
      .string({ required_error: VehicleMessages.makeRequired })
      .trim()
      .min(1, VehicleMessages.makeRequired)
      .max(SHORT_TEXT_MAX, VehicleMessages.tooLong('Make', SHORT_TEXT_MAX)),
    model: z
      .string({ required_error: VehicleMessages.modelRequired })
      .trim()
      .min(1, VehicleMessages.modelRequired)
      .max(SHORT_TEXT_MAX, VehicleMessages.tooLong('Model', SHORT_TEXT_MAX)),
    trim: optionalText('trim'),
    vin: z
      .string({ required_error: VehicleMessages.vinLength })
      .trim()
      .length(VIN_LENGTH, VehicleMessages.vinLength)
      .transform((vin) => vin.toUpperCase()),
    purchase_date: z.preprocess(
      emptyToUndefined,
      z.string().refine(isIsoDate, VehicleMessages.purchaseDateInvalid).optional(),
    ),
    monthly_payment: optionalMoney('monthly_payment'),
    msrp: optionalMoney('msrp'),
    license_plate: optionalText('license_plate'),
    purchase_price: optionalMoney('purchase_price'),
    notes: optionalText('notes'),
    purchase_type: z.preprocess(
      emptyToUndefined,
      z.enum(PURCHASE_TYPES, { errorMap: () => ({ message: VehicleMessages.purchaseTypeInvalid }) }).optional(),
    ),
    segment: z.preprocess(
      emptyToUndefined,
      z.enum(VEHICLE_SEGMENTS, { errorMap: () => ({ message: VehicleMessages.segmentInvalid }) }).optional(),
    ),
  });
}

export type VehicleFormValues = z.infer<ReturnType<typeof vehicleFormSchema>>;
/** What POST /api/vehicles accepts; PATCH /api/vehicles/{id} accepts any subset (null clears). */
export type CreateVehicleInput = VehicleFormValues;
export type UpdateVehicleInput = { [K in keyof VehicleFormValues]?: VehicleFormValues[K] | null };

/** The "year make model" title of a vehicle. */
export function vehicleLabel(vehicle: Pick<Vehicle, 'year' | 'make' | 'model'>): string {
  return `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
}

/** The last characters of a VIN shown on a card. */
export function vinSuffix(vin: string): string {
  return vin.slice(-VIN_VISIBLE_SUFFIX);
}

/** Client-side search of spec §9: case-insensitive on year, make, model, trim and vin. */
export function vehicleMatchesSearch(vehicle: Pick<Vehicle, 'year' | 'make' | 'model' | 'trim' | 'vin'>, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [String(vehicle.year), vehicle.make, vehicle.model, vehicle.trim ?? '', vehicle.vin].some((field) =>
    field.toLowerCase().includes(needle),
  );
}
