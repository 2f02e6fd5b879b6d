import { wordsToNumbers } from '@insomnia-dev/words-to-numbers';
import { ENGLISH_SMALL_NUMBERS, SPANISH_SMALL_NUMBERS } from './number-words';

/**
 * Dollar amounts as dealers write them, with where each sits in the text: "$1,234.56", "$1.2k",
 * "USD 300", "1.200,00 $", "300 dólares", "650 dls" and "1,2 mil dólares" (Spanish), "150 bucks", "500 dollar", a check's figure without a sign ("the
 * 785.70 check", "el cheque por 540") or one taken off a price ("knock 165 off"), "two hundred fifty dollars", "three
 * hundred seventy-five dollars and fifty cents", "doscientos cincuenta dólares". English number
 * words are read by words-to-numbers; no library reads Spanish ones, so that small grammar is ours.
 * Linear: each pattern is one pass, and a run of number words handed to the library is at most
 * MAX_NUMBER_WORDS long (the library alone is far from linear on long texts).
 */

export interface Money {
  value: number;
  start: number;
  end: number;
}

const MAX_NUMBER_WORDS = 12;
const roundCents = (value: number) => Math.round(value * 100) / 100;

/** "1,234.56" (English) or "1.234,56" (Spanish): the groups decide, not the language of the text. */
function numberOf(digits: string): number {
  if (/^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/.test(digits) || /^\d+,\d{1,2}$/.test(digits)) return Number(digits.replace(/\./g, '').replace(',', '.'));
  return Number(digits.replace(/,/g, ''));
}

const DIGITS = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
/** "$1,200", "US$ 300", "USD 1.2k": the sign or code before. */
const SIGN_BEFORE = new RegExp(String.raw`(?:\bUS\$|\$|\bUSD\b)\s?(${DIGITS}|\.\d(?=\s?[kK]\b))(?:\s?([kK])\b)?(?![\d.,]*\d)`, 'g');
/** "make it 2.5K", "I can do 1.5k": thousands in shorthand without a sign, only after a word that names a sum (not "under 60k"), not of miles or kilometres. */
const BARE_THOUSANDS =
  /(?<=\b(?:it|do|offer|pay|give|to|is|me|you|put|add)\s)(?<![\d.,$])\b(\d{1,3}(?:\.\d{1,2})?)\s?[kK]\b(?![\d.,]*\d)(?!\s*(?:miles?|mi\b|kms?\b|kilomet|run|race|steps))/g;
/** "300 $", "1.200,00 USD", "450 dollars", "250 dólares": the sign or word after. */
const SIGN_AFTER = new RegExp(String.raw`(?<![\d.,$])\b(${DIGITS})\s?(?:\$|\bUSD\b|\s(?:dollars?|d[oó]lares)\b|\s?(?:dls|dlls|dlrs|bucks)\b)`, 'gi');
/** A figure a check is written for, with no sign: "the check for the 750", "the 785.70 check", "el cheque por 540" (never a year). */
const CHECK_FIGURE = String.raw`(?<![\d.,$])(?!(?:19|20)\d\d\b)(\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\d{2,5}(?:\.\d{2})?)(?![\d.,]*\d|\s?(?:%|\$|k\b)|\s+(?:days?|hours?|minutes?|miles?|weeks?|months?|d[ií]as|horas|semanas|meses)\b)`;
const CHECK_FOR_FIGURE = new RegExp(String.raw`(?<=\b(?:check|cheque)\s+(?:for|of|por)\s+(?:the\s+|la\s+cantidad\s+de\s+)?)${CHECK_FIGURE}`, 'gi');
/** "knock 165 off your brake job", "take 200 off the bill": a figure taken off a price, said without a sign. */
const FIGURE_OFF = new RegExp(String.raw`(?<=\b(?:knock|knocking|take|taking|shave|shaving)\s{1,3})${CHECK_FIGURE}(?=\s+off\b)`, 'gi');
const FIGURE_CHECK = new RegExp(String.raw`(?<=\b(?:the|a|your|that|this)\s)${CHECK_FIGURE}(?=\s+(?:check|cheque)\b)`, 'gi');

/** "1,2 mil dólares", "$2.5 mil": thousands said in Spanish after a figure (the comma or point a decimal one), with a sign before or a currency after. */
const FIGURE_THOUSANDS =
  /(?<![\d.,])(?:(?:\bUS\$|\$)\s?(\d{1,3}(?:[.,]\d{1,2})?)\s+mil\b(?!\s+millas)|(\d{1,3}(?:[.,]\d{1,2})?)\s+mil\s+(?:d[oó]lares|dl?ls|usd)\b)/giu;

const EN_NUMBER_WORD =
  'zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand';
const EN_WORDS = new RegExp(
  String.raw`\b((?:(?:${EN_NUMBER_WORD})(?:-(?:one|two|three|four|five|six|seven|eight|nine))?|a|and)(?:[\s-]+(?:(?:${EN_NUMBER_WORD})(?:-(?:one|two|three|four|five|six|seven|eight|nine))?|and)){0,11})\s+dollars?\b(?:\s+and\s+((?:${EN_NUMBER_WORD})(?:-(?:one|two|three|four|five|six|seven|eight|nine))?)\s+cents\b)?`,
  'gi',
);

