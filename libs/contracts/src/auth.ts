// The account zod schemas (sign-in, sign-up, its confirmation, the profile) are `@dct/contracts/schemas` (schemas/auth.ts); their types are re-exported here.
export type { LoginInput, RegisterInput, RegistrationConfirmInput, UpdateCurrentUserInput } from './schemas/auth';
export type { CurrentUser, CurrentUserProfile, SignInProviders, RegistrationPending } from './schemas/answers/account';

/** How this server lets people sign up (REGISTRATION): at once, after confirming the address by mail, or not at all. */
export const REGISTRATION_MODES = ['open', 'verify', 'closed'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

/** Why a sign-in through the identity provider ended on /sign-in?error=<code>. */
export const OIDC_ERRORS = {
  oidc_failed: 'Sign-in with your identity provider did not complete. Please try again.',
  oidc_no_email: 'Your identity provider did not share an email address, which an account needs.',
  oidc_email_taken: 'An account with this email already exists. Sign in with your password instead.',
} as const;
export type OidcErrorCode = keyof typeof OIDC_ERRORS;

/**
 * A path on this site to go to after sign-in, or undefined. The value is read the way a
 * browser's URL parser reads it (tabs and newlines dropped, a backslash taken for a slash), so
 * `//evil.example`, `/\\evil.example` or `/\t/evil.example` can never bounce the user elsewhere.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  const base = 'http://same-site.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return undefined;
  }
  return url.origin === base ? url.pathname + url.search + url.hash : undefined;
}
