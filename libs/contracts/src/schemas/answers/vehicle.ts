import { z } from 'zod';
import { VEHICLE_CONDITIONS } from '../../vehicle';
import { answerFieldsOf } from '../answer-fields';
import { vehicleFormSchema } from '../vehicle';
import { recordFields, authorFields } from './common';
import { lemonWatchSummarySchema } from './lemon-watch';

/** The fields the vehicle form writes, as stored: a field the form gains is in the answer too. */
const stored = answerFieldsOf(vehicleFormSchema().shape);

/** A vehicle as the API returns it (snake_case JSON; money in dollars; absent values are null). */
export const vehicleSchema = z.object({
  ...recordFields,
  ...authorFields,
  ...stored,
  vin: stored.vin.describe("Null when not recorded yet (a vehicle added from the catalog); a claim's statement needs it"),
  registration_state: stored.registration_state.describe('Where it is registered: the state whose lemon law applies'),
  delivery_date: stored.delivery_date.describe(
    'When the first owner took delivery (the lemon-law period starts here); the purchase date stands in when absent',
  ),
  delivery_mileage: stored.delivery_mileage.describe('The odometer at delivery, from which the lemon-law mileage limit counts'),
  // Stored with its default: never absent.
  condition: z.enum(VEHICLE_CONDITIONS).describe("'new' unless recorded otherwise"),
  preferred_dealer_id: stored.preferred_dealer_id.describe("The dealer its new visits start with; null: the owner's preferred dealer"),
  downtime_days: z.number().int().describe('Days out of service over all its visits, overlapping visits counted once'),
  visit_count: z.number().int(),
});
/** A vehicle as the API returns it (snake_case JSON; money in dollars; absent values are null). */
export type Vehicle = z.infer<typeof vehicleSchema>;

/** An item of GET /api/vehicles: the vehicle and its lemon-law watch in brief. */
export const vehicleListItemSchema = vehicleSchema.extend({
  lemon_watch: lemonWatchSummarySchema.nullable().describe('Null until the registration state and delivery (or purchase) date are set'),
});
/** An item of GET /api/vehicles: the vehicle and its lemon-law watch in brief (null until its state and delivery date are set). */
export type VehicleListItem = z.infer<typeof vehicleListItemSchema>;
