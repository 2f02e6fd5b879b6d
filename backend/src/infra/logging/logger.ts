import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';
import pinoHttp from 'pino-http';
import type { Request } from 'express';
import type { CurrentUser } from '@dct/contracts';

export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'dct-backend' }, redact: ['req.headers.cookie', 'res.headers["set-cookie"]'] });
}

/** One structured log line per API request, with the signed-in user's id when there is one. */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    autoLogging: { ignore: (req) => !(req.url ?? '').startsWith('/api/') },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    customProps: (req) => ({ userId: ((req as Request).user as CurrentUser | undefined)?.id }),
    serializers: {
      req: (req: { method: string; url: string; remoteAddress?: string }) => ({ method: req.method, url: req.url, remoteAddress: req.remoteAddress }),
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
