import { Strategy } from 'passport-strategy';
import type { OidcIdentity, OidcService } from '../oidc.service';

/** The request as passport types it. */
type Request = Parameters<Strategy['authenticate']>[0];

type Verify = (identity: OidcIdentity, done: (error: unknown, user?: Express.User | false, info?: unknown) => void) => void;

/** Where the browser goes after a provider sign-in, carried as passport's auth info. */
export interface OidcSignInInfo {
  returnTo?: string;
}

/**
 * A passport strategy for the OpenID Connect authorization-code flow (PKCE, state and nonce, by
 * openid-client through OidcService). A request without a pending sign-in starts one: the
 * pending values go into the session and the browser to the provider. The provider's answer
 * finishes it: the ID token is checked and the verify callback turns the identity into a user.
 */
export class OidcPassportStrategy extends Strategy {
  name = 'oidc';

  constructor(
    private readonly options: { oidc: OidcService; callbackPath: string; origin: (req: Request) => string },
    private readonly verify: Verify,
  ) {
    super();
  }

  /** The provider's answer carries `code` (or `error`) and our `state`; anything else starts a sign-in. */
  override authenticate(req: Request, options?: { returnTo?: string }): void {
    const answered = ['code', 'error', 'state'].some((name) => name in req.query);
    (answered ? this.finish(req) : this.start(req, options?.returnTo)).catch((error: unknown) => this.error(error as Error));
  }

  private async start(req: Request, returnTo?: string): Promise<void> {
    const origin = this.options.origin(req);
    const { url, pending } = await this.options.oidc.startSignIn(`${origin}${this.options.callbackPath}`, returnTo);
    req.session.oidc = pending;
    await new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error as Error) : resolve())));
    this.redirect(url);
  }

  private async finish(req: Request): Promise<void> {
    const pending = req.session.oidc;
    delete req.session.oidc;
    if (!pending) throw new Error('No sign-in was in progress in this session');
    const identity = await this.options.oidc.finishSignIn(new URL(req.originalUrl, this.options.origin(req)), pending);
    const info: OidcSignInInfo = { returnTo: pending.returnTo };
    this.verify(identity, (error, user) => {
      if (error) return this.error(error as Error);
      if (!user) return this.fail(401);
      this.success(user, info);
    });
  }
}
