/**
 * The deadline a dealer's reply sets, in calendar days from today: "within 10 business days"
 * (14 from a weekday), "in 2 weeks" (14), "by Friday", "no later than the 15th", "by November 30",
 * "by 12/01/2025", "within 48 hours" (2), a proposed appointment ("could you bring it in on
 * Tuesday?"). The earliest one wins when there are several; null when there is none.
 *
 * Each date is read with the words around it, because most dates in a reply are facts: when the car
 * was in the shop or ready for pickup, when the claim arrived, when the dealership is closed, when
 * the writer is back in the office. A date after "by", "until", "no later than"… is a deadline unless
 * it closes the shop or marks someone's return; any other date counts only when its sentence proposes
 * a visit or a call, or says when an answer comes, and nothing in its clause makes it a past event.
 * Dates in the recent past are facts whatever the words, and a duration counts only after a word
 * that makes it a deadline ("within", "in", "allow"…), so "your car was with us for 14 days" is none.
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
  'twenty-one': 21,
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
/** Past this many days ahead a date is no deadline of a reply, and within as many days back it is a fact. */
const HORIZON_DAYS = 190;
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

const ABBREVIATIONS = /\b(?:mr|mrs|ms|dr|st|no|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|a\.m|p\.m|inc|jr|sr|approx|e\.g|i\.e|vs)$/i;

