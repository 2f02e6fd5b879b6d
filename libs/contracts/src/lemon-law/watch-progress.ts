import { calendarDaysBetween, formatDay } from '../days';
import type { LemonWatch } from './lemon-watch-types';
import type { LemonWatchSummary } from '../schemas/answers/lemon-watch';
export type { LemonWatchSummary } from '../schemas/answers/lemon-watch';

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

/** A window ending within this many days is urgent, however far the counts are from a threshold. */
export const LEMON_WINDOW_NEAR_DAYS = 30;

export const LEMON_WATCH_STATUSES = ['met', 'near', 'watching', 'ended'] as const;
export type LemonWatchStatus = (typeof LEMON_WATCH_STATUSES)[number];

export function lemonWatchSummary(watch: LemonWatch, today: string): LemonWatchSummary {
  const nearest = lemonWatchMeasures(watch)[0];
  const progress = Math.min(1, Math.max(0, nearest?.share ?? 0));
  const daysLeft = watch.period_ends === null ? null : calendarDaysBetween(today, watch.period_ends);
  // A threshold met within the period stays met after the window closes: the claim it gives remains.
  const status: LemonWatchStatus =
    watch.likely_qualifies || progress >= 1
      ? 'met'
      : daysLeft !== null && daysLeft <= 0
        ? 'ended'
        : progress >= LEMON_WATCH_NEAR_SHARE || (daysLeft !== null && daysLeft <= LEMON_WINDOW_NEAR_DAYS)
          ? 'near'
          : 'watching';
  return { status, progress: Math.round(progress * 1000) / 1000, window_ends: watch.period_ends, nearest: nearest ? lemonWatchMeasureText(nearest) : null };
}

/** The summary needs the owner's attention: a threshold met or near, or the window closing. */
export const lemonWatchUrgent = (summary: LemonWatchSummary) => summary.status === 'met' || summary.status === 'near';

/**
 * A vehicle's watch in one line, urgency in words as well as colour: "Lemon-law: 28 of 30 days,
 * near the threshold · window ends Dec 1, 2026 (in 6 days)".
 */
export function lemonWatchLine(summary: LemonWatchSummary, today: string): string {
  const parts: string[] = [];
  if (summary.nearest) {
    const state = summary.status === 'met' ? ', threshold reached' : summary.progress >= LEMON_WATCH_NEAR_SHARE ? ', near the threshold' : '';
    parts.push(`${summary.nearest}${state}`);
  }
  if (summary.window_ends) {
    const daysLeft = calendarDaysBetween(today, summary.window_ends);
    const soon = daysLeft <= LEMON_WINDOW_NEAR_DAYS ? ` (in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'})` : '';
    parts.push(daysLeft <= 0 ? `window ended ${formatDay(summary.window_ends)}` : `window ends ${formatDay(summary.window_ends)}${soon}`);
  }
  return `Lemon-law: ${parts.join(' · ') || 'no threshold in this state'}`;
}
