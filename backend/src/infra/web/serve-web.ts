import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Response } from 'express';
import type { Logger } from 'pino';
import { servePrecompressed } from './precompressed';
import { ShellPage } from './shell-page';

/** The remotes, each served from its own folder, as a static host would serve it. */
export const REMOTE_FOLDERS = ['mf-public', 'mf-vehicles', 'mf-visits', 'mf-claims', 'mf-ai-assistant'] as const;

/** The Nest app, or a bare express app in tests. */
interface MiddlewareHost {
  use(...handlers: Array<string | express.RequestHandler>): unknown;
}

/**
 * Content-hashed files never change, so browsers keep them; everything else (index.html,
 * remotes.json, remoteEntry.js, mf-manifest.json) is revalidated, so a redeploy shows at once.
 */
function setCacheHeaders(res: Response, path: string): void {
  const hashed = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)(\.br|\.gz)?$/.test(path);
  res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Build files that are not the app: the federation plugin's stats (every module's path and
 * size) always, and source maps unless asked for (SOURCE_MAPS=true). The build writes the maps
 * without the sources, and the bundles do not point at them.
 */
function hiddenFiles(sourceMaps: boolean): express.RequestHandler {
  return (req, res, next) => {
    const file = req.path.replace(/\.(br|gz)$/, '');
    if (/(^|\/)mf-stats\.json$/.test(file) || (!sourceMaps && file.endsWith('.map'))) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    next();
  };
}

/**
 * Serves the shell at / and each remote under /remotes/<folder>/ from one process, so
 * `npm start` is the whole product. Unknown non-API paths get the shell, whose router shows
 * the page or its 404.
 */
export function serveWeb(app: MiddlewareHost, webRoot: string, logger: Logger, { sourceMaps = false }: { sourceMaps?: boolean } = {}): void {
  const shellDist = join(webRoot, 'shell', 'dist');
  app.use(hiddenFiles(sourceMaps));
  const indexHtml = join(shellDist, 'index.html');
  if (!existsSync(indexHtml)) {
    logger.warn({ shellDist }, 'The web bundles are not built; run "npm run build" to serve the app');
  }
  for (const folder of REMOTE_FOLDERS) {
    const dist = join(webRoot, folder, 'dist');
    app.use(`/remotes/${folder}`, servePrecompressed(dist), express.static(dist, { index: false, setHeaders: setCacheHeaders }));
    app.use(`/remotes/${folder}`, (_req: express.Request, res: express.Response) => {
      res.status(404).type('text/plain').send('Not found');
    });
  }
  app.use(servePrecompressed(shellDist), express.static(shellDist, { index: false, setHeaders: setCacheHeaders }));
  const shellPage = new ShellPage(shellDist, join(webRoot, 'mf-public', 'dist'));
  app.use((req: express.Request, res: express.Response, next: express.NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path === '/api' || req.path.startsWith('/api/')) return next();
    // A missing file is a 404, not the shell: only page paths fall back to index.html.
    if (/\.[a-z0-9]+$/i.test(req.path) || !existsSync(indexHtml)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    // The page differs with the session cookie: no shared cache may keep it.
    res.setHeader('Cache-Control', 'private, no-cache');
    res.setHeader('Vary', 'Cookie');
    res.type('html').send(shellPage.html(req.path, req.headers.cookie));
  });
}
