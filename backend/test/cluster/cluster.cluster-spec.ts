import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { validVehicleInput, validVisitInput } from '@dct/contracts/testing';
import { FakeSmtpServer } from '../../src/testing/fake-smtp-server';
import { AppProcess, OwnPostgres, OwnRedis, Owner, baseEnv, freePort, query, tally, uniqueVin, until } from '../faults/harness';

/**
 * The product as a cluster, on loopback: its own PostgreSQL and Redis, nginx (Debian's package)
 * balancing two API processes, and two workers taking different queues. Under steady load from a
 * process of its own, the APIs are restarted one at a time (SIGTERM, wait, start) with no failed
 * request; then claims are sent with one worker, with two, and with one of two killed mid-sends,
 * every claim delivered once to the SMTP sink.
 */

jest.setTimeout(600_000);

const LEASE_SECONDS = 6;
const LOAD_CONNECTIONS = 8;
const LOAD = join(__dirname, 'load.mjs');

/** The workers' queues: both send claims, so either can take over the other's; the rest is split. */
const WORKER_QUEUES = ['claim-mail,mail,contact-mail', 'claim-mail,repair-order'];

/** nginx in front of the APIs, from a configuration of the test's own (no system files touched). */
class Nginx {
  readonly dir = mkdtempSync(join(tmpdir(), 'dct-cluster-nginx-'));
  port = 0;
  private process?: ChildProcess;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(upstreams: number[]): Promise<void> {
    this.port = await freePort();
    const asRoot = process.getuid?.() === 0;
    // No upstream keep-alive (nginx's default, HTTP/1.0 to the APIs): a stopping API refuses new
    // connections, which nginx passes to the other API, for POSTs too since nothing was sent yet.
    // max_fails=0: a restarted API is used again at once.
    const config = `
${asRoot ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${this.dir}/nginx.pid;
error_log ${this.dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${this.dir}/body;
  proxy_temp_path ${this.dir}/proxy;
  fastcgi_temp_path ${this.dir}/fastcgi;
  uwsgi_temp_path ${this.dir}/uwsgi;
  scgi_temp_path ${this.dir}/scgi;
  upstream api {
${upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${this.port};
    client_max_body_size 60m;
    location / {
      proxy_pass http://api;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;
    writeFileSync(join(this.dir, 'nginx.conf'), config);
    const check = spawnSync('nginx', ['-t', '-p', this.dir, '-c', join(this.dir, 'nginx.conf')], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx refused its configuration: ${check.stderr}`);
    this.process = spawn('nginx', ['-p', this.dir, '-c', join(this.dir, 'nginx.conf')], { stdio: 'ignore' });
    await until('nginx to answer', () =>
      fetch(`${this.url}/api/health`).then(
        (response) => response.ok,
        () => false,
      ),
    );
  }

  async stop(): Promise<void> {
    const process = this.process;
    if (process && process.exitCode === null) {
      const exited = new Promise((resolve) => process.once('exit', resolve));
      process.kill('SIGQUIT');
      await exited;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }

  get errors(): string {
    try {
      return readFileSync(join(this.dir, 'error.log'), 'utf8').slice(-2_000);
    } catch {
      return '';
    }
  }
}

