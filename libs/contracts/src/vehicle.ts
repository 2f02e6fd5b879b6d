import type { CsvColumn, PatchOf } from './fields';
import { MAX_MILEAGE, MIN_VEHICLE_YEAR, NOTES_MAX, PLATE_MAX, SHORT_TEXT_MAX, VIN_LENGTH, VIN_VISIBLE_SUFFIX } from './limits';
import type { VehicleFormValues } from './schemas/vehicle';
import { labelledValues } from './labelled-values';
import { recordToasts } from './record-toasts';

// The form's zod schema is `@dct/contracts/schemas` (schemas/vehicle.ts); its type is re-exported here.
export type { VehicleFormValues } from './schemas/vehicle';
import type { Vehicle } from './schemas/answers/vehicle';
export type { Vehicle, VehicleListItem } from './schemas/answers/vehicle';

export const { values: PURCHASE_TYPES, labels: PURCHASE_TYPE_LABELS } = labelledValues({
  finance: 'Finance',
  lease: 'Lease',
  cash: 'Cash',
});
export type PurchaseType = (typeof PURCHASE_TYPES)[number];

/** Vehicle segments drive the default daily value of downtime when there is no payment. */
export const { values: VEHICLE_SEGMENTS, labels: VEHICLE_SEGMENT_LABELS } = labelledValues({
  economy: 'Economy',
  midsize: 'Midsize',
  fullsize: 'Full-size',
  luxury: 'Luxury',
  truck: 'Truck',
  suv: 'SUV',
  ev: 'Electric',
});
export type VehicleSegment = (typeof VEHICLE_SEGMENTS)[number];

/** Lemon laws cover new vehicles; a used one is recorded so the check can say so. */
export const { values: VEHICLE_CONDITIONS, labels: VEHICLE_CONDITION_LABELS } = labelledValues({
  new: 'New',
  used: 'Used',
});
export type VehicleCondition = (typeof VEHICLE_CONDITIONS)[number];

/**
 * The characters of a VIN (ISO 3779): letters and digits, never I, O or Q (too like 1 and 0).
 * Either case: VINs are stored in capitals.
 */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]*$/i;

/** Limits of the vehicle's text fields, shared by the form, the API and the table's columns. */
export const VEHICLE_TEXT_LIMITS = {
  make: SHORT_TEXT_MAX,
  model: SHORT_TEXT_MAX,
  trim: SHORT_TEXT_MAX,
  license_plate: PLATE_MAX,
  notes: NOTES_MAX,
} as const;

/**
 * Every field's label: in messages about it, on the form's box for a field the form does not lay
 * out itself (mf-vehicles' form does not compile while one is missing) and in the CSV's header.
 */
export const VEHICLE_FIELD_LABELS = {
  year: 'Year',
  make: 'Make',
  model: 'Model',
  trim: 'Trim',
  vin: 'VIN',
  purchase_date: 'Purchase date',
  monthly_payment: 'Monthly payment',
  msrp: 'MSRP',
  license_plate: 'License plate',
  purchase_price: 'Purchase price',
  notes: 'Notes',
  purchase_type: 'Purchase type',
  segment: 'Segment',
  registration_state: 'Registration state',
  delivery_date: 'Delivery date',
  delivery_mileage: 'Delivery mileage',
  condition: 'Condition',
  preferred_dealer_id: 'Preferred dealer',
} as const;

/**
 * Every vehicle message the form and the server must say in the same words, built from the
 * limits and enums above. Texts quoted by the product spec are the spec's words.
 */
export const VehicleMessages = {
  yearRequired: 'Year is required',
  yearRange: (max: number) => `Year must be between ${MIN_VEHICLE_YEAR} and ${max}`,
  yearWhole: 'Year must be a whole number',
  makeRequired: 'Make is required',
  modelRequired: 'Model is required',
  vinLength: `VIN must be ${VIN_LENGTH} characters`,
  vinCharacters: 'VIN may contain only letters and digits, and never the letters I, O or Q',
  vinTaken: 'You already have a vehicle with this VIN',
  /** A vehicle saved without its VIN (from the catalog, say): the card's line and its nudge. */
  vinNotRecorded: 'VIN: not recorded',
  vinNudge: 'Add the VIN before your first claim: the statement needs it.',
  purchaseDateInvalid: 'Purchase date must be a valid date (YYYY-MM-DD)',
  amountInvalid: (label: string) => `${label} must be a positive amount with at most 2 decimals`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  textExpected: (label: string) => `${label} must be text`,
  purchaseTypeInvalid: `Purchase type must be one of: ${PURCHASE_TYPES.join(', ')}`,
  segmentInvalid: `Segment must be one of: ${VEHICLE_SEGMENTS.join(', ')}`,
  registrationStateInvalid: 'Registration state must be a two-letter US state code, or DC',
  deliveryDateInvalid: 'Delivery date must be a valid date (YYYY-MM-DD)',
  deliveryMileageInvalid: `Delivery mileage must be a whole number of miles up to ${MAX_MILEAGE.toLocaleString('en-US')}`,
  conditionInvalid: `Condition must be one of: ${VEHICLE_CONDITIONS.join(', ')}`,
  notFound: 'Vehicle not found',
} as const;

