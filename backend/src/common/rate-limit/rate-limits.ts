import { createHash } from 'node:crypto';
import type { ExecutionContext } from '@nestjs/common';
import type { ThrottlerOptions } from '@nestjs/throttler';
import type { Request } from 'express';
import {
  AccountMessages,
  AiMessages,
  AuthMessages,
  ContactMessages,
  RequestMessages,
  ShareLinkMessages,
  HouseholdMessages,
  UploadMessages,
  type CurrentUser,
} from '@dct/contracts';
import type { AppConfig } from '../../config/config.schema';

/** Every limit the API applies; a route opts in with `@RateLimited(...)`. */
export type RateLimitName =
  'login' | 'loginAddress' | 'register' | 'passwordReset' | 'passwordCheck' | 'contact' | 'upload' | 'ai' | 'pdf' | 'share' | 'household';

export const RATE_LIMITS_KEY = 'dct:rate-limits';

/** What the owner reads when a limit is reached. */
export const RATE_LIMIT_MESSAGES: Record<RateLimitName, string> = {
  login: AuthMessages.tooManyAttempts,
  loginAddress: AuthMessages.tooManyAttempts,
  register: AuthMessages.tooManySignUps,
  passwordReset: AccountMessages.tooManyResets,
  passwordCheck: AccountMessages.tooManyPasswordChecks,
  contact: ContactMessages.tooMany,
  upload: UploadMessages.tooManyUploads,
  ai: AiMessages.tooMany,
  pdf: RequestMessages.tooManyDocuments,
  share: ShareLinkMessages.tooManyTries,
  household: HouseholdMessages.tooManyTries,
};

const MINUTE = 60_000;

const routeLimits = (context: ExecutionContext): RateLimitName[] =>
  (Reflect.getMetadata(RATE_LIMITS_KEY, context.getHandler()) as RateLimitName[] | undefined) ?? [];

/** The account a sign-in is for, so one owner's guesses never lock out another. */
function emailOf(req: Request): string {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/**
 * The limits, each counted per client address (and sign-in also per account):
 * - login: attempts on one account from one address (password guessing);
 * - loginAddress: attempts from one address across accounts (credential stuffing);
 * - register: sign-ups from one address;
 * - passwordReset: reset links asked for from one address;
 * - passwordCheck: passwords a signed-in owner types to change it or delete the account (as many as
 *   sign-in allows, so a borrowed session cannot guess the password faster than the sign-in page);
 * - contact: support messages from one address;
 * - upload: document uploads of one signed-in owner (each holds a database connection while it streams in);
 * - ai: assistant calls of one signed-in owner (OCR and AI-service calls cost CPU or money);
 * - pdf: statement, case-file, case-packet and lemon-law notice downloads of one signed-in owner (each renders and assembles a PDF);
 * - share: views, downloads and passcode tries of shared case files from one address (a passcode must not be guessable);
 * - household: invitations sent and accepted by one signed-in account (each is a mail; a token must not be guessable), as many as reset links.
 * Keys are hashed, so no address or email is stored in Redis.
 */
export function rateLimitThrottlers(config: AppConfig): ThrottlerOptions[] {
  const limits: Record<RateLimitName, { limit: number; tracker?: (req: Request) => string }> = {
    login: { limit: config.loginRateLimit, tracker: (req) => `${req.ip}|${emailOf(req)}` },
    loginAddress: { limit: config.loginAddressRateLimit },
    register: { limit: config.registerRateLimit },
    passwordReset: { limit: config.passwordResetRateLimit },
    passwordCheck: { limit: config.loginRateLimit, tracker: (req) => `user:${(req.user as CurrentUser | undefined)?.id ?? req.ip}` },
    contact: { limit: config.contactRateLimit },
    upload: { limit: config.uploadRateLimit, tracker: (req) => `user:${(req.user as CurrentUser | undefined)?.id ?? req.ip}` },
    ai: { limit: config.aiRateLimit, tracker: (req) => `user:${(req.user as CurrentUser | undefined)?.id ?? req.ip}` },
    pdf: { limit: config.pdfRateLimit, tracker: (req) => `user:${(req.user as CurrentUser | undefined)?.id ?? req.ip}` },
    share: { limit: config.shareRateLimit },
    household: { limit: config.passwordResetRateLimit, tracker: (req) => `user:${(req.user as CurrentUser | undefined)?.id ?? req.ip}` },
  };
  return Object.entries(limits).map(([name, { limit, tracker }]) => ({
    name,
    ttl: MINUTE,
    limit,
    skipIf: (context: ExecutionContext) => !routeLimits(context).includes(name as RateLimitName),
    ...(tracker ? { getTracker: (req: Record<string, unknown>) => tracker(req as unknown as Request) } : {}),
    generateKey: (_context: ExecutionContext, key: string, throttler: string) =>
      `rate-limit:${throttler}:${createHash('sha256').update(key).digest('base64url')}`,
  }));
}

/** The limit a counter key belongs to (see generateKey above). */
export function rateLimitOfKey(key: string): RateLimitName | undefined {
  const name = key.split(':')[1];
  return name && name in RATE_LIMIT_MESSAGES ? (name as RateLimitName) : undefined;
}
