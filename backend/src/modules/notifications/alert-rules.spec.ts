import type { LemonWatchSummary, Vehicle, Visit } from '@dct/contracts';
import type { ClaimFollowUp } from '../claims/claims.service';
import { dueAlerts, type AlertSources } from './alert-rules';
import { digestTiming, quietUntil } from './quiet-hours';

const TODAY = '2026-03-10';
const claim = (fields: Partial<ClaimFollowUp>): ClaimFollowUp => ({
  id: 7,
  user_id: 1,
  status: 'Sent',
  response_due: '2026-03-20',
  sent_day: '2026-03-06',
  offered_amount: null,
  vehicle_label: '2022 Kia Telluride',
  dealer_name: 'Sunrise Motors',
  ...fields,
});
const sources = (fields: Partial<AlertSources>): AlertSources => ({ claims: [], visits: [], lemonWatches: [], lemonDeadlines: [], ...fields });
const kinds = (found: AlertSources) => dueAlerts(found, TODAY, 14).map((alert) => `${alert.kind}@${alert.day}`);

describe('dueAlerts', () => {
  it('a sent claim: due tomorrow (and today), overdue from the day after, for 30 days', () => {
    expect(kinds(sources({ claims: [claim({ response_due: '2026-03-12' })] }))).toEqual([]);
    expect(kinds(sources({ claims: [claim({ response_due: '2026-03-11', sent_day: '2026-02-25' })] }))).toEqual(['claim_due_tomorrow@2026-03-11']);
    expect(dueAlerts(sources({ claims: [claim({ response_due: TODAY, sent_day: '2026-02-24' })] }), TODAY, 14)[0].title).toBe(
      "Sunrise Motors's answer is due today",
    );
    expect(kinds(sources({ claims: [claim({ response_due: '2026-03-09', sent_day: '2026-02-23' })] }))).toEqual(['claim_overdue@2026-03-09']);
    expect(kinds(sources({ claims: [claim({ response_due: '2026-01-09', sent_day: '2025-12-26' })] }))).toEqual([]);
  });

  it('no response after CLAIM_RESPONSE_DAYS only when the due date was moved', () => {
    expect(kinds(sources({ claims: [claim({ sent_day: '2026-02-20', response_due: '2026-03-25' })] }))).toEqual(['claim_no_response@2026-03-06']);
  });

  it("an offer's deadline from 2 days before it, and never for a claim without an amount", () => {
    const offer = claim({ status: 'Response', offered_amount: 750, response_due: '2026-03-12' });
    expect(kinds(sources({ claims: [offer] }))).toEqual(['offer_deadline@2026-03-12']);
    expect(kinds(sources({ claims: [{ ...offer, response_due: '2026-03-13' }] }))).toEqual([]);
    expect(kinds(sources({ claims: [{ ...offer, offered_amount: null }] }))).toEqual([]);
  });

  it('a visit open more than 14 days, once (its day is the 15th)', () => {
    const visit = (date_in: string, fields: Partial<Visit> = {}) => ({
      userId: 1,
      record: { id: 3, date_in, date_out: null, status: 'in_progress', vehicle_label: 'Kia', dealer_name: 'Sunrise', ...fields } as Visit,
    });
    expect(kinds(sources({ visits: [visit('2026-02-24')] }))).toEqual([]);
    expect(kinds(sources({ visits: [visit('2026-02-23')] }))).toEqual(['visit_open_long@2026-03-10']);
    expect(kinds(sources({ visits: [visit('2026-01-01')] }))).toEqual(['visit_open_long@2026-01-16']);
    expect(kinds(sources({ visits: [visit('2026-01-01', { status: 'cancelled' })] }))).toEqual([]);
  });

  it('an expected date out that has passed, once, on its day; a visit with one still ahead is still open', () => {
    const visit = (date_in: string, date_out: string | null, fields: Partial<Visit> = {}) => ({
      userId: 1,
      record: { id: 3, date_in, date_out, status: 'in_progress', vehicle_label: 'Kia', dealer_name: 'Sunrise', ...fields } as Visit,
    });
    // Saved while ahead (still in progress), now past: asked once, on the expected day.
    expect(kinds(sources({ visits: [visit('2026-03-01', '2026-03-09')] }))).toEqual(['visit_expected_out_passed@2026-03-09']);
    const [alert] = dueAlerts(sources({ visits: [visit('2026-03-01', '2026-03-09')] }), TODAY, 14);
    expect(alert).toMatchObject({ title: 'Is the Kia back from Sunrise?', link: '/visits/3', subject_type: 'visit', subject_id: 3 });
    expect(alert.body).toContain('Mar 9, 2026');
    // Not yet passed, completed, cancelled, or long ago: nothing.
    expect(kinds(sources({ visits: [visit('2026-03-01', '2026-03-10')] }))).toEqual([]);
    expect(kinds(sources({ visits: [visit('2026-03-01', '2026-03-09', { status: 'completed' })] }))).toEqual([]);
    expect(kinds(sources({ visits: [visit('2026-03-01', '2026-03-09', { status: 'cancelled' })] }))).toEqual([]);
    expect(kinds(sources({ visits: [visit('2025-12-01', '2026-01-15')] }))).toEqual([]);
    // At the dealer 20 days with an expected date out still ahead: still a long visit.
    expect(kinds(sources({ visits: [visit('2026-02-18', '2026-03-20')] }))).toEqual(['visit_open_long@2026-03-05']);
  });

  it('the lemon-law watch: 80%, met, and a window ending within 30 days at 50% or more', () => {
    const vehicle = { id: 4, year: 2024, make: 'Kia', model: 'Telluride', delivery_date: '2025-01-01', purchase_date: null } as Vehicle;
    const watch = (summary: Partial<LemonWatchSummary>) => ({
      userId: 1,
      vehicle,
      summary: { status: 'watching', progress: 0, window_ends: '2026-07-01', nearest: '0 of 30 days', ...summary } satisfies LemonWatchSummary,
    });
    expect(kinds(sources({ lemonWatches: [watch({ progress: 0.79 })] }))).toEqual([]);
    expect(kinds(sources({ lemonWatches: [watch({ status: 'near', progress: 0.8 })] }))).toEqual(['lemon_near@2026-07-01']);
    expect(kinds(sources({ lemonWatches: [watch({ status: 'met', progress: 1 })] }))).toEqual(['lemon_met@2026-07-01']);
    expect(kinds(sources({ lemonWatches: [watch({ status: 'near', progress: 0.5, window_ends: '2026-04-09' })] }))).toEqual(['lemon_window_ending@2026-04-09']);
    expect(kinds(sources({ lemonWatches: [watch({ status: 'near', progress: 0.49, window_ends: '2026-04-09' })] }))).toEqual([]);
    expect(kinds(sources({ lemonWatches: [watch({ status: 'near', progress: 0.6, window_ends: '2026-04-10' })] }))).toEqual([]);
  });

  it("a deadline of the correspondence log: from 7 days before to its day, once (its day is the alert's)", () => {
    const vehicle = { id: 4, year: 2024, make: 'Kia', model: 'Telluride' } as Vehicle;
    const deadline = (due_on: string) => ({
      userId: 1,
      vehicle,
      deadlines: [
        {
          kind: 'manufacturer_response' as const,
          due_on,
          label: "The manufacturer's answer to your notice",
          source: 'Fla. Stat. § 681.104(1)(a)',
          source_url: 'https://example.org/681.104',
        },
      ],
    });
    expect(kinds(sources({ lemonDeadlines: [deadline('2026-03-18')] }))).toEqual([]);
    expect(kinds(sources({ lemonDeadlines: [deadline('2026-03-17')] }))).toEqual(['lemon_deadline@2026-03-17']);
    expect(kinds(sources({ lemonDeadlines: [deadline(TODAY)] }))).toEqual([`lemon_deadline@${TODAY}`]);
    expect(kinds(sources({ lemonDeadlines: [deadline('2026-03-09')] }))).toEqual([]);
    const [alert] = dueAlerts(sources({ lemonDeadlines: [deadline('2026-03-11')] }), TODAY, 14);
    expect(alert).toMatchObject({ subject_type: 'vehicle', subject_id: 4, link: '/vehicles/4', title: '2024 Kia Telluride: a lemon-law deadline is tomorrow' });
    expect(alert.body).toBe(
      "The manufacturer's answer to your notice: Mar 11, 2026 (Fla. Stat. § 681.104(1)(a)). It follows from the correspondence log on the vehicle's page. This is not legal advice.",
    );
  });
});