/** The text's sentences, one line each: paragraphs are split at blank lines, and wrapped lines joined. */
export function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  for (const paragraph of text.split(/\n[ \t]*\n/)) {
    const flat = paragraph.replace(/\s+/g, ' ').trim();
    let start = 0;
    // The lookbehind starts each run of stops once, so a long run of "!!!" costs its length and no more.
    for (const stop of flat.matchAll(/(?<![.!?])[.!?]+["')\]]*\s/g)) {
      // "Dec. 5" and "Mr. Lee" do not end a sentence.
      if (stop[0].startsWith('.') && ABBREVIATIONS.test(flat.slice(Math.max(start, stop.index - 5), stop.index))) continue;
      sentences.push(flat.slice(start, stop.index + stop[0].length).trim());
      start = stop.index + stop[0].length;
    }
    if (start < flat.length) sentences.push(flat.slice(start).trim());
  }
  return sentences.filter((sentence) => sentence.length > 0);
}

// ——— What the words around a date make of it ———

/** Words right before a date or duration that make it a deadline. */
const DEADLINE_LEAD =
  /\b(?:by|before|until|till|through|thru|no later than|on or before|due(?: on| by)?|expires?(?: on)?|valid until|good until|(?:end of (?:the )?(?:business )?day|close of business|eod|cob)(?: on)?)\s+(?:this\s+|the\s+)?$/i;
const DEADLINE_WORD = /\bdeadline\b/i;
/** Closures and absences: a date they name is when the shop is shut or someone is away, not a deadline. */
const CLOSED_OR_AWAY =
  /\b(?:(?:is|are|be|remain)\s+closed(?!\s+(?:if|unless))|closed\s+(?:on|for|from|until|through|thru|all)|out of (?:the )?office|away from (?:the |my )?(?:office|desk)|on (?:vacation|leave|pto)|(?:i|we|he|she)(?:'ll|'m| will| shall| am| are| is)?\s+(?:be\s+)?(?:returning|return|back)|return to the office|back in the office)\b/i;
const HOLIDAY = /\b(?:holiday|observance|christmas|thanksgiving|new year|memorial day|labor day|independence day|presidents'? day|martin luther king|mlk)\b/i;
/** A date in a sentence like these is when something happened, not when something is due. */
const FACT =
  /\b(?:was|were|had|been|picked|pick-?up|brought|dropped off|arrived|completed|finished|repaired|received|sent|dated|wrote|closed|closure|return|returning|back|out of (?:the )?office|hours|open|effective|since|ago)\b/i;
/** A date in a sentence like these proposes a visit, a call or a meeting (which the owner must answer before), or says when an answer comes. */
const APPOINTMENT =
  /\b(?:bring|drop|come in|(?:come|stop|swing|drop|pop) by|meet|meeting|available|availability|opening|openings|slot|reserved|booked|appointment|inspect|inspection|road test|drive|be here|(?:is|are) here|be on site|in the (?:store|shop|dealership)|visiting (?:our|the)|visit (?:us|our)|at (?:our|the) (?:store|shop|dealership|facility)|set up|a call|see you|see the (?:vehicle|car)|in[- ]person|go over|(?:got|have|put) you down|booked you|verify|tech|technician|engineer|evaluate|examine|does that work|work for you|look at|call (?:you|us|me)|decision|answer|respond|reply|hear back|get back to you|let you know)\b/i;
const WEEKDAY_RANGE = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\s*(?:through|thru|to|-|–|and)\s*$/i;

/** The clause holding text[start, end): from the last comma, semicolon or dash before it to the next one after it. */
function clauseAround(sentence: string, start: number, end: number): { before: string; after: string } {
  const head = sentence.slice(Math.max(0, start - 120), start);
  const cut = Math.max(head.lastIndexOf(','), head.lastIndexOf(';'), head.lastIndexOf(' - '), head.lastIndexOf('—'));
  const tail = sentence.slice(end, end + 80);
  const stop = tail.search(/[,;—]/);
  return { before: head.slice(cut + 1), after: stop < 0 ? tail : tail.slice(0, stop) };
}

/** What the whole sentence says, read once for all its dates. */
interface SentenceTone {
  proposesVisit: boolean;
  namesHoliday: boolean;
  asksOrAnswers: boolean;
}

/** Whether a date at sentence[start, end) is a deadline rather than a fact. */
function isDeadline(sentence: string, start: number, end: number, tone: SentenceTone): boolean {
  const { before, after } = clauseAround(sentence, start, end);
  if (WEEKDAY_RANGE.test(before)) return false;
  const strong = DEADLINE_LEAD.test(before.slice(-50)) || DEADLINE_WORD.test(before);
  if (strong) return !CLOSED_OR_AWAY.test(before) && !HOLIDAY.test(after);
  // A proposal can sit in another clause than its date ("we have openings on Sunday, May 26 or this Friday"); a fact sits in the date's own.
  return tone.proposesVisit && !tone.namesHoliday && !FACT.test(`${before} ${after}`);
}

// ——— Reading each kind of expression ———

const NUMBER = `(\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})`;
const RANGE = `${NUMBER}(?:\\s*(?:-|–|to|or)\\s*${NUMBER})?(?:\\s*\\(\\d{1,3}\\))?`;
const SPAN_LEAD =
  '(?:within|in|over|allow(?:\\s+us)?|give\\s+(?:us|me)|takes?|(?:valid|good|open|stands|remains\\s+open|remains\\s+valid)\\s+for)(?:\\s+the)?(?:\\s+next)?(?:\\s+(?:about|approximately|around|roughly|up\\s+to|at\\s+least))?';
const SPAN = new RegExp(`\\b${SPAN_LEAD}\\s+(?:a\\s+)?${RANGE}\\s+(?:of\\s+)?(business\\s+|working\\s+|calendar\\s+)?(hour|day|week|month)s?\\b`, 'gi');
const BARE_SPAN = /\b(?:(?:within|in|over)\s+the(?:\s+next)?|by\s+next)\s+(week|month)\b/gi;
/** "The check should arrive in 2-3 weeks", "your availability over the next two weeks": how long something takes, not a deadline. */
const NOT_A_DUE_SPAN =
  /\b(?:arrive|arrives|in the mail|mailed|be processed|deposited|delivered|ship(?:ped|s)?|availability|available|(?:see|receive|get|expect) (?:a|the|your) (?:check|payment|refund|credit)|(?:payment|check|cheque|refund|credit|reimbursement|funds) (?:will|should|would) (?:be )?(?:issued|sent|mailed|paid|processed|arrive|reach|post|credited|applied))\b/i;
/** "within 30 days of the repair", "3 years or 36,000 miles": a rule of coverage, not a deadline from today. */
const COVERAGE_AFTER =
  /^\s*(?:(?:of|from|after)\s+(?:the\s+|your\s+)?(?:repair|purchase|delivery|sale|service|visit|in-service|original|date of (?:the\s+)?(?:repair|purchase))|or\s+[\d,]+\s*(?:miles|mi|km))/i;
const MONTH_NAME =
  '(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\\.?';
const FULL_MONTH_NAME = '(january|february|march|april|may|june|july|august|september|october|november|december)';
const WEEKDAY_NAME = `(${WEEKDAYS.join('|')}|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\\.?`;
const MONTH_DAY = new RegExp(`\\b(?:${WEEKDAY_NAME},?\\s+)?${MONTH_NAME}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(\\d{4}))?`, 'gi');
const DAY_MONTH = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${FULL_MONTH_NAME}\\b(?:,?\\s+(\\d{4}))?`, 'gi');
const NUMERIC_DATE = /\b(?:(\d{4})-(\d{2})-(\d{2})|(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?)\b/g;
const WEEKDAY = new RegExp(`\\b(?:(this|next)\\s+)?${WEEKDAY_NAME}(?!,?\\s+(?:${MONTHS.join('|')}|\\d))\\b`, 'gi');
const DAY_OF_MONTH = /\bthe\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))/gi;
const TOMORROW = /\btomorrow\b/gi;
const END_OF = /\b(?:the\s+)?end\s+of\s+(?:(the|this|next)\s+)?(week|month|(?:business\s+)?day)\b(?!\s+(?:on\b|tomorrow|mon|tue|wed|thu|fri|sat|sun))/gi;

const numberOf = (word: string | undefined): number | undefined => {
  if (word === undefined) return undefined;
  const lower = word.toLowerCase();
  return /^\d+$/.test(lower) ? Number(lower) : NUMBER_WORDS[lower];
};

const weekdayIndex = (name: string) => WEEKDAYS.findIndex((day) => day.startsWith(name.toLowerCase().replace('.', '').slice(0, 3)));

/** Days to the next such weekday (today's weekday counts as today only if allowed). */
function untilWeekday(today: string, weekday: number, todayCounts: boolean): number {
  const current = utc(today).getUTCDay();
  const ahead = (weekday - current + 7) % 7;
  return ahead === 0 && !todayCounts ? 7 : ahead;
}

/** "Friday" is the coming one; "next Tuesday" said on a Monday, the Tuesday of next week. */
function weekdayDays(today: string, weekday: number, next: boolean): number {
  const coming = untilWeekday(today, weekday, false);
  const daysLeftThisWeek = (7 - utc(today).getUTCDay()) % 7;
  return next && coming <= daysLeftThisWeek ? coming + 7 : coming;
}

/**
 * A month and day (and maybe year) from today. Without a year, a day in the last six months is in
 * the past (a fact, so undefined) and an older one means next year's.
 */
function untilDate(today: string, month: number, day: number, year?: number): number | undefined {
  const now = utc(today);
  if (month < 0 || month > 11 || day < 1 || day > 31) return undefined;
  let target = new Date(Date.UTC(year ?? now.getUTCFullYear(), month, day));
  if (target.getUTCMonth() !== month) return undefined;
  if (year === undefined && daysBetween(target, now) > HORIZON_DAYS) target = new Date(Date.UTC(now.getUTCFullYear() + 1, month, day));
  const days = daysBetween(now, target);
  return days >= 0 && days <= HORIZON_DAYS ? days : undefined;
}

function untilDayOfMonth(today: string, day: number): number | undefined {
  const now = utc(today);
  if (day < 1 || day > 31) return undefined;
  for (let months = 0; months <= 2; months += 1) {
    const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, day));
    if (target.getUTCDate() === day && target > now) return daysBetween(now, target);
  }
  return undefined;
}

const fullYear = (year: string | undefined) => (year === undefined ? undefined : year.length === 2 ? 2000 + Number(year) : Number(year));

type Reading = (match: RegExpMatchArray, today: string) => number | undefined;

function spanDays(match: RegExpMatchArray, today: string): number | undefined {
  const count = numberOf(match[2]) ?? numberOf(match[1]);
  if (count === undefined) return undefined;
  const unit = match[4].toLowerCase();
  if (unit === 'hour') return Math.ceil(count / 24);
  if (unit === 'day') return /business|working/i.test(match[3] ?? '') ? businessDaysToCalendarDays(count, today) : count;
  return unit === 'week' ? count * 7 : count * 30;
}

const DATE_READINGS: [RegExp, Reading][] = [
  [MONTH_DAY, (m, today) => untilDate(today, MONTHS.indexOf(m[2].slice(0, 3).toLowerCase()), Number(m[3]), fullYear(m[4]))],
  [DAY_MONTH, (m, today) => untilDate(today, MONTHS.indexOf(m[2].slice(0, 3).toLowerCase()), Number(m[1]), fullYear(m[3]))],
  [
    NUMERIC_DATE,
    (m, today) => (m[1] ? untilDate(today, Number(m[2]) - 1, Number(m[3]), Number(m[1])) : untilDate(today, Number(m[4]) - 1, Number(m[5]), fullYear(m[6]))),
  ],
  [WEEKDAY, (m, today) => weekdayDays(today, weekdayIndex(m[2]), m[1]?.toLowerCase() === 'next')],
  [DAY_OF_MONTH, (m, today) => untilDayOfMonth(today, Number(m[1]))],
  [TOMORROW, () => 1],
  [
    END_OF,
    (m, today) => {
      const unit = m[2].toLowerCase();
      if (unit.endsWith('day')) return 0;
      if (unit === 'week') return untilWeekday(today, 5, true) + (m[1]?.toLowerCase() === 'next' ? 7 : 0);
      const now = utc(today);
      return daysBetween(now, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)));
    },
  ],
];

/**
 * A duration is a deadline when its sentence asks the owner to act or says when an answer comes:
 * "please send them within 10 days", "we will decide within 30 days"; not "expect it on your card in a few days".
 */
const ACTION_OR_ANSWER =
  /\b(?:please|kindly|give (?:us|me)|look (?:into|at)|advise|indicate|tell|clarify|explain|specify|send\w*|submit\w*|provid\w*|forward\w*|e-?mail|mail|attach|upload|furnish|return|sign (?:and|it|the)|reply|respon\w*|answer|hear|decision|decide|review\w*|confirm|accept\w*|let (?:us|me) know|get back|circle back|in touch|contact\w*|update|appeal|call|schedul\w*|bring|allow|need|offer|contingent|valid|good for|open for|stands|expires?|receiv\w*|get (?:it|them|those|these) to|can i get|takes?)\b/i;

function spanIsDue(sentence: string, start: number, tone: SentenceTone): boolean {
  const { before } = clauseAround(sentence, start, start);
  return tone.asksOrAnswers && !CLOSED_OR_AWAY.test(sentence.slice(Math.max(0, start - 200), start)) && !NOT_A_DUE_SPAN.test(before);
}

function deadlinesIn(sentence: string, today: string): number[] {
  const found: number[] = [];
  const tone = { proposesVisit: APPOINTMENT.test(sentence), namesHoliday: HOLIDAY.test(sentence), asksOrAnswers: ACTION_OR_ANSWER.test(sentence) };
  for (const match of sentence.matchAll(SPAN)) {
    const days = spanDays(match, today);
    const after = sentence.slice(match.index + match[0].length);
    if (days !== undefined && !COVERAGE_AFTER.test(after) && spanIsDue(sentence, match.index, tone)) found.push(days);
  }
  for (const match of sentence.matchAll(BARE_SPAN)) {
    if (spanIsDue(sentence, match.index, tone)) found.push(match[1].toLowerCase() === 'week' ? 7 : 30);
  }
  // A date is read once, by the first reading that covers it ("Friday, December 5" is a date, not also a weekday).
  const taken = new Uint8Array(sentence.length);
  for (const [pattern, read] of DATE_READINGS) {
    for (const match of sentence.matchAll(pattern)) {
      const [start, end] = [match.index, match.index + match[0].length];
      if (taken.subarray(start, end).includes(1)) continue;
      taken.fill(1, start, end);
      const days = read(match, today);
      if (days !== undefined && isDeadline(sentence, start, end, tone)) found.push(days);
    }
  }
  return found;
}

export function replyDeadlineDays(text: string, today: string): number | null {
  const found = sentencesOf(text).flatMap((sentence) => deadlinesIn(sentence, today));
  return found.length > 0 ? Math.min(...found) : null;
}
