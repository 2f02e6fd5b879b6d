import type { Request, Response } from 'express';
import type { CurrentUser } from '@dct/contracts';
import { SESSION_COOKIE } from './session-cookie';

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
