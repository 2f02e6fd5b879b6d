const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars with a sign and thousands separators: $28,500.00. */
export function formatMoney(amount: number | null | undefined): string {
  return money.format(amount ?? 0);
}

/**
 * Dates as 'MMM d, yyyy' (Jan 5, 2025). A bare YYYY-MM-DD is a calendar day, read in local
 * time so it never shifts a day across time zones.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? parseDate(value) : value;
  return Number.isNaN(date.getTime()) ? '' : shortDate.format(date);
}

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day at local midnight (an impossible day such as Feb 30 is invalid); anything else as `Date` reads it. */
function parseDate(value: string): Date {
  const day = CALENDAR_DAY.exec(value);
  if (!day) return new Date(value);
  const [year, month, date] = [Number(day[1]), Number(day[2]) - 1, Number(day[3])];
  const local = new Date(year, month, date);
  local.setFullYear(year);
  return local.getMonth() === month && local.getDate() === date ? local : new Date(NaN);
}

/** A count with its noun, singular or plural: '1 day', '14 days', '0 visits'. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