describe('quietUntil', () => {
  const hours = { quiet_start: '22:00', quiet_end: '07:00', time_zone: 'Europe/Paris' };
  it('holds mail inside hours that wrap midnight, in the owner’s time zone, until they end', () => {
    // 23:15 in Paris (UTC+1 in winter): held until 07:00 there, 06:00 UTC.
    expect(quietUntil(new Date('2026-01-15T22:15:00Z'), hours)?.toISOString()).toBe('2026-01-16T06:00:00.000Z');
    expect(quietUntil(new Date('2026-01-16T05:59:00Z'), hours)?.toISOString()).toBe('2026-01-16T06:00:00.000Z');
    expect(quietUntil(new Date('2026-01-16T06:00:00Z'), hours)).toBeNull();
    expect(quietUntil(new Date('2026-01-15T12:00:00Z'), hours)).toBeNull();
  });
  it('hours within a day, and none', () => {
    const day = { quiet_start: '12:00', quiet_end: '14:00', time_zone: 'UTC' };
    expect(quietUntil(new Date('2026-01-15T13:30:00Z'), day)?.toISOString()).toBe('2026-01-15T14:00:00.000Z');
    expect(quietUntil(new Date('2026-01-15T14:30:00Z'), day)).toBeNull();
    expect(quietUntil(new Date('2026-01-15T13:30:00Z'), { quiet_start: null, quiet_end: null, time_zone: 'UTC' })).toBeNull();
  });
});

