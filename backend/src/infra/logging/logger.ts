import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';
import pinoHttp from 'pino-http';
import type { Request } from 'express';
import type { CurrentUser } from '@dct/contracts';

export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'dct-backend' }, redact: ['req.headers.cookie', 'res.headers["set-cookie"]'] });
}

/** Query parameters that carry a secret: unsubscribe and sign-up links' `token`, the dashboard's `?token=`, OpenID's `code`. */
const SECRET_PARAMETER = /token|secret|password|signature|^code$|^key$/i;
/** A path segment long and random enough to be a token (a UUID, a number or a word is none). */
const SECRET_SEGMENT = /^(?![0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$)[A-Za-z0-9_~.%+=-]{24,}$/i;

/** A URL as it may be logged: secrets in its query and token-like path segments replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt === -1 ? url : url.slice(0, queryAt))
    .split('/')
    .map((segment) => (SECRET_SEGMENT.test(segment) && /\d/.test(segment) ? '[redacted]' : segment))
    .join('/');
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      const name = at === -1 ? pair : pair.slice(0, at);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // a malformed name is checked as written
      }
      return at !== -1 && SECRET_PARAMETER.test(decoded) ? `${name}=[redacted]` : pair;
    });
  return `${path}?${query.join('&')}`;
}

/** One structured log line per API request, with the signed-in user's id when there is one; tokens in the URL are redacted. */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    autoLogging: { ignore: (req) => !(req.url ?? '').startsWith('/api/') },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    customProps: (req) => ({ userId: ((req as Request).user as CurrentUser | undefined)?.id }),
    serializers: {
      req: (req: { method: string; url: string; remoteAddress?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}

/** Routes Nest's own messages (boot, errors) into the same structured log. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
