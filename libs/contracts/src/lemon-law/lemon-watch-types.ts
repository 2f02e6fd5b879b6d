import type { Vehicle } from '../vehicle';
import type { Visit } from '../visit';
import type { DayKind, DaysRule } from './state-thresholds';
import type { UsStateCode } from './us-states';

/*
 * What the pages need of the lemon-law watch: its messages, the API's answer and what must be
 * filled in first. The computation and the state tables (`lemon-watch.ts`, `state-thresholds.ts`)
 * are `@dct/contracts/lemon-law`, so a page never downloads them.
 */

export const LemonLawMessages = {
  stateRequired: 'Set the registration state to check lemon-law thresholds',
  deliveryDateRequired: 'Set the delivery date to check lemon-law thresholds',
  notLegalAdvice: 'This is not legal advice; check the statute linked here.',
} as const;

/** One defect's repairs in the presumption period, against the state's count for it. */
export interface LemonWatchRepairAttempts {
  /** As the owner first wrote it. */
  defect: string;
  count: number;
  /** The state's count for this defect (its safety count when any of its visits was a safety defect); null when it sets none. */
  threshold: number | null;
  /** Any of its visits was marked a safety defect. */
  safety: boolean;
}

/** GET /api/vehicles/{id}/lemon-watch: the vehicle's warranty repairs against its state's presumption. */
export interface LemonWatch {
  state: UsStateCode;
  /** The delivery date (the purchase date when no delivery date is recorded). */
  period_starts: string;
  /** The day the presumption period ends (nothing from this day on counts); null when the months and miles cannot end it. */
  period_ends: string | null;
  /** What ended it: the months from delivery or the mileage limit. */
  period_ended_by: 'months' | 'miles' | null;
  /** Days at the dealer for warranty repairs within the period, overlapping visits counted once, open ones to today. */
  days_out_of_service: number;
  days_threshold: number | null;
  day_kind: DayKind | null;
  days_rule: DaysRule | null;
  /** Repairs in the period grouped by defect, most repeated first. */
  repair_attempts: LemonWatchRepairAttempts[];
  /** A presumption is met, and the vehicle is new. */
  likely_qualifies: boolean;
  /** What is met, or how far from it the vehicle is, in plain words. */
  reasons: string[];
  /** The statute's name, as the link to `source_url` reads. */
  statute: string;
  source_url: string;
}

export type LemonWatchVehicle = Pick<Vehicle, 'registration_state' | 'delivery_date' | 'purchase_date' | 'delivery_mileage' | 'condition'>;
export type LemonWatchVisit = Pick<Visit, 'date_in' | 'date_out' | 'status' | 'mileage_in' | 'defect' | 'warranty_repair' | 'safety_defect'>;

/** Why there is no answer: the field the owner must fill in, and the words to say so. */
export interface LemonWatchBlocker {
  field: 'registration_state' | 'delivery_date';
  message: string;
}

export type LemonWatchOutcome = { ok: true; watch: LemonWatch } | { ok: false; blocker: LemonWatchBlocker };

/**
 * The state and start date the watch needs, or what the owner must fill in first: the page asks
 * for the watch only when this is ok, and the API answers 400 with the same words when it is not.
 */
export function lemonWatchInputs(
  vehicle: Pick<LemonWatchVehicle, 'registration_state' | 'delivery_date' | 'purchase_date'>,
): { ok: true; state: UsStateCode; starts: string } | { ok: false; blocker: LemonWatchBlocker } {
  if (!vehicle.registration_state) return { ok: false, blocker: { field: 'registration_state', message: LemonLawMessages.stateRequired } };
  const starts = vehicle.delivery_date ?? vehicle.purchase_date;
  if (!starts) return { ok: false, blocker: { field: 'delivery_date', message: LemonLawMessages.deliveryDateRequired } };
  return { ok: true, state: vehicle.registration_state, starts };
}
