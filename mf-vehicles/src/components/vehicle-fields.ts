import type { Vehicle } from '@dct/contracts';

// The vehicle form's fields and their starting values, apart from the form itself: the pages
// that open a form use them before the form's code (and react-hook-form) has loaded.

/** What the inputs hold before the schema parses them (number boxes give NaN when empty). */
export interface VehicleFormFields {
  year: number;
  make: string;
  model: string;
  trim: string;
  vin: string;
  purchase_date: string;
  monthly_payment?: number;
  msrp?: number;
  license_plate: string;
  purchase_price?: number;
  purchase_type: string;
  segment: string;
  notes: string;
  registration_state: string;
  delivery_date: string;
  delivery_mileage?: number;
  condition: string;
  /** The vehicle's preferred dealer; '' for none (the owner's preferred dealer then applies). */
  preferred_dealer_id: number | '';
}

export const VEHICLE_FORM_FIELDS = [
  'year',
  'make',
  'model',
  'trim',
  'vin',
  'purchase_date',
  'monthly_payment',
  'msrp',
  'license_plate',
  'purchase_price',
  'purchase_type',
  'segment',
  'notes',
  'registration_state',
  'delivery_date',
  'delivery_mileage',
  'condition',
  'preferred_dealer_id',
] as const satisfies ReadonlyArray<keyof VehicleFormFields>;

/**
 * An empty form for a new vehicle: the year defaults to this year (spec §5). Empty number boxes
 * are listed too, so the form knows every field and the server's messages land under them.
 */
export function emptyVehicleFields(now = new Date()): VehicleFormFields {
  return {
    year: now.getFullYear(),
    make: '',
    model: '',
    trim: '',
    vin: '',
    purchase_date: '',
    monthly_payment: undefined,
    msrp: undefined,
    license_plate: '',
    purchase_price: undefined,
    purchase_type: '',
    segment: '',
    notes: '',
    registration_state: '',
    delivery_date: '',
    delivery_mileage: undefined,
    condition: 'new',
    preferred_dealer_id: '',
  };
}

export function vehicleToFields(vehicle: Vehicle): VehicleFormFields {
  return {
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim ?? '',
    vin: vehicle.vin ?? '',
    purchase_date: vehicle.purchase_date ?? '',
    monthly_payment: vehicle.monthly_payment ?? undefined,
    msrp: vehicle.msrp ?? undefined,
    license_plate: vehicle.license_plate ?? '',
    purchase_price: vehicle.purchase_price ?? undefined,
    purchase_type: vehicle.purchase_type ?? '',
    segment: vehicle.segment ?? '',
    notes: vehicle.notes ?? '',
    registration_state: vehicle.registration_state ?? '',
    delivery_date: vehicle.delivery_date ?? '',
    delivery_mileage: vehicle.delivery_mileage ?? undefined,
    condition: vehicle.condition,
    preferred_dealer_id: vehicle.preferred_dealer_id ?? '',
  };
}
