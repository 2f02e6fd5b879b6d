import {
  LEMON_DEADLINE_ALERT_DAYS,
  LEMON_WATCH_NEAR_SHARE,
  LEMON_WINDOW_ALERT_DAYS,
  LEMON_WINDOW_ALERT_SHARE,
  OFFER_DEADLINE_ALERT_DAYS,
  VISIT_OPEN_ALERT_DAYS,
  addDays,
  calendarDaysBetween,
  claimFollowUpDay,
  expectedDateOutPassed,
  formatDay,
  formatMoney,
  isVisitOpen,
  vehiclePath,
  visitOpenLongDay,
  type AppNotification,
  type Visit,
} from '@dct/contracts';
import type { ClaimFollowUp } from '../claims/claims.service';
import type { OwnerVehicleDeadlines } from '../correspondence/correspondence.service';
import type { OwnerLemonWatch } from '../lemon-law/lemon-law.service';

/** An alert the scan found due: the row it becomes (the centre's fields before it is stored), once per (owner, kind, subject, day). */
export type DueAlert = Omit<AppNotification, 'id' | 'read_at' | 'created_at'> & { userId: number };

/** What the scan read for a batch of owners. */
export interface AlertSources {
  claims: ClaimFollowUp[];
  visits: Array<{ userId: number; record: Visit }>;
  lemonWatches: OwnerLemonWatch[];
  /** The deadlines of the vehicles' correspondence logs (the manufacturer's answer, its final repair, a filing window). */
  lemonDeadlines: OwnerVehicleDeadlines[];
}

/**
 * Events older than this are not announced: the first scan after an upgrade, or after a long
 * stop, does not bring up every overdue claim of the past years.
 */
