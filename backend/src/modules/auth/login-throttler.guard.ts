import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';
import { AuthMessages } from '@dct/contracts';
import { RateLimitedError } from '../../common/domain-errors';

/**
 * Limits sign-in attempts per client address and account, so guessing one owner's password
 * is slow while other people behind the same address can still sign in.
 */
@Injectable()
export class LoginThrottlerGuard extends ThrottlerGuard {
  protected override getTracker(req: Record<string, unknown>): Promise<string> {
    const request = req as unknown as Request;
    const body = request.body as { email?: unknown } | undefined;
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
    return Promise.resolve(`${request.ip}|${email}`);
  }

  protected override throwThrottlingException(): Promise<void> {
    return Promise.reject(new RateLimitedError(AuthMessages.tooManyAttempts));
  }
}
