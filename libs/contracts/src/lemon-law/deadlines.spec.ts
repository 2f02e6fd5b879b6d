import { lemonDeadlines, type DeadlineEntry } from './deadlines';
import { lemonWatch } from './lemon-watch';
import type { LemonWatch, LemonWatchVehicle, LemonWatchVisit } from './lemon-watch-types';
import type { UsStateCode } from './us-states';

/** The watch of a new vehicle delivered on `delivery_date` in `state`, as the app computes it. */
function watchOf(state: UsStateCode, delivery_date: string, visits: LemonWatchVisit[] = []): LemonWatch {
  const vehicle: LemonWatchVehicle = { registration_state: state, delivery_date, purchase_date: null, delivery_mileage: 12, condition: 'new' };
  const outcome = lemonWatch(vehicle, visits, '2026-01-01');
  if (!outcome.ok) throw new Error(outcome.blocker.message);
  return outcome.watch;
}

const notice = (occurred_on: string, delivered_on: string | null): DeadlineEntry => ({
  occurred_on,
  delivered_on,
  direction: 'sent',
  party: 'manufacturer',
  method: 'certified_mail',
  purpose: 'lemon_notice',
});

const repairDelivery = (occurred_on: string): DeadlineEntry => ({
  occurred_on,
  delivered_on: null,
  direction: 'sent',
  party: 'manufacturer',
  method: 'in_person',
  purpose: 'final_repair_delivery',
});

const call = (occurred_on: string): DeadlineEntry => ({
  occurred_on,
  delivered_on: null,
  direction: 'received',
  party: 'dealer',
  method: 'phone',
  purpose: null,
});

const dueDates = (deadlines: ReturnType<typeof lemonDeadlines>) => deadlines.map(({ kind, due_on, source }) => ({ kind, due_on, source }));

describe(lemonDeadlines.name, () => {
  it('California: only the presumption period’s end; the statute sets no day count after a notice', () => {
    // Cal. Civ. Code § 1793.22(b): 18 months or 18,000 miles from delivery, whichever first.
    // Delivered 2025-02-01, no visit past 18,012 miles: the period ends 2026-08-01.
    // § 1793.22(b)(3): direct notice is needed only when the manufacturer clearly requires it, and
    // no number of days for its answer is set, so the notice starts no clock here.
    const watch = watchOf('CA', '2025-02-01');
    expect(dueDates(lemonDeadlines('CA', [notice('2026-02-25', '2026-03-02'), call('2026-03-05')], watch))).toEqual([
      { kind: 'presumption_period_end', due_on: '2026-08-01', source: 'Cal. Civ. Code § 1793.22' },
    ]);
  });

  it('Florida: the answer to the notice, the final repair, the arbitration request and the period’s end', () => {
    const watch = watchOf('FL', '2025-01-15');
    const deadlines = lemonDeadlines('FL', [notice('2026-02-25', '2026-03-02'), repairDelivery('2026-03-16'), call('2026-03-20')], watch);
    expect(dueDates(deadlines)).toEqual([
      // § 681.104(1)(a): 10 days "commencing upon receipt": received 2026-03-02, answer by 2026-03-12.
      { kind: 'manufacturer_response', due_on: '2026-03-12', source: 'Fla. Stat. § 681.104(1)(a)' },
      // § 681.104(1)(a): 10 days from delivery to the repair facility: 2026-03-16 + 10 = 2026-03-26.
      { kind: 'final_repair', due_on: '2026-03-26', source: 'Fla. Stat. § 681.104(1)(a)' },
      // § 681.102: the rights period ends 24 months after delivery: 2027-01-15.
      { kind: 'presumption_period_end', due_on: '2027-01-15', source: 'Fla. Stat. § 681.101 et seq.' },
      // § 681.109(4): 60 days after it: 16 days to Jan 31, 28 in February (44), 16 in March: 2027-03-16.
      { kind: 'program_filing', due_on: '2027-03-16', source: 'Fla. Stat. § 681.109(4)' },
    ]);
    expect(deadlines.every((deadline) => deadline.source_url.startsWith('https://'))).toBe(true);
  });

  it('Florida: a notice whose delivery is not recorded starts no clock yet; the latest delivered notice does', () => {
    const watch = watchOf('FL', '2025-01-15');
    expect(lemonDeadlines('FL', [notice('2026-02-25', null)], watch).map((deadline) => deadline.kind)).toEqual(['presumption_period_end', 'program_filing']);
    const twice = lemonDeadlines('FL', [notice('2026-02-25', '2026-03-02'), notice('2026-04-01', '2026-04-06')], watch);
    // The second notice, received 2026-04-06: answer by 2026-04-16.
    expect(twice.find((deadline) => deadline.kind === 'manufacturer_response')?.due_on).toBe('2026-04-16');
  });

  it('New Jersey: the final opportunity within 10 calendar days of receipt, and the period’s end', () => {
    // N.J.S.A. 56:12-33 (N.J.A.C. 13:45A-26.3(a)): a final opportunity "within 10 calendar days
    // after receipt of the notice": received 2026-05-28, so until 2026-06-07.
    // N.J.A.C. 13:45A-26.3(a): the term of protection is 24,000 miles or 2 years, whichever is earlier: delivered 2024-12-20, ends 2026-12-20.
    const watch = watchOf('NJ', '2024-12-20');
    expect(dueDates(lemonDeadlines('NJ', [notice('2026-05-22', '2026-05-28')], watch))).toEqual([
      { kind: 'final_repair', due_on: '2026-06-07', source: 'N.J.S.A. 56:12-33; N.J.A.C. 13:45A-26.3(a)' },
      { kind: 'presumption_period_end', due_on: '2026-12-20', source: 'N.J. Stat. § 56:12-29 et seq.' },
    ]);
  });

  it('Texas: the complaint within 6 months of the earlier of 24 months and 24,000 miles', () => {
    // Tex. Occ. Code § 2301.606(d): not later than six months after the earliest of the warranty's
    // end or 24 months / 24,000 miles. Delivered 2025-06-10: 24 months end 2027-06-10, so 2027-12-10.
    expect(dueDates(lemonDeadlines('TX', [notice('2026-02-25', '2026-03-02')], watchOf('TX', '2025-06-10')))).toEqual([
      { kind: 'presumption_period_end', due_on: '2027-06-10', source: 'Tex. Occ. Code § 2301.601 et seq.' },
      { kind: 'program_filing', due_on: '2027-12-10', source: 'Tex. Occ. Code § 2301.606(d)' },
    ]);
    // A visit on 2026-09-01 at 24,500 miles (delivered at 12: the limit is 24,012) ends the period
    // that day, by miles: the complaint is due 2027-03-01.
    const byMiles = watchOf('TX', '2025-06-10', [
      { date_in: '2026-09-01', date_out: '2026-09-02', status: 'completed', mileage_in: 24_500, defect: 'Stalls', warranty_repair: true, safety_defect: false },
    ]);
    expect(lemonDeadlines('TX', [], byMiles).find((deadline) => deadline.kind === 'program_filing')?.due_on).toBe('2027-03-01');
  });

  it('gives nothing without a watch but what the log alone starts', () => {
    expect(lemonDeadlines('TX', [], null)).toEqual([]);
    expect(lemonDeadlines('FL', [notice('2026-02-25', '2026-03-02')], null).map((deadline) => deadline.due_on)).toEqual(['2026-03-12']);
  });
});
