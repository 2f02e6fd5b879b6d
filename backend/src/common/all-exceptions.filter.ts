import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { Request, Response } from 'express';
import { RequestMessages, type ApiErrorBody } from '@dct/contracts';
import { WorkerTaskError } from '../infra/worker-pool/worker-pool.service';
import { ConflictError, DomainError, InvalidFieldsError, type DomainErrorKind } from './domain-errors';
import { OUTAGE_RETRY_AFTER_SECONDS, isDatabaseUnavailable, requestWrites } from './outages';

/** Every kind has its status: the Record's type makes a new kind name one. */
const STATUS_OF: Record<DomainErrorKind, number> = {
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  invalid: HttpStatus.BAD_REQUEST,
  unprocessable: HttpStatus.UNPROCESSABLE_ENTITY,
  too_large: HttpStatus.PAYLOAD_TOO_LARGE,
  too_slow: HttpStatus.REQUEST_TIMEOUT,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  rate_limited: HttpStatus.TOO_MANY_REQUESTS,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
};

function body(statusCode: number, message: string, errors?: Record<string, string[]>): ApiErrorBody {
  return { statusCode, message, error: STATUS_CODES[statusCode] ?? 'Error', ...(errors ? { errors } : {}) };
}

/** Errors raised by Express middleware before Nest sees the request (body-parser, for one). */
interface MiddlewareError {
  type?: string;
  status?: number;
  statusCode?: number;
  expose?: boolean;
}

/**
 * Every failure leaves as `{ statusCode, message, error }` with a message a person can read. The
 * request, when given, decides what a lost database says: "nothing was saved" only where that is
 * certain (a read, a failure before the route, a transaction rolled back), else "may have been saved".
 */
export function toErrorBody(exception: unknown, request?: { method?: string }): ApiErrorBody | undefined {
  if (exception instanceof InvalidFieldsError || exception instanceof ConflictError) {
    return body(STATUS_OF[exception.kind], exception.message, exception.errors);
  }
  if (exception instanceof DomainError) return body(STATUS_OF[exception.kind], exception.message);
  if (isDatabaseUnavailable(exception)) {
    return body(503, request && requestWrites.mayHaveSaved(request) ? RequestMessages.databaseMaybeSaved : RequestMessages.databaseUnavailable);
  }
  // Heavy work past its limits is the input's fault (422); a full queue is the server's moment (503).
  if (exception instanceof WorkerTaskError && exception.failure !== 'failed') {
    return exception.failure === 'busy' ? body(503, RequestMessages.busy) : body(422, RequestMessages.documentTooComplex);
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'string') return body(status, response);
    const { message, errors } = response as { message?: unknown; errors?: Record<string, string[]> };
    const text = Array.isArray(message) ? message.join('; ') : typeof message === 'string' ? message : exception.message;
    return body(status, text, errors);
  }
  const middleware = exception as MiddlewareError;
  if (middleware?.type === 'entity.parse.failed') return body(400, RequestMessages.malformedJson);
  const status = middleware?.status ?? middleware?.statusCode;
  if (middleware?.expose && typeof status === 'number' && status >= 400 && status < 500) {
    return body(status, (exception as Error).message);
  }
  return undefined;
}

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    let error = toErrorBody(exception, host.switchToHttp().getRequest<Request>());
    if (!error) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
      error = body(500, RequestMessages.internal);
    }
    if (response.headersSent) return;
    if (error.statusCode === 503) response.setHeader('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
    // The rest of that body is never read: the connection ends with the answer.
    if (error.statusCode === 408) response.setHeader('Connection', 'close');
    response.status(error.statusCode).json(this.present(error));
  }

  /** The body as sent; a route's own filter may word it differently (see UploadErrorsFilter). */
  protected present(error: ApiErrorBody): ApiErrorBody {
    return error;
  }
}
