import { type CanActivate, type ExecutionContext, Injectable, UseGuards, applyDecorators, createParamDecorator } from '@nestjs/common';
import { ApiCookieAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthMessages, type CurrentUser } from '@dct/contracts';
import { UnauthenticatedError } from './domain-errors';

/** Lets a request through only with a signed-in session; otherwise 401. */
@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (request.isAuthenticated?.() && request.user) return true;
    throw new UnauthenticatedError(AuthMessages.signInRequired);
  }
}

/** A controller or route for signed-in owners only (and documented as such). */
export const SignedIn = () => applyDecorators(UseGuards(SignedInGuard), ApiCookieAuth(), ApiUnauthorizedResponse({ description: AuthMessages.signInRequired }));

/** The signed-in user of a route behind `@SignedIn()`. */
export const SignedInUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): CurrentUser => context.switchToHttp().getRequest<Request>().user as CurrentUser,
);
