import { z } from 'zod';
import { charCount, emptyToUndefined, isIsoDate, isMoneyAmount } from '../fields';

/** The zod field builders every form schema is made of (the checks themselves are in ../fields). */

/** Required text: trimmed, not blank, at most `max` characters. */
export const requiredText = (max: number, messages: { required: string; tooLong: string }) =>
  z
    .string({ required_error: messages.required, invalid_type_error: messages.required })
    .trim()
    .min(1, messages.required)
    .refine((value) => charCount(value) <= max, messages.tooLong);

/** Optional text: blank means absent; otherwise trimmed and at most `max` characters (`notText` for a number, say). */
export const optionalText = (max: number, tooLong: string, notText?: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string({ invalid_type_error: notText })
      .trim()
      .refine((value) => charCount(value) <= max, tooLong)
      .optional(),
  );

/** Optional dollars: blank means absent. */
export const optionalMoney = (invalid: string) =>
  z.preprocess(emptyToUndefined, z.number({ invalid_type_error: invalid }).refine(isMoneyAmount, invalid).optional());

/** Optional calendar day: blank means absent. */
export const optionalDate = (invalid: string) =>
  z.preprocess(emptyToUndefined, z.string({ invalid_type_error: invalid }).refine(isIsoDate, invalid).optional());

/** Optional choice among `values`: blank means absent. */
export const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, invalid: string) =>
  z.preprocess(emptyToUndefined, z.enum(values, { errorMap: () => ({ message: invalid }) }).optional());
