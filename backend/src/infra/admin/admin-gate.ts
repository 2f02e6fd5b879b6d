import { createHash } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { bearerToken, sameSecret } from '../../common/bearer-token';

export const ADMIN_COOKIE = 'dct_admin';
/** A sign-in by link lasts a working day. */
const COOKIE_MAX_AGE_SECONDS = 12 * 60 * 60;

/** The cookie's value: derived from the token (so the cookie never holds the token itself) and void once the token changes. */
const cookieValue = (token: string) => createHash('sha256').update(`dct-admin-cookie:${token}`).digest('base64url');

function cookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * Lets through requests from the holder of ADMIN_TOKEN: an `Authorization: Bearer` header (scripts),
 * or, for a browser, a first visit with `?token=` that sets an httpOnly, SameSite=Strict cookie
 * scoped to `basePath` and redirects to the same page without the token (so it leaves the address
 * bar and the history). Anyone else gets `notFound`: the dashboard does not admit it exists.
 */
export function adminGate(token: string, basePath: string, secureCookie: boolean, notFound: RequestHandler): RequestHandler {
  const expectedCookie = cookieValue(token);
  return (req: Request, res: Response, next: NextFunction) => {
    if (sameSecret(bearerToken(req), token) || sameSecret(cookie(req, ADMIN_COOKIE), expectedCookie)) return next();
    const fromLink = typeof req.query.token === 'string' ? req.query.token : undefined;
    if ((req.method === 'GET' || req.method === 'HEAD') && sameSecret(fromLink, token)) {
      res.cookie(ADMIN_COOKIE, expectedCookie, {
        httpOnly: true,
        sameSite: 'strict',
        secure: secureCookie,
        path: basePath,
        maxAge: COOKIE_MAX_AGE_SECONDS * 1000,
      });
      const url = new URL(req.originalUrl, 'http://admin.invalid');
      url.searchParams.delete('token');
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(303, `${url.pathname}${url.search}`);
      return;
    }
    notFound(req, res, next);
  };
}
