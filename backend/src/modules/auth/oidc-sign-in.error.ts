import type { OidcErrorCode } from '@dct/contracts';
import { OIDC_ERRORS } from '@dct/contracts';
import { DomainError } from '../../common/domain-errors';

/** A provider sign-in that cannot become an account; the code travels to /sign-in?error=. */
export class OidcSignInError extends DomainError {
  readonly kind = 'conflict';
  constructor(readonly code: OidcErrorCode) {
    super(OIDC_ERRORS[code]);
  }
}
