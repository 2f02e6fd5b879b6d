import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../../config/config.schema';
import { WorkerPool, WorkerTaskError } from './worker-pool.service';
import { workerTask } from './worker-task';

/** A task that holds its thread for `ms` milliseconds of CPU, as a PDF being counted does. */
const dir = mkdtempSync(join(tmpdir(), 'worker-pool-'));
const file = join(dir, 'spin.task.js');
writeFileSync(file, 'exports.spin = (ms) => { const end = Date.now() + ms; while (Date.now() < end); return ms; };\n');

const poolWith = (threads: number) => new WorkerPool({ workerThreads: threads, workerMemoryMb: 64 } as AppConfig);
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: unknown) => (error instanceof WorkerTaskError ? error.failure : String(error)),
  );

describe('WorkerPool', () => {
  let pool: WorkerPool;
  afterEach(() => pool.onApplicationShutdown());

  it('starts a task’s time limit when it gets a thread, so tasks waiting behind others are not refused', async () => {
    pool = poolWith(1);
    const task = workerTask<number, number>(file, 'spin', 1_000);
    // Six tasks of 400 ms on one thread: the last waits 2 s, twice its own limit, and still answers.
    const answers = await Promise.all(Array.from({ length: 6 }, () => pool.run(task, 400)));
    expect(answers).toEqual([400, 400, 400, 400, 400, 400]);
    expect(pool.stats).toMatchObject({ running: 0, queued: 0 });
  });

  it('ends a task that runs past its limit, and the next waiting task still gets a thread', async () => {
    pool = poolWith(1);
    const slow = pool.run(workerTask<number, number>(file, 'spin', 200), 5_000);
    const next = pool.run(workerTask<number, number>(file, 'spin', 1_000), 10);
    expect(await failureOf(slow)).toBe('timeout');
    expect(await next).toBe(10);
  });

  it('refuses at once as busy when too many tasks are waiting, and the others finish', async () => {
    pool = poolWith(1);
    const task = workerTask<number, number>(file, 'spin', 5_000);
    const accepted = Array.from({ length: 65 }, () => pool.run(task, 5));
    expect(await failureOf(pool.run(task, 5))).toBe('busy');
    expect(await Promise.all(accepted)).toHaveLength(65);
  });

  it('runs as many tasks at once as it has threads', async () => {
    pool = poolWith(2);
    const task = workerTask<number, number>(file, 'spin', 5_000);
    const running = [pool.run(task, 300), pool.run(task, 300), pool.run(task, 300)];
    expect(pool.stats).toMatchObject({ running: 2, queued: 1 });
    await Promise.all(running);
  });
});
