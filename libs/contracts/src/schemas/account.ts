import { z } from 'zod';
import { AccountMessages } from '../account';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits';
import { AuthMessages } from '../messages';

const newPassword = z
  .string({ required_error: AuthMessages.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, AuthMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AuthMessages.passwordTooLong);

export const changePasswordSchema = z.object({
  current_password: z.string({ required_error: AccountMessages.currentPasswordRequired }).min(1, AccountMessages.currentPasswordRequired),
  new_password: newPassword,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const passwordResetRequestSchema = z.object({
  email: z
    .string({ required_error: AuthMessages.emailRequired })
    .trim()
    .min(1, AuthMessages.emailRequired)
    .max(EMAIL_MAX_LENGTH, AuthMessages.emailInvalid)
    .email(AuthMessages.emailInvalid),
});
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetConfirmSchema = z.object({ token: z.string().min(1, AccountMessages.resetLinkInvalid), new_password: newPassword });
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
