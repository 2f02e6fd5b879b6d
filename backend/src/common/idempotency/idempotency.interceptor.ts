import { createHash } from 'node:crypto';
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { type Observable, defer, lastValueFrom } from 'rxjs';
import { IdempotencyMessages, type CurrentUser } from '@dct/contracts';
import { InvalidFieldsError } from '../domain-errors';
import { requestWrites } from '../outages';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER, IDEMPOTENT_ROUTE } from './idempotent.decorator';
import { IdempotencyService, type KeyedRequest } from './idempotency.service';

/** Visible ASCII, as Stripe takes keys. */
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

/** JSON with every object's keys in order, so the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The request's key, its owner (none for a visitor) and what it asks for; null without a key. */
function keyedRequest(request: Request): KeyedRequest | null {
  const key = request.get(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) return null;
  if (!KEY_FORMAT.test(key)) throw new InvalidFieldsError({ [IDEMPOTENCY_KEY_HEADER]: [IdempotencyMessages.keyInvalid] });
  const asked = `${request.method} ${request.originalUrl}\n${canonicalJson(request.body)}`;
  return { ownerId: (request.user as CurrentUser | undefined)?.id ?? null, key, fingerprint: createHash('sha256').update(asked).digest('hex') };
}

/**
 * Every route: marks the request as having reached it (its writes may have begun, which the 503 of
 * a lost database says). Routes marked `@Idempotent()`: the handler runs in one transaction that
 * its services join, under its `Idempotency-Key` when it has one (IdempotencyService).
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly idempotency: IdempotencyService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    requestWrites.routeReached(request);
    if (!this.reflector.get<boolean | undefined>(IDEMPOTENT_ROUTE, context.getHandler())) return next.handle();
    const response = context.switchToHttp().getResponse<Response>();
    const status = this.reflector.get<number | undefined>(HTTP_CODE_METADATA, context.getHandler()) ?? 201;
    return defer(async () => {
      const outcome = await this.idempotency.run(
        keyedRequest(request),
        status,
        () => lastValueFrom(next.handle(), { defaultValue: undefined }),
        () => requestWrites.rolledBack(request),
      );
      if (outcome.replayed) response.status(outcome.status).setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return outcome.body;
    });
  }
}
