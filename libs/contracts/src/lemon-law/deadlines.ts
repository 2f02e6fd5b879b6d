import type { CorrespondenceEntry, LemonDeadline } from '../correspondence';
import { addDays, addMonths } from '../days';
import type { LemonWatch } from './lemon-watch-types';
import type { UsStateCode } from './us-states';

/** What the rules read of a log entry. */
export type DeadlineEntry = Pick<CorrespondenceEntry, 'occurred_on' | 'direction' | 'party' | 'method' | 'purpose' | 'delivered_on'>;

/** What the rules read of the lemon-law watch: the presumption period's end and the statute it comes from. */
export type DeadlineWatch = Pick<LemonWatch, 'state' | 'period_ends' | 'statute' | 'source_url'>;

/**
 * A state's deadline rule, each checked against the statute's text, with where it is. Only the
 * rules below are computed; a state not listed for a kind gets no deadline of that kind (the
 * statute sets no day count, or it could not be confirmed), never a guess.
 */
interface Rule {
  source: string;
  source_url: string;
}

/**
 * Florida, Fla. Stat. § 681.104(1)(a): after written notice by registered or express mail, the
 * manufacturer "shall have 10 days, commencing upon receipt of such notification, to respond",
 * and 10 days (45 for a recreational vehicle) "commencing upon the delivery of the motor vehicle
 * to the designated repair facility" to conform it. § 681.109(4): arbitration before the board
 * must be requested "no later than 60 days after the expiration of the Lemon Law rights period"
 * (24 months from delivery, § 681.102).
 */
const FL = {
  response: {
    source: 'Fla. Stat. § 681.104(1)(a)',
    source_url:
      'https://casetext.com/statute/florida-statutes/title-xxxix-commercial-relations/chapter-681-motor-vehicle-sales-warranties/section-681104-nonconformity-of-motor-vehicles',
  },
  finalRepair: {
    source: 'Fla. Stat. § 681.104(1)(a)',
    source_url:
      'https://casetext.com/statute/florida-statutes/title-xxxix-commercial-relations/chapter-681-motor-vehicle-sales-warranties/section-681104-nonconformity-of-motor-vehicles',
  },
  filing: { source: 'Fla. Stat. § 681.109(4)', source_url: 'https://legalfix.com/statutes/state-codes/florida/title-xxxix/chapter-681/section-681-109' },
} satisfies Record<string, Rule>;

/**
 * New Jersey, N.J.S.A. 56:12-33, as the statement every buyer is given puts it (N.J.A.C.
 * 13:45A-26.3(a)): the presumption arises when the defect continues "after the manufacturer has
 * received written notice of the defect by certified mail, return receipt requested, and has had
 * a final opportunity to correct the defect or condition within 10 calendar days after receipt
 * of the notice".
 */
const NJ = {
  finalRepair: {
    source: 'N.J.S.A. 56:12-33; N.J.A.C. 13:45A-26.3(a)',
    source_url: 'https://regulations.justia.com/states/new-jersey/title-13/chapter-45a/subchapter-26/section-13-45a-26-3',
  },
} satisfies Record<string, Rule>;

/**
 * Texas, Tex. Occ. Code § 2301.606(d): a proceeding "must be commenced not later than six months
 * after the earliest of" the express warranty's expiration or 24 months or 24,000 miles since
 * delivery. The watch's period end is the earlier of 24 months and 24,000 miles; the warranty's
 * end the app does not know, so the label says it may come sooner.
 */
const TX = {
  filing: { source: 'Tex. Occ. Code § 2301.606(d)', source_url: 'https://statutes.capitol.texas.gov/Docs/OC/htm/OC.2301.htm#2301.606' },
} satisfies Record<string, Rule>;

