import { format, isValid, parseISO } from 'date-fns';

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
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? format(date, 'MMM d, yyyy') : '';
}

/** A count with its noun, singular or plural: '1 day', '14 days', '0 visits'. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
