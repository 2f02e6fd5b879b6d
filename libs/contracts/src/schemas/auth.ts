import { z } from 'zod';
import { DealerMessages } from '../dealer';
import { LINK_TOKEN_MAX_LENGTH, MAX_ROW_ID, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits';
import { AuthMessages, TextMessages } from '../messages';
import { requiredEmail, requiredSecret, requiredText, textOfLength } from './fields';

/*
 * The account forms' schemas, which are also what the API takes. A password is taken as typed
 * (never trimmed) and its length counted as a reader counts it (readableLength: an emoji is one
 * character), as the API always has.
 */

/** An address of the account forms (isEmailAddress, stored lower-case): not text or blank is "required". */
export const accountEmail = requiredEmail({ required: AuthMessages.emailRequired, invalid: AuthMessages.emailInvalid });

/** A password being chosen: not text, absent or short is "too short". */
export const newPassword = textOfLength(
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  { tooShort: AuthMessages.passwordTooShort, tooLong: AuthMessages.passwordTooLong },
  `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters (an emoji counts as one)`,
);

/** A mailed link's token: anything that cannot be one is `invalid`, the link's message. */
export const linkToken = (invalid: string) => requiredSecret(LINK_TOKEN_MAX_LENGTH, { required: invalid, tooLong: invalid });

/** POST /api/auth/login. A password longer than any account's is answered as a wrong one. */
export const loginSchema = z.object({
  email: accountEmail,
  password: requiredSecret(PASSWORD_MAX_LENGTH, { required: AuthMessages.passwordRequired, tooLong: AuthMessages.invalidCredentials }),
});

/** POST /api/auth/register. How easy the password is to guess is the server's check (PasswordPolicy). */
export const registerSchema = z.object({
  name: requiredText(NAME_MAX_LENGTH, { required: AuthMessages.nameRequired, tooLong: AuthMessages.nameTooLong, singleLine: TextMessages.singleLine('Name') }),
  email: accountEmail,
  password: newPassword,
});

/** POST /api/auth/register/confirm: the token of the link mailed under REGISTRATION=verify. */
export const registrationConfirmSchema = z.object({ token: linkToken(AuthMessages.confirmLinkInvalid) });

/** PATCH /api/auth/user: what an owner may change about themselves here; null clears the preferred dealer. */
export const updateCurrentUserSchema = z.object({
  preferred_dealer_id: z
    .number({ required_error: DealerMessages.notFound, invalid_type_error: DealerMessages.notFound })
    .int(DealerMessages.notFound)
    .positive(DealerMessages.notFound)
    .max(MAX_ROW_ID, DealerMessages.notFound)
    .nullable()
    .describe('A dealer the owner can see; New Visit starts with it'),
  zip_code: z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z
        .string({ invalid_type_error: DealerMessages.zipInvalid })
        .trim()
        .regex(/^\d{5}$/, DealerMessages.zipInvalid)
        .optional(),
    )
    .describe("The owner's US ZIP code (5 digits; null or blank clears it): the dealer picker lists the nearest dealers to it"),
});

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type RegistrationConfirmInput = z.infer<typeof registrationConfirmSchema>;
export type UpdateCurrentUserInput = z.infer<typeof updateCurrentUserSchema>;
