import { PUSH_PAYLOAD_MAX_BYTES, PushRetryError, composePushPayload, pushRetryDelayMs } from './alert-push';
import { retryAfterMs } from '../push/push-sender.service';

const alert = { id: 42, title: "Test Motors's answer is overdue", body: 'The answer is overdue.', link: '/claims/7' };
const size = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

describe(composePushPayload.name, () => {
  it('carries the alert and the unread count as they are when they fit', () => {
    expect(composePushPayload(alert, 3)).toEqual({ notification_id: 42, title: alert.title, body: alert.body, link: '/claims/7', unread: 3 });
  });

  it.each([
    ['plain text', 'a'.repeat(10_000)],
    ['four-byte characters', '🚗'.repeat(3_000)],
    ['text JSON escapes', '"\\\n'.repeat(3_000)],
  ])('shortens a long body (%s) to whole characters and "…", under the limit', (_case, body) => {
    const payload = composePushPayload({ ...alert, body }, 1);
    expect(size(payload)).toBeLessThan(PUSH_PAYLOAD_MAX_BYTES);
    expect(size(payload)).toBeGreaterThan(PUSH_PAYLOAD_MAX_BYTES - 20);
    expect(payload.body.endsWith('…')).toBe(true);
    expect(body.startsWith(payload.body.slice(0, -1))).toBe(true);
    expect(payload.body).not.toMatch(/[\uD800-\uDBFF]…$/);
  });
});

describe(pushRetryDelayMs.name, () => {
  it('waits 30 s, doubling to an hour at most, or what the push service asked', () => {
    expect([1, 2, 3, 4, 5, 12].map((attempts) => pushRetryDelayMs(attempts, new Error('down')))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 3_600_000,
    ]);
    expect(pushRetryDelayMs(1, new PushRetryError('busy', 120_000))).toBe(120_000);
    expect(pushRetryDelayMs(1, new PushRetryError('busy', 0))).toBe(1_000);
    expect(pushRetryDelayMs(3, new PushRetryError('busy'))).toBe(120_000);
  });
});

describe(retryAfterMs.name, () => {
  it('reads seconds or an HTTP date, at most an hour', () => {
    const now = Date.parse('2025-03-01T12:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Sat, 01 Mar 2025 12:05:00 GMT', now)).toBe(300_000);
    expect(retryAfterMs('86400', now)).toBe(3_600_000);
    expect(retryAfterMs(undefined, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });
});
