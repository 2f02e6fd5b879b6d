import { createHash } from 'node:crypto';
import {
  CALENDAR_CANCELLED_KEEP_DAYS,
  claimFollowUpDay,
  claimOfferDeadline,
  formatDay,
  formatMoney,
  vehiclePath,
  visitOpenLongDay,
  type Visit,
} from '@dct/contracts';
import type { ClaimFollowUp } from '../claims/claims.service';
import type { OwnerVehicleDeadlines } from '../correspondence/correspondence.service';
import type { OwnerLemonWatch } from '../lemon-law/lemon-law.service';

/** One owner's records with dates, read as the alert scan reads them. */
export interface FeedSources {
  claims: ClaimFollowUp[];
  visits: Array<{ record: Visit }>;
  lemonWatches: OwnerLemonWatch[];
  /** The deadlines of the vehicles' correspondence logs (the presumption period's end is the lemon window's event). */
  lemonDeadlines: OwnerVehicleDeadlines[];
}

/** What an event says: its day (all day), its words and the app's page of its record. */
export interface FeedEventContent {
  day: string;
  summary: string;
  description: string;
  /** The app's path of the record (`/claims/12`). */
  link: string;
}

/** A deadline the app knows, named by what it is (the UID's part before the host). */
export interface FeedEvent extends FeedEventContent {
  uid: string;
}

