import { z } from 'zod';
import { CONTACT_CATEGORIES, CONTACT_LIMITS, ContactMessages } from '../contact';
import { charCount } from '../fields';
import { EMAIL_MAX_LENGTH } from '../limits';

/** An empty box fails "required"; a short one fails "at least". */
const text = (required: string, min: number, tooShort: string, max: number, tooLong: string) =>
  z
    .string({ required_error: required })
    .trim()
    .min(1, required)
    .min(min, tooShort)
    .refine((value) => charCount(value) <= max, tooLong);

export const contactFormSchema = z.object({
  name: text(ContactMessages.nameRequired, CONTACT_LIMITS.nameMin, ContactMessages.nameTooShort, CONTACT_LIMITS.nameMax, ContactMessages.nameTooLong),
  email: z
    .string({ required_error: ContactMessages.emailRequired })
    .trim()
    .min(1, ContactMessages.emailRequired)
    .max(EMAIL_MAX_LENGTH, ContactMessages.emailInvalid)
    .email(ContactMessages.emailInvalid),
  subject: text(
    ContactMessages.subjectRequired,
    CONTACT_LIMITS.subjectMin,
    ContactMessages.subjectTooShort,
    CONTACT_LIMITS.subjectMax,
    ContactMessages.subjectTooLong,
  ),
  message: text(
    ContactMessages.messageRequired,
    CONTACT_LIMITS.messageMin,
    ContactMessages.messageTooShort,
    CONTACT_LIMITS.messageMax,
    ContactMessages.messageTooLong,
  ),
  category: z.enum(CONTACT_CATEGORIES, { errorMap: () => ({ message: ContactMessages.categoryInvalid }) }).default('support'),
});

export type ContactFormValues = z.infer<typeof contactFormSchema>;
