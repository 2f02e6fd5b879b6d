import { setTimeout as sleep } from 'node:timers/promises';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/config.schema';
import { dataSourceOptions } from '../../database/data-source-options';
import { runMigrations } from '../../database/run-migrations';
import { createDatabase, dropDatabase } from '../../../test/test-database';
import { TcpProxy } from '../../../test/faults/tcp-proxy';
import type { JobQueue } from '../queue/job-queue';
import { LeaseLostError } from './job-lease';
import { JobRefusedError, Outbox, type OutboxKind } from './outbox.service';

/** A queue that carries nothing (the tests run jobs and sweeps themselves), or one that never answers. */
const quietQueue = (add: JobQueue['add'] = () => Promise.resolve()): JobQueue => ({ add, consume: () => undefined, drain: () => Promise.resolve() });
const workerConfig = { role: 'worker', workerQueues: undefined, shutdownGraceMs: 200, dispatchLeaseMs: 5_000 };

type Kind = Partial<OutboxKind<{ n: number }>> & Pick<OutboxKind<{ n: number }>, 'run'>;

describe(Outbox.name, () => {
  let dataSource: DataSource;
  let database: { name: string; url: string };
  const outboxes: Outbox[] = [];
  const dataSources: DataSource[] = [];

  /** A worker process's outbox, with its own handler for 'mail' jobs, on the spec's database unless given another way to it. */
  function worker(
    kind: Kind,
    { queue = quietQueue(), config = {}, through = dataSource }: { queue?: JobQueue; config?: object; through?: DataSource } = {},
  ): Outbox {
    const outbox = new Outbox(through, queue, { ...workerConfig, ...config } as unknown as AppConfig);
    outbox.declare<{ n: number }>('mail', kind);
    outboxes.push(outbox);
    return outbox;
  }
  /** The spec's database behind a proxy the test can cut, and a pool of its own on it. */
  async function cuttableDatabase(): Promise<{ proxy: TcpProxy; through: DataSource }> {
    const url = new URL(database.url);
    const proxy = new TcpProxy(Number(url.port || 5432), url.hostname);
    await proxy.start();
    url.port = String(proxy.port);
    const through = new DataSource(dataSourceOptions(url.toString(), 4));
    await through.initialize();
    dataSources.push(through);
    proxies.push(proxy);
    return { proxy, through };
  }
  const proxies: TcpProxy[] = [];
  /** Runs the job on `holder` while another worker sweeps: `times` sweeps, `everyMs` apart. */
  async function runWhileSwept(holder: Outbox, id: string, sweeper: Outbox, times: number, everyMs: number): Promise<void> {
    const work = holder.run(id);
    for (let sweep = 0; sweep < times; sweep += 1) {
      await sleep(everyMs);
      await sweeper.sweep();
    }
    await work;
  }
  const jobRow = async (id: string) =>
    (
      await dataSource.query<
        Array<{ state: string; attempts: number; payload: unknown; last_error: string | null; lease_until: Date | null; next_attempt_at: Date }>
      >('SELECT state, attempts, payload, last_error, lease_until, next_attempt_at FROM outbox_jobs WHERE id = $1', [id])
    )[0];
  /** The job ran once, and is done at its first attempt. */
  async function expectDoneOnce(id: string, runs: number): Promise<void> {
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 1 });
  }

  beforeAll(async () => {
    // The failures these tests cause on purpose would fill the output.
    Logger.overrideLogger(false);
    database = await createDatabase('dct_outbox');
    dataSource = new DataSource(dataSourceOptions(database.url, 6));
    await dataSource.initialize();
    await runMigrations(dataSource, { lock: false });
  });
  afterEach(async () => {
    for (const outbox of outboxes.splice(0)) outbox.stopTaking();
    for (const proxy of proxies.splice(0)) await proxy.stop();
    for (const through of dataSources.splice(0)) await through.destroy().catch(() => undefined);
    await dataSource.query('DELETE FROM outbox_jobs');
  });
  afterAll(async () => {
    await dataSource.destroy();
    await dropDatabase(database.name);
  });

  it('runs a job once though two workers are woken for it at once', async () => {
    let runs = 0;
    const slow = { run: async () => void ((runs += 1), await sleep(200)) };
    const [a, b] = [worker(slow), worker(slow)];
    const id = await a.add('mail', { n: 1 });
    await Promise.all([a.run(id), b.run(id), a.run(id), b.sweep()]);
    await expectDoneOnce(id, runs);
  });

  it('renews the lease while a job runs longer than it, so no other worker takes it', async () => {
    let runs = 0;
    const shortLease = { config: { dispatchLeaseMs: 300 } };
    const a = worker({ run: async () => void ((runs += 1), await sleep(1_500)) }, shortLease);
    const b = worker({ run: () => Promise.resolve(void (runs += 1)) }, shortLease);
    const id = await a.add('mail', { n: 2 });
    await runWhileSwept(a, id, b, 12, 100);
    await expectDoneOnce(id, runs);
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
    const a = worker({ run: () => Promise.resolve(void (runs += 1)) }, { queue: stuck });
    const started = performance.now();
    const id = await a.add('mail', { n: 6 });
    expect(performance.now() - started).toBeLessThan(2_000);
    await a.sweep();
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: 'done' });
  });

  it('gives up a job whose worker died during its last attempt, and tells the kind, so no job stays running', async () => {
    const failures: Array<{ error: string; final: boolean }> = [];
    let runs = 0;
    const b = worker({
      maxAttempts: 3,
      run: () => Promise.resolve(void (runs += 1)),
      failed: (_manager, _payload, _job, error, final) => Promise.resolve(void failures.push({ error, final })),
    });
    const id = await b.add('mail', { n: 9 });
    // As a worker killed during the third and last attempt leaves it.
    await dataSource.query(`UPDATE outbox_jobs SET state = 'running', attempts = 3, lease_until = now() - interval '1 second' WHERE id = $1`, [id]);
    await b.sweep();
    expect(runs).toBe(0);
    expect(await jobRow(id)).toMatchObject({ state: 'dead', attempts: 3, last_error: 'The worker died during its last attempt (3 of 3)', lease_until: null });
    expect(failures).toEqual([{ error: 'The worker died during its last attempt (3 of 3)', final: true }]);
  });

  it('says in the job, while another worker runs it, that its last worker stopped renewing the lease', async () => {
    let finish: () => void = () => undefined;
    const b = worker({ run: () => new Promise<void>((resolve) => (finish = resolve)) });
    const id = await b.add('mail', { n: 10 });
    await dataSource.query(`UPDATE outbox_jobs SET state = 'running', attempts = 1, lease_until = now() - interval '1 second' WHERE id = $1`, [id]);
    const sweeping = b.sweep();
    await sleep(300);
    expect(await jobRow(id)).toMatchObject({
      state: 'running',
      attempts: 2,
      last_error: 'The worker of attempt 1 stopped renewing its lease (it died or lost the database); taken over',
    });
    finish();
    await sweeping;
    expect(await jobRow(id)).toMatchObject({ state: 'done', last_error: null });
  });

  it('retries a job with a retry window until it is older than the window, then gives it up at its next failure', async () => {
    const failures: boolean[] = [];
    const a = worker({
      maxAttempts: 1_000,
      retryForMs: 60 * 60_000,
      retryDelayMs: () => 0,
      run: () => Promise.reject(new Error('451 try later')),
      failed: (_manager, _payload, _job, _error, final) => Promise.resolve(void failures.push(final)),
    });
    const id = await a.add('mail', { n: 11 });
    await a.run(id);
    await a.sweep();
    expect(await jobRow(id)).toMatchObject({ state: 'failed', attempts: 2 });
    // Written an hour and a second ago: the window is over, and the next failure is the last.
    await dataSource.query(`UPDATE outbox_jobs SET created_at = now() - interval '3601 seconds' WHERE id = $1`, [id]);
    await a.sweep();
    expect(await jobRow(id)).toMatchObject({ state: 'dead', attempts: 3, last_error: '451 try later' });
    expect(failures).toEqual([false, false, true]);
  });

  it('stops a job whose lease it cannot renew (the database cut off) before the lease can lapse', async () => {
    const { proxy, through } = await cuttableDatabase();
    // Long enough that a timer firing late on a busy machine (CI measured 655 ms) still leaves the
    // fence clearly before the lapse, and a fence armed at the full lease clearly after it.
    const leaseMs = 6_000;
    let stopped: { at: number; reason: unknown } | undefined;
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => (started = resolve));
    const a = worker(
      {
        run: (_payload, job) =>
          new Promise<void>((_resolve, reject) => {
            started();
            job.signal.addEventListener('abort', () => {
              stopped = { at: Date.now(), reason: job.signal.reason };
              reject(job.signal.reason as Error);
            });
          }),
      },
      { config: { dispatchLeaseMs: leaseMs }, through },
    );
    const id = await a.add('mail', { n: 12 });
    const work = a.run(id);
    await running;
    await sleep(2_400);
    // The heartbeat has renewed the lease by now; from the cut on nothing renews it.
    proxy.set('reset');
    await work;
    // Read after the work stopped: the last lease that was renewed, whenever its answer came.
    const { lease_until: leaseUntil } = await jobRow(id);
    expect(stopped?.reason).toBeInstanceOf(LeaseLostError);
    // Stopped a third of a lease (a heartbeat, 2 s) before anyone else may take the job, give or
    // take a timer firing up to 1.5 s late (a fence armed at the full lease would leave nothing).
    expect((leaseUntil as Date).getTime() - (stopped?.at ?? Infinity)).toBeGreaterThan(leaseMs / 3 - 1_500);
  });

  it('records a job done once the database is back, rather than running it again', async () => {
    const { proxy, through } = await cuttableDatabase();
    let runs = 0;
    const a = worker(
      {
        run: () => {
          runs += 1;
          // The work is done just as the database goes away for a second and a half.
          proxy.set('reset');
          setTimeout(() => proxy.set('pass'), 1_500);
          return Promise.resolve();
        },
      },
      { config: { dispatchLeaseMs: 3_000 }, through },
    );
    const b = worker({ run: () => Promise.resolve(void (runs += 1)) }, { config: { dispatchLeaseMs: 3_000 } });
    const id = await a.add('mail', { n: 13 });
    // Another worker looks meanwhile: the lease still holds.
    await runWhileSwept(a, id, b, 8, 500);
    await expectDoneOnce(id, runs);
  });

  it('on stopping, lets the jobs it runs finish within the grace period, then stops the rest and hands them on at once without counting the attempt', async () => {
    const failures: Array<{ error: string; final: boolean }> = [];
    let stoppedBySignal = false;
    const a = worker(
      {
        maxAttempts: 2,
        run: (payload, job) =>
          payload.n === 14
            ? sleep(100)
            : new Promise<void>((_resolve, reject) =>
                job.signal.addEventListener('abort', () => {
                  stoppedBySignal = true;
                  reject(new Error('connection closed'));
                }),
              ),
        failed: (_manager, _payload, _job, error, final) => Promise.resolve(void failures.push({ error, final })),
      },
      { config: { shutdownGraceMs: 500, dispatchLeaseMs: 60_000 } },
    );
    const quick = await a.add('mail', { n: 14 });
    const slow = await a.add('mail', { n: 15 });
    // Its last attempt: stopping must not give it up.
    await dataSource.query(`UPDATE outbox_jobs SET attempts = 1 WHERE id = $1`, [slow]);
    const running = [a.run(quick), a.run(slow)];
    await sleep(50);
    const started = performance.now();
    await a.beforeApplicationShutdown();
    expect(performance.now() - started).toBeLessThan(2_000);
    await Promise.all(running);
    expect(await jobRow(quick)).toMatchObject({ state: 'done' });
    expect(stoppedBySignal).toBe(true);
    const row = await jobRow(slow);
    expect(row).toMatchObject({ state: 'failed', attempts: 1, lease_until: null, last_error: expect.stringContaining('The worker stopped') });
    expect(row.next_attempt_at.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    expect(failures).toEqual([{ error: expect.stringContaining('The worker stopped') as string, final: false }]);
  });
});
