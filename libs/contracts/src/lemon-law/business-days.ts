import { addDays, calendarDaysBetween } from '../days';

/*
 * Business days, as statutes that count them mean: Monday to Friday, less the US federal
 * holidays (5 U.S.C. § 6103) on the day they are observed. Days are 'YYYY-MM-DD' text, read as
 * UTC midnights so no time zone moves them.
 */

const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isoOf = (date: Date) => date.toISOString().slice(0, 10);

/** The nth (1-based) weekday of a month, or the last one when n is -1. Weekday: 0 Sunday … 6 Saturday. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n === -1) {
    const last = new Date(Date.UTC(year, month + 1, 0));
    last.setUTCDate(last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
    return isoOf(last);
  }
  const first = new Date(Date.UTC(year, month, 1));
  first.setUTCDate(1 + ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7);
  return isoOf(first);
}

/** A fixed-date holiday on a Saturday is observed the Friday before, on a Sunday the Monday after. */
function observed(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month, day));
  if (date.getUTCDay() === 6) date.setUTCDate(day - 1);
  if (date.getUTCDay() === 0) date.setUTCDate(day + 1);
  return isoOf(date);
}

const holidayCache = new Map<number, ReadonlySet<string>>();

/** The federal holidays observed in a calendar year (New Year's Day of the next year may fall on Dec 31). */
export function federalHolidays(year: number): ReadonlySet<string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const days = [
    observed(year, 0, 1), // New Year's Day
    nthWeekday(year, 0, 1, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 1, 1, 3), // Washington's Birthday
    nthWeekday(year, 4, 1, -1), // Memorial Day
    ...(year >= 2021 ? [observed(year, 5, 19)] : []), // Juneteenth, a holiday since 2021
    observed(year, 6, 4), // Independence Day
    nthWeekday(year, 8, 1, 1), // Labor Day
    nthWeekday(year, 9, 1, 2), // Columbus Day
    observed(year, 10, 11), // Veterans Day
    nthWeekday(year, 10, 4, 4), // Thanksgiving Day
    observed(year, 11, 25), // Christmas Day
    observed(year + 1, 0, 1), // next New Year's Day, observed on Dec 31 when Jan 1 is a Saturday
  ].filter((day) => day.startsWith(String(year)));
  const set = new Set(days);
  holidayCache.set(year, set);
  return set;
}

export function isBusinessDay(iso: string): boolean {
  const weekday = dayOf(iso).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !federalHolidays(Number(iso.slice(0, 4))).has(iso);
}

/**
 * Business days from one day to another, counted as calendar days are (the first day in, the
 * last day out): Monday → the next Monday is 5, or 4 across a federal holiday.
 */
export function businessDaysBetween(from: string, to: string): number {
  const span = calendarDaysBetween(from, to);
  let count = 0;
  for (let offset = 0; offset < span; offset += 1) if (isBusinessDay(addDays(from, offset))) count += 1;
  return count;
}
