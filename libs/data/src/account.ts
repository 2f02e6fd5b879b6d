import { useQuery } from '@tanstack/react-query';
import type {
  AccountSummary,
  ChangePasswordInput,
  ContactFormValues,
  CurrentUser,
  DeleteAccountInput,
  LoginInput,
  PasswordResetConfirmInput,
  PasswordResetRequestInput,
  RegisterInput,
  RegistrationPending,
  SignInProviders,
} from '@dct/contracts';
import { FIVE_MINUTES } from '@dct/ui';
import { answer, api, creating } from './client';
import { keys } from './keys';

// Signing in, the account and the contact form: plain calls, each form decides what follows.

export const signIn = (input: LoginInput): Promise<CurrentUser> => answer(api.POST('/api/auth/login', { body: input }));

/** A new owner, or (REGISTRATION=verify) a message that a confirmation mail is on its way. */
export const register = (input: RegisterInput): Promise<CurrentUser | RegistrationPending> => answer(api.POST('/api/auth/register', { body: input }));

export const confirmRegistration = (token: string): Promise<CurrentUser> => answer(api.POST('/api/auth/register/confirm', { body: { token } }));

export const requestPasswordReset = (input: PasswordResetRequestInput): Promise<{ message: string }> =>
  answer(api.POST('/api/auth/password-reset', { body: input }));

export const confirmPasswordReset = (input: PasswordResetConfirmInput): Promise<void> => answer(api.POST('/api/auth/password-reset/confirm', { body: input }));

/** The signed-in owner, asked once more (after a reset signs them in). */
export const fetchCurrentUser = (): Promise<CurrentUser> => answer(api.GET('/api/auth/user'));

/** Ends the session. A POST: a GET must never sign anyone out, as cross-site links could. */
export const signOut = (): Promise<void> => answer(api.POST('/api/auth/logout'));

export const changePassword = (input: ChangePasswordInput): Promise<void> => answer(api.POST('/api/auth/password', { body: input }));

/**
 * Everything the owner recorded, as the zip GET /api/account/export answers, with the file name
 * the server gave it (Content-Disposition), if any.
 */
export async function fetchAccountExport(): Promise<{ zip: Blob; fileName: string | undefined }> {
  const call = api.GET('/api/account/export', { parseAs: 'blob' });
  const zip = await answer(call);
  const { response } = await call;
  return { zip, fileName: /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] };
}

export const deleteAccount = (input: DeleteAccountInput): Promise<void> => answer(api.DELETE('/api/account', { body: input }));

/** Under the message's Idempotency-Key: pressing Send again after a failure never sends it twice. */
export const sendContactMessage = (input: ContactFormValues): Promise<unknown> =>
  creating('/api/contact', input, (header) => answer(api.POST('/api/contact', { params: { header }, body: input })));

/**
 * How one may sign in besides e-mail and password, and whether one may sign up; while it loads
 * or if it fails, e-mail and password only, with the form shown (the server still decides).
 */
export function useSignInProviders(): SignInProviders {
  const query = useQuery({
    queryKey: keys.signInProviders(),
    queryFn: (): Promise<SignInProviders> => answer(api.GET('/api/auth/providers')),
    staleTime: FIVE_MINUTES,
    retry: false,
  });
  return query.data ?? { oidc: null, registration: 'open' };
}

/** How the account signs in and what it holds, fresh each time the settings page opens. */
export function useAccountSummary() {
  return useQuery({
    queryKey: keys.account(),
    queryFn: (): Promise<AccountSummary> => answer(api.GET('/api/account')),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}