export const ALERT_LOOKBACK_DAYS = 30;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Every alert due on `today` (the server's calendar day) from these records, in the words the owner reads. */
export function dueAlerts(sources: AlertSources, today: string, claimResponseDays: number): DueAlert[] {
  const alerts: DueAlert[] = [];
  const recent = (day: string) => calendarDaysBetween(day, today) <= ALERT_LOOKBACK_DAYS;

  for (const claim of sources.claims) {
    const subject = { userId: claim.user_id, subject_type: 'claim' as const, subject_id: claim.id, link: `/claims/${claim.id}` };
    const about = `claim #${claim.id} (${claim.vehicle_label}, ${claim.dealer_name})`;
    const due = claim.response_due;
    if (claim.status === 'Sent') {
      if (due && (today === addDays(due, -1) || today === due)) {
        const when = today === due ? 'today' : 'tomorrow';
        alerts.push({
          ...subject,
          kind: 'claim_due_tomorrow',
          day: due,
          title: `${claim.dealer_name}'s answer is due ${when}`,
          body: `The dealer's answer to ${about} is due ${when}, ${formatDay(due)}.`,
        });
      }
      if (due && due < today && recent(due)) {
        alerts.push({
          ...subject,
          kind: 'claim_overdue',
          day: due,
          title: `${claim.dealer_name}'s answer is overdue`,
          body: `The dealer's answer to ${about} was due on ${formatDay(due)}. Send the dealer a reminder from the claim.`,
        });
      }
      const quietSince = claimFollowUpDay(claim.sent_day, claimResponseDays);
      if (claim.sent_day && quietSince) {
        // Without a moved due date, the due and overdue alerts already say this.
        if (quietSince <= today && quietSince !== due && recent(quietSince)) {
          alerts.push({
            ...subject,
            kind: 'claim_no_response',
            day: quietSince,
            title: `No response from ${claim.dealer_name} in ${plural(claimResponseDays, 'day')}`,
            body: `You sent ${about} on ${formatDay(claim.sent_day)} and have recorded no response since.`,
          });
        }
      }
    } else if (due && claim.offered_amount !== null) {
      const daysLeft = calendarDaysBetween(today, due);
      if (daysLeft >= 0 && daysLeft <= OFFER_DEADLINE_ALERT_DAYS) {
        alerts.push({
          ...subject,
          kind: 'offer_deadline',
          day: due,
          title: `${claim.dealer_name}'s offer ends ${daysLeft === 0 ? 'today' : `in ${plural(daysLeft, 'day')}`}`,
          body: `The dealer offered ${formatMoney(claim.offered_amount)} on ${about}; the offer's deadline is ${formatDay(due)}.`,
        });
      }
    }
  }

  for (const { userId, record: visit } of sources.visits) {
    if (visit.status === 'cancelled') continue;
    const subject = { userId, subject_type: 'visit' as const, subject_id: visit.id, link: `/visits/${visit.id}` };
    if (expectedDateOutPassed(visit, today)) {
      // The days stopped counting at the expected date out: ask once whether the car came back then.
      const expected = visit.date_out!;
      if (recent(expected)) {
        alerts.push({
          ...subject,
          kind: 'visit_expected_out_passed',
          day: expected,
          title: `Is the ${visit.vehicle_label} back from ${visit.dealer_name}?`,
          body: `The visit's expected date out, ${formatDay(expected)}, has passed and the visit is still in progress. If the car came back then, mark the visit completed; if it is still at the dealer, enter the new expected date out — days count only up to the date out you enter.`,
        });
      }
      continue;
    }
    // Still at the dealer: no date out, or one still ahead.
    if (!isVisitOpen(visit, today)) continue;
    const openDays = calendarDaysBetween(visit.date_in, today);
    if (openDays <= VISIT_OPEN_ALERT_DAYS) continue;
    alerts.push({
      ...subject,
      kind: 'visit_open_long',
      // The day it passed 14 days: once per visit.
      day: visitOpenLongDay(visit.date_in),
      title: `${visit.vehicle_label} has been at ${visit.dealer_name} for ${plural(openDays, 'day')}`,
      body: visit.date_out
        ? `The visit that began on ${formatDay(visit.date_in)} is expected to end on ${formatDay(visit.date_out)}. A car at the dealer this long is worth a letter to the dealer.`
        : `The visit that began on ${formatDay(visit.date_in)} has no date out yet. If the car is back, enter the date out; if not, this is worth a letter to the dealer.`,
    });
  }

  for (const { userId, vehicle, summary } of sources.lemonWatches) {
    const subject = { userId, subject_type: 'vehicle' as const, subject_id: vehicle.id, link: vehiclePath(vehicle.id) };
    const label = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
    // A threshold is crossed once per presumption window: the window's end (or the delivery) is the alert's day.
    const windowKey = summary.window_ends ?? vehicle.delivery_date ?? vehicle.purchase_date ?? today;
    const measured = summary.nearest ? ` (${summary.nearest})` : '';
    if (summary.status === 'met') {
      alerts.push({
        ...subject,
        kind: 'lemon_met',
        day: windowKey,
        title: `${label} has reached a lemon-law threshold`,
        body: `${label} has reached its state's lemon-law threshold${measured}. The case file on the vehicle's page gathers the visits for a claim.`,
      });
    } else if (summary.progress >= LEMON_WATCH_NEAR_SHARE) {
      alerts.push({
        ...subject,
        kind: 'lemon_near',
        day: windowKey,
        title: `${label} is at ${Math.floor(summary.progress * 100)}% of a lemon-law threshold`,
        body: `${label} is close to its state's lemon-law threshold${measured}.`,
      });
    }
    if (summary.status !== 'met' && summary.window_ends && summary.progress >= LEMON_WINDOW_ALERT_SHARE) {
      const daysLeft = calendarDaysBetween(today, summary.window_ends);
      if (daysLeft > 0 && daysLeft <= LEMON_WINDOW_ALERT_DAYS) {
        alerts.push({
          ...subject,
          kind: 'lemon_window_ending',
          day: summary.window_ends,
          title: `${label}'s lemon-law window ends in ${plural(daysLeft, 'day')}`,
          body: `${label} is at ${Math.floor(summary.progress * 100)}% of a threshold${measured} and the presumption window ends on ${formatDay(summary.window_ends)}.`,
        });
      }
    }
  }

  for (const { userId, vehicle, deadlines } of sources.lemonDeadlines) {
    const label = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
    for (const deadline of deadlines) {
      const daysLeft = calendarDaysBetween(today, deadline.due_on);
      if (daysLeft < 0 || daysLeft > LEMON_DEADLINE_ALERT_DAYS) continue;
      const when = daysLeft === 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${plural(daysLeft, 'day')}`;
      alerts.push({
        userId,
        subject_type: 'vehicle',
        subject_id: vehicle.id,
        link: vehiclePath(vehicle.id),
        kind: 'lemon_deadline',
        // Once per deadline: its day.
        day: deadline.due_on,
        title: `${label}: a lemon-law deadline is ${when}`,
        body: `${deadline.label}: ${formatDay(deadline.due_on)} (${deadline.source}). It follows from the correspondence log on the vehicle's page. This is not legal advice.`,
      });
    }
  }
  return alerts;
}
