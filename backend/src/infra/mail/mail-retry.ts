import type { AppConfig } from '../../config/config.schema';
import type { OutboxKind } from '../outbox/outbox.service';

/** The wait after a mail's first failed attempt; each later one doubles, up to MAIL_RETRY_MAX_DELAY_SECONDS. */
const FIRST_RETRY_MS = 30_000;
/** Attempts a mail may lose to workers dying during them, besides those its retry window needs. */
const ATTEMPTS_FOR_DEAD_WORKERS = 10;

/** The wait before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min … up to `maxDelayMs`. */
export function mailRetryDelayMs(attempts: number, maxDelayMs: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), maxDelayMs);
}

/** How many attempts the delays fit into a window: the doubling ones, then one every `maxDelayMs`. */
function attemptsWithin(windowMs: number, maxDelayMs: number): number {
  let attempts = 1;
  let waited = 0;
  while (waited < windowMs && mailRetryDelayMs(attempts, maxDelayMs) < maxDelayMs) waited += mailRetryDelayMs(attempts++, maxDelayMs);
  return attempts + Math.max(0, Math.ceil((windowMs - waited) / maxDelayMs));
}

/**
 * How every kind of mail is retried: as a mail server retries, by time rather than by count. A
 * failure that may pass (a 4xx, a timeout, a connection refused or cut) is tried again after
 * 30 s, then 1, 2, 4 … minutes up to MAIL_RETRY_MAX_DELAY_SECONDS (an hour), until the mail has
 * waited MAIL_RETRY_HOURS (48) since it was written; its next failure then gives it up (dead,
 * for the operator to see). A refusal of the message itself (5xx) gives it up at once. The
 * attempts are capped too, at what the window needs plus 10, so a mail whose sending kills its
 * worker every time ends after those.
 */
export function mailRetry(
  config: Pick<AppConfig, 'mailRetryForMs' | 'mailRetryMaxDelayMs'>,
): Pick<OutboxKind<never>, 'maxAttempts' | 'retryForMs' | 'retryDelayMs'> {
  return {
    maxAttempts: attemptsWithin(config.mailRetryForMs, config.mailRetryMaxDelayMs) + ATTEMPTS_FOR_DEAD_WORKERS,
    retryForMs: config.mailRetryForMs,
    retryDelayMs: (attempts) => mailRetryDelayMs(attempts, config.mailRetryMaxDelayMs),
  };
}
