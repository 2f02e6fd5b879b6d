// The form's and the API's zod schemas are `@dct/contracts/schemas` (schemas/dealer.ts); their types are re-exported here.
import type { DealerApiValues } from './schemas/dealer';
import { failureToast } from './record-toasts';
export type { DealerApiValues, DealerFormValues, DealerListQuery } from './schemas/dealer';
import type { Dealer } from './schemas/answers/dealer';
export type { Dealer, DealerListItem } from './schemas/answers/dealer';

/** GET /api/dealers pages: `limit` dealers a page (default 20, at most 50), `page` from 1; the answer's `X-Total-Count` header counts every match. */
export const DEALER_LIST_PAGING = { defaultLimit: 20, maxLimit: 50, maxPage: 10_000, queryLength: 100 } as const;
export const DEALER_LIST_TOTAL_HEADER = 'X-Total-Count';

export const DEALER_TEXT_LIMITS = {
  name: 200,
  address: 200,
  city: 100,
  state: 50,
  zip: 10,
  phone: 30,
  website: 500,
} as const;

/** At most this many makes or services, each at most this long. */
export const DEALER_LIST_LIMITS = { items: 50, itemLength: 100 } as const;

export const DEALER_FIELD_LABELS = {
  name: 'Dealer name',
  address: 'Address',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
  phone: 'Phone',
  website: 'Website',
} as const;

export const DealerMessages = {
  nameRequired: 'Dealer name is required',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  textExpected: (label: string) => `${label} must be text`,
  emailInvalid: 'Please enter a valid email',
  websiteInvalid: 'Website must be a web address starting with http:// or https://',
  latInvalid: 'Latitude must be a number between -90 and 90',
  lngInvalid: 'Longitude must be a number between -180 and 180',
  listInvalid: (label: string) => `${label} must be a list of at most ${DEALER_LIST_LIMITS.items} names of at most ${DEALER_LIST_LIMITS.itemLength} characters`,
  notFound: 'Dealer not found',
  searchTooLong: `Search must be at most ${DEALER_LIST_PAGING.queryLength} characters`,
  limitInvalid: `Limit must be a whole number from 1 to ${DEALER_LIST_PAGING.maxLimit}`,
  pageInvalid: `Page must be a whole number from 1 to ${DEALER_LIST_PAGING.maxPage}`,
  zipInvalid: 'Please enter a 5-digit US ZIP code',
  zipUnknown: (zip: string) => `ZIP code ${zip} is not a known US ZIP code`,
  /** The dealer picker: where nearest-first is offered without a ZIP code in Settings, and the list a typed ZIP code gives. */
  nearHint: 'Type a ZIP code to see dealers near it',
  nearestTo: (zip: string) => `Nearest to ${zip}`,
} as const;

export const DealerToasts = {
  added: { title: 'Dealer added', description: 'The dealer has been added to your list.' },
  addFailed: failureToast('add dealer'),
} as const;

/**
 * What the owner typed in a dealer search, read as a place when it is a US ZIP code (five digits,
 * or ZIP+4): its five digits, which GET /api/dealers takes as `near`. Anything else is a search.
 */
export function typedZipCode(text: string): string | undefined {
  return /^(\d{5})(?:[- ]?\d{4})?$/.exec(text.trim())?.[1];
}

export const isWebAddress = (value: string) => /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value);

/** POST /api/dealers: the form's fields, plus coordinates and lists for the dealership search (`dealerApiSchema`). */
export type CreateDealerInput = DealerApiValues;

/** A dealer's distance as the lists show it (spec: one decimal with 'mi'); undefined without one. */
export function dealerMiles(distance: number | null | undefined): string | undefined {
  return typeof distance === 'number' ? `${distance.toFixed(1)} mi` : undefined;
}

/** "City, ST 12345" as the visit detail's dealer card shows it. */
export function dealerLocality(dealer: Pick<Dealer, 'city' | 'state' | 'zip'>): string {
  const cityState = [dealer.city, dealer.state].filter(Boolean).join(', ');
  return [cityState, dealer.zip].filter(Boolean).join(' ');
}
