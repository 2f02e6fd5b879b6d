import { z } from 'zod';
import { DEALER_FIELD_LABELS, DEALER_LIST_LIMITS, DEALER_TEXT_LIMITS, DealerMessages, isWebAddress } from '../dealer';
import { charCount, emptyToUndefined } from '../fields';
import { optionalEmail, optionalText, requiredText } from './fields';

const text = (field: Exclude<keyof typeof DEALER_TEXT_LIMITS, 'name' | 'website'>) =>
  optionalText(
    DEALER_TEXT_LIMITS[field],
    DealerMessages.tooLong(DEALER_FIELD_LABELS[field], DEALER_TEXT_LIMITS[field]),
    DealerMessages.textExpected(DEALER_FIELD_LABELS[field]),
  );

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
  email: optionalEmail(DealerMessages.emailInvalid),
  website: z.preprocess(
    emptyToUndefined,
    z
      .string({ invalid_type_error: DealerMessages.websiteInvalid })
      .trim()
      .refine((value) => charCount(value) <= DEALER_TEXT_LIMITS.website, DealerMessages.tooLong(DEALER_FIELD_LABELS.website, DEALER_TEXT_LIMITS.website))
      .refine(isWebAddress, DealerMessages.websiteInvalid)
      .optional(),
  ),
});

export type DealerFormValues = z.infer<typeof dealerFormSchema>;

/** A coordinate in degrees: blank means absent. */
const coordinate = (bound: number, invalid: string) =>
  z.preprocess(emptyToUndefined, z.number({ invalid_type_error: invalid }).finite(invalid).min(-bound, invalid).max(bound, invalid).optional());

/** A list of names: left out, it is empty; null is not a list (the column holds a list, never nothing). */
const nameList = (label: string) => {
  const invalid = DealerMessages.listInvalid(label);
  return z
    .array(
      z.string({ invalid_type_error: invalid }).refine((name) => charCount(name) <= DEALER_LIST_LIMITS.itemLength, invalid),
      { invalid_type_error: invalid, required_error: invalid },
    )
    .max(DEALER_LIST_LIMITS.items, invalid)
    .optional();
};

/**
 * POST /api/dealers (and each row of a directory import): the form's fields with the same rules,
 * plus what the dealership search needs and the form does not ask for.
 */
export const dealerApiSchema = dealerFormSchema.extend({
  lat: coordinate(90, DealerMessages.latInvalid),
  lng: coordinate(180, DealerMessages.lngInvalid),
  makes: nameList('Makes'),
  services: nameList('Services'),
});

export type DealerApiValues = z.infer<typeof dealerApiSchema>;
