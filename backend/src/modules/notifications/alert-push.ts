import type { AppNotification, PushPayload } from '@dct/contracts';

/** A push job as the outbox keeps it: which alert, to which browser. Both are read when sending. */
export interface AlertPushJob {
  notification_id: number;
  subscription_id: number;
}

/** A push message's JSON stays under this many bytes (push services take about 4 KB once encrypted). */
export const PUSH_PAYLOAD_MAX_BYTES = 3_000;
/** Attempts before a push job is given up: 30 s, 1, 2, 4 and 8 minutes apart. */
export const PUSH_MAX_ATTEMPTS = 6;
const RETRY_FIRST_MS = 30_000;
const RETRY_MAX_MS = 3_600_000;

/** Sending failed in a way that may pass (the push service busy or unreachable); it may have said when to come back. */
export class PushRetryError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'PushRetryError';
  }
}

/** The wait before the next attempt: the push service's Retry-After when it gave one, else 30 s doubling, at most an hour. */
export function pushRetryDelayMs(attempts: number, error: unknown): number {
  if (error instanceof PushRetryError && error.retryAfterMs !== undefined) return Math.min(Math.max(error.retryAfterMs, 1_000), RETRY_MAX_MS);
  return Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

const bytes = (payload: PushPayload) => Buffer.byteLength(JSON.stringify(payload));

/** An alert as its push message, the body shortened (with "…") so the JSON stays under PUSH_PAYLOAD_MAX_BYTES. */
export function composePushPayload(alert: Pick<AppNotification, 'id' | 'title' | 'body' | 'link'>, unread: number): PushPayload {
  const payload: PushPayload = { notification_id: alert.id, title: alert.title, body: alert.body, link: alert.link, unread };
  if (bytes(payload) < PUSH_PAYLOAD_MAX_BYTES) return payload;
  // The longest start of the body (whole characters) that fits, found by halving.
  const characters = [...alert.body];
  const shortened = (length: number) => ({ ...payload, body: `${characters.slice(0, length).join('').trimEnd()}…` });
  let fits = 0;
  let tooLong = characters.length;
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if (bytes(shortened(middle)) < PUSH_PAYLOAD_MAX_BYTES) fits = middle;
    else tooLong = middle;
  }
  return shortened(fits);
}
