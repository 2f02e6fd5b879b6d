import type { Visit } from '@dct/contracts';
import { visitFormSchema } from '@dct/contracts/schemas';
import { formFields, type FieldValuesOf } from '@dct/ui';

// The visit form's fields come from its schema; what is the form's own is the kind of box of
// each (a field the schema gains does not compile until it has one here). Apart from the form
// itself: the dialogs that open a form use them before the form's code (and react-hook-form) has loaded.

export const visitFields = formFields(visitFormSchema, {
  vehicle_id: 'id-select',
  dealer_id: 'id-select',
  date_in: 'text',
  date_out: 'text',
  primary_issue: 'text',
  status: 'choice',
  loaner_provided: 'checkbox',
  loaner_model: 'text',
  loaner_notes: 'text',
  notes: 'text',
  valuation_method: 'text',
  mileage_in: 'number',
  mileage_out: 'number',
  defect: 'text',
  warranty_repair: 'checkbox',
  safety_defect: 'checkbox',
  ro_number: 'text',
  complaint: 'text',
  cause: 'text',
  correction: 'text',
});

/** What the inputs hold before the schema parses them (selects give text, empty number boxes NaN). */
export type VisitFormFields = FieldValuesOf<typeof visitFields>;

/** A new visit (spec §4: in progress, repaired under warranty), for a vehicle chosen beforehand if any. */
export function emptyVisitFields(vehicleId?: number): VisitFormFields {
  return visitFields.empty({ vehicle_id: vehicleId === undefined ? '' : String(vehicleId), status: 'in_progress', warranty_repair: true });
}

export function visitToFields(visit: Visit): VisitFormFields {
  return visitFields.fromRecord(visit);
}
