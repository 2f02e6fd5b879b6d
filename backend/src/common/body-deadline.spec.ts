import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { watchBodyDeadline } from './body-deadline';

describe(watchBodyDeadline.name, () => {
  const deadlines = { bodyTimeoutMs: 10_000, idleTimeoutMs: 1_000 };
  let body: PassThrough;
  let expired: jest.Mock;
  /** Lets the stream deliver what was written (its events come on the next turns). */
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const watch = () => watchBodyDeadline(body as unknown as IncomingMessage, deadlines, expired);
  /** A byte every `stepMs`, `times` times. */
  async function trickle(stepMs: number, times: number) {
    for (let i = 0; i < times; i += 1) {
      jest.advanceTimersByTime(stepMs);
      body.write('x');
      await settle();
    }
  }
  /** Not run out a millisecond before `ms` from now, and run out once at it. */
  function expectExpiryIn(ms: number) {
    jest.advanceTimersByTime(ms - 1);
    expect(expired).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(expired).toHaveBeenCalledTimes(1);
  }

  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    body = new PassThrough();
    expired = jest.fn();
  });
  afterEach(() => jest.useRealTimers());

  it('runs out once when no byte comes for the idle time', () => {
    watch();
    expectExpiryIn(1_000);
    jest.advanceTimersByTime(20_000);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  // A byte every stepMs, `times` times; then how long until it runs out.
  it.each([
    { name: 'starts the idle time again with each byte', stepMs: 800, times: 5, expiresInMs: 1_000 },
    { name: 'runs out at the whole-body deadline, bytes or not', stepMs: 500, times: 19, expiresInMs: 500 },
  ])('$name', async ({ stepMs, times, expiresInMs }) => {
    watch();
    await trickle(stepMs, times);
    expectExpiryIn(expiresInMs);
  });

  it('does not blame the client while its reader has paused the body', async () => {
    watch();
    body.pause();
    jest.advanceTimersByTime(5_000);
    expect(expired).not.toHaveBeenCalled();
    body.resume();
    await settle();
    expectExpiryIn(1_000);
  });

  it('stops when the body ends, or when told', async () => {
    watch();
    body.end('the last bytes');
    await settle();
    jest.advanceTimersByTime(20_000);
    body = new PassThrough();
    const stop = watch();
    stop();
    jest.advanceTimersByTime(20_000);
    expect(expired).not.toHaveBeenCalled();
    expect(body.listenerCount('data')).toBe(0);
  });
});
