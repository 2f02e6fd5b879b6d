import { createServer, type Server } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { bearerToken, sameSecret } from '../../common/bearer-token';
import type { Metrics } from './metrics.service';

/** The route label a handler outside Nest's router (the metrics page, the queue dashboard) gives its requests. */
export function labelRoute(res: Response, route: string): void {
  res.locals.metricsRoute = route;
}

/**
 * The label of a request's route: the pattern Express matched (`/api/claims/:id`, never the raw
 * URL, so ids never become labels), a label a mounted handler set, `(web)` for the shell and its
 * files, and `(none)` for API requests answered before any route matched (404s, refused bodies).
 */
function routeOf(req: Request, res: Response): string {
  const labelled = res.locals.metricsRoute as string | undefined;
  if (labelled) return labelled;
  const path = (req.route as { path?: string | RegExp | Array<string | RegExp> } | undefined)?.path;
  if (path !== undefined) return `${req.baseUrl}${Array.isArray(path) ? path.map(String).join('|') : String(path)}`;
  return req.originalUrl === '/api' || req.originalUrl.startsWith('/api/') || req.originalUrl.startsWith('/api?') ? '(none)' : '(web)';
}

/** Counts every answer and times it, by method, route pattern and status, once it has been sent. */
export function observeRequests(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const labels = { method: req.method, route: routeOf(req, res), status_code: String(res.statusCode) };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  };
}

async function answerMetrics(metrics: Metrics, res: { setHeader(name: string, value: string): unknown; end(body: string): unknown }): Promise<void> {
  const text = await metrics.registry.metrics();
  res.setHeader('Content-Type', metrics.registry.contentType);
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

/**
 * `GET /metrics` on the app's own port, for a request bearing METRICS_TOKEN. Any other request goes
 * on to the next handlers, which answer it as any unknown path (with the web served, the shell), so
 * a scanner learns nothing: not even that the page exists.
 */
export function metricsRoute(metrics: Metrics, token: string): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    if (!sameSecret(bearerToken(req), token)) return next();
    labelRoute(res, '/metrics');
    answerMetrics(metrics, res).catch(next);
  };
}

/** A listener of its own (METRICS_PORT) that answers `GET /metrics` and nothing else, with no token: keep its port off the public network. */
export function startMetricsServer(metrics: Metrics, port: number, host: string | undefined): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Not found');
      return;
    }
    answerMetrics(metrics, res).catch(() => {
      res.statusCode = 500;
      res.end('The metrics could not be collected');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host ?? '::', () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
