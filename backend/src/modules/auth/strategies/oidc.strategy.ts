import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { CurrentUser } from '@dct/contracts';
import { requestOrigin } from '../../../common/request-origin';
import { AuthService } from '../auth.service';
import { OidcService, type OidcIdentity } from '../oidc.service';
import { OidcPassportStrategy } from './oidc-passport.strategy';

export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';

/** Sign-in through the configured OpenID Connect provider (`AuthGuard('oidc')`). */
@Injectable()
export class OidcStrategy extends PassportStrategy(OidcPassportStrategy, 'oidc') {
  constructor(
    oidc: OidcService,
    private readonly auth: AuthService,
  ) {
    super({ oidc, callbackPath: OIDC_CALLBACK_PATH, origin: (req) => requestOrigin(req as unknown as Parameters<typeof requestOrigin>[0]) });
  }

  /** The account of the identity the provider vouched for (linked, matched or new). */
  validate(identity: OidcIdentity): Promise<CurrentUser> {
    return this.auth.signInWithOidc(identity);
  }
}
