import type { Vehicle } from '../vehicle';
import type { Visit } from '../visit';
import type { UsStateCode } from './us-states';
import type { LemonWatch } from '../schemas/answers/lemon-watch';
export type { LemonWatchRepairAttempts, LemonWatch } from '../schemas/answers/lemon-watch';

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
