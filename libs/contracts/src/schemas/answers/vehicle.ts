import { z } from 'zod';
import { US_STATE_CODES } from '../../lemon-law/us-states';
import { PURCHASE_TYPES, VEHICLE_CONDITIONS, VEHICLE_SEGMENTS } from '../../vehicle';
import { day, recordFields, rowId } from './common';
import { lemonWatchSummarySchema } from './lemon-watch';

/** A vehicle as the API returns it (snake_case JSON; money in dollars; absent values are null). */
export const vehicleSchema = z.object({
  ...recordFields,
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  trim: z.string().nullable(),
  vin: z.string().nullable().describe("Null when not recorded yet (a vehicle added from the catalog); a claim's statement needs it"),
  purchase_date: day().nullable(),
  monthly_payment: z.number().nullable(),
  msrp: z.number().nullable(),
  license_plate: z.string().nullable(),
  purchase_price: z.number().nullable(),
  notes: z.string().nullable(),
  purchase_type: z.enum(PURCHASE_TYPES).nullable(),
  segment: z.enum(VEHICLE_SEGMENTS).nullable(),
  registration_state: z.enum(US_STATE_CODES).nullable().describe('Where it is registered: the state whose lemon law applies'),
  delivery_date: day().nullable().describe('When the first owner took delivery (the lemon-law period starts here); the purchase date stands in when absent'),
  delivery_mileage: z.number().int().nullable().describe('The odometer at delivery, from which the lemon-law mileage limit counts'),
  condition: z.enum(VEHICLE_CONDITIONS).describe("'new' unless recorded otherwise"),
  preferred_dealer_id: rowId().nullable().describe("The dealer its new visits start with; null: the owner's preferred dealer"),
  downtime_days: z.number().int().describe('Days out of service over all its visits, overlapping visits counted once'),
  visit_count: z.number().int(),
});

/** An item of GET /api/vehicles: the vehicle and its lemon-law watch in brief. */
export const vehicleListItemSchema = vehicleSchema.extend({
  lemon_watch: lemonWatchSummarySchema.nullable().describe('Null until the registration state and delivery (or purchase) date are set'),
});
