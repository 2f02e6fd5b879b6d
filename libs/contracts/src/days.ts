/**
 * Calendar days, the unit of downtime. A day is 'YYYY-MM-DD' text; "today" is the local day of
 * the process that asks (the server's TZ on the server, the owner's on the page).
 */

const MS_PER_DAY = 86_400_000;

/** The local calendar day of a moment, as 'YYYY-MM-DD'. */
export function toIsoDay(moment: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

export const todayIso = (now: Date = new Date()) => toIsoDay(now);

/**
 * The last day a stretch of downtime counts to: its date out once that day has come, else today.
 * Days that have not happened never count: a date out still ahead is only expected.
 */
export const countedDayOut = (dateOut: string | null | undefined, today: string): string => (dateOut && dateOut < today ? dateOut : today);

/** A calendar day as people read it, 'Jan 5, 2025' (the same as the pages' 'MMM d, yyyy'), for text the server writes. */
export const formatDay = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Whole days from one calendar day to another (Jan 5 → Jan 19 is 14); negative when `to` is earlier. */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY);
}

const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);
const utcIso = (date: Date) => date.toISOString().slice(0, 10);

/** The calendar day `days` after (or before, when negative) a day. */
export function addDays(iso: string, days: number): string {
  const date = utcDay(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return utcIso(date);
}

/**
 * The same day `months` later; a day the later month lacks becomes its last day
 * (Jan 31 + 1 month is Feb 28, or 29).
 */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return utcIso(target);
}

/**
 * The days the spans (each from a start day to an end day) cover, a day two spans share counted
 * once, as `count` counts the days between two dates. A span that ends on its start day covers none.
 */
export function coveredDays(spans: ReadonlyArray<readonly [string, string]>, count: (from: string, to: string) => number): number {
  let total = 0;
  let coveredTo: string | undefined;
  for (const [start, end] of [...spans].sort(([a], [b]) => a.localeCompare(b))) {
    const from = coveredTo && coveredTo > start ? coveredTo : start;
    if (end > from) {
      total += count(from, end);
      coveredTo = end;
    }
  }
  return total;
}
