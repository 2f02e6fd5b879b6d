import { setTimeout as sleep } from 'node:timers/promises';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/config.schema';
import { dataSourceOptions } from '../../database/data-source-options';
import { runMigrations } from '../../database/run-migrations';
import { createDatabase, dropDatabase } from '../../../test/test-database';
import type { JobQueue } from '../queue/job-queue';
import { JobRefusedError, Outbox, type OutboxKind } from './outbox.service';

/** A queue that carries nothing (the tests run jobs and sweeps themselves), or one that never answers. */
const quietQueue = (add: JobQueue['add'] = () => Promise.resolve()): JobQueue => ({ add, consume: () => undefined, drain: () => Promise.resolve() });
const workerConfig = { role: 'worker', workerQueues: undefined, shutdownGraceMs: 200 } as unknown as AppConfig;

describe(Outbox.name, () => {
  let dataSource: DataSource;
  let name: string;
  const outboxes: Outbox[] = [];

  /** A worker process's outbox, with its own handler for 'mail' jobs. */
  function worker(kind: Partial<OutboxKind<{ n: number }>> & Pick<OutboxKind<{ n: number }>, 'run'>, queue = quietQueue()): Outbox {
    const outbox = new Outbox(dataSource, queue, workerConfig);
    outbox.declare<{ n: number }>('mail', { leaseMs: 5_000, ...kind });
    outboxes.push(outbox);
    return outbox;
  }
  const jobRow = async (id: string) =>
    (
      await dataSource.query<Array<{ state: string; attempts: number; payload: unknown; last_error: string | null; lease_until: Date | null }>>(
        'SELECT state, attempts, payload, last_error, lease_until FROM outbox_jobs WHERE id = $1',
        [id],
      )
    )[0];

  beforeAll(async () => {
    // The failures these tests cause on purpose would fill the output.
    Logger.overrideLogger(false);
    const database = await createDatabase('dct_outbox');
    name = database.name;
    dataSource = new DataSource(dataSourceOptions(database.url, 6));
    await dataSource.initialize();
    await runMigrations(dataSource, { lock: false });
  });
  afterEach(async () => {
    for (const outbox of outboxes.splice(0)) outbox.stopTaking();
    await dataSource.query('DELETE FROM outbox_jobs');
  });
  afterAll(async () => {
    await dataSource.destroy();
    await dropDatabase(name);
  });

  it('runs a job once though two workers are woken for it at once', async () => {
    let runs = 0;
    const slow = { run: async () => void ((runs += 1), await sleep(200)) };
    const [a, b] = [worker(slow), worker(slow)];
    const id = await a.add('mail', { n: 1 });
    await Promise.all([a.run(id), b.run(id), a.run(id), b.sweep()]);
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('renews the lease while a job runs longer than it, so no other worker takes it', async () => {
    let runs = 0;
    const a = worker({ leaseMs: 300, run: async () => void ((runs += 1), await sleep(1_500)) });
    const b = worker({ leaseMs: 300, run: () => Promise.resolve(void (runs += 1)) });
    const id = await a.add('mail', { n: 2 });
    const running = a.run(id);
    for (let sweep = 0; sweep < 12; sweep += 1) {
      await sleep(100);
      await b.sweep();
    }
    await running;
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('takes over a job whose worker died holding it, once its lease has run out', async () => {
    let runs = 0;
    const b = worker({ run: () => Promise.resolve(void (runs += 1)) });
    const id = await b.add('mail', { n: 3 });
    // As a worker killed mid-job leaves it: running, its lease about to end.
    await dataSource.query(`UPDATE outbox_jobs SET state = 'running', attempts = 1, lease_until = now() + interval '300 milliseconds' WHERE id = $1`, [id]);
    await b.sweep();
    expect(runs).toBe(0);
    await sleep(400);
    await b.sweep();
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('retries a failing job, records each failure, and gives it up after its last attempt', async () => {
    const failures: Array<{ error: string; final: boolean }> = [];
    const a = worker({
      maxAttempts: 3,
      retryDelayMs: () => 0,
      run: () => Promise.reject(new Error('451 try later')),
      failed: (_manager, _payload, _job, error, final) => Promise.resolve(void failures.push({ error, final })),
    });
    const id = await a.add('mail', { n: 4 });
    await a.run(id);
    expect(await jobRow(id)).toMatchObject({ state: 'failed', attempts: 1, last_error: '451 try later' });
    await a.sweep();
    await a.sweep();
    await a.sweep();
    expect(await jobRow(id)).toMatchObject({ state: 'dead', attempts: 3 });
    expect(failures).toEqual([
      { error: '451 try later', final: false },
      { error: '451 try later', final: false },
      { error: '451 try later', final: true },
    ]);
  });

  it('gives a job up at once when its handler says retrying cannot help, and passes each failure to the retry delay', async () => {
    const failures: Array<{ error: string; final: boolean }> = [];
    const delays: Array<[number, string]> = [];
    const errors: Error[] = [new Error('503 busy'), new JobRefusedError('403 refused')];
    const a = worker({
      maxAttempts: 5,
      retryDelayMs: (attempts, error) => (delays.push([attempts, (error as Error).message]), 0),
      run: () => Promise.reject(errors.shift() ?? new Error('no more failures')),
      failed: (_manager, _payload, _job, error, final) => Promise.resolve(void failures.push({ error, final })),
    });
    const id = await a.add('mail', { n: 8 });
    await a.run(id);
    await a.sweep();
    expect(await jobRow(id)).toMatchObject({ state: 'dead', attempts: 2, last_error: '403 refused' });
    expect(failures).toEqual([
      { error: '503 busy', final: false },
      { error: '403 refused', final: true },
    ]);
    expect(delays[0]).toEqual([1, '503 busy']);
  });

  it('writes the record of what was done in the transaction that marks the job done', async () => {
    await dataSource.query('CREATE TABLE IF NOT EXISTS outbox_spec_records (n integer)');
    const a = worker({
      scrubWhenDone: true,
      run: () => Promise.resolve(),
      done: async (manager, { n }) => void (await manager.query('INSERT INTO outbox_spec_records (n) VALUES ($1)', [n])),
    });
    const id = await a.add('mail', { n: 5 });
    await a.run(id);
    expect(await dataSource.query('SELECT n FROM outbox_spec_records')).toEqual([{ n: 5 }]);
    // The payload (it may hold a one-time link) is cleared once the job is done.
    expect(await jobRow(id)).toMatchObject({ state: 'done', payload: {} });
  });

  it('accepts a job at once when the queue does not answer, and the sweep runs it', async () => {
    let runs = 0;
    const stuck = quietQueue(() => new Promise<void>(() => undefined));
    const a = worker({ run: () => Promise.resolve(void (runs += 1)) }, stuck);
    const started = performance.now();
    const id = await a.add('mail', { n: 6 });
    expect(performance.now() - started).toBeLessThan(2_000);
    await a.sweep();
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: 'done' });
  });

  it('releases the job it holds when it stops, so another worker takes it at once', async () => {
    let finish: () => void = () => undefined;
    const a = worker({ leaseMs: 60_000, run: () => new Promise<void>((resolve) => (finish = resolve)) });
    const id = await a.add('mail', { n: 7 });
    const running = a.run(id);
    await sleep(100);
    await a.beforeApplicationShutdown();
    const row = await jobRow(id);
    expect(row.state).toBe('running');
    expect((row.lease_until as Date).getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    finish();
    await running;
  });
});
