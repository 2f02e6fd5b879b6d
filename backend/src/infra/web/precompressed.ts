import { existsSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/** Encodings a production build writes beside each text asset (tools/rspack/compress-plugin.js), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

/** The encodings the client accepts (an explicit q=0 refuses one). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  return accepted;
}

/**
 * Sends `<file>.br` or `<file>.gz` instead of `<file>` when the client accepts it and the build
 * wrote one, so bundles are compressed once at build time, not on every request. It only
 * rewrites the URL and sets the headers; the static handler after it sends the file (keeping
 * its ETag, ranges and cache headers).
 */
export function servePrecompressed(root: string) {
  const exists = new Map<string, boolean>();
  const hasFile = (path: string): boolean => {
    let known = exists.get(path);
    if (known === undefined) exists.set(path, (known = existsSync(path)));
    return known;
  };
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const type = CONTENT_TYPES[extname(req.path)];
    if (!type) return next();
    res.setHeader('Vary', 'Accept-Encoding');
    let file: string;
    try {
      file = normalize(join(root, decodeURIComponent(req.path)));
    } catch {
      return next();
    }
    if (!file.startsWith(root + sep)) return next();
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const encoding = ENCODINGS.find((e) => accepted.has(e.name) && hasFile(file + e.suffix));
    if (!encoding) return next();
    res.setHeader('Content-Encoding', encoding.name);
    // Set before the static handler, which keeps a Content-Type it finds (else .br would be octet-stream).
    res.setHeader('Content-Type', type);
    const query = req.url.indexOf('?');
    req.url = query === -1 ? req.url + encoding.suffix : req.url.slice(0, query) + encoding.suffix + req.url.slice(query);
    next();
  };
}
