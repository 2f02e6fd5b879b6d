import type { LemonWatch } from './lemon-watch-types';
import { lemonWatchLine, lemonWatchMeasureText, lemonWatchMeasures, lemonWatchNearest, lemonWatchSummary } from './watch-progress';

const watch = (overrides: Partial<LemonWatch> = {}): LemonWatch => ({
  state: 'CA',
  period_starts: '2025-01-01',
  period_ends: '2026-07-01',
  period_ended_by: null,
  days_out_of_service: 12,
  days_threshold: 30,
  day_kind: 'calendar',
  days_rule: 'more_than',
  repair_attempts: [
    { defect: 'Transmission slipping', count: 2, threshold: 4, safety: false },
    { defect: 'Brakes', count: 1, threshold: 2, safety: true },
  ],
  likely_qualifies: false,
  reasons: [],
  statute: 'Cal. Civ. Code § 1793.22',
  source_url: 'https://example.org',
  ...overrides,
});

describe('lemon watch progress', () => {
  it('orders the measures nearest to met first and words them as the card shows them', () => {
    const measures = lemonWatchMeasures(watch());
    expect(measures.map(lemonWatchMeasureText)).toEqual(['2 of 4 repairs for Transmission slipping', '1 of 2 repairs for Brakes', '12 of 30 days']);
  });

  it('points a vehicle out at 80% of a threshold, not below', () => {
    expect(lemonWatchNearest(watch())).toBeUndefined();
    expect(lemonWatchNearest(watch({ days_out_of_service: 24 }))).toMatchObject({ kind: 'days', count: 24, threshold: 30 });
    expect(lemonWatchNearest(watch({ days_out_of_service: 23 }))).toBeUndefined();
    expect(lemonWatchNearest(watch({ repair_attempts: [{ defect: 'Stalling', count: 4, threshold: 4, safety: false }] }))).toMatchObject({
      kind: 'repairs',
      share: 1,
    });
  });

  it('leaves out thresholds the state does not set', () => {
    expect(lemonWatchMeasures(watch({ days_threshold: null, repair_attempts: [{ defect: 'Noise', count: 3, threshold: null, safety: false }] }))).toEqual([]);
  });
});

describe('lemon watch in brief (the vehicles list and cards)', () => {
  const today = '2026-06-06';

  it('is near at 80% of a threshold or with the window ending within 30 days, met at a threshold, and says so in words', () => {
    expect(lemonWatchSummary(watch({ period_ends: '2027-01-01' }), today)).toEqual({
      status: 'watching',
      progress: 0.5,
      window_ends: '2027-01-01',
      nearest: '2 of 4 repairs for Transmission slipping',
    });
    const nearByDays = lemonWatchSummary(watch({ days_out_of_service: 28, period_ends: '2027-01-01' }), today);
    expect(nearByDays).toMatchObject({ status: 'near', progress: 0.933, nearest: '28 of 30 days' });
    expect(lemonWatchLine(nearByDays, today)).toBe('Lemon-law: 28 of 30 days, near the threshold · window ends Jan 1, 2027');
    // 2 days of 30, but the window closes in 25 days: as urgent as 28 days, and the line says why.
    const nearByWindow = lemonWatchSummary(watch({ days_out_of_service: 2, repair_attempts: [], period_ends: '2026-07-01' }), today);
    expect(nearByWindow).toMatchObject({ status: 'near', progress: 0.067 });
    expect(lemonWatchLine(nearByWindow, today)).toBe('Lemon-law: 2 of 30 days · window ends Jul 1, 2026 (in 25 days)');
    const met = lemonWatchSummary(watch({ days_out_of_service: 31, likely_qualifies: true }), today);
    expect(met).toMatchObject({ status: 'met', progress: 1 });
    expect(lemonWatchLine(met, today)).toBe('Lemon-law: 31 of 30 days, threshold reached · window ends Jul 1, 2026 (in 25 days)');
  });

  it('is ended once the period is over without a threshold met, and met stays met after it', () => {
    const ended = lemonWatchSummary(watch({ period_ends: '2026-06-01' }), today);
    expect(ended.status).toBe('ended');
    expect(lemonWatchLine(ended, today)).toBe('Lemon-law: 2 of 4 repairs for Transmission slipping · window ended Jun 1, 2026');
    expect(lemonWatchSummary(watch({ period_ends: '2026-06-01', days_out_of_service: 31, likely_qualifies: true }), today).status).toBe('met');
  });

  it('has no measure where the state sets no threshold, and no end while months and miles cannot end the period', () => {
    const none = lemonWatchSummary(watch({ days_threshold: null, repair_attempts: [], period_ends: null }), today);
    expect(none).toEqual({ status: 'watching', progress: 0, window_ends: null, nearest: null });
    expect(lemonWatchLine(none, today)).toBe('Lemon-law: no threshold in this state');
  });
});
