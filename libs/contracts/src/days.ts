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

/** Whole days from one calendar day to another (Jan 5 → Jan 19 is 14); negative when `to` is earlier. */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY);
}
