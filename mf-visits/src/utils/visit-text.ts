import { isScheduledVisit, isVisitOpen, type Visit } from '@dct/contracts';
import { countOf } from '@dct/ui';

/**
 * The days count of a card or header: 'in service' while the car is still at the dealer (no date
 * out, or one still ahead), otherwise the visit's total ('14 days'). A cancelled visit is not in
 * service, and a visit whose date in is still ahead is only scheduled.
 */
export function daysLabel(visit: Pick<Visit, 'days' | 'date_in' | 'date_out' | 'status'>): string {
  if (visit.status !== 'cancelled' && isScheduledVisit(visit)) return 'Scheduled visit';
  const days = countOf(visit.days, 'day');
  return isVisitOpen(visit) && visit.status !== 'cancelled' ? `${days} in service` : days;
}

/** The loaner: its model, or 'Provided' when none was noted; nothing without a loaner. */
export function loanerText(visit: Pick<Visit, 'loaner_provided' | 'loaner_model'>): string | undefined {
  if (!visit.loaner_provided) return undefined;
  return visit.loaner_model ?? 'Provided';
}
