import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { BuiltFiles, decodedPath } from './built-files';
import { precompressed } from './precompressed';
import { ShellPage } from './shell-page';

/** The remotes, each served from its own folder, as a static host would serve it. */
export const REMOTE_FOLDERS = ['mf-public', 'mf-vehicles', 'mf-visits', 'mf-claims', 'mf-ai-assistant'] as const;

/** The Nest app, or a bare express app in tests. */
interface MiddlewareHost {
  use(...handlers: Array<string | RequestHandler>): unknown;
}

/**
 * Content-hashed files never change, so browsers keep them; everything else (index.html,
 * remotes.json, remoteEntry.js, mf-manifest.json) is revalidated, so a redeploy shows at once.
 */
function setCacheHeaders(res: Response, path: string): void {
  const hashed = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)(\.br|\.gz)?$/.test(path);
  res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

const notFound = (res: Response) => void res.status(404).type('text/plain').send('Not found');

/** Sends a build file, its precompressed copy when the client takes one; a file gone since the list was made is a 404. */
function sendBuilt(req: Request, res: Response, next: NextFunction, path: string, files: BuiltFiles): boolean {
  const found = precompressed(path, req.headers['accept-encoding'], (name) => files.find(name));
  if (!found) return false;
  if (found.contentType) {
    res.setHeader('Vary', 'Accept-Encoding');
    // Set before sending: send keeps a Content-Type it finds (else .br would be octet-stream).
    res.setHeader('Content-Type', found.contentType);
  }
  if (found.encoding) res.setHeader('Content-Encoding', found.encoding);
  setCacheHeaders(res, path);
  res.sendFile(found.file.name, { root: found.file.dist, dotfiles: 'allow', cacheControl: false }, (error?: Error & { status?: number }) => {
    if (!error) return;
    if (error.status === 404 && !res.headersSent) {
      res.removeHeader('Content-Encoding');
      notFound(res);
    } else next(error);
  });
  return true;
}

/**
 * Serves the shell at / and each remote under /remotes/<folder>/ from one process, so
 * `npm start` is the whole product. The path is decoded and checked once (`decodedPath`), then
 * only build files are served (in production, those listed at start: `BuiltFiles`). Unknown
 * non-API paths get the shell, whose router shows the page or its 404; an unknown file, or
 * anything under a remote's folder, a 404.
 */
export function serveWeb(
  app: MiddlewareHost,
  webRoot: string,
  logger: Logger,
  { sourceMaps = false, production = false }: { sourceMaps?: boolean; production?: boolean } = {},
): void {
  const shellDist = join(webRoot, 'shell', 'dist');
  const indexHtml = join(shellDist, 'index.html');
  if (!existsSync(indexHtml)) {
    logger.warn({ shellDist }, 'The web bundles are not built; run "npm run build" to serve the app');
  }
  const folders = [
    { urlPrefix: '', dist: shellDist },
    ...REMOTE_FOLDERS.map((folder) => ({ urlPrefix: `/remotes/${folder}`, dist: join(webRoot, folder, 'dist') })),
  ];
  const files = new BuiltFiles(folders, sourceMaps, production);
  if (files.size !== undefined) logger.info({ files: files.size }, 'Serving the files the web build wrote');
  const remoteFolder = (path: string) => REMOTE_FOLDERS.some((folder) => path === `/remotes/${folder}` || path.startsWith(`/remotes/${folder}/`));
  const shellPage = new ShellPage(shellDist, join(webRoot, 'mf-public', 'dist'));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path === '/api' || req.path.startsWith('/api/')) return next();
    const path = decodedPath(req.path);
    if (path === undefined) return notFound(res);
    if (sendBuilt(req, res, next, path, files)) return;
    // A missing file is a 404, not the shell: only page paths fall back to index.html.
    if (remoteFolder(path) || /\.[a-z0-9]+$/i.test(path) || !existsSync(indexHtml)) return notFound(res);
    // The page differs with the session cookie: no shared cache may keep it.
    res.setHeader('Cache-Control', 'private, no-cache');
    res.setHeader('Vary', 'Cookie');
    // A shared case file is for whoever holds its link, never for a search engine; its token stays out of Referer.
    if (path.startsWith('/share/')) {
      res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      res.setHeader('Referrer-Policy', 'no-referrer');
    }
    res.type('html').send(shellPage.html(path, req.headers.cookie));
  });
}
