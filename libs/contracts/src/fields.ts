import { z } from 'zod';
import { MAX_MONEY, MIN_DATE_YEAR } from './limits';

/**
 * Building blocks of every form schema and every server rule, so a date, an amount or a
 * length means the same thing in the browser, in the API and in the database.
 */

/** Characters as PostgreSQL counts them for varchar(n): code points, not UTF-16 units. */
export function charCount(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
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

/** Required text: trimmed, not blank, at most `max` characters. */
export const requiredText = (max: number, messages: { required: string; tooLong: string }) =>
  z
    .string({ required_error: messages.required, invalid_type_error: messages.required })
    .trim()
    .min(1, messages.required)
    .refine((value) => charCount(value) <= max, messages.tooLong);

/** Optional text: blank means absent; otherwise trimmed and at most `max` characters. */
export const optionalText = (max: number, tooLong: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .refine((value) => charCount(value) <= max, tooLong)
      .optional(),
  );

/** Optional dollars: blank means absent. */
export const optionalMoney = (invalid: string) =>
  z.preprocess(emptyToUndefined, z.number({ invalid_type_error: invalid }).refine(isMoneyAmount, invalid).optional());

/** Optional calendar day: blank means absent. */
export const optionalDate = (invalid: string) => z.preprocess(emptyToUndefined, z.string().refine(isIsoDate, invalid).optional());

/** Optional choice among `values`: blank means absent. */
export const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, invalid: string) =>
  z.preprocess(emptyToUndefined, z.enum(values, { errorMap: () => ({ message: invalid }) }).optional());
