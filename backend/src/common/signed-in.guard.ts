import { type CanActivate, type ExecutionContext, Injectable, SetMetadata, UseGuards, applyDecorators, createParamDecorator } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthMessages, type CurrentUser } from '@dct/contracts';
import { UnauthenticatedError } from './domain-errors';
import { SIGNED_IN_ROUTE } from './household-access';

/** Lets a request through only with a signed-in session; otherwise 401. */
@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (request.isAuthenticated?.() && request.user) return true;
    throw new UnauthenticatedError(AuthMessages.signInRequired);
  }
}

/**
 * A controller or route for signed-in members of a household only (and documented as such); the
 * household guard (household-access.ts) then decides what their role lets them do.
 */
export const SignedIn = () =>
  applyDecorators(
    SetMetadata(SIGNED_IN_ROUTE, true),
    UseGuards(SignedInGuard),
    ApiCookieAuth(),
    ApiUnauthorizedResponse({ description: AuthMessages.signInRequired }),
    ApiForbiddenResponse({ description: 'What the member’s role does not allow, in one sentence' }),
  );

/** The signed-in user of a route behind `@SignedIn()`. */
export const SignedInUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): CurrentUser => context.switchToHttp().getRequest<Request>().user as CurrentUser,
);
