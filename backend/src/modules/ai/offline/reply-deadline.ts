/**
 * The deadline a dealer's reply names, in calendar days from today: "within 10 business days"
 * (14 from a weekday), "in 2 weeks" (14), "by Friday", "by November 30", "by 12/01/2025",
 * "within 48 hours" (2). The earliest one wins when there are several; null when there is none.
 * Numbers count only after a word that makes them a deadline ("within", "in", "by", "next"…),
 * so "your car was with us for 14 days" is no deadline.
 */

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  'forty-five': 45,
  sixty: 60,
  ninety: 90,
  couple: 2,
  few: 3,
};

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const MS_PER_DAY = 86_400_000;
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
const daysBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / MS_PER_DAY);

/** Calendar days until `count` business days (Monday to Friday) have passed after today. */
export function businessDaysToCalendarDays(count: number, today: string): number {
  const day = utc(today);
  let left = count;
  let calendar = 0;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    calendar += 1;
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return calendar;
}

const NUMBER = `(\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})`;
const RANGE = `${NUMBER}(?:\\s*(?:-|–|to|or)\\s*${NUMBER})?`;
const LEAD =
  '(?:within|in|by|before|next|over the next|in the next|within the next|allow(?: us)?|up to|takes?|no later than|give us|need|about|approximately|around)';
const SPAN = new RegExp(`\\b${LEAD}\\s+(?:the\\s+)?(?:a\\s+)?${RANGE}\\s+(?:of\\s+)?(business\\s+|working\\s+|calendar\\s+)?(hour|day|week|month)s?\\b`, 'gi');
const BARE_SPAN = new RegExp(`\\b${LEAD}\\s+(?:the\\s+)?(?:next\\s+)?(week|month)\\b`, 'gi');
const BY_WEEKDAY = new RegExp(`\\b(?:by|before|until|on|this|next|no later than)\\s+(?:this\\s+|next\\s+|the\\s+)?(${WEEKDAYS.join('|')})\\b`, 'gi');
const BY_MONTH_DAY = new RegExp(
  `\\b(?:by|before|until|on|no later than|due)\\s+(?:${WEEKDAYS.join('|')},?\\s+)?(${MONTHS.join('|')})[a-z]*\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?`,
  'gi',
);
const BY_NUMERIC_DATE = /\b(?:by|before|until|on|no later than|due)\s+(?:(\d{4})-(\d{2})-(\d{2})|(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?)\b/gi;
const PHRASES: [RegExp, (today: string) => number][] = [
  [/\btomorrow\b/i, () => 1],
  [/\b(?:end of (?:the )?(?:business )?day|close of business|COB|EOD)\b/, () => 0],
  [/\bend of (?:the|this) week\b/i, (today) => untilWeekday(today, 5, true)],
  [/\bend of (?:the|this) month\b/i, (today) => daysBetween(utc(today), new Date(Date.UTC(utc(today).getUTCFullYear(), utc(today).getUTCMonth() + 1, 0)))],
];

const numberOf = (word: string | undefined): number | undefined => {
  if (word === undefined) return undefined;
  const lower = word.toLowerCase();
  return /^\d+$/.test(lower) ? Number(lower) : NUMBER_WORDS[lower];
};

/** Days to the next such weekday (Friday → the coming Friday; today's weekday counts as today only if allowed). */
function untilWeekday(today: string, weekday: number, todayCounts: boolean): number {
  const current = utc(today).getUTCDay();
  const ahead = (weekday - current + 7) % 7;
  return ahead === 0 && !todayCounts ? 7 : ahead;
}

/** A month and day (and maybe year) from today: this year's, or next year's when this year's has passed. */
function untilDate(today: string, month: number, day: number, year?: number): number | undefined {
  const now = utc(today);
  if (month < 0 || month > 11 || day < 1 || day > 31) return undefined;
  let target = new Date(Date.UTC(year ?? now.getUTCFullYear(), month, day));
  if (target.getUTCMonth() !== month) return undefined;
  if (year === undefined && target < now) target = new Date(Date.UTC(now.getUTCFullYear() + 1, month, day));
  const days = daysBetween(now, target);
  return days >= 0 && days <= 366 ? days : undefined;
}

export function replyDeadlineDays(text: string, today: string): number | null {
  const found: number[] = [];
  for (const match of text.matchAll(SPAN)) {
    const count = numberOf(match[2]) ?? numberOf(match[1]);
    if (count === undefined) continue;
    const business = /business|working/i.test(match[3] ?? '');
    const unit = match[4].toLowerCase();
    if (unit === 'hour') found.push(Math.ceil(count / 24));
    else if (unit === 'day') found.push(business ? businessDaysToCalendarDays(count, today) : count);
    else if (unit === 'week') found.push(count * 7);
    else found.push(count * 30);
  }
  for (const match of text.matchAll(BARE_SPAN)) found.push(match[1].toLowerCase() === 'week' ? 7 : 30);
  for (const match of text.matchAll(BY_WEEKDAY)) {
    // "By Friday" on a Friday means the Friday after; "next Tuesday" said on a Monday, the Tuesday of next week.
    const coming = untilWeekday(today, WEEKDAYS.indexOf(match[1].toLowerCase()), false);
    const daysLeftThisWeek = (7 - utc(today).getUTCDay()) % 7;
    found.push(/\bnext\s/i.test(match[0]) && coming <= daysLeftThisWeek ? coming + 7 : coming);
  }
  for (const match of text.matchAll(BY_MONTH_DAY)) {
    const days = untilDate(today, MONTHS.indexOf(match[1].slice(0, 3).toLowerCase()), Number(match[2]), match[3] ? Number(match[3]) : undefined);
    if (days !== undefined) found.push(days);
  }
  for (const match of text.matchAll(BY_NUMERIC_DATE)) {
    const days = match[1]
      ? untilDate(today, Number(match[2]) - 1, Number(match[3]), Number(match[1]))
      : untilDate(today, Number(match[4]) - 1, Number(match[5]), match[6] ? (match[6].length === 2 ? 2000 + Number(match[6]) : Number(match[6])) : undefined);
    if (days !== undefined) found.push(days);
  }
  for (const [pattern, days] of PHRASES) if (pattern.test(text)) found.push(days(today));
  return found.length > 0 ? Math.min(...found) : null;
}