/** Toast copy of spec §8 (and the same voice for edits, which the spec does not show). */
const vehicleMoveToasts = recordToasts('Vehicle', ['add', 'update', 'delete']);
export const VehicleToasts = {
  ...vehicleMoveToasts,
  /** The spec's toast, saying what else goes when the vehicle has visits (their claims and documents go too). */
  deletedWithVisits: (visitCount: number) =>
    visitCount > 0
      ? {
          title: 'Vehicle deleted',
          description: `The vehicle has been successfully deleted, with ${visitCount === 1 ? "its visit and that visit's" : `its ${visitCount} visits and their`} claims and documents.`,
        }
      : vehicleMoveToasts.deleted,
} as const;

/** What POST /api/vehicles accepts; PATCH /api/vehicles/{id} accepts any subset (null clears). */
export type CreateVehicleInput = VehicleFormValues;
export type UpdateVehicleInput = PatchOf<CreateVehicleInput>;

/**
 * The vehicle's own page: its watch, its notice and its history. Every link about a vehicle's
 * lemon-law watch (the bell, alert mails, the dashboard) goes here, not to the edit form.
 */
export const vehiclePath = (vehicleId: number) => `/vehicles/${vehicleId}`;

/** The "year make model" title of a vehicle. */
export function vehicleLabel(vehicle: Pick<Vehicle, 'year' | 'make' | 'model'>): string {
  return `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
}

/** The last characters of a VIN shown on a card. */
export function vinSuffix(vin: string): string;
export function vinSuffix(vin: string | null): string | null;
export function vinSuffix(vin: string | null): string | null {
  return vin === null ? null : vin.slice(-VIN_VISIBLE_SUFFIX);
}

/**
 * Client-side search of spec §9: case-insensitive on year, make, model, trim and vin, and on the
 * licence plate, which is how many owners name their car. A plate matches with or without its
 * spaces and dashes ('ABC 123' finds 'ABC-123').
 */
export function vehicleMatchesSearch(
  vehicle: Pick<Vehicle, 'year' | 'make' | 'model' | 'trim' | 'vin'> & Partial<Pick<Vehicle, 'license_plate'>>,
  search: string,
): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const plate = vehicle.license_plate?.toLowerCase() ?? '';
  const compact = (text: string) => text.replace(/[\s-]+/g, '');
  if (plate && (plate.includes(needle) || (compact(needle) !== '' && compact(plate).includes(compact(needle))))) return true;
  return [String(vehicle.year), vehicle.make, vehicle.model, vehicle.trim ?? '', vehicle.vin ?? ''].some((field) => field.toLowerCase().includes(needle));
}

// What the list's "Export CSV" writes: every field of the vehicle but its bookkeeping, as a
// spreadsheet wants them (dates as YYYY-MM-DD, money as plain dollars, choices by their label).
// vehicle.spec.ts fails for a field of the answer that changes no column and is not left out below.
export const VEHICLE_CSV_COLUMNS: ReadonlyArray<CsvColumn<Vehicle>> = [
  { header: 'Vehicle #', value: (v) => v.id },
  { header: 'Year', value: (v) => v.year },
  { header: 'Make', value: (v) => v.make },
  { header: 'Model', value: (v) => v.model },
  { header: 'Trim', value: (v) => v.trim },
  { header: 'VIN', value: (v) => v.vin },
  { header: 'License plate', value: (v) => v.license_plate },
  { header: 'Purchase type', value: (v) => (v.purchase_type ? PURCHASE_TYPE_LABELS[v.purchase_type] : '') },
  { header: 'Purchase date', value: (v) => v.purchase_date },
  { header: 'Purchase price (USD)', value: (v) => v.purchase_price },
  { header: 'Monthly payment (USD)', value: (v) => v.monthly_payment },
  { header: 'MSRP (USD)', value: (v) => v.msrp },
  { header: 'Segment', value: (v) => (v.segment ? VEHICLE_SEGMENT_LABELS[v.segment] : '') },
  { header: 'Condition', value: (v) => VEHICLE_CONDITION_LABELS[v.condition] },
  { header: 'Registration state', value: (v) => v.registration_state },
  { header: 'Delivery date', value: (v) => v.delivery_date },
  { header: 'Delivery mileage', value: (v) => v.delivery_mileage },
  { header: 'Days out of service', value: (v) => v.downtime_days },
  { header: 'Visits', value: (v) => v.visit_count },
  { header: 'Notes', value: (v) => v.notes },
  { header: 'Preferred dealer #', value: (v) => v.preferred_dealer_id },
];

/** The vehicle's fields the CSV leaves out: bookkeeping, not what an owner reads. */
export const VEHICLE_CSV_LEFT_OUT = ['created_at', 'updated_at', 'created_by_name', 'updated_by_name'] as const satisfies ReadonlyArray<keyof Vehicle>;