/** An event as the feed last published it (a calendar_events row). */
export interface PublishedEvent {
  uid: string;
  content_hash: string;
  content: FeedEventContent;
  sequence: number;
  changed_at: Date;
  cancelled_at: Date | null;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Every dated thing the alerts look at, as calendar events: the days are the alert rules' own
 * (claimFollowUpDay, claimOfferDeadline, visitOpenLongDay in contracts), so the calendar and the alerts agree.
 * The words hold nothing that changes by itself from day to day, so an event changes only when
 * its record does.
 */
export function feedEvents(sources: FeedSources, claimResponseDays: number): FeedEvent[] {
  const events: FeedEvent[] = [];
  for (const claim of sources.claims) {
    const link = `/claims/${claim.id}`;
    const about = `claim #${claim.id} (${claim.vehicle_label}, ${claim.dealer_name})`;
    if (claim.status === 'Sent') {
      if (claim.response_due) {
        events.push({
          uid: `claim-${claim.id}-response-due`,
          day: claim.response_due,
          summary: `${claim.dealer_name}'s answer due: claim #${claim.id}`,
          description: `The dealer's answer to ${about} is due on ${formatDay(claim.response_due)}.`,
          link,
        });
      }
      const quietSince = claimFollowUpDay(claim.sent_day, claimResponseDays);
      // Without a moved due date, the answer's due day already says this.
      if (claim.sent_day && quietSince && quietSince !== claim.response_due) {
        events.push({
          uid: `claim-${claim.id}-follow-up`,
          day: quietSince,
          summary: `Follow up with ${claim.dealer_name}: claim #${claim.id}`,
          description: `You sent ${about} on ${formatDay(claim.sent_day)}. With no answer by this day (${plural(claimResponseDays, 'day')}), send the dealer a reminder from the claim.`,
          link,
        });
      }
    }
    const offerEnds = claimOfferDeadline(claim);
    if (offerEnds && claim.offered_amount !== null) {
      events.push({
        uid: `claim-${claim.id}-offer-deadline`,
        day: offerEnds,
        summary: `${claim.dealer_name}'s offer ends: claim #${claim.id}`,
        description: `The dealer offered ${formatMoney(claim.offered_amount)} on ${about}; the offer's deadline is ${formatDay(offerEnds)}.`,
        link,
      });
    }
  }

  for (const { record: visit } of sources.visits) {
    if (visit.status !== 'in_progress') continue;
    const link = `/visits/${visit.id}`;
    if (visit.date_out) {
      events.push({
        uid: `visit-${visit.id}-expected-out`,
        day: visit.date_out,
        summary: `${visit.vehicle_label} expected back from ${visit.dealer_name}`,
        description: `The visit that began on ${formatDay(visit.date_in)} is expected to end on ${formatDay(visit.date_out)}. If the car is back, mark the visit completed; if not, enter the new expected date out.`,
        link,
      });
    } else {
      const longDay = visitOpenLongDay(visit.date_in);
      events.push({
        uid: `visit-${visit.id}-open-long`,
        day: longDay,
        summary: `${visit.vehicle_label} at ${visit.dealer_name} over two weeks`,
        description: `The visit that began on ${formatDay(visit.date_in)} has no date out. If the car is still at the dealer on ${formatDay(longDay)}, it is worth a letter to the dealer.`,
        link,
      });
    }
  }

  for (const { vehicle, summary } of sources.lemonWatches) {
    if (!summary.window_ends) continue;
    const label = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
    events.push({
      uid: `vehicle-${vehicle.id}-lemon-window-ends`,
      day: summary.window_ends,
      summary: `${label}: lemon-law window ends`,
      description: `The presumption period of ${vehicle.registration_state ?? 'its state'}'s lemon law for the ${label} ends on ${formatDay(summary.window_ends)}: repairs after it no longer count toward the presumption.`,
      link: vehiclePath(vehicle.id),
    });
  }

  for (const { vehicle, deadlines } of sources.lemonDeadlines) {
    const label = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
    for (const deadline of deadlines) {
      events.push({
        // One per kind of deadline: a new notice moves the day (SEQUENCE + 1), not the UID.
        uid: `vehicle-${vehicle.id}-deadline-${deadline.kind}`,
        day: deadline.due_on,
        summary: `${label}: lemon-law deadline`,
        description: `${deadline.label}: ${formatDay(deadline.due_on)}. Source: ${deadline.source} (${deadline.source_url}). From the correspondence log; not legal advice.`,
        link: vehiclePath(vehicle.id),
      });
    }
  }
  return events;
}

export const contentHash = ({ day, summary, description, link }: FeedEventContent): string =>
  createHash('sha256')
    .update(JSON.stringify([day, summary, description, link]))
    .digest('hex');

const DAY_MS = 86_400_000;

/** What reading the feed writes: the rows to insert or update, and the uids to drop. */
export interface FeedPlan {
  write: PublishedEvent[];
  drop: string[];
  /** Every event the feed publishes now, cancelled ones included, ordered by day. */
  feed: PublishedEvent[];
}

/**
 * The feed's events now, from what it last published and what the records say: a new event
 * starts at SEQUENCE 0; a changed one (or one back after its cancellation) keeps its UID with
 * SEQUENCE + 1; one gone is published cancelled (SEQUENCE + 1) and dropped
 * CALENDAR_CANCELLED_KEEP_DAYS later.
 */
export function planFeed(published: readonly PublishedEvent[], current: readonly FeedEvent[], now: Date): FeedPlan {
  const stored = new Map(published.map((event) => [event.uid, event]));
  const write: PublishedEvent[] = [];
  const drop: string[] = [];
  const feed: PublishedEvent[] = [];
  const seen = new Set<string>();
  for (const { uid, ...content } of current) {
    // One event per uid: the first wins should two records ever name the same thing.
    if (seen.has(uid)) continue;
    seen.add(uid);
    const hash = contentHash(content);
    const before = stored.get(uid);
    if (before && before.content_hash === hash && before.cancelled_at === null) {
      feed.push(before);
      continue;
    }
    const next: PublishedEvent = {
      uid,
      content_hash: hash,
      content,
      sequence: before ? before.sequence + 1 : 0,
      changed_at: now,
      cancelled_at: null,
    };
    write.push(next);
    feed.push(next);
  }
  for (const before of published) {
    if (seen.has(before.uid)) continue;
    if (before.cancelled_at === null) {
      const cancelled = { ...before, sequence: before.sequence + 1, changed_at: now, cancelled_at: now };
      write.push(cancelled);
      feed.push(cancelled);
    } else if (now.getTime() - before.cancelled_at.getTime() > CALENDAR_CANCELLED_KEEP_DAYS * DAY_MS) {
      drop.push(before.uid);
    } else {
      feed.push(before);
    }
  }
  feed.sort((a, b) => a.content.day.localeCompare(b.content.day) || a.uid.localeCompare(b.uid));
  return { write, drop, feed };
}
