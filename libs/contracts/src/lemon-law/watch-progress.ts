import type { LemonWatch } from './lemon-watch-types';

/** The share of a threshold at which the dashboard points a vehicle out (80%). */
export const LEMON_WATCH_NEAR_SHARE = 0.8;

/** How far a vehicle has come towards one of its state's thresholds. */
export interface LemonWatchMeasure {
  kind: 'days' | 'repairs';
  /** The defect, for repairs. */
  defect?: string;
  count: number;
  threshold: number;
  /** count / threshold, 1 or more when met. */
  share: number;
}

/** Days and each defect's repairs against their thresholds, nearest to met first; thresholds the state does not set are left out. */
export function lemonWatchMeasures(watch: LemonWatch): LemonWatchMeasure[] {
  const measures: LemonWatchMeasure[] = [];
  if (watch.days_threshold !== null && watch.days_threshold > 0) {
    measures.push({ kind: 'days', count: watch.days_out_of_service, threshold: watch.days_threshold, share: watch.days_out_of_service / watch.days_threshold });
  }
  for (const attempt of watch.repair_attempts) {
    if (attempt.threshold === null || attempt.threshold <= 0) continue;
    measures.push({ kind: 'repairs', defect: attempt.defect, count: attempt.count, threshold: attempt.threshold, share: attempt.count / attempt.threshold });
  }
  return measures.sort((a, b) => b.share - a.share);
}

/** The measure closest to its threshold when it is at 80% or more of it (or the vehicle likely qualifies), else undefined. */
export function lemonWatchNearest(watch: LemonWatch, share = LEMON_WATCH_NEAR_SHARE): LemonWatchMeasure | undefined {
  const nearest = lemonWatchMeasures(watch)[0];
  return nearest && (nearest.share >= share || watch.likely_qualifies) ? nearest : undefined;
}

/** "27 of 30 days" or "2 of 4 repairs for transmission slipping". */
export function lemonWatchMeasureText(measure: LemonWatchMeasure): string {
  return measure.kind === 'days'
    ? `${measure.count} of ${measure.threshold} days`
    : `${measure.count} of ${measure.threshold} repairs for ${measure.defect ?? 'one defect'}`;
}
