import { z } from 'zod';
import { DEALER_FIELD_LABELS, DEALER_LIST_LIMITS, DEALER_LIST_PAGING, DEALER_TEXT_LIMITS, DealerMessages, isWebAddress } from '../dealer';
import { charCount, emptyToUndefined, hasControlCharacter } from '../fields';
import { TextMessages } from '../messages';
import { optionalEmail, optionalLabelledText, requiredText } from './fields';

const text = (field: Exclude<keyof typeof DEALER_TEXT_LIMITS, 'name' | 'website'>) =>
  optionalLabelledText(DealerMessages, DEALER_FIELD_LABELS[field], DEALER_TEXT_LIMITS[field], true);

/** The add-dealer form (inline in the visit form): a name, and whatever else the owner knows. */
export const dealerFormSchema = z.object({
  name: requiredText(DEALER_TEXT_LIMITS.name, {
    required: DealerMessages.nameRequired,
    tooLong: DealerMessages.tooLong(DEALER_FIELD_LABELS.name, DEALER_TEXT_LIMITS.name),
    singleLine: TextMessages.singleLine(DEALER_FIELD_LABELS.name),
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
      .refine((value) => isWebAddress(value) && !hasControlCharacter(value), DealerMessages.websiteInvalid)
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

/** A whole number in a query string, from 1 to max (text of digits only: `2.0`, `1e1` and `-1` are refused). */
const wholeNumber = (max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : value),
    z.number({ invalid_type_error: message, required_error: message }).int(message).min(1, message).max(max, message),
  );

/**
 * The query of GET /api/dealers: `q` matches a dealer's name, makes, city or ZIP (any case, any
 * part; trimmed, blank is none); `near` a US ZIP code (sorts by distance); `limit` and `page`.
 * Whether the ZIP code exists is the API's check (its table is not in the browser).
 */
export const dealerListQuerySchema = z
  .object({
    q: z
      .string({ invalid_type_error: DealerMessages.searchTooLong })
      .trim()
      .refine((value) => charCount(value) <= DEALER_LIST_PAGING.queryLength, DealerMessages.searchTooLong)
      .transform((value) => value || undefined)
      .optional(),
    near: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() || undefined : value),
      z
        .string({ invalid_type_error: DealerMessages.zipInvalid })
        .regex(/^\d{5}$/, DealerMessages.zipInvalid)
        .optional(),
    ),
    limit: wholeNumber(DEALER_LIST_PAGING.maxLimit, DealerMessages.limitInvalid).default(DEALER_LIST_PAGING.defaultLimit),
    page: wholeNumber(DEALER_LIST_PAGING.maxPage, DealerMessages.pageInvalid).default(1),
  })
  .strict();

export type DealerListQuery = z.infer<typeof dealerListQuerySchema>;
