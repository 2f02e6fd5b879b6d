/** Dates as repair orders print them, found in a line of text and turned into YYYY-MM-DD. */

export interface FoundDate {
  iso: string;
  start: number;
  end: number;
}

/**
 * Month names in English, and in the Spanish and French a US or Canadian dealer prints beside
 * English ("12 de marzo de 2024", "12/abr/2024", "12 mars 2024").
 */
const MONTH_NAMES = [
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?',
  'ene(?:ro)?|febrero|marzo|abr(?:il)?|mayo|junio|julio|ago(?:sto)?|sep?tiembre|set|octubre|noviembre|dic(?:iembre)?',
  'janv(?:ier)?|f[eé]v(?:rier)?|mars|avr(?:il)?|mai|juin|juil(?:let)?|ao[uû]t|septembre|octobre|novembre|d[eé]c(?:embre)?',
].join('|');
/** A month's number by the first letters of its name in any of the three languages. */
const MONTHS: Record<string, number> = {
  jan: 1,
  ene: 1,
  feb: 2,
  fev: 2,
  mar: 3,
  apr: 4,
  abr: 4,
  avr: 4,
  may: 5,
  mai: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  ago: 8,
  aou: 8,
  sep: 9,
  set: 9,
  oct: 10,
  nov: 11,
  dec: 12,
  dic: 12,
};

const PATTERNS: { regex: RegExp; read: (match: RegExpExecArray) => [number, number, number] | null }[] = [
  // '25 MAR 04 (a time clock's punch: the year first after its apostrophe, then the month and the day)
  {
    regex: new RegExp(`['‘’\`](\\d\\d)\\s+(${MONTH_NAMES})\\.?\\s+(\\d{1,2})\\b`, 'gi'),
    read: (m) => [fullYear(m[1]), monthNumber(m[2]), Number(m[3])],
  },
  // 2025-11-10, 2025/11/10
  { regex: /\b(20\d\d)\s?[-/.]\s?(\d{1,2})\s?[-/.]\s?(\d{1,2})\b/g, read: (m) => [Number(m[1]), Number(m[2]), Number(m[3])] },
  // 11/10/2025, 11-10-25 (US order; a first number over 12 can only be a day)
  {
    regex: /\b(\d{1,2})\s?([/.-])\s?(\d{1,2})\s?\2\s?(\d{4}|\d\d)(?![.,]?\d)/g,
    read: (m) => {
      const [a, b] = [Number(m[1]), Number(m[3])];
      const year = fullYear(m[4]);
      return a > 12 && b <= 12 ? [year, b, a] : [year, a, b];
    },
  },
  // Nov 10, 2025 · November 10 2025 · Nov. 10th, '25 · Nov-10-25
  {
    // Not after a day and a separator ("29-Jul-23 07:21" is the 29th, not July 23 of '07), nor a time's hour as the year.
    regex: new RegExp(
      `(?<!\\d\\s?[-\\s./]\\s?)\\b(${MONTH_NAMES})(?:\\.?\\s*|-)(\\d{1,2})(?!\\d)(?:st|nd|rd|th)?(?:\\s*,\\s*|\\s+|-)('?\\d{4}|'?\\d\\d)\\b(?!:\\d)`,
      'gi',
    ),
    read: (m) => [fullYear(m[3].replace("'", '')), monthNumber(m[1]), Number(m[2])],
  },
  // 10-Nov-25 · 10 Nov 2025 · 10.Nov.2025
  {
    regex: new RegExp(`\\b(\\d{1,2})\\s?[-\\s./]\\s?(${MONTH_NAMES})\\.?\\s?[-\\s./,]\\s?('?\\d{4}|'?\\d\\d)\\b`, 'gi'),
    read: (m) => [fullYear(m[3].replace("'", '')), monthNumber(m[2]), Number(m[1])],
  },
  // 12 de marzo de 2024 (Spanish)
  {
    regex: new RegExp(`\\b(\\d{1,2})\\s+de\\s+(${MONTH_NAMES})\\s+(?:de\\s+|del\\s+)?(\\d{4})\\b`, 'gi'),
    read: (m) => [Number(m[3]), monthNumber(m[2]), Number(m[1])],
  },
  // 20231210 (a claim system's packed date)
  {
    regex: /(?<!\b(?:r\.?\s?o|no|order|invoice|inv|claim|po|vin)\.?\s*[#:]?\s*|#\s*)\b(20\d\d)(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\b/gi,
    read: (m) => [Number(m[1]), Number(m[2]), Number(m[3])],
  },
  // 10NOV25 · 03MAR2025 (a dealer system's compact date)
  {
    regex: new RegExp(`\\b(\\d{1,2})(${MONTH_NAMES})(\\d{4}|\\d\\d)\\b`, 'gi'),
    read: (m) => [fullYear(m[3]), monthNumber(m[2]), Number(m[1])],
  },
];

function fullYear(text: string): number {
  const year = Number(text);
  return text.length <= 2 ? 2000 + year : year;
}

function monthNumber(name: string): number {
  const plain = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  if (plain.startsWith('juil')) return 7;
  if (plain.startsWith('juin')) return 6;
  return MONTHS[plain.slice(0, 3)] ?? 0;
}

function valid(year: number, month: number, day: number): boolean {
  if (year < 2000 || year > 2099 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * OCR reads a digit as a look-alike letter now and then (O for 0, l or I for 1): inside a token
 * that is otherwise a numeric date, put the digits back. Length is kept, so positions still hold.
 */
export function repairDigits(line: string): string {
  return line.replace(/\b[\dOoIl|]{1,4}[/.-][\dOoIl|]{1,2}[/.-][\dOoIl|]{2,4}\b/g, (token) =>
    /\d/.test(token) ? token.replace(/[Oo]/g, '0').replace(/[Il|]/g, '1') : token,
  );
}

/**
 * Every date in the line, left to right, without overlaps: a pattern listed earlier wins a
 * stretch of text. Linear in the line: each pattern's matches are disjoint, and a match is
 * checked against the stretches already taken by looking at its own characters only.
 */
export function findDates(line: string): FoundDate[] {
  const text = repairDigits(line);
  const found: FoundDate[] = [];
  let taken: Uint8Array | undefined;
  for (const { regex, read } of PATTERNS) {
    regex.lastIndex = 0;
    for (let match = regex.exec(text); match; match = regex.exec(text)) {
      const parts = read(match);
      const start = match.index;
      const end = start + match[0].length;
      if (!parts || !valid(...parts)) continue;
      taken ??= new Uint8Array(text.length);
      if (taken.subarray(start, end).includes(1)) continue;
      taken.fill(1, start, end);
      found.push({ iso: `${parts[0]}-${pad(parts[1])}-${pad(parts[2])}`, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
