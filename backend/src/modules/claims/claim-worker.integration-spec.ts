import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import type { ClaimDetail } from '@dct/contracts';
import type { RunningApp } from '../../bootstrap';
import { dataSourceOptions } from '../../database/data-source-options';
import { runMigrations } from '../../database/run-migrations';
import { FakeSmtpServer } from '../../testing/fake-smtp-server';
import { createDatabase, dropDatabase } from '../../../test/test-database';
import { createClaim, createOwner, createTestApp, mailOfClaim, type SignedInOwner } from '../../../test/test-app';
import { Outbox } from '../../infra/outbox/outbox.service';
import { until } from '../../../test/until';

const WORKER = join(__dirname, '..', '..', '..', 'dist', 'worker.js');

/** A database of this spec's own: a worker process sweeps every undelivered mail it can see. */
async function ownDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const { name, url } = await createDatabase('dct_worker');
  const dataSource = new DataSource(dataSourceOptions(url, 1));
  await dataSource.initialize();
  await runMigrations(dataSource, { lock: false });
  await dataSource.destroy();
  return { url, drop: () => dropDatabase(name) };
}

/**
 * The outbox with separate processes, as deployed: an API-only instance writes the dispatch, Bull
 * on Redis carries the job, and `npm run start:worker` processes (the compiled worker) deliver it.
 */
describe('Claim delivery by worker processes (integration)', () => {
  const smtp = new FakeSmtpServer();
  const env: Record<string, string> = {};
  let api: RunningApp;
  let owner: SignedInOwner;
  const workers: ChildProcess[] = [];
  let database: Awaited<ReturnType<typeof ownDatabase>>;

  const startWorker = () => {
    const worker = spawn(process.execPath, [WORKER], {
      env: { ...process.env, ...env, APP_ROLE: 'worker', DATA_DIR: mkdtempSync(join(tmpdir(), 'dct-worker-')), LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    });
    workers.push(worker);
    return worker;
  };
  const dispatchesOf = (claimId: number) =>
    api.app.get(DataSource).query('SELECT state, attempts, message_id FROM claim_dispatches WHERE claim_id = $1', [claimId]);

  beforeAll(async () => {
    if (!existsSync(WORKER)) throw new Error(`${WORKER} is missing: build the backend first (npm run build -w @dct/backend)`);
    database = await ownDatabase();
    Object.assign(env, {
      DATABASE_URL: database.url,
      MIGRATIONS_RUN: 'false',
      NODE_ENV: 'test',
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `dct-test-${randomUUID()}:`,
      SMTP_URL: await smtp.start(),
      DISPATCH_LEASE_SECONDS: '4',
      SMTP_TIMEOUT_SECONDS: '3',
    });
    api = await createTestApp({ ...env, APP_ROLE: 'api' });
    owner = await createOwner(api, 'worker');
  });
  afterAll(async () => {
    for (const worker of workers) worker.kill('SIGKILL');
    const running = workers.filter((worker) => worker.exitCode === null && worker.signalCode === null);
    await Promise.all(running.map((worker) => new Promise((resolve) => worker.once('exit', resolve))));
    await api.close();
    await smtp.stop();
    await database.drop();
  });

  it('mails a claim once though its worker is killed mid-send and another takes over', async () => {
    smtp.hold = true;
    const claim = await createClaim(owner);
    await owner.agent.post(`/api/claims/${claim.id}/send`).expect(202);
    const first = startWorker();
    await until('the first worker to reach the mail server', () => smtp.heldCount > 0, 30_000);
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    expect(await dispatchesOf(claim.id)).toEqual([expect.objectContaining({ state: 'sending', attempts: 1 })]);
    // The process's exit and its socket's reset reach this process as separate events: answer the
    // held message only once the server has seen the client go (a message whose client went is not sent).
    await until('the server to see the killed worker disconnect', () => smtp.openSessions === 0, 30_000);

    smtp.release();
    await new Promise((resolve) => setTimeout(resolve, 4_200)); // the dead worker's lease runs out
    startWorker();
    const [dispatch] = await until(
      'the claim to be delivered',
      async () => {
        const rows = (await dispatchesOf(claim.id)) as Array<{ state: string; message_id: string }>;
        return rows[0]?.state === 'delivered' ? rows : undefined;
      },
      30_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0].messageId).toBe(dispatch.message_id);
    const detail = (await owner.agent.get(`/api/claims/${claim.id}`).expect(200)).body as ClaimDetail;
    expect(detail.delivery).toMatchObject({ state: 'delivered', attempts: 2 });
  });
});

describe('The one window an outbox cannot close (integration)', () => {
  const smtp = new FakeSmtpServer();
  let running: RunningApp;
  beforeAll(async () => {
    running = await createTestApp({ SMTP_URL: await smtp.start(), DISPATCH_LEASE_SECONDS: '4', SMTP_TIMEOUT_SECONDS: '3' });
  });
  afterAll(async () => {
    await running.close();
    await smtp.stop();
  });

  it('sends a duplicate with the same Message-ID when a worker dies after the server accepted, before it recorded so', async () => {
    const owner = await createOwner(running, 'window');
    const claim = await createClaim(owner);
    await owner.agent.post(`/api/claims/${claim.id}/send`).expect(202);
    const ofClaim = mailOfClaim(claim.id);
    await smtp.waitForMatching(ofClaim);
    const dataSource = running.app.get(DataSource);
    const stateOf = async () =>
      (await dataSource.query<Array<{ state: string }>>(`SELECT state FROM claim_dispatches WHERE claim_id = $1`, [claim.id]))[0]?.state;
    await until('delivery to be recorded', async () => (await stateOf()) === 'delivered', 30_000);
    // As if the worker had died right after the server's 250: the dispatch says "sending", its job is held by nobody.
    await dataSource.query(`UPDATE claim_dispatches SET state = 'sending' WHERE claim_id = $1`, [claim.id]);
    await dataSource.query(
      `UPDATE outbox_jobs SET state = 'running', lease_until = now() - interval '1 second', finished_at = NULL
       WHERE kind = 'claim-mail' AND (payload->>'dispatchId')::int IN (SELECT id FROM claim_dispatches WHERE claim_id = $1)`,
      [claim.id],
    );
    await running.app.get(Outbox).sweep();
    const [first, again] = await smtp.waitForMatching(ofClaim, 2);
    expect(again.messageId).toBe(first.messageId);
  });
});
