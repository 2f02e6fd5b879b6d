import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits';
import { AuthMessages } from '../messages';

const email = z
  .string({ required_error: AuthMessages.emailRequired })
  .trim()
  .min(1, AuthMessages.emailRequired)
  .max(EMAIL_MAX_LENGTH, AuthMessages.emailInvalid)
  .email(AuthMessages.emailInvalid);

export const loginSchema = z.object({
  email,
  password: z.string({ required_error: AuthMessages.passwordRequired }).min(1, AuthMessages.passwordRequired),
});

export const registerSchema = z.object({
  name: z.string({ required_error: AuthMessages.nameRequired }).trim().min(1, AuthMessages.nameRequired).max(NAME_MAX_LENGTH, AuthMessages.nameTooLong),
  email,
  password: z
    .string({ required_error: AuthMessages.passwordTooShort })
    .min(PASSWORD_MIN_LENGTH, AuthMessages.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, AuthMessages.passwordTooLong),
});

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
