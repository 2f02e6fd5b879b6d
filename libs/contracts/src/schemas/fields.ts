import { z } from 'zod';
import { isEmailAddress } from '../email-address';
import { charCount, emptyToUndefined, hasControlCharacter, isIsoDate, isMoneyAmount, markDayRule, readableLength } from '../fields';
import { EMAIL_MAX_LENGTH, MAX_ROW_ID } from '../limits';
import { TextMessages } from '../messages';

/** The zod field builders every form schema is made of (the checks themselves are in ../fields). */

/** With a `singleLine` message, text (once trimmed) may hold no line break or other control character. */
const oneLine = (singleLine: string | undefined) => (value: string) => singleLine === undefined || !hasControlCharacter(value);

/** Required text: trimmed, not blank, at most `max` characters; one line when `singleLine` is given. */
export const requiredText = (max: number, messages: { required: string; tooLong: string; singleLine?: string }) =>
  z
    .string({ required_error: messages.required, invalid_type_error: messages.required })
    .trim()
    .min(1, messages.required)
    .refine((value) => charCount(value) <= max, messages.tooLong)
    .refine(oneLine(messages.singleLine), messages.singleLine);

/**
 * Optional text: blank means absent; otherwise trimmed and at most `max` characters (`notText` for
 * a number, say), and one line when `singleLine` is given.
 */
export const optionalText = (max: number, tooLong: string, notText?: string, singleLine?: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string({ invalid_type_error: notText })
      .trim()
      .refine((value) => charCount(value) <= max, tooLong)
      .refine(oneLine(singleLine), singleLine)
      .optional(),
  );

/** A record's own words for a text field that is too long or not text (its `…Messages`). */
interface TextFieldMessages {
  tooLong: (label: string, max: number) => string;
  textExpected: (label: string) => string;
}

/** `optionalText` of the field `label`, said in its record's `messages`; `oneLineOnly` when it is printed on one line. */
export const optionalLabelledText = (messages: TextFieldMessages, label: string, max: number, oneLineOnly: boolean) =>
  optionalText(max, messages.tooLong(label, max), messages.textExpected(label), oneLineOnly ? TextMessages.singleLine(label) : undefined);

/** Optional dollars: blank means absent. */
export const optionalMoney = (invalid: string) =>
  z.preprocess(emptyToUndefined, z.number({ invalid_type_error: invalid }).refine(isMoneyAmount, invalid).optional());

/** Optional calendar day: blank means absent (marked as a day for the answer made from the form, answer-fields.ts). */
export const optionalDate = (invalid: string) =>
  markDayRule(z.preprocess(emptyToUndefined, z.string({ invalid_type_error: invalid }).refine(isIsoDate, invalid).optional()));

/** Optional choice among `values`: blank means absent. */
export const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, invalid: string) =>
  z.preprocess(emptyToUndefined, z.enum(values, { errorMap: () => ({ message: invalid }) }).optional());

/** An e-mail address is stored trimmed and lower-case; its length is checked on what is stored. */
const lowerCaseTrimmed = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
const isStorableEmail = (value: string) => charCount(value) <= EMAIL_MAX_LENGTH && isEmailAddress(value);

/** Optional e-mail address (isEmailAddress, the API's rule): blank means absent; anything else not an address is `invalid`. */
export const optionalEmail = (invalid: string) =>
  z.preprocess((value) => emptyToUndefined(lowerCaseTrimmed(value)), z.string({ invalid_type_error: invalid }).refine(isStorableEmail, invalid).optional());

/** Required e-mail address: absent, blank or not text is `required`; otherwise as optionalEmail. */
export const requiredEmail = (messages: { required: string; invalid: string }) =>
  z.preprocess(
    lowerCaseTrimmed,
    z
      .string({ required_error: messages.required, invalid_type_error: messages.required })
      .min(1, messages.required)
      // Blank has its message already.
      .refine((value) => value === '' || isStorableEmail(value), messages.invalid),
  );

/**
 * Text taken exactly as typed (a password, a link's token): not text, absent or empty is
 * `required`; over `max` characters as a reader counts them (readableLength) is `tooLong`.
 */
export const requiredSecret = (max: number, messages: { required: string; tooLong: string }) =>
  z
    .string({ required_error: messages.required, invalid_type_error: messages.required })
    .min(1, messages.required)
    .refine((value) => readableLength(value) <= max, messages.tooLong);

/**
 * Optional text taken exactly as sent (a password confirming a deletion): absent or null is absent;
 * not text, or over `max` characters as a reader counts them (readableLength), is `invalid`.
 */
export const optionalSecret = (max: number, invalid: string) =>
  z.preprocess(
    (value) => value ?? undefined,
    z
      .string({ invalid_type_error: invalid })
      .refine((value) => readableLength(value) <= max, invalid)
      .optional(),
  );

/** Text taken exactly as typed, between `min` and `max` characters as a reader counts them; not text or absent is `tooShort`. */
export const textOfLength = (min: number, max: number, messages: { tooShort: string; tooLong: string }, description?: string) => {
  const text = z
    .string({ required_error: messages.tooShort, invalid_type_error: messages.tooShort })
    .refine((value) => readableLength(value) >= min, messages.tooShort)
    .refine((value) => readableLength(value) <= max, messages.tooLong);
  return description ? text.describe(description) : text;
};

/** A list of at most `max` record ids (documents a claim or a log entry carries); one message for whatever is wrong. */
export const idList = (max: number, invalid: string) =>
  z
    .array(
      z
        .number({ errorMap: () => ({ message: invalid }) })
        .int(invalid)
        .min(1, invalid)
        .max(MAX_ROW_ID, invalid),
      { errorMap: () => ({ message: invalid }) },
    )
    .max(max, invalid);
