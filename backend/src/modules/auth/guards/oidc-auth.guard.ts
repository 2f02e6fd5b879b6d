import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { RequestMessages, safeReturnPath } from '@dct/contracts';
import { NotFoundError } from '../../../common/domain-errors';
import { OidcService } from '../oidc.service';
import type { OidcSignInInfo } from '../strategies/oidc-passport.strategy';

declare module 'express' {
  interface Request {
    /** Where to go after a provider sign-in, set by OidcAuthGuard on the callback. */
    oidcReturnTo?: string;
  }
}

/**
 * Runs the provider flow: on /authorize it sends the browser to the provider (the handler never
 * runs); on /callback it signs the user in and lets the handler redirect. Only when configured.
 */
@Injectable()
export class OidcAuthGuard extends AuthGuard('oidc') {
  constructor(private readonly oidc: OidcService) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.oidc.enabled) throw new NotFoundError(RequestMessages.notFound);
    await super.canActivate(context);
    await super.logIn(context.switchToHttp().getRequest<Request>());
    return true;
  }

  override getAuthenticateOptions(context: ExecutionContext) {
    return { returnTo: safeReturnPath(context.switchToHttp().getRequest<Request>().query.returnTo) };
  }

  override handleRequest<User>(error: unknown, user: User | false, info: OidcSignInInfo | undefined, context: ExecutionContext): User {
    if (error) throw error instanceof Error ? error : new Error('The provider sign-in failed');
    if (!user) throw new Error('The provider did not sign anyone in');
    context.switchToHttp().getRequest<Request>().oidcReturnTo = info?.returnTo;
    return user;
  }
}