const ES_UNITS: Record<string, number> = {
  ...SPANISH_SMALL_NUMBERS,
  uno: 1,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciséis: 16,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiuno: 21,
  veintiún: 21,
  veintiun: 21,
  veintidós: 22,
  veintidos: 22,
  veintitrés: 23,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiséis: 26,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  cien: 100,
  ciento: 100,
  doscientos: 200,
  doscientas: 200,
  trescientos: 300,
  trescientas: 300,
  cuatrocientos: 400,
  cuatrocientas: 400,
  quinientos: 500,
  quinientas: 500,
  seiscientos: 600,
  seiscientas: 600,
  setecientos: 700,
  setecientas: 700,
  ochocientos: 800,
  ochocientas: 800,
  novecientos: 900,
  novecientas: 900,
};
const ES_WORD = `${Object.keys(ES_UNITS).join('|')}|mil|y`;
const ES_WORDS = new RegExp(
  String.raw`(?<![\p{L}])((?:${ES_WORD})(?:\s+(?:${ES_WORD})){0,11})\s+d[oó]lares(?![\p{L}])(?:\s+(?:con|y)\s+((?:${ES_WORD})(?:\s+(?:${ES_WORD})){0,3})\s+centavos)?`,
  'giu',
);

/** "doscientos cincuenta" = 250, "mil doscientos" = 1200, "dos mil" = 2000; undefined when it is not a number. */
export function spanishNumber(words: string): number | undefined {
  let total = 0;
  let group = 0;
  let seen = false;
  for (const word of words.toLowerCase().split(/\s+/)) {
    if (word === 'y') continue;
    if (word === 'mil') {
      total += (group || 1) * 1000;
      group = 0;
    } else if (word in ES_UNITS) group += ES_UNITS[word];
    else return undefined;
    seen = true;
  }
  return seen ? total + group : undefined;
}

function englishNumber(said: string): number | undefined {
  // "a one thousand dollar credit": the article before a number is not part of it ("a hundred dollars" keeps it).
  const words = said.trim().replace(/^(?:a|and)\s+(?!hundred\b|thousand\b)/i, '');
  const parts = words.trim().split(/[\s-]+/);
  if (parts.length > MAX_NUMBER_WORDS || parts.every((part) => /^(?:a|and)$/i.test(part))) return undefined;
  const value = wordsToNumbers(words.trim());
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Every dollar amount in the text, in order; a span read one way is not read again. */
export function moneyIn(text: string): Money[] {
  const found: Money[] = [];
  const add = (value: number | undefined, start: number, end: number) => {
    if (value !== undefined && Number.isFinite(value) && value > 0) found.push({ value: roundCents(value), start, end });
  };
  for (const match of text.matchAll(SIGN_BEFORE)) add(numberOf(match[1]) * (match[2] ? 1000 : 1), match.index, match.index + match[0].length);
  for (const match of text.matchAll(BARE_THOUSANDS)) add(Number(match[1]) * 1000, match.index, match.index + match[0].length);
  for (const match of text.matchAll(FIGURE_THOUSANDS)) add(Number((match[1] ?? match[2]).replace(',', '.')) * 1000, match.index, match.index + match[0].length);
  for (const match of text.matchAll(SIGN_AFTER)) add(numberOf(match[1]), match.index, match.index + match[0].length);
  for (const pattern of [CHECK_FOR_FIGURE, FIGURE_CHECK, FIGURE_OFF])
    for (const match of text.matchAll(pattern)) add(numberOf(match[1]), match.index, match.index + match[0].length);
  for (const match of text.matchAll(EN_WORDS)) {
    const dollars = englishNumber(match[1]);
    const cents = match[2] ? englishNumber(match[2]) : 0;
    if (dollars !== undefined) add(dollars + (cents ?? 0) / 100, match.index, match.index + match[0].length);
  }
  for (const match of text.matchAll(ES_WORDS)) {
    const dollars = spanishNumber(match[1]);
    const cents = match[2] ? spanishNumber(match[2]) : 0;
    if (dollars !== undefined) add(dollars + (cents ?? 0) / 100, match.index, match.index + match[0].length);
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  // Overlaps ("$300 dollars" read before and after) keep the first, longest reading.
  const kept: Money[] = [];
  for (const money of found) if (kept.length === 0 || money.start >= kept[kept.length - 1].end) kept.push(money);
  return kept;
}

const COUNTS: Record<string, number> = { ...ENGLISH_SMALL_NUMBERS, ...SPANISH_SMALL_NUMBERS };

/** A small count written as a word or digits ("two", "3", "tres"); undefined otherwise. */
export function countOf(word: string): number | undefined {
  const lower = word.toLowerCase();
  if (/^\d{1,2}$/.test(lower)) return Number(lower);
  return COUNTS[lower];
}

export { roundCents };
