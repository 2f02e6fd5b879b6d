import { z } from 'zod';
import { REGISTRATION_MODES } from '../../auth';
import { TRASH_KINDS } from '../../trash';
import { instant, rowId } from './common';

/** An answer that is only a message for the person (a link was mailed, a request was taken). */
export const messageSchema = z.object({ message: z.string() });
/** POST /api/auth/register under REGISTRATION=verify (202): the same words whether the address is new or taken. */
export type RegistrationPending = z.infer<typeof messageSchema>;

/** The signed-in owner. */
export const currentUserSchema = z.object({
  id: rowId(),
  email: z.string(),
  name: z.string(),
});
/** What GET /api/auth/user returns. */
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** GET /api/me: the signed-in owner and their preferences. */
export const currentUserProfileSchema = currentUserSchema.extend({
  preferred_dealer_id: rowId().nullable().describe("The dealership New Visit preselects ('Set as Preferred Dealer' on /vehicle-search)"),
  zip_code: z.string().nullable().describe("The owner's US ZIP code: the dealer picker lists the nearest dealers to it"),
});
/** GET /api/auth/user answers the signed-in owner with their preferences (PATCH /api/auth/user changes them). */
export type CurrentUserProfile = z.infer<typeof currentUserProfileSchema>;

/** GET /api/auth/providers: how one may sign in here. */
export const signInProvidersSchema = z.object({
  oidc: z
    .object({ name: z.string().describe("e.g. 'Acme ID'") })
    .nullable()
    .describe('The OpenID Connect provider, when one is configured: "Sign in with {name}" starts at /api/login'),
  registration: z.enum(REGISTRATION_MODES),
});
/** GET /api/auth/providers: how an owner may sign in besides e-mail and password, and whether one may sign up. */
export type SignInProviders = z.infer<typeof signInProvidersSchema>;

/** How the account signs in and what deleting it removes. */
export const accountSummarySchema = z.object({
  email: z.string(),
  has_password: z.boolean().describe('False for an account created through the identity provider: it confirms a deletion with its e-mail instead'),
  provider_linked: z.boolean().describe('Signed in through the identity provider at least once'),
  records: z
    .object({ vehicles: z.number().int(), visits: z.number().int(), claims: z.number().int(), documents: z.number().int(), dealers: z.number().int() })
    .describe('What deleting the account removes'),
});
/** GET /api/account: what the settings page needs to know about the signed-in owner's account. */
export type AccountSummary = z.infer<typeof accountSummarySchema>;

/** What deleting a record takes along. */
export const recordDependentsSchema = z.object({
  visits: z.number().int().describe("Visits that go with the record (a vehicle's)"),
  claims: z.number().int().describe("Claims that go with the record (of a vehicle's visits, or of the visit)"),
  documents: z.number().int().describe("Documents that go with the record (of a vehicle's visits, or of the visit)"),
  mails: z.number().int().describe("Mails of the claims that go (the claim's own and its reminders): their history goes too"),
  claim_ids: z.array(rowId()).describe('The numbers of the claims that go (`Claim #4`), oldest first'),
  lemon_law_attempts: z.number().int().describe("Repair attempts the vehicle's lemon-law watch counts now and would no longer count"),
  correspondence: z.number().int().describe("The owner's entries in the vehicle's correspondence log that go with it (a vehicle's)"),
});
/**
 * What deleting a record takes along, counted (GET /api/vehicles/{id}/dependents, and the same for
 * visits and claims): a vehicle's visits, their claims, mails and documents; a visit's claims (by
 * number), their mails and its documents; a claim's mails; the repair attempts the lemon-law
 * watch would stop counting; and a vehicle's correspondence entries. A kind that cannot go with the record is 0.
 */
export type RecordDependents = z.infer<typeof recordDependentsSchema>;

/** A deleted record, kept for a while. */
export const trashItemSchema = z.object({
  kind: z.enum(TRASH_KINDS),
  id: rowId().describe("The record's own id, as it had and will have again"),
  name: z.string().describe("Its name when it was deleted ('2022 Ford F-150', 'Visit of Mar 3, 2025', 'Claim #4')"),
  deleted_at: instant(),
  days_left: z.number().int().describe('Whole days before the purge (0 on its last day)'),
  dependents: recordDependentsSchema.describe('What went with it'),
});
/** One deleted record (GET /api/trash), with what went with it. */
export type TrashItem = z.infer<typeof trashItemSchema>;

/** GET /api/push/public-key. */
export const pushPublicKeySchema = z.object({
  public_key: z.string().describe("The VAPID application server key (base64url): pushManager.subscribe's applicationServerKey"),
});
/** GET /api/push/public-key: the VAPID application server key, base64url, for `pushManager.subscribe`. */
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** POST /api/push/subscriptions. */
export const pushSubscriptionSavedSchema = z.object({
  endpoint: z.string(),
  created_at: instant().describe("When this owner's browser first subscribed with this address"),
});
/** The answer of POST /api/push/subscriptions. */
export type PushSubscriptionSaved = z.infer<typeof pushSubscriptionSavedSchema>;
