import type { LemonWatch } from './lemon-watch-types';
import { lemonWatchMeasureText, lemonWatchMeasures, lemonWatchNearest } from './watch-progress';

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