interface LoadResult {
  requests: number;
  failed: number;
  examples: string[];
  statuses: Record<string, number>;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/** The load process: started against the proxy, stopped by closing its input; answers its summary. */
function startLoad(base: string, cookie: string): { stop(): Promise<LoadResult> } {
  const child = spawn(process.execPath, [LOAD, base, cookie, String(LOAD_CONNECTIONS)], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    async stop() {
      child.stdin.end();
      await exited;
      return JSON.parse(output.trim()) as LoadResult;
    },
  };
}

const report: string[] = [];
afterAll(() => {
  process.stdout.write(`\nCluster (nginx, 2 APIs, 2 workers, PostgreSQL, Redis on loopback):\n  ${report.join('\n  ')}\n`);
});

describe('the cluster', () => {
  const postgres = new OwnPostgres();
  const redis = new OwnRedis();
  const smtp = new FakeSmtpServer();
  const nginx = new Nginx();
  let apis: AppProcess[] = [];
  let workers: AppProcess[] = [];
  let databaseUrl = '';
  let owner: Owner;

  beforeAll(async () => {
    await postgres.init();
    await redis.start();
    databaseUrl = postgres.url();
    const env = baseEnv({
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      SMTP_URL: await smtp.start(),
      DISPATCH_LEASE_SECONDS: String(LEASE_SECONDS),
      SMTP_TIMEOUT_SECONDS: '5',
      TRUST_PROXY: 'loopback',
      // Every API must sign sessions with the same secret (unset, each would make its own in its DATA_DIR).
      SESSION_SECRET: 'cluster-session-secret-of-at-least-32-characters',
    });
    // The first API migrates the database; the others start on it (MIGRATIONS_RUN=false), as the chart runs them.
    apis = [new AppProcess('api 1', { ...env, APP_ROLE: 'api' }), new AppProcess('api 2', { ...env, APP_ROLE: 'api', MIGRATIONS_RUN: 'false' })];
    await apis[0].start();
    await apis[1].start();
    workers = WORKER_QUEUES.map(
      (queues, index) => new AppProcess(`worker ${index + 1}`, { ...env, APP_ROLE: 'worker', WORKER_QUEUES: queues, MIGRATIONS_RUN: 'false' }),
    );
    await Promise.all(workers.map((worker) => worker.start()));
    await nginx.start(apis.map((api) => api.port));
    owner = new Owner(() => nginx.url);
    await owner.register('cluster');
  });

  afterAll(async () => {
    await Promise.all([...apis, ...workers].map((app) => app.kill('SIGKILL')));
    await nginx.stop();
    await redis.stop();
    await smtp.stop();
    postgres.destroy();
  });

  it('answers every request through the proxy while the APIs restart one at a time', async () => {
    const cookie = owner.session;
    // Steady load alone first, for the rate the proxy gives with both APIs up.
    const steady = startLoad(nginx.url, cookie);
    await sleep(8_000);
    const before = await steady.stop();

    const load = startLoad(nginx.url, cookie);
    await sleep(2_000);
    const restarts: string[] = [];
    for (const api of apis) {
      const started = performance.now();
      const { exitMs, code } = await api.kill('SIGTERM');
      await api.start();
      restarts.push(`${api.name} exited ${code} in ${(exitMs / 1000).toFixed(1)} s, back in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      await sleep(2_000);
    }
    const during = await load.stop();
    report.push(
      `steady load, ${LOAD_CONNECTIONS} connections (4 reads to 1 write): ${before.perSecond.toFixed(0)} requests/s, p50 ${before.p50} ms, p99 ${before.p99} ms, ${before.failed} failed of ${before.requests}`,
    );
    report.push(
      `rolling restart of both APIs under that load: ${during.requests} requests, ${during.failed} failed, ${during.perSecond.toFixed(0)} requests/s, p99 ${during.p99} ms (${restarts.join('; ')})`,
    );
    if (during.failed > 0) process.stdout.write(`${JSON.stringify(during.examples)}\n${nginx.errors}\n${apis.map((api) => api.log).join('\n')}`);
    expect(before.failed).toBe(0);
    expect(during.failed).toBe(0);
    expect(Object.keys(during.statuses).sort()).toEqual(['200', '201']);
  });

  /** Draft claims of the owner, a new visit each; sends them all and waits for every mail. */
  async function sendAndDeliver(count: number, during?: (delivered: () => number) => Promise<void>) {
    const vehicle = await owner.json<{ id: number }>('POST', '/api/vehicles', validVehicleInput({ vin: uniqueVin() }));
    const dealer = await owner.json<{ id: number }>('POST', '/api/dealers', { name: `Cluster ${count} Motors`, email: 'service@cluster.example' });
    const claimIds: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const visit = await owner.json<{ id: number }>('POST', '/api/visits', validVisitInput(vehicle.id, dealer.id));
      claimIds.push((await owner.json<{ id: number }>('POST', '/api/claims', { visit_id: visit.id, ask_amount: 100 + index })).id);
    }
    const started = performance.now();
    const statuses = await Promise.all(claimIds.map((id) => owner.call('POST', `/api/claims/${id}/send`).then((response) => response.status)));
    const rows = await query<{ message_id: string }>(databaseUrl, 'SELECT message_id FROM claim_dispatches WHERE claim_id = ANY($1)', [claimIds]);
    const messageIds = new Set(rows.map((row) => row.message_id));
    const delivered = () => tally(smtp.messages, messageIds).delivered;
    const watching = during?.(delivered);
    await until(`${count} claims delivered`, () => delivered() === messageIds.size, 300_000);
    const seconds = (performance.now() - started) / 1000;
    await watching;
    await sleep(1_000);
    return { accepted: statuses.filter((status) => status === 202).length, messageIds, seconds, ...tally(smtp.messages, messageIds) };
  }

  it('sends claims with one worker and with two', async () => {
    await workers[0].kill('SIGTERM');
    const one = await sendAndDeliver(40);
    await workers[0].start();
    const two = await sendAndDeliver(40);
    report.push(
      `claim sends (statement PDF + mail), one worker: ${(one.delivered / one.seconds).toFixed(1)}/s (${one.delivered} in ${one.seconds.toFixed(1)} s)`,
    );
    report.push(`claim sends, two workers: ${(two.delivered / two.seconds).toFixed(1)}/s (${two.delivered} in ${two.seconds.toFixed(1)} s)`);
    expect([one.accepted, one.delivered, one.duplicated]).toEqual([40, 40, 0]);
    expect([two.accepted, two.delivered, two.duplicated]).toEqual([40, 40, 0]);
  });

  it('delivers each of 100 claims once when a worker is killed mid-sends', async () => {
    let held = 0;
    const result = await sendAndDeliver(100, async (delivered) => {
      await until('some claims delivered', () => delivered() >= 20, 120_000);
      // The jobs the doomed worker holds at the kill: only these may arrive twice (sent, not yet recorded).
      held = (await query<{ n: number }>(databaseUrl, `SELECT count(*)::int AS n FROM outbox_jobs WHERE kind = 'claim-mail' AND state = 'running'`))[0].n;
      await workers[0].kill('SIGKILL');
      await sleep(1_000);
      await workers[0].start();
    });
    report.push(
      `worker SIGKILL during 100 claim sends: accepted ${result.accepted}, delivered ${result.delivered}, duplicated ${result.duplicated} (at most the ${held} running at the kill may repeat: lease ${LEASE_SECONDS} s); ${(result.delivered / result.seconds).toFixed(1)} sends/s`,
    );
    expect([result.accepted, result.delivered]).toEqual([100, 100]);
    expect(result.duplicated).toBeLessThanOrEqual(held);
  });
});
