import { z } from 'zod';
import { DEALER_FIELD_LABELS, DEALER_TEXT_LIMITS, DealerMessages, isWebAddress } from '../dealer';
import { emptyToUndefined } from '../fields';
import { EMAIL_MAX_LENGTH } from '../limits';
import { optionalText, requiredText } from './fields';

const text = (field: keyof typeof DEALER_TEXT_LIMITS) =>
  optionalText(DEALER_TEXT_LIMITS[field], DealerMessages.tooLong(DEALER_FIELD_LABELS[field], DEALER_TEXT_LIMITS[field]));

/** The add-dealer form (inline in the visit form): a name, and whatever else the owner knows. */
export const dealerFormSchema = z.object({
  name: requiredText(DEALER_TEXT_LIMITS.name, {
    required: DealerMessages.nameRequired,
    tooLong: DealerMessages.tooLong(DEALER_FIELD_LABELS.name, DEALER_TEXT_LIMITS.name),
  }),
  address: text('address'),
  city: text('city'),
  state: text('state'),
  zip: text('zip'),
  phone: text('phone'),
  email: z.preprocess(emptyToUndefined, z.string().trim().max(EMAIL_MAX_LENGTH, DealerMessages.emailInvalid).email(DealerMessages.emailInvalid).optional()),
  website: z.preprocess(emptyToUndefined, z.string().trim().refine(isWebAddress, DealerMessages.websiteInvalid).optional()),
});

export type DealerFormValues = z.infer<typeof dealerFormSchema>;
