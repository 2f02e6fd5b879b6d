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

  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    body = new PassThrough();
    expired = jest.fn();
  });
  afterEach(() => jest.useRealTimers());

  it('runs out once when no byte comes for the idle time', () => {
    watch();
    jest.advanceTimersByTime(999);
    expect(expired).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    jest.advanceTimersByTime(20_000);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('starts the idle time again with each byte', async () => {
    watch();
    for (let i = 0; i < 5; i += 1) {
      jest.advanceTimersByTime(800);
      body.write('x');
      await settle();
    }
    jest.advanceTimersByTime(999);
    expect(expired).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('does not blame the client while its reader has paused the body', async () => {
    watch();
    body.pause();
    jest.advanceTimersByTime(5_000);
    expect(expired).not.toHaveBeenCalled();
    body.resume();
    await settle();
    jest.advanceTimersByTime(1_000);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('runs out at the whole-body deadline, bytes or not', async () => {
    watch();
    for (let elapsed = 0; elapsed < 9_500; elapsed += 500) {
      jest.advanceTimersByTime(500);
      body.write('x');
      await settle();
    }
    expect(expired).not.toHaveBeenCalled();
    jest.advanceTimersByTime(500);
    expect(expired).toHaveBeenCalledTimes(1);
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
