import type { NextFunction, Request, Response } from 'express';
import { RequestMessages } from '@dct/contracts';
import { requestOrigin } from './request-origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent from another site. Browsers send
 * Origin on every cross-origin and every same-origin non-GET fetch; where it is missing,
 * Sec-Fetch-Site still tells. Clients that are not browsers send neither and pass: they hold
 * no victim's cookie to abuse.
 */
export function originCheck(allowedOrigins: string[]) {
  const allowed = new Set(allowedOrigins);
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    const refused = origin ? origin !== requestOrigin(req) && !allowed.has(origin) : req.get('sec-fetch-site') === 'cross-site';
    if (!refused) return next();
    res.status(403).json({ statusCode: 403, message: RequestMessages.crossOrigin, error: 'Forbidden' });
  };
}