describe('digestTiming', () => {
  const timing = (iso: string, quiet_start: string | null, quiet_end: string | null, time_zone = 'UTC') =>
    digestTiming(new Date(iso), { quiet_start, quiet_end, time_zone });
  const sent = (iso: string) => ({ sendAt: new Date(iso) });

  it('gathers nothing before the digest hour, and sends at once outside quiet hours', () => {
    expect(timing('2026-01-15T07:59:00Z', null, null)).toBeNull();
    expect(timing('2026-01-15T08:05:00Z', null, null)).toEqual({ sendAt: null });
    expect(timing('2026-01-15T08:05:00Z', '22:00', '07:00')).toEqual({ sendAt: null });
  });

  it('sends at the first minute outside quiet hours of 00:00–23:59, the same day', () => {
    expect(timing('2026-01-15T08:05:00Z', '00:00', '23:59')).toEqual(sent('2026-01-15T23:59:00Z'));
    expect(timing('2026-01-15T23:58:30Z', '00:00', '23:59')).toEqual(sent('2026-01-15T23:59:00Z'));
    expect(timing('2026-01-15T23:59:10Z', '00:00', '23:59')).toEqual({ sendAt: null });
  });

  it('waits for quiet hours that cover the digest hour to end, in the owner’s time zone', () => {
    // 08:30 in Chicago (UTC−6 in winter), quiet until 09:15 there.
    expect(timing('2026-01-15T14:30:00Z', '07:00', '09:15', 'America/Chicago')).toEqual(sent('2026-01-15T15:15:00Z'));
  });
});
