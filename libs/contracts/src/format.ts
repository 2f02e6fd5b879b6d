import { formatDay } from './days';

/**
 * How money, dates and counts read to people, the same on the pages and in what the server
 * writes (mail, statements, letters, case files).
 */

/** A calendar day as 'MMM d, yyyy' (Jan 5, 2025): `formatDay` of ./days, the rule for days. */
export { formatDay };

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars with a sign and thousands separators: $28,500.00 (nothing is $0.00). */
export function formatMoney(amount: number | null | undefined): string {
  return money.format(amount ?? 0);
}

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a day the calendar has (Feb 30 and month 13 are not). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A date as 'MMM d, yyyy' (Jan 5, 2025), or '' when there is none or it is not a date. A bare
 * YYYY-MM-DD is a calendar day (formatDay), never shifted across time zones; a Date or a full
 * timestamp is written in local time.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const day = typeof value === 'string' ? CALENDAR_DAY.exec(value) : null;
  if (day) return isCalendarDay(Number(day[1]), Number(day[2]), Number(day[3])) ? formatDay(value as string) : '';
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : shortDate.format(date);
}

/** A count with its noun, singular or plural: '1 day', '14 days', '0 visits'. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
