import type { Request, Response } from 'express';
import passport from 'passport';
import type { CurrentUser } from '@dct/contracts';
import type { PendingOidcSignIn } from './oidc.service';

declare module 'express-session' {
  interface SessionData {
    /** Between leaving for the identity provider and coming back. */
    oidc?: PendingOidcSignIn;
  }
}

export const SESSION_COOKIE = 'dct.sid';

/**
 * The session holds the small public user record, so an authenticated request costs one
 * session read and no user lookup. Deleting a user deletes their sessions (foreign key).
 */
export function configurePassportSessions(): void {
  passport.serializeUser<CurrentUser>((user, done) => done(null, user as CurrentUser));
  passport.deserializeUser<CurrentUser>((user, done) => done(null, user));
}

/** Starts a fresh session for the user (passport regenerates the id, defeating fixation). */
export function signIn(req: Request, user: CurrentUser): Promise<void> {
  return new Promise((resolve, reject) => req.logIn(user, (error) => (error ? reject(error as Error) : resolve())));
}

/** Ends the session everywhere it could be used: the store row goes, and the cookie with it. */
export async function signOut(req: Request, res: Response): Promise<void> {
  await new Promise<void>((resolve, reject) => req.logout((error) => (error ? reject(error as Error) : resolve())));
  await new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error as Error) : resolve())));
  res.clearCookie(SESSION_COOKIE, { path: '/' });
}

export function saveSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((error) => (error ? reject(error as Error) : resolve())));
}
