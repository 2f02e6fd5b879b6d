/**
 * Errors a module throws in the language of its domain. The exception filter maps each kind
 * to an HTTP status with an exhaustive switch, so services never import HTTP classes.
 */
export type DomainErrorKind =
  'not_found' | 'conflict' | 'invalid' | 'unprocessable' | 'too_large' | 'too_slow' | 'unauthenticated' | 'forbidden' | 'rate_limited' | 'unavailable';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The base of the errors of one kind (the kind is all each adds to DomainError). */
const ofKind = <K extends DomainErrorKind>(kind: K) =>
  class extends DomainError {
    readonly kind: K = kind;
  };

/** The row does not exist or belongs to another owner: both answer 404, never 403. */
export class NotFoundError extends ofKind('not_found') {}

/** Input that breaks a rule, with the message for each field it concerns (as validation reports them). */
export class InvalidFieldsError extends ofKind('invalid') {
  constructor(readonly errors: Record<string, string[]>) {
    super(
      Object.values(errors)
        .map((messages) => messages[0])
        .join('; '),
    );
  }
}

/** Input bigger than the API takes (an uploaded file over its limit). */
export class TooLargeError extends ofKind('too_large') {}

/** The request's body did not arrive in the time the server waits for it (an upload left hanging). */
export class BodyTimeoutError extends ofKind('too_slow') {}

/** The request clashes with what is stored; `errors` names the field at fault, when one is. */
export class ConflictError extends ofKind('conflict') {
  constructor(
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

/** Well-formed, but the record is not ready for what was asked (a claim with no one to send it to). */
export class UnprocessableError extends ofKind('unprocessable') {}

export class UnauthenticatedError extends ofKind('unauthenticated') {}

/** The server does not allow this at all (registration closed by the admin). */
export class ForbiddenError extends ofKind('forbidden') {}

export class RateLimitedError extends ofKind('rate_limited') {}

/** The server cannot take this on right now; the same request may work in a moment. */
export class UnavailableError extends ofKind('unavailable') {}
