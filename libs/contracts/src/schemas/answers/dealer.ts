import { z } from 'zod';
import { recordFields } from './common';

/** A dealership as the API returns it: the shared directory's, or one the owner added. */
export const dealerSchema = z.object({
  ...recordFields,
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable().describe('Where claims are sent when the claim has no contact email of its own'),
  website: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  makes: z.array(z.string()).describe("Makes the dealership sells or services, e.g. ['Honda', 'Acura']"),
  services: z.array(z.string()),
  owned: z.boolean().describe('True when the signed-in owner added it (false for the shared directory)'),
});
/** A dealership: from the shared directory, or added by the owner (and then seen by that owner only). */
export type Dealer = z.infer<typeof dealerSchema>;

/** A dealer in GET /api/dealers: with its distance in miles from `near`. */
export const dealerListItemSchema = dealerSchema.extend({
  distance: z.number().nullable().describe('Great-circle distance in miles from near; null without near or without coordinates'),
});
/** A dealer in GET /api/dealers: with its distance in miles from `near` (null without `near`, or for a dealer without coordinates). */
export type DealerListItem = z.infer<typeof dealerListItemSchema>;

/** GET /api/dealerships/search: a directory dealer with its distance from the searched point. */
export const dealershipSchema = dealerSchema
  .pick({ id: true, name: true, address: true, city: true, state: true, zip: true, phone: true, website: true, services: true, makes: true })
  .extend({ distance: z.number().describe('Great-circle distance in miles') });
/** GET /api/dealerships/search: a directory dealer with its distance from the searched point. */
export type Dealership = z.infer<typeof dealershipSchema>;
