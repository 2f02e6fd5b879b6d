// The form's zod schema is `@dct/contracts/schemas` (schemas/contact.ts); its type is re-exported here.
import type { ContactFormValues } from './schemas/contact';
import { labelledValues } from './labelled-values';
export type { ContactFormValues } from './schemas/contact';

export const { values: CONTACT_CATEGORIES, labels: CONTACT_CATEGORY_LABELS } = labelledValues({
  support: 'General Support',
  billing: 'Billing',
  technical: 'Technical Issue',
  feedback: 'Feedback',
  partnership: 'Partnership',
  other: 'Other',
});
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

export const CONTACT_LIMITS = { nameMin: 2, nameMax: 100, subjectMin: 5, subjectMax: 200, messageMin: 10, messageMax: 5000 } as const;

/** Spec §5 "Contact form" messages, verbatim. */
export const ContactMessages = {
  nameRequired: 'Name is required',
  nameTooShort: `Name must be at least ${CONTACT_LIMITS.nameMin} characters`,
  nameTooLong: `Name must be at most ${CONTACT_LIMITS.nameMax} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  subjectRequired: 'Subject is required',
  subjectTooShort: `Subject must be at least ${CONTACT_LIMITS.subjectMin} characters`,
  subjectTooLong: `Subject must be at most ${CONTACT_LIMITS.subjectMax} characters`,
  messageRequired: 'Message is required',
  messageTooShort: `Message must be at least ${CONTACT_LIMITS.messageMin} characters`,
  messageTooLong: `Message must be at most ${CONTACT_LIMITS.messageMax} characters`,
  tooMany: 'Too many messages from your connection. Please wait a minute and try again.',
  tooManyToday: 'Too many messages from this address or connection today. Please try again tomorrow, or write to us directly.',
  categoryInvalid: `Category must be one of: ${CONTACT_CATEGORIES.join(', ')}`,
} as const;

/** Spec §8 "Contact" toasts. */
export const ContactToasts = {
  sent: { title: 'Message sent successfully!', description: "We'll get back to you within 24 hours." },
  failed: { title: 'Failed to send message', fallbackDescription: 'Please try again later.' },
} as const;

export const CONTACT_FORM_DEFAULTS: ContactFormValues = { name: '', email: '', subject: '', message: '', category: 'support' };
