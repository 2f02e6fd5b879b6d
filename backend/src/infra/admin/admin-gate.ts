import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { bearerToken, sameSecret } from '../../common/bearer-token';
import { ADMIN_SESSION_HOURS, type AdminSessions } from './admin-sessions';

export const ADMIN_COOKIE = 'dct_admin';

function cookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * Lets through requests from the holder of ADMIN_TOKEN: an `Authorization: Bearer` header (scripts),
 * or, for a browser, a first visit with `?token=` that opens a session (`AdminSessions`) in an
 * httpOnly, SameSite=Strict cookie scoped to `basePath` and redirects to the same page without the
 * token (so it leaves the address bar and the history). Anyone else leaves the dashboard's router
 * (`next('router')`) and meets what an unknown path meets: the dashboard does not admit it exists.
 */
export function adminGate(token: string, basePath: string, secureCookie: boolean, sessions: AdminSessions, logger: Logger): RequestHandler {
  const signedIn = async (req: Request): Promise<boolean> => {
    if (sameSecret(bearerToken(req), token)) return true;
    const session = cookie(req, ADMIN_COOKIE);
    if (session === undefined) return false;
    try {
      return await sessions.isOpen(session);
    } catch (error) {
      // A session that cannot be checked (the database is down) admits nobody.
      logger.warn({ err: error }, 'The queue dashboard could not check a session');
      return false;
    }
  };
  /** `next` for a holder of the token, `router` for anyone else, `answered` once a link has signed a browser in. */
  const admit = async (req: Request, res: Response): Promise<'next' | 'router' | 'answered'> => {
    if (await signedIn(req)) return 'next';
    const fromLink = typeof req.query.token === 'string' ? req.query.token : undefined;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !sameSecret(fromLink, token)) return 'router';
    res.cookie(ADMIN_COOKIE, await sessions.open(), {
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookie,
      path: basePath,
      maxAge: ADMIN_SESSION_HOURS * 60 * 60 * 1000,
    });
    const url = new URL(req.originalUrl, 'http://admin.invalid');
    url.searchParams.delete('token');
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, `${url.pathname}${url.search}`);
    return 'answered';
  };
  return (req: Request, res: Response, next: NextFunction) => {
    admit(req, res)
      .then((outcome) => {
        if (outcome === 'next') next();
        else if (outcome === 'router') next('router');
      })
      .catch(next);
  };
}
