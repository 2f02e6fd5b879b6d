import { mailRetry, mailRetryDelayMs } from './mail-retry';

const HOUR = 3_600_000;

describe(mailRetry.name, () => {
  it('waits 30 s after the first failure, doubling up to the longest wait', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((attempts) => mailRetryDelayMs(attempts, HOUR) / 1000)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
    expect([1, 2, 3].map((attempts) => mailRetryDelayMs(attempts, 10_000))).toEqual([10_000, 10_000, 10_000]);
  });

  it('retries for the window, with attempts enough to fill it at those waits and ten for workers that die during one', () => {
    const policy = mailRetry({ mailRetryForMs: 48 * HOUR, mailRetryMaxDelayMs: HOUR });
    expect(policy.retryForMs).toBe(48 * HOUR);
    expect(policy.retryDelayMs?.(3, new Error('451'))).toBe(120_000);
    // 8 attempts over the first 63.5 minutes, then one an hour: 47 more fill the 48 hours.
    expect(policy.maxAttempts).toBe(8 + 47 + 10);
    expect(mailRetry({ mailRetryForMs: 3 * 60_000, mailRetryMaxDelayMs: 10_000 }).maxAttempts).toBe(1 + 18 + 10);
  });
});
