import { NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';

/** User-visible texts of accounts and requests that the forms and the server say in the same words. */
export const AuthMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: 'Password is too long',
  passwordRequired: 'Password is required',
  passwordTooGuessable: 'This password is too easy to guess: it is a common password or a simple pattern. Try a longer phrase of unrelated words.',
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters`,
  emailTaken: 'An account with this email already exists. Sign in instead.',
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a minute and try again.',
  tooManySignUps: 'Too many new accounts from your connection. Please wait a minute and try again.',
  tooManySignUpsToday: 'Too many sign-ups from your connection today. Please try again tomorrow.',
  registrationClosed: 'Registration is closed on this server. Ask its administrator for an account.',
  /** The same answer whether the address is new or already has an account (REGISTRATION=verify). */
  checkEmail: 'Check your e-mail: we sent a link to finish creating your account. It works for 24 hours.',
  confirmLinkInvalid: 'This link has expired or was already used. Sign up again to get a new one.',
  signInRequired: 'Please sign in to continue',
  authError: 'Authentication error occurred',
} as const;

export const RequestMessages = {
  crossOrigin: 'Request refused: it did not come from this site',
  notFound: 'Not found',
  internal: 'Something went wrong on our side. Please try again.',
  malformedJson: 'The request body is not valid JSON',
  unknownField: (field: string) => `Unknown field: ${field}`,
  tooManyFields: (max: number) => `The request has too many fields (at most ${max})`,
  tooDeep: (max: number) => `The request is nested too deeply (at most ${max} levels)`,
  nulCharacter: 'Text must not contain NUL characters',
  brokenCharacter: 'Text must not contain broken (unpaired surrogate) characters',
  /** A document being put together took past its time or memory limit. */
  documentTooComplex:
    "The document could not be put together: one of the visit's files is too large or too complex. Remove it from the visit, or upload it again as a simpler PDF, and try again.",
  /** Every worker thread is busy and their queue is full. */
  busy: 'The server is busy with other documents. Please try again in a moment.',
  tooManyDocuments: 'Too many statements and case files asked for. Please wait a minute and try again.',
  databaseUnavailable: 'The database is not reachable right now, so nothing was read or saved. Please try again in a moment.',
  /** A change whose connection to the database was lost when it may already have been committed. */
  databaseMaybeSaved:
    'The database stopped answering while this change was being saved, so it may have been saved. Sending it again with the same Idempotency-Key is safe: it is never saved twice.',
} as const;

/** The answers about an `Idempotency-Key` (the header of a creating POST, kept 24 hours). */
export const IdempotencyMessages = {
  keyInvalid: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
  inFlight: 'A request with this Idempotency-Key is still being processed. Wait for its answer, then send it again with the same key.',
  keyReused: 'This Idempotency-Key was already used for a different request. Use a new key for a new change.',
} as const;

/** Single-line text (names, addresses, subjects) ends up in mail headers and PDF lines. */
export const TextMessages = {
  singleLine: (label: string) => `${label} must be on one line, without line breaks or control characters`,
} as const;

/**
 * What the app says when the network is the reason, in one voice everywhere: a change that never
 * reached the server (the form keeps what was typed), and an area whose code could not be loaded.
 */
export const ConnectionMessages = {
  /** Any change attempted while the browser is offline. */
  offline: "You're offline — nothing was saved. It will be kept here until you retry.",
  /** A change sent while the browser says it is online, that got no answer. */
  unreachable: 'The server could not be reached — nothing was saved. It will be kept here until you retry.',
  /** The headline of an area (a remote, a deferred part) that could not load for want of a connection. */
  areaNeedsConnection: 'This part needs a connection',
} as const;
