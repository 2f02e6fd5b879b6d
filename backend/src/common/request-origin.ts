import type { Request } from 'express';

/** This app's own origin as the browser sees it (behind a proxy, with TRUST_PROXY). */
export function requestOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host')}`;
}
