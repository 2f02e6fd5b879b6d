import { z } from 'zod';
import { CONTACT_CATEGORIES, CONTACT_LIMITS, ContactMessages } from '../contact';
import { charCount, hasControlCharacter, readableLength } from '../fields';
import { TextMessages } from '../messages';
import { requiredEmail } from './fields';

/** Trimmed text: empty (or not text) fails "required"; a short one fails "at least"; a long one "at most". */
const text = (required: string, min: number, tooShort: string, max: number, tooLong: string) =>
  z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .min(1, required)
    .refine((value) => value === '' || readableLength(value) >= min, tooShort)
    .refine((value) => charCount(value) <= max, tooLong);

/** The name and the subject go into the mail's headers: one line each. */
const line = (label: string, rules: ReturnType<typeof text>) => rules.refine((value) => !hasControlCharacter(value), TextMessages.singleLine(label));

/** The contact form (spec §5), which is also what POST /api/contact takes. */
export const contactFormSchema = z.object({
  name: line(
    'Name',
    text(ContactMessages.nameRequired, CONTACT_LIMITS.nameMin, ContactMessages.nameTooShort, CONTACT_LIMITS.nameMax, ContactMessages.nameTooLong),
  ),
  email: requiredEmail({ required: ContactMessages.emailRequired, invalid: ContactMessages.emailInvalid }),
  subject: line(
    'Subject',
    text(
      ContactMessages.subjectRequired,
      CONTACT_LIMITS.subjectMin,
      ContactMessages.subjectTooShort,
      CONTACT_LIMITS.subjectMax,
      ContactMessages.subjectTooLong,
    ),
  ),
  message: text(
    ContactMessages.messageRequired,
    CONTACT_LIMITS.messageMin,
    ContactMessages.messageTooShort,
    CONTACT_LIMITS.messageMax,
    ContactMessages.messageTooLong,
  ),
  // Left out or null: support.
  category: z
    .enum(CONTACT_CATEGORIES, { errorMap: () => ({ message: ContactMessages.categoryInvalid }) })
    .nullish()
    .transform((category) => category ?? 'support')
    .describe("'support' when left out"),
});

export type ContactFormValues = z.infer<typeof contactFormSchema>;