/** The latest entry of a purpose, by its date; with `delivered`, only those whose delivery is recorded. */
function latest(entries: readonly DeadlineEntry[], purpose: NonNullable<DeadlineEntry['purpose']>, delivered = false): DeadlineEntry | undefined {
  return entries
    .filter((entry) => entry.purpose === purpose && (!delivered || entry.delivered_on !== null))
    .sort((a, b) => (a.occurred_on === b.occurred_on ? (a.delivered_on ?? '').localeCompare(b.delivered_on ?? '') : a.occurred_on.localeCompare(b.occurred_on)))
    .at(-1);
}

const deadline = (kind: LemonDeadline['kind'], due_on: string, label: string, rule: Rule): LemonDeadline => ({ kind, due_on, label, ...rule });

/** What a state's deadline counts from: the notice's delivery, the vehicle's delivery for the final repair, or the presumption period's end. */
type DeadlineStart = 'notice' | 'repairDelivery' | 'periodEnds';

/** The deadlines each state's rule sets, each with the day its count starts from and how it counts. */
const STATE_DEADLINES: ReadonlyArray<{
  state: UsStateCode;
  kind: LemonDeadline['kind'];
  from: DeadlineStart;
  due: (start: string) => string;
  label: string;
  rule: Rule;
}> = [
  {
    state: 'FL',
    kind: 'manufacturer_response',
    from: 'notice',
    due: (start) => addDays(start, 10),
    label: "The manufacturer's answer to your notice, naming a repair facility for the final attempt",
    rule: FL.response,
  },
  {
    state: 'FL',
    kind: 'final_repair',
    from: 'repairDelivery',
    due: (start) => addDays(start, 10),
    label: 'The end of the final repair attempt, 10 days from delivering the vehicle to the repair facility (45 for a recreational vehicle)',
    rule: FL.finalRepair,
  },
  {
    state: 'FL',
    kind: 'program_filing',
    from: 'periodEnds',
    due: (start) => addDays(start, 60),
    label:
      "The last day to request arbitration by the Florida New Motor Vehicle Arbitration Board (or 30 days after a certified program's final action, if later)",
    rule: FL.filing,
  },
  {
    state: 'NJ',
    kind: 'final_repair',
    from: 'notice',
    due: (start) => addDays(start, 10),
    label: "The end of the manufacturer's final opportunity to correct the defect, 10 calendar days after it received your notice",
    rule: NJ.finalRepair,
  },
  {
    state: 'TX',
    kind: 'program_filing',
    from: 'periodEnds',
    due: (start) => addMonths(start, 6),
    label: 'The last day to file a lemon-law complaint with the Texas DMV (sooner if the express warranty ended before 24 months or 24,000 miles)',
    rule: TX.filing,
  },
];

/**
 * The deadlines that follow from the state's rule, the log and the watch, soonest first. The
 * notice's clocks run from its delivery (the day the tracking shows it received), so a notice
 * without a delivery date starts none yet. Days are calendar days: "10 days after receipt" of a
 * notice delivered on March 2 ends March 12.
 */
export function lemonDeadlines(state: UsStateCode, entries: readonly DeadlineEntry[], watch: DeadlineWatch | null): LemonDeadline[] {
  const deadlines: LemonDeadline[] = [];
  const notice = latest(entries, 'lemon_notice', true);
  const repairDelivery = latest(entries, 'final_repair_delivery');
  const starts: Record<DeadlineStart, string | null | undefined> = {
    notice: notice?.delivered_on,
    repairDelivery: repairDelivery?.occurred_on,
    periodEnds: watch?.period_ends,
  };
  for (const stateDeadline of STATE_DEADLINES) {
    const start = starts[stateDeadline.from];
    if (stateDeadline.state === state && start) {
      deadlines.push(deadline(stateDeadline.kind, stateDeadline.due(start), stateDeadline.label, stateDeadline.rule));
    }
  }
  if (watch?.period_ends) {
    deadlines.push(
      deadline('presumption_period_end', watch.period_ends, 'The end of the presumption period: repairs from this day on do not count toward it', {
        source: watch.statute,
        source_url: watch.source_url,
      }),
    );
  }
  return deadlines.sort((a, b) => a.due_on.localeCompare(b.due_on) || a.kind.localeCompare(b.kind));
}
