import { type CanActivate, type ExecutionContext, Injectable, createParamDecorator } from '@nestjs/common';
import type { Request } from 'express';
import { AuthMessages, type CurrentUser } from '@dct/contracts';
import { UnauthenticatedError } from '../../common/domain-errors';

/** Lets a request through only with a signed-in session; otherwise 401. */
@Injectable()
export class AuthenticatedGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (request.isAuthenticated?.() && request.user) return true;
    throw new UnauthenticatedError(AuthMessages.signInRequired);
  }
}

/** The signed-in user of a route behind AuthenticatedGuard. */
export const SignedInUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): CurrentUser => context.switchToHttp().getRequest<Request>().user as CurrentUser,
);
