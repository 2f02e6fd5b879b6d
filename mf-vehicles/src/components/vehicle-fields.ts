import type { Vehicle } from '@dct/contracts';
import { vehicleFormSchema } from '@dct/contracts/schemas';
import { formFields, type FieldValuesOf } from '@dct/ui';

// The vehicle form's fields come from its schema, and each box's kind from its value (a number
// box for a number, else text); what is the form's own is the kind of box where that differs.
// Apart from the form itself: the pages that open a form use them before the form's code (and
// react-hook-form) has loaded.

export const vehicleFields = formFields(vehicleFormSchema, {
  /** The vehicle's preferred dealer; '' for none (the owner's preferred dealer then applies). */
  preferred_dealer_id: 'id-picker',
});

export type VehicleField = (typeof vehicleFields.fields)[number];

/** What the inputs hold before the schema parses them (number boxes give NaN when empty). */
export type VehicleFormFields = FieldValuesOf<typeof vehicleFields>;

/** An empty form for a new vehicle: the year defaults to this year (spec §5), a vehicle is new unless said otherwise. */
export function emptyVehicleFields(now = new Date()): VehicleFormFields {
  return vehicleFields.empty({ year: now.getFullYear(), condition: 'new' });
}

export function vehicleToFields(vehicle: Vehicle): VehicleFormFields {
  return vehicleFields.fromRecord(vehicle);
}
