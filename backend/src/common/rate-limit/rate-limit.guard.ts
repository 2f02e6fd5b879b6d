import { Injectable, SetMetadata, UseGuards, applyDecorators, type ExecutionContext } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import type { Response } from 'express';
import { RateLimitedError } from '../domain-errors';
import { RATE_LIMITS_KEY, RATE_LIMIT_MESSAGES, rateLimitOfKey, type RateLimitName } from './rate-limits';

/** Answers a request over a limit with 429, the limit's own message and Retry-After (seconds). */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    context
      .switchToHttp()
      .getResponse<Response>()
      .setHeader('Retry-After', String(Math.max(1, Math.ceil(detail.timeToBlockExpire))));
    const name = rateLimitOfKey(detail.key);
    return Promise.reject(new RateLimitedError(name ? RATE_LIMIT_MESSAGES[name] : RATE_LIMIT_MESSAGES.contact));
  }
}

/** Applies the named limits to a route (every other route is unlimited). */
export const RateLimited = (...limits: RateLimitName[]) =>
  applyDecorators(
    SetMetadata(RATE_LIMITS_KEY, limits),
    UseGuards(RateLimitGuard),
    ApiTooManyRequestsResponse({ description: 'Rate limited; see Retry-After' }),
  );
