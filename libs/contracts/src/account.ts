import { failureToast } from './record-toasts';
// The forms' zod schemas are `@dct/contracts/schemas` (schemas/account.ts); their types are re-exported here.
export type { ChangePasswordInput, PasswordResetConfirmInput, PasswordResetRequestInput } from './schemas/account';
export type { AccountSummary } from './schemas/answers/account';

export const AccountMessages = {
  currentPasswordRequired: 'Current password is required',
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordIncorrect: 'Password is incorrect',
  emailMismatch: 'Type the e-mail address of this account to confirm',
  resetLinkInvalid: 'This reset link has expired or was already used',
  resetRequested: 'If an account exists for that address, we have sent it a link to reset the password. The link works for one hour.',
  tooManyResets: 'Too many reset requests from your connection. Please wait a minute and try again.',
  tooManyResetsToday: 'Too many reset requests from your connection today. Please try again tomorrow.',
  tooManyPasswordChecks: 'Too many password attempts. Please wait a minute and try again.',
  noPassword: 'This account signs in through your identity provider and has no password here.',
} as const;

export const AccountToasts = {
  passwordChanged: { title: 'Password changed', description: 'Your other sessions have been signed out.' },
  passwordChangeFailed: failureToast('change the password'),
  resetSent: { title: 'Check your e-mail', description: AccountMessages.resetRequested },
  passwordReset: { title: 'Password reset', description: 'You are signed in with your new password.' },
  exportFailed: failureToast('export your records'),
  deleteFailed: failureToast('delete the account'),
  accountDeleted: { title: 'Account deleted', description: 'Your account and everything it held have been removed.' },
} as const;

/** Deleting the account: the password, or for an account without one (signed in through a provider) its e-mail. */
export interface DeleteAccountInput {
  password?: string;
  email?: string;
}

/** What GET /api/account/export puts in account.json, beside documents/{visit_id}/{file_name}. */
export const EXPORT_FORMAT_VERSION = 1;
