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

  it('starts the idle time again with each byte', async () => {
    watch();
    await trickle(800, 5);
    expectExpiryIn(1_000);
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

  it('runs out at the whole-body deadline, bytes or not', async () => {
    watch();
    await trickle(500, 19);
    expectExpiryIn(500);
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
