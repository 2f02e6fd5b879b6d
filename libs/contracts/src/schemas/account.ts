import { z } from 'zod';
import { AccountMessages } from '../account';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../limits';
import { AuthMessages } from '../messages';
import { accountEmail, linkToken, newPassword } from './auth';
import { optionalSecret, requiredSecret } from './fields';

/** POST /api/auth/password. A current password longer than any account's is answered as a wrong one. */
export const changePasswordSchema = z.object({
  current_password: requiredSecret(PASSWORD_MAX_LENGTH, {
    required: AccountMessages.currentPasswordRequired,
    tooLong: AccountMessages.currentPasswordIncorrect,
  }),
  new_password: newPassword,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** POST /api/auth/password-reset */
export const passwordResetRequestSchema = z.object({ email: accountEmail });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

/** POST /api/auth/password-reset/confirm */
export const passwordResetConfirmSchema = z.object({ token: linkToken(AccountMessages.resetLinkInvalid), new_password: newPassword });
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmSchema>;

/** The delete dialog of an account with a password. */
export const deleteAccountWithPasswordSchema = z.object({
  password: z.string({ required_error: AuthMessages.passwordRequired }).min(1, AuthMessages.passwordRequired),
});

/** The delete dialog of an account without a password: its e-mail, typed out (case and spaces aside). */
export const deleteAccountWithEmailSchema = (accountEmail: string) =>
  z.object({
    email: z
      .string({ required_error: AccountMessages.emailMismatch })
      .trim()
      .refine((typed) => typed.toLowerCase() === accountEmail.toLowerCase(), AccountMessages.emailMismatch),
  });

/**
 * DELETE /api/account: the password, or the account's e-mail when it has none (the account
 * decides which it needs). A value that is not text, or longer than any password or address,
 * is answered as a wrong one.
 */
export const deleteAccountSchema = z.object({
  password: optionalSecret(PASSWORD_MAX_LENGTH, AccountMessages.passwordIncorrect),
  email: optionalSecret(EMAIL_MAX_LENGTH, AccountMessages.emailMismatch),
});
