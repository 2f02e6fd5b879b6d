import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import type { RunningApp } from '../../bootstrap';
import type { JobKind } from '../../config/config.schema';
import { dataSourceOptions } from '../../database/data-source-options';
import { runMigrations } from '../../database/run-migrations';
import { createDatabase, dropDatabase } from '../../../test/test-database';
import { createTestApp } from '../../../test/test-app';
import { Metrics } from '../metrics/metrics.service';
import { Outbox } from './outbox.service';

/** Longer than a worker's sweep interval (2 s) with room to spare: a job a worker would take is taken by then. */
const SWEEPS = 5_000;

/** Jobs whose work finds nothing to do (their row is gone), so whichever worker takes one finishes it at once. */
const PAYLOADS: Record<JobKind, object> = {
  mail: {
    to: 'nobody@example.test',
    replyTo: 'nobody@example.test',
    subject: 'Worker queues',
    template: 'message',
    context: { paragraphs: ['A test message.'] },
    text: 'A test message.',
    messageId: '<worker-queues@example.test>',
  },
  'claim-mail': { dispatchId: 999_999_999 },
  'contact-mail': { messageId: 999_999_999 },
  'repair-order': { extractionId: '999999999' },
  'notification-mail': {
    to: 'nobody@example.test',
    subject: 'Worker queues',
    paragraphs: ['A test alert.'],
    text: 'A test alert.',
    messageId: '<worker-queues-alert@example.test>',
    unsubscribeUrl: 'http://localhost/api/notifications/unsubscribe?token=0.x',
  },
  'notification-push': { notification_id: 999_999_999, subscription_id: 999_999_999 },
};

/**
 * WORKER_QUEUES as deployed: worker processes (APP_ROLE=worker) on one database, each limited to
 * some job kinds, never take a job of another kind, however long it waits: not from their sweep,
 * nor (with Redis) when Bull hands them the wake-up of a job of another kind.
 */
describe.each([
  ['without Redis (the sweep finds the jobs)', {}],
  ['with Redis (Bull hands each worker every wake-up)', { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' }],
])('Workers limited by WORKER_QUEUES (integration), %s', (_case, redis: Record<string, string>) => {
  let database: { name: string; url: string };
  let dataSource: DataSource;
  const workers: RunningApp[] = [];

  const prefix = `dct-test-${randomUUID()}:`;
  const startWorker = async (queues: string) => {
    const worker = await createTestApp({ ...redis, REDIS_PREFIX: prefix, DATABASE_URL: database.url, APP_ROLE: 'worker', WORKER_QUEUES: queues });
    workers.push(worker);
    return worker;
  };
  /** Writes a job as an API process does, and wakes a worker through the queue (Bull with Redis: the only consumer is the running worker). */
  const addJob = async (kind: JobKind, waker: RunningApp) => {
    const [{ id }] = await dataSource.query<Array<{ id: string }>>('INSERT INTO outbox_jobs (kind, payload) VALUES ($1, $2) RETURNING id', [
      kind,
      JSON.stringify(PAYLOADS[kind]),
    ]);
    await waker.app.get(Outbox).wake(id);
    return id;
  };
  const stateOf = async (id: string) =>
    (await dataSource.query<Array<{ state: string; attempts: number }>>('SELECT state, attempts FROM outbox_jobs WHERE id = $1', [id]))[0];
  /** The kinds a worker ran, from its own metrics. */
  const kindsRunBy = async (worker: RunningApp) =>
    (await worker.app.get(Metrics).jobDuration.get()).values
      .filter((value) => value.metricName === 'dct_outbox_job_duration_seconds_count' && value.value > 0)
      .map((value) => value.labels.kind)
      .sort();

  beforeAll(async () => {
    // A database of its own: a worker sweeps every due job it can see.
    database = await createDatabase('dct_worker_queues');
    dataSource = new DataSource(dataSourceOptions(database.url, 2));
    await dataSource.initialize();
    await runMigrations(dataSource, { lock: false });
  });
  afterAll(async () => {
    for (const worker of workers) await worker.close();
    await dataSource.destroy();
    await dropDatabase(database.name);
  });

  it('a repair-order worker leaves mail jobs alone, and a mail worker leaves repair orders alone', async () => {
    const readers = await startWorker('repair-order');
    const before = {
      mail: await addJob('mail', readers),
      claim: await addJob('claim-mail', readers),
      contact: await addJob('contact-mail', readers),
      order: await addJob('repair-order', readers),
    };
    await sleep(SWEEPS);
    expect(await stateOf(before.order)).toEqual({ state: 'done', attempts: 1 });
    for (const id of [before.mail, before.claim, before.contact]) expect(await stateOf(id)).toEqual({ state: 'queued', attempts: 0 });
    expect(await kindsRunBy(readers)).toEqual(['repair-order']);

    const mailers = await startWorker('mail,claim-mail,contact-mail');
    await readers.close();
    workers.splice(workers.indexOf(readers), 1);
    const order = await addJob('repair-order', mailers);
    await sleep(SWEEPS);
    for (const id of [before.mail, before.claim, before.contact]) expect(await stateOf(id)).toEqual({ state: 'done', attempts: 1 });
    expect(await stateOf(order)).toEqual({ state: 'queued', attempts: 0 });

    expect(await kindsRunBy(mailers)).toEqual(['claim-mail', 'contact-mail', 'mail']);
  });
});
