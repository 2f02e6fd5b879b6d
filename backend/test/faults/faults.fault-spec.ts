import { execFileSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { validVehicleInput } from '@dct/contracts/testing';

import {
  AppProcess,
  LEASE_SECONDS,
  MAIN,
  OwnPostgres,
  Owner,
  SMTP_TIMEOUT_SECONDS,
  baseEnv,
  claimsAt,
  faultCase,
  inRole,
  processAlive,
  query,
  record,
  registeredOwner,
  report,
  sendClaims,
  stopAll,
  tally,
  uniqueVin,
  until,
} from './harness';

/**
 * Every accepted job is done exactly once, under any fault. Each case starts the built server as
 * separate processes (APIs, workers), with its own database, its own Redis where Redis is
 * stopped, its own PostgreSQL cluster where the database restarts, and an SMTP sink; then kills,
 * stops and restarts them, and counts what was accepted, delivered and duplicated.
 */

jest.setTimeout(240_000);

afterAll(() => {
  process.stdout.write(`\nFault suite:\n  ${report.join('\n  ')}\n`);
});

describe('a worker killed mid-send', () => {
  const fault = faultCase();
  const { smtp } = fault;

  it('delivers every mail once; the dead worker leaves no Chromium, and its mail is taken over within the lease', async () => {
    const { env, database } = await fault.environment('dct_fault_kill', { withRedis: true });
    const api = inRole('api', env, 'api');
    // The doomed worker runs alone, and the mail server holds each message's DATA unanswered: it is
    // surely mid-send when it is killed. The rescuer starts after, as a replacement would.
    const doomed = inRole('worker 1', env, 'worker');
    await fault.launch(api, doomed);
    const owner = await registeredOwner(() => api.url, 'kill');

    smtp.hold = true;
    const { accepted, messageIds } = await sendClaims(owner, database.url, 6);
    await until('the doomed worker to be mid-send, its browser running', () => smtp.heldCount > 0 && doomed.chromiumChildren().length > 0);
    const browsers = doomed.chromiumChildren();
    const closedBefore = smtp.closedCount;
    const killedAt = performance.now();
    await doomed.kill('SIGKILL');
    // What the dead worker was sending never arrives: once the server has seen its connections go
    // (nothing else closes while every message is held), the mail server answers again.
    await until('the mail server to see the dead worker go', () => smtp.closedCount > closedBefore, 5_000);
    await sleep(200);
    smtp.release();
    await fault.startAlongside(inRole('worker 2', env, 'worker'));
    await until('its Chromium to end with it', () => browsers.every((pid) => !processAlive(pid)), 5_000);
    // The jobs the dead worker held are the ones whose lease nobody renews.
    await sleep(1_000);
    const orphaned = (
      await query<{ id: string }>(
        database.url,
        `SELECT id FROM outbox_jobs WHERE kind = 'claim-mail' AND state = 'running' AND lease_until < now() + make_interval(secs => $1)`,
        [LEASE_SECONDS - 2],
      )
    ).map((row) => row.id);
    await until(
      "the dead worker's mail to be taken over and delivered",
      async () =>
        (await query<{ n: number }>(database.url, `SELECT count(*)::int AS n FROM outbox_jobs WHERE id = ANY($1) AND state <> 'done'`, [orphaned]))[0].n === 0,
      60_000,
    );
    const recoveryMs = performance.now() - killedAt;
    await until('every mail to be delivered', () => tally(smtp.messages, messageIds).delivered === messageIds.size, 90_000);
    await sleep(1_000);
    const { delivered, duplicated } = tally(smtp.messages, messageIds);
    record(
      `worker SIGKILL mid-send: accepted ${accepted}, delivered ${delivered}, duplicated ${duplicated}; the ${orphaned.length} mail(s) it held delivered ${(recoveryMs / 1000).toFixed(1)} s after the kill (lease ${LEASE_SECONDS} s, target ${LEASE_SECONDS + 5} s); its Chromium left running: 0 of ${browsers.length}`,
    );
    expect({ accepted, delivered, duplicated }).toEqual({ accepted: 6, delivered: 6, duplicated: 0 });
    expect(orphaned.length).toBeGreaterThan(0);
    expect(recoveryMs).toBeLessThanOrEqual((LEASE_SECONDS + 5) * 1000);
    expect(browsers.filter(processAlive)).toEqual([]);
  });
});

describe('a mail server slower than the lease', () => {
  const fault = faultCase();
  const { smtp } = fault;

  it('refuses a lease too short to renew and a message timeout shorter than a step, and sends each mail once though each send outlasts the lease', async () => {
    const { env, database } = await fault.environment('dct_fault_slow');
    const refusal = (settings: Record<string, string>) => {
      try {
        execFileSync(process.execPath, [MAIN], { env: { ...process.env, ...env, ...settings }, encoding: 'utf8', stdio: 'pipe', timeout: 30_000 });
        return '';
      } catch (error) {
        return String((error as { stderr?: string }).stderr ?? error);
      }
    };
    expect(refusal({ DISPATCH_LEASE_SECONDS: '2' })).toContain('DISPATCH_LEASE_SECONDS (got "2"): must be at least 3');
    expect(refusal({ SMTP_DATA_TIMEOUT_SECONDS: '3' })).toContain(
      `SMTP_DATA_TIMEOUT_SECONDS (got "3"): must be at least SMTP_TIMEOUT_SECONDS (${SMTP_TIMEOUT_SECONDS})`,
    );

    const api = inRole('api', env, 'api');
    await fault.launch(api, inRole('worker 1', env, 'worker'), inRole('worker 2', env, 'worker'));
    const owner = await registeredOwner(() => api.url, 'slow');
    // Three steps of 3 s: a send takes 9 s, longer than the 6-second lease, each wait within the 5-second timeout.
    smtp.slowMs = 3_000;
    const { accepted, messageIds } = await sendClaims(owner, database.url, 4);
    await until('every mail to be delivered', () => tally(smtp.messages, messageIds).delivered === messageIds.size, 120_000);
    await sleep(LEASE_SECONDS * 1000);
    const { delivered, duplicated } = tally(smtp.messages, messageIds);
    record(`mail server 9 s a send, lease ${LEASE_SECONDS} s, two workers: accepted ${accepted}, delivered ${delivered}, duplicated ${duplicated}`);
    expect({ accepted, delivered, duplicated }).toEqual({ accepted: 4, delivered: 4, duplicated: 0 });
  });
});

describe.each([
  ['one process, no Redis', { withRedis: false, split: false }],
  ['API and worker apart, no Redis', { withRedis: false, split: true }],
  ['API and worker apart, Redis', { withRedis: true, split: true }],
])('contact and password-reset mail killed right after acceptance: %s', (label, { withRedis, split }) => {
  const fault = faultCase();
  const { smtp } = fault;

  it('mails each message once after a restart, also when killed during a retry wait after a 451', async () => {
    const { env, database } = await fault.environment('dct_fault_mail', { withRedis });
    const launch = async () => {
      const api = split ? inRole('api', env, 'api') : new AppProcess('all', env);
      await fault.launch(...(split ? [api, inRole('worker', env, 'worker')] : [api]));
      return api;
    };
    let api = await launch();
    const owner = await registeredOwner(() => api.url, 'reset');
    const email = (await owner.json<{ email: string }>('GET', '/api/auth/user')).email;

    const subjects: string[] = [];
    const sendBoth = async (round: string) => {
      const subject = `Fault ${round} ${Date.now()}`;
      subjects.push(subject);
      const contact = await owner.call('POST', '/api/contact', {
        name: 'Alex Driver',
        email: 'alex@example.test',
        subject,
        message: 'A message long enough to send.',
      });
      const reset = await owner.call('POST', '/api/auth/password-reset', { email });
      return [contact.status, reset.status];
    };

    // 1. Killed right after the answers: nothing has been mailed yet, or only part.
    expect(await sendBoth('at once')).toEqual([201, 202]);
    await stopAll(fault.apps);
    api = await launch();
    // 2. Killed while waiting to retry after the mail server's 451.
    smtp.down = true;
    expect(await sendBoth('after 451')).toEqual([201, 202]);
    await until(
      'both first attempts to fail',
      async () => (await query<{ n: number }>(database.url, `SELECT count(*)::int AS n FROM outbox_jobs WHERE state = 'failed'`))[0].n >= 2,
    );
    await stopAll(fault.apps);
    smtp.down = false;
    const restartedAt = performance.now();
    api = await launch();

    const contactMails = () => smtp.messages.filter((mail) => subjects.some((subject) => mail.subject?.endsWith(subject)));
    const resetMails = () => smtp.messages.filter((mail) => mail.subject === 'Reset your Downtime Claim Tracker password');
    await until('every contact and reset mail', () => contactMails().length >= 2 && resetMails().length >= 2, 60_000);
    const deliveredMs = performance.now() - restartedAt;
    await sleep(2_000);
    record(
      `contact + reset mail, SIGKILL after acceptance and during a retry wait (${label}): accepted 4, delivered ${contactMails().length + resetMails().length}, duplicated ${Math.max(0, contactMails().length - 2) + Math.max(0, resetMails().length - 2)}, last delivered ${(deliveredMs / 1000).toFixed(1)} s after the restart`,
    );
    expect({ contact: contactMails().length, reset: resetMails().length }).toEqual({ contact: 2, reset: 2 });
  });
});

describe('Redis down', () => {
  const fault = faultCase();
  const { smtp, redis } = fault;

  it('answers within 2 s with no 5xx while Redis is down, and loses nothing', async () => {
    const { env } = await fault.environment('dct_fault_redis', { withRedis: true });
    const api = inRole('api', env, 'api');
    await fault.launch(api, inRole('worker', env, 'worker'));
    const owner = await registeredOwner(() => api.url, 'redis');
    const email = (await owner.json<{ email: string }>('GET', '/api/auth/user')).email;
    const claimId = await (await claimsAt(owner, 'Redis')).draft(300);

    await redis.stop();
    const subject = `Redis down ${Date.now()}`;
    const stranger = new Owner(() => api.url);
    const calls: Array<[string, () => Promise<Response>]> = [
      ['sign-in', () => stranger.call('POST', '/api/auth/login', { email, password: 'correct horse battery' })],
      [
        'sign-up',
        () =>
          new Owner(() => api.url).call('POST', '/api/auth/register', {
            name: 'New Owner',
            email: `new-${Date.now()}@example.test`,
            password: 'correct horse battery',
          }),
      ],
      ['password reset', () => stranger.call('POST', '/api/auth/password-reset', { email })],
      [
        'contact',
        () => stranger.call('POST', '/api/contact', { name: 'Alex Driver', email: 'alex@example.test', subject, message: 'Sent while Redis is down.' }),
      ],
      ['claim send', () => owner.call('POST', `/api/claims/${claimId}/send`)],
      ['vehicle list', () => owner.call('GET', '/api/vehicles')],
    ];
    const answers: string[] = [];
    for (const [name, call] of calls) {
      const started = performance.now();
      const response = await call();
      const ms = performance.now() - started;
      answers.push(`${name} ${response.status} in ${ms.toFixed(0)} ms`);
      expect(response.status).toBeLessThan(500);
      expect(ms).toBeLessThan(2_000);
    }
    // Nothing waits for Redis: the worker's sweep finds every job in the database.
    await until(
      'the mails accepted while Redis was down',
      () =>
        smtp.messages.some((mail) => mail.subject?.endsWith(subject)) &&
        smtp.messages.some((mail) => mail.subject === 'Reset your Downtime Claim Tracker password') &&
        smtp.messages.some((mail) => mail.messageId?.startsWith(`<claim-${claimId}.`)),
      30_000,
    );
    await redis.start();
    record(`Redis down: ${answers.join(', ')}; the contact, reset and claim mails accepted meanwhile delivered`);
  });
});

describe('PostgreSQL restarting', () => {
  const postgres = new OwnPostgres();
  const apps: AppProcess[] = [];
  afterAll(async () => {
    await stopAll(apps);
    postgres.destroy();
  });

  it('keeps every write it acknowledged, answers 503 (not 500) meanwhile, and recovers without a restart', async () => {
    await postgres.init();
    const api = new AppProcess('api', baseEnv({ DATABASE_URL: postgres.url() }));
    apps.push(api);
    await api.start();
    const owner = await registeredOwner(() => api.url, 'pg');

    const acknowledged: number[] = [];
    const statuses = new Map<number, number>();
    let writing = true;
    const writer = async () => {
      while (writing) {
        const response = await owner.call('POST', '/api/vehicles', validVehicleInput({ vin: uniqueVin() }), 10_000).catch(() => undefined);
        if (!response) continue;
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 201) acknowledged.push(((await response.json()) as { id: number }).id);
        else await response.arrayBuffer();
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    await sleep(2_000);
    postgres.stop();
    await sleep(2_000);
    await postgres.start();
    const back = performance.now();
    await until('the API to answer again', async () => (await fetch(`${api.url}/api/health`)).ok, 30_000);
    const recoveredMs = performance.now() - back;
    await sleep(2_000);
    writing = false;
    await Promise.all(writers);

    const stored = await owner.json<Array<{ id: number }>>('GET', '/api/vehicles');
    const storedIds = new Set(stored.map((vehicle) => vehicle.id));
    const lost = acknowledged.filter((id) => !storedIds.has(id));
    record(
      `PostgreSQL stopped 2 s under writes: ${acknowledged.length} acknowledged, ${lost.length} lost, answers ${JSON.stringify(Object.fromEntries(statuses))}, API healthy ${(recoveredMs / 1000).toFixed(1)} s after the database`,
    );
    expect(lost).toEqual([]);
    expect([...statuses.keys()].filter((status) => status >= 500 && status !== 503)).toEqual([]);
    expect(api.alive).toBe(true);
  });
});

describe('SIGTERM under load', () => {
  const fault = faultCase();

  it('finishes every request in flight, then exits', async () => {
    const database = await fault.scratchDatabase('dct_fault_term');
    const api = new AppProcess('api', baseEnv({ DATABASE_URL: database.url, SHUTDOWN_GRACE_SECONDS: '20' }));
    await fault.launch(api);
    const owner = await registeredOwner(() => api.url, 'term');
    const claims = await claimsAt(owner, 'Term');
    const claimId = await claims.draft(300);
    const paths = [
      `/api/claims/${claimId}/statement.pdf`,
      '/api/vehicles',
      '/api/visits',
      '/api/vehicles/decode/1HGCV1F30LA654321',
      `/api/vehicles/${claims.vehicleId}/case-file.pdf`,
    ];

    let stopping = false;
    const inFlight: Array<Promise<number | string>> = [];
    const load = async (worker: number) => {
      for (let index = worker; !stopping; index += 1) {
        const request = owner.call('GET', paths[index % paths.length], undefined, 60_000).then(
          async (response) => (await response.arrayBuffer(), response.status),
          (error: unknown) => String(error),
        );
        inFlight.push(request);
        await request;
      }
    };
    const clients = Array.from({ length: 6 }, (_, worker) => load(worker));
    await sleep(3_000);
    stopping = true;
    const started = [...inFlight];
    const { exitMs, code } = await api.kill('SIGTERM');
    const outcomes = await Promise.all(started);
    await Promise.all(clients);
    const failed = outcomes.filter((outcome) => typeof outcome !== 'number' || outcome >= 400);
    record(
      `SIGTERM under load: ${started.length} requests started before it, ${failed.length} failed${failed.length ? ` (${failed.join('; ')})` : ''}; exited ${code} after ${(exitMs / 1000).toFixed(1)} s`,
    );
    if (failed.length > 0) process.stdout.write(api.log);
    expect(failed).toEqual([]);
    expect(code).toBe(0);
  });
});
