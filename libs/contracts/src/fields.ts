import type { ZodTypeAny } from 'zod';
import { MAX_MONEY, MIN_DATE_YEAR } from './limits';

/**
 * Building blocks of every form schema and every server rule, so a date, an amount or a
 * length means the same thing in the browser, in the API and in the database. The zod field
 * builders made of them are in schemas/fields.ts.
 */

/** Characters as PostgreSQL counts them for varchar(n): code points, not UTF-16 units. */
export function charCount(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

/**
 * Characters as a reader counts them, for a text's minimum length: code points, an emoji's
 * presentation selector not counted (validator.js `isLength`, the API's MinLength).
 */
export function readableLength(value: string): number {
  const presentationSelectors = value.match(/[^\uFE0F\uFE0E][\uFE0F\uFE0E]/g)?.length ?? 0;
  const surrogatePairs = value.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0;
  return value.length - presentationSelectors - surrogatePairs;
}

/**
 * True when text holds a line break or another control character (C0, DEL, C1, and the Unicode
 * line and paragraph separators): what must never reach a mail header or a line of a PDF.
 */
export function hasControlCharacter(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  return /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(value);
}

/** Empty inputs ('' from a text box, NaN from an empty number box, null) mean "absent". */
export const isEmptyInput = (value: unknown) =>
  value === '' ||
  value === null ||
  value === undefined ||
  (typeof value === 'number' && Number.isNaN(value)) ||
  (typeof value === 'string' && value.trim() === '');
export const emptyToUndefined = (value: unknown) => (isEmptyInput(value) ? undefined : value);

/** True when a string is a real calendar day written YYYY-MM-DD, from 1900 on. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number(value.slice(0, 4)) < MIN_DATE_YEAR) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** True for a non-negative amount of dollars and cents that fits numeric(12,2). */
export function isMoneyAmount(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= MAX_MONEY && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** A PATCH body of a resource created with T: any subset, and null clears an optional field (never a required one). */
export type PatchOf<T> = { [K in keyof T]?: undefined extends T[K] ? T[K] | null : T[K] };

/** One column of a CSV export: its header and how a record fills it. */
export interface CsvColumn<T> {
  header: string;
  value: (record: T) => string | number | boolean | null | undefined;
}

/** A flag as a spreadsheet reads it. */
export const csvYesNo = (flag: boolean) => (flag ? 'yes' : 'no');

/** The day of a timestamp (YYYY-MM-DD), or nothing. */
export const csvDay = (timestamp: string | null) => (timestamp ? timestamp.slice(0, 10) : '');

/** The rules that hold a calendar day (schemas/fields.ts `optionalDate`): their value is a day. */
const dayRules = new WeakSet<ZodTypeAny>();
export function markDayRule<Rule extends ZodTypeAny>(rule: Rule): Rule {
  dayRules.add(rule);
  return rule;
}

/** What a form rule holds under its preprocessing, refinements and optionality. */
export interface BaseRule {
  /** The rule of the value itself: a ZodString, ZodNumber, ZodEnum, ZodBoolean… */
  base: ZodTypeAny;
  /** Absent is allowed (an answer shows it as null). */
  optional: boolean;
  description: string | undefined;
  /** The value is a calendar day. */
  day: boolean;
}

/**
 * The kind of value a rule holds, read off its definition (by type name, so this entry needs no
 * zod at run time: the pages' forms ask it which box a field takes).
 */
export function baseRuleOf(rule: ZodTypeAny): BaseRule {
  let current = rule;
  let optional = false;
  let description = rule.description;
  let day = dayRules.has(rule);
  for (;;) {
    const definition = current._def as { typeName?: string; schema?: ZodTypeAny; innerType?: ZodTypeAny };
    if (definition.typeName === 'ZodEffects' && definition.schema) current = definition.schema;
    else if ((definition.typeName === 'ZodOptional' || definition.typeName === 'ZodNullable') && definition.innerType) {
      optional = true;
      current = definition.innerType;
    } else if (definition.typeName === 'ZodDefault' && definition.innerType) current = definition.innerType;
    else return { base: current, optional, description, day };
    description ??= current.description;
    day ||= dayRules.has(current);
  }
}
