import { z } from 'zod';
import { VALUATION_METHODS, VISIT_STATUSES, VISIT_TRACKED_FIELDS } from '../../visit';
import { day, instant, recordFields, rowId, authorFields } from './common';
import { dealerSchema } from './dealer';
import { vehicleSchema } from './vehicle';

/** A visit as the API returns it: its fields, then its vehicle's label, its dealer's name and its days. */
export const visitSchema = z.object({
  ...recordFields,
  ...authorFields,
  vehicle_id: rowId(),
  dealer_id: rowId(),
  date_in: day(),
  date_out: day().nullable().describe('Empty while the car is still at the dealer'),
  primary_issue: z.string(),
  status: z.enum(VISIT_STATUSES),
  loaner_flag: z.boolean(),
  loaner_provided: z.boolean().describe('The same as loaner_flag'),
  loaner_model: z.string().nullable(),
  loaner_notes: z.string().nullable(),
  issue_notes: z.string().nullable(),
  notes: z.string().nullable().describe('The same as issue_notes'),
  valuation_method: z.enum(VALUATION_METHODS).nullable(),
  mileage_in: z.number().int().nullable(),
  mileage_out: z.number().int().nullable(),
  defect: z.string().nullable().describe("The defect repaired, in the owner's words; visits naming the same defect are repeat repair attempts"),
  warranty_repair: z
    .boolean()
    .describe("Repaired under the manufacturer's warranty (true unless the owner says otherwise): only these count toward a lemon law"),
  safety_defect: z.boolean().describe('A defect likely to cause death or serious bodily injury (brakes, steering, stalling…)'),
  ro_number: z.string().nullable().describe("The dealer's repair-order number, as printed on the order"),
  complaint: z.string().nullable().describe('The first of the three Cs of the repair order: what the owner complained of'),
  cause: z.string().nullable().describe('What the dealer found'),
  correction: z.string().nullable().describe('What the dealer did'),
  vehicle_label: z.string().describe('"2021 Honda Accord"'),
  dealer_name: z.string(),
  days: z.number().int().describe('Days out of service: date in to date out, or to today while open; 0 when cancelled'),
});
/**
 * A visit as the API returns it. Both spellings of the spec are served (the form's
 * `loaner_provided` and `notes`, the detail view's `loaner_flag` and `issue_notes`); each pair
 * is one stored value. Lists carry what a card needs, so a list needs no other call.
 */
export type Visit = z.infer<typeof visitSchema>;

/** A visit with its vehicle and dealer. */
export const visitDetailSchema = visitSchema.extend({
  vehicle: vehicleSchema,
  dealer: dealerSchema,
});
/** GET /api/visits/{id}: the visit with its vehicle and dealer. */
export type VisitDetail = z.infer<typeof visitDetailSchema>;

/** A change to one of a visit's evidence fields (GET /api/visits/{id}/history), values as text. */
export const visitChangeSchema = z.object({
  field: z.enum(VISIT_TRACKED_FIELDS),
  old_value: z.string().nullable().describe('Before the change, as text (a day YYYY-MM-DD, miles, the RO number); null: not recorded'),
  new_value: z.string().nullable().describe('After the change; null: cleared'),
  changed_at: instant(),
  changed_by: z.string().describe('The name of the account that made the change'),
});
/** GET /api/visits/{id}/history: one change to an evidence field, newest first. */
export type VisitChange = z.infer<typeof visitChangeSchema>;
