import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { PushMessages, addDays, todayIso, type PushPayload } from '@dct/contracts';
import type { RunningApp } from '../../bootstrap';
import { appForTests, createClaim, createOwner, saveNotificationSettings, type SignedInOwner } from '../../../test/test-app';
import { Outbox } from '../../infra/outbox/outbox.service';
import { startCountingListener, type CountingListener } from '../../testing/counting-listener';
import { AlertScanService } from '../notifications/alert-scan.service';
import { PUSH_SUBSCRIPTIONS_PER_OWNER } from './push-subscriptions.service';
import { VAPID_KEYS_FILE, loadOrCreateVapidKeys } from './vapid-keys';
import { decryptPush, subscriptionKeys } from '../../../test/push-browser';

const VAPID_SUBJECT = 'mailto:alerts@example.test';
const PUSH_TIMEOUT_MS = 500;

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
/** How the fake push service answers one request: a status (with headers), or never. */
type Answer = number | { status: number; headers: Record<string, string> } | 'hang';

/** A push service on loopback: records every request and answers each path as told (201 once the plan runs out). */
class FakePushService {
  readonly received: Received[] = [];
  private readonly plans = new Map<string, Answer[]>();
  private readonly server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      this.received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      this.answer(res, this.plans.get(path)?.shift() ?? 201);
    });
  });

  private answer(res: ServerResponse, answer: Answer): void {
    if (answer === 'hang') return;
    const { status, headers } = typeof answer === 'number' ? { status: answer, headers: {} } : answer;
    res.writeHead(status, headers).end(status >= 400 ? 'refused by the test' : '');
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  plan(path: string, ...answers: Answer[]): void {
    this.plans.set(path, answers);
  }

  to(path: string): Received[] {
    return this.received.filter((request) => request.path === path);
  }
}

/** A browser's side of a subscription: its P-256 key pair and authentication secret. */
interface Browser {
  endpoint: string;
  path: string;
  ecdh: ECDH;
  auth: Buffer;
}

const base64UrlJson = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

/** Checks the VAPID header (RFC 8292): `vapid t=<JWT>, k=<public key>`, the JWT for this push service, signed ES256 with that key. */
function expectVapid(headers: IncomingHttpHeaders, publicKey: string, audience: string): void {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(headers.authorization ?? '');
  expect(match).not.toBeNull();
  const [, jwt, k] = match as RegExpExecArray;
  expect(k).toBe(publicKey);
  const [header, claims, signature] = jwt.split('.');
  expect(base64UrlJson(header)).toEqual({ typ: 'JWT', alg: 'ES256' });
  const { aud, sub, exp } = base64UrlJson(claims);
  expect({ aud, sub }).toEqual({ aud: audience, sub: VAPID_SUBJECT });
  expect(exp).toBeGreaterThan(Date.now() / 1000);
  expect(exp).toBeLessThanOrEqual(Date.now() / 1000 + 24 * 3600);
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  expect(signed).toBe(true);
}

interface JobRow {
  id: string;
  kind: string;
  state: string;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  payload: { notification_id?: number; subscription_id?: number; to?: string };
}

const now = new Date();
const today = todayIso(now);

/** An app's alert jobs: owners alerted of an overdue answer by every channel, and what became of each job. */
function alertJobs(running: RunningApp) {
  const db = () => running.app.get(DataSource);

  /** An owner told only of overdue answers (a claim's visit would bring other alerts), by every channel. */
  async function alertedOwner(label: string): Promise<SignedInOwner> {
    const owner = await createOwner(running, label);
    await saveNotificationSettings(owner, { channels: ['email', 'in_app', 'push'] });
    return owner;
  }

  /** A claim past its answer's due date: the scan finds it overdue. */
  async function overdueClaim(owner: SignedInOwner) {
    const claim = await createClaim(owner);
    await db().query(`UPDATE claims SET status = 'Sent', sent_at = $2::date + time '12:00', response_due = $3 WHERE id = $1`, [
      claim.id,
      addDays(today, -20),
      addDays(today, -2),
    ]);
    return claim;
  }

  /** The owner's alert jobs: push jobs by their alert, mails by their address. */
  const jobsOf = (owner: SignedInOwner) =>
    db().query<JobRow[]>(
      `SELECT j.id, j.kind, j.state, j.attempts, j.next_attempt_at, j.last_error, j.payload FROM outbox_jobs j
       WHERE (j.kind = 'notification-push' AND (j.payload->>'notification_id')::int IN (SELECT id FROM notifications WHERE user_id = $1))
          OR (j.kind = 'notification-mail' AND j.payload->>'to' = $2)
       ORDER BY j.id`,
      [owner.user.id, owner.user.email],
    );
  /** Waits until none of the owner's jobs is queued or running, due now (a failed one waits for its retry). */
  async function settled(owner: SignedInOwner): Promise<JobRow[]> {
    for (let waited = 0; waited < 20_000; waited += 100) {
      const jobs = await jobsOf(owner);
      if (jobs.length > 0 && jobs.every((job) => job.state !== 'running' && !(job.state === 'queued' && job.next_attempt_at.getTime() <= Date.now())))
        return jobs;
      await sleep(100);
    }
    throw new Error('the jobs did not settle within 20 s');
  }
  /** Brings a job's retry forward to now and runs it, as a worker would when its time comes (or the sweep, if it takes it first). */
  async function retryNow(job: JobRow): Promise<JobRow> {
    await db().query(`UPDATE outbox_jobs SET next_attempt_at = now() WHERE id = $1`, [job.id]);
    await running.app.get(Outbox).run(job.id);
    for (let waited = 0; waited < 20_000; waited += 100) {
      const [current] = await db().query<JobRow[]>(`SELECT id, kind, state, attempts, next_attempt_at, last_error, payload FROM outbox_jobs WHERE id = $1`, [
        job.id,
      ]);
      if (current.attempts > job.attempts && current.state !== 'running') return current;
      await sleep(100);
    }
    throw new Error(`job ${job.id} was not run again within 20 s`);
  }

  return { db, alertedOwner, overdueClaim, jobsOf, settled, retryNow };
}

describe('Web push of alerts (integration)', () => {
  const running = appForTests({ VAPID_SUBJECT, PUSH_TIMEOUT_MS: String(PUSH_TIMEOUT_MS) });
  const pushService = new FakePushService();
  const { db, alertedOwner, overdueClaim, jobsOf, settled, retryNow } = alertJobs(running);
  const scanner = () => running.app.get(AlertScanService);

  beforeAll(() => pushService.start());
  afterAll(() => pushService.stop());

  const newBrowser = (name = `browser-${randomBytes(4).toString('hex')}`): Browser => {
    const { ecdh, auth } = subscriptionKeys();
    const path = `/push/${name}`;
    return { endpoint: `${pushService.origin}${path}`, path, ecdh, auth };
  };
  const subscriptionOf = (browser: Browser) => ({
    endpoint: browser.endpoint,
    keys: { p256dh: browser.ecdh.getPublicKey().toString('base64url'), auth: browser.auth.toString('base64url') },
    expirationTime: null,
  });
  const subscribe = async (owner: SignedInOwner, browser = newBrowser()) => {
    await owner.agent.post('/api/push/subscriptions').set('User-Agent', 'Test Browser/1.0').send(subscriptionOf(browser)).expect(201);
    return browser;
  };
  const rowsAt = (endpoint: string) =>
    db().query<Array<{ id: number; user_id: number; user_agent: string | null; last_sent_at: Date | null }>>(
      `SELECT id, user_id, user_agent, last_sent_at FROM push_subscriptions WHERE endpoint = $1`,
      [endpoint],
    );

  const publicKey = async (owner: SignedInOwner) => ((await owner.agent.get('/api/push/public-key').expect(200)).body as { public_key: string }).public_key;

  it("sends each new alert to every one of the owner's browsers once, encrypted for each and signed with the app's key", async () => {
    expect((await (await createOwner(running, 'push-defaults')).agent.get('/api/account/notifications').expect(200)).body.channels).toEqual([
      'email',
      'in_app',
      'push',
    ]);
    const owner = await alertedOwner('push-reach');
    const laptop = await subscribe(owner);
    const phone = await subscribe(owner);
    const claim = await overdueClaim(owner);

    const report = await scanner().scan({ now });
    expect(report.pushes).toBeGreaterThanOrEqual(2);
    const jobs = await settled(owner);
    expect(jobs.map((job) => [job.kind, job.state]).sort()).toEqual([
      ['notification-mail', 'done'],
      ['notification-push', 'done'],
      ['notification-push', 'done'],
    ]);
    const [alert] = await db().query<Array<{ id: number; title: string; body: string }>>(`SELECT id, title, body FROM notifications WHERE user_id = $1`, [
      owner.user.id,
    ]);
    const key = await publicKey(owner);
    for (const browser of [laptop, phone]) {
      const [request] = pushService.to(browser.path);
      expect(pushService.to(browser.path)).toHaveLength(1);
      expect(request.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400', urgency: 'normal', 'content-type': 'application/octet-stream' });
      expectVapid(request.headers, key, pushService.origin);
      const payload = JSON.parse(decryptPush(request.body, browser)) as PushPayload;
      expect(payload).toEqual({ notification_id: alert.id, title: alert.title, body: alert.body, link: `/claims/${claim.id}`, unread: 1 });
      expect((await rowsAt(browser.endpoint))[0]).toMatchObject({ user_id: owner.user.id, user_agent: 'Test Browser/1.0', last_sent_at: expect.any(Date) });
    }

    // The same alert again is no new alert: nothing more is sent.
    expect((await scanner().scan({ now })).pushes).toBe(0);
    await sleep(300);
    expect(pushService.to(laptop.path)).toHaveLength(1);
    expect(pushService.to(phone.path)).toHaveLength(1);
    expect(await jobsOf(owner)).toHaveLength(3);
  });

  it('forgets a browser whose push service answers 410 Gone (or 404), without retrying', async () => {
    const owner = await alertedOwner('push-gone');
    const gone = await subscribe(owner);
    const missing = await subscribe(owner);
    pushService.plan(gone.path, 410);
    pushService.plan(missing.path, 404);
    await overdueClaim(owner);
    await scanner().scan({ now });
    const jobs = await settled(owner);
    expect(jobs.filter((job) => job.kind === 'notification-push').map((job) => [job.state, job.attempts])).toEqual([
      ['done', 1],
      ['done', 1],
    ]);
    expect(await rowsAt(gone.endpoint)).toEqual([]);
    expect(await rowsAt(missing.endpoint)).toEqual([]);
  });

  it('retries after a 5xx (30 s, or the Retry-After it gives) and delivers on a later attempt; the e-mail goes meanwhile', async () => {
    const owner = await alertedOwner('push-retry');
    const browser = await subscribe(owner);
    pushService.plan(browser.path, { status: 503, headers: { 'Retry-After': '120' } }, 500, 201);
    await overdueClaim(owner);
    await scanner().scan({ now });

    const [mail, first] = await settled(owner);
    expect(mail).toMatchObject({ kind: 'notification-mail', state: 'done' });
    expect(first).toMatchObject({ kind: 'notification-push', state: 'failed', attempts: 1 });
    // The kind of answer only: not the push service's own words (its body), nor its address.
    expect(first.last_error).toBe(`Push to subscription ${first.payload.subscription_id}: the push service is busy or down (HTTP 5xx)`);
    const asked = first.next_attempt_at.getTime() - Date.now();
    expect(asked).toBeGreaterThan(115_000);
    expect(asked).toBeLessThanOrEqual(121_000);

    const second = await retryNow(first);
    expect(second).toMatchObject({ state: 'failed', attempts: 2 });
    // No Retry-After: the second wait is 60 s (30 s doubled).
    const backoff = second.next_attempt_at.getTime() - Date.now();
    expect(backoff).toBeGreaterThan(55_000);
    expect(backoff).toBeLessThanOrEqual(61_000);

    expect(await retryNow(second)).toMatchObject({ state: 'done', attempts: 3 });
    const requests = pushService.to(browser.path);
    expect(requests).toHaveLength(3);
    expect((JSON.parse(decryptPush(requests[2].body, browser)) as PushPayload).link).toMatch(/^\/claims\/\d+$/);
  });

  it('gives up at once on another 4xx (the request itself is refused), keeping the browser', async () => {
    const owner = await alertedOwner('push-refused');
    const browser = await subscribe(owner);
    pushService.plan(browser.path, 403);
    await overdueClaim(owner);
    await scanner().scan({ now });
    const push = (await settled(owner)).find((job) => job.kind === 'notification-push') as JobRow;
    expect(push).toMatchObject({ state: 'dead', attempts: 1 });
    expect(push.last_error).toBe(`Push to subscription ${push.payload.subscription_id} refused, not retried: the push service refused the message (HTTP 4xx)`);
    expect(await rowsAt(browser.endpoint)).toHaveLength(1);
  });

  it('times out a push service that never answers and retries it, while the e-mail of the same alert is sent', async () => {
    const owner = await alertedOwner('push-hung');
    const browser = await subscribe(owner);
    pushService.plan(browser.path, 'hang', 201);
    await overdueClaim(owner);
    const started = Date.now();
    await scanner().scan({ now });
    const [mail, push] = await settled(owner);
    expect(mail).toMatchObject({ kind: 'notification-mail', state: 'done' });
    expect(push).toMatchObject({ kind: 'notification-push', state: 'failed', attempts: 1 });
    expect(push.last_error).toBe(`Push to subscription ${push.payload.subscription_id}: the push service did not answer`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(PUSH_TIMEOUT_MS);

    expect(await retryNow(push)).toMatchObject({ state: 'done', attempts: 2 });
    expect(pushService.to(browser.path)).toHaveLength(2);
  });

  it('holds push messages through quiet hours, as the mails', async () => {
    const owner = await createOwner(running, 'push-quiet');
    await saveNotificationSettings(owner, { channels: ['email', 'in_app', 'push'], email_mode: 'digest', quiet_start: '22:00', quiet_end: '07:00' });
    const browser = await subscribe(owner);
    await overdueClaim(owner);
    const lateEvening = new Date(`${today}T23:30:00Z`);
    await scanner().scan({ now: lateEvening });
    const jobs = await jobsOf(owner);
    // Digest mode is about e-mail: the push goes per alert, and the day's digest (gathered once it
    // is past 8:00) at the first minute after quiet hours, as the push.
    expect(jobs.map((job) => [job.kind, job.state]).sort()).toEqual([
      ['notification-mail', 'queued'],
      ['notification-push', 'queued'],
    ]);
    for (const job of jobs) expect(job.next_attempt_at.getTime() - lateEvening.getTime()).toBe(7.5 * 3_600_000);
    expect(pushService.to(browser.path)).toHaveLength(0);
  });

  it('sends a browser that changed hands only its new owner’s alerts', async () => {
    const before = await createOwner(running, 'push-before');
    const after = await createOwner(running, 'push-after');
    await saveNotificationSettings(before, { channels: ['push'], quiet_start: '22:00', quiet_end: '07:00' });
    const browser = await subscribe(before);
    await overdueClaim(before);
    await scanner().scan({ now: new Date(`${today}T23:30:00Z`) });
    const [held] = await jobsOf(before);

    await subscribe(after, browser);
    expect((await rowsAt(browser.endpoint)).map((row) => row.user_id)).toEqual([after.user.id]);
    expect(await retryNow(held)).toMatchObject({ state: 'done', attempts: 1 });
    expect(pushService.to(browser.path)).toHaveLength(0);
  });

  it('saves a subscription once per address, turns the push channel back on, and keeps an owner’s newest 20', async () => {
    const owner = await createOwner(running, 'push-subscribe');
    await saveNotificationSettings(owner, { channels: ['email'] });
    const browser = newBrowser();
    const first = await owner.agent.post('/api/push/subscriptions').send(subscriptionOf(browser)).expect(201);
    expect(first.body).toEqual({ endpoint: browser.endpoint, created_at: expect.any(String) });
    expect((await owner.agent.get('/api/account/notifications').expect(200)).body.channels).toEqual(['email', 'push']);
    const again = await owner.agent.post('/api/push/subscriptions').send(subscriptionOf(browser)).expect(201);
    expect(again.body).toEqual(first.body);
    expect(await rowsAt(browser.endpoint)).toHaveLength(1);

    const more: Browser[] = [];
    for (let n = 0; n < PUSH_SUBSCRIPTIONS_PER_OWNER; n += 1) more.push(await subscribe(owner));
    const [{ count }] = await db().query<Array<{ count: number }>>(`SELECT count(*)::int AS count FROM push_subscriptions WHERE user_id = $1`, [owner.user.id]);
    expect(count).toBe(PUSH_SUBSCRIPTIONS_PER_OWNER);
    expect(await rowsAt(browser.endpoint)).toEqual([]);
    expect(await rowsAt(more[0].endpoint)).toHaveLength(1);
  });

  it('refuses addresses that are not https:// and keys that are not a browser’s, with the contract’s messages', async () => {
    const owner = await createOwner(running, 'push-refuse');
    const valid = subscriptionOf(newBrowser());
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ endpoint: 'http://push.example.com/send/1' }, 'endpoint', PushMessages.endpointNotHttps],
      [{ endpoint: 'ftp://push.example.com/send/1' }, 'endpoint', PushMessages.endpointNotHttps],
      [{ endpoint: 'garbage' }, 'endpoint', PushMessages.endpointInvalid],
      // Not a push service of PUSH_SERVICE_HOSTS: the worker would post to a host inside the network.
      [{ endpoint: 'https://169.254.169.254/latest/meta-data' }, 'endpoint', PushMessages.serviceUnknown],
      [{ endpoint: 'https://push.example.com/send/1' }, 'endpoint', PushMessages.serviceUnknown],
      [{ endpoint: 12 }, 'endpoint', PushMessages.endpointInvalid],
      [{ keys: { ...valid.keys, p256dh: randomBytes(65).toString('base64url') } }, 'keys.p256dh', PushMessages.keysInvalid],
      // An uncompressed point's shape (0x04 and 64 bytes) but no point of the P-256 curve.
      [
        { keys: { ...valid.keys, p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url') } },
        'keys.p256dh',
        PushMessages.keysInvalid,
      ],
      [{ keys: { ...valid.keys, auth: randomBytes(8).toString('base64url') } }, 'keys.auth', PushMessages.keysInvalid],
      [{ keys: null }, 'keys', PushMessages.keysInvalid],
    ];
    for (const [change, field, message] of cases) {
      const response = await owner.agent
        .post('/api/push/subscriptions')
        .send({ ...valid, ...change })
        .expect(400);
      expect(response.body).toEqual({ statusCode: 400, message, error: 'Bad Request', errors: { [field]: [message] } });
    }
    await owner.agent
      .post('/api/push/subscriptions')
      .send({ ...valid, extra: 1 })
      .expect(400);
    const [{ count }] = await db().query<Array<{ count: number }>>(`SELECT count(*)::int AS count FROM push_subscriptions WHERE user_id = $1`, [owner.user.id]);
    expect(count).toBe(0);

    const { default: request } = await import('supertest');
    await request(running.app.getHttpServer()).get('/api/push/public-key').expect(401);
    await request(running.app.getHttpServer()).post('/api/push/subscriptions').send(valid).expect(401);
  });

  it("removes only the owner's own browser: another owner's address, or an unknown one, is left alone with a 204", async () => {
    const owner = await createOwner(running, 'push-delete');
    const other = await createOwner(running, 'push-delete-other');
    const mine = await subscribe(owner);
    const theirs = await subscribe(other);
    await owner.agent.delete('/api/push/subscriptions').send({ endpoint: theirs.endpoint }).expect(204);
    expect(await rowsAt(theirs.endpoint)).toHaveLength(1);
    await owner.agent
      .delete('/api/push/subscriptions')
      .send({ endpoint: `${pushService.origin}/push/unknown` })
      .expect(204);
    await owner.agent.delete('/api/push/subscriptions').send({ endpoint: mine.endpoint }).expect(204);
    expect(await rowsAt(mine.endpoint)).toEqual([]);
    await owner.agent.delete('/api/push/subscriptions').send({ endpoint: mine.endpoint }).expect(204);
    await owner.agent.delete('/api/push/subscriptions').send({}).expect(400);
  });

  it('generates the VAPID key pair once into DATA_DIR (0600) and reads it from there after; a process that loses the race reads the winner’s', async () => {
    const owner = await createOwner(running, 'push-keys');
    const file = join(running.config.dataDir, VAPID_KEYS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const stored = loadOrCreateVapidKeys(running.config.dataDir);
    expect(await publicKey(owner)).toBe(stored.publicKey);
    expect(loadOrCreateVapidKeys(running.config.dataDir)).toEqual(stored);

    // Another process writes its pair while this one generates: both end with the other's.
    const shared = mkdtempSync(join(tmpdir(), 'dct-vapid-'));
    const winner = { publicKey: stored.publicKey, privateKey: stored.privateKey };
    const loser = loadOrCreateVapidKeys(shared, () => {
      writeFileSync(join(shared, VAPID_KEYS_FILE), JSON.stringify(winner), { mode: 0o600 });
      return { publicKey: 'B'.repeat(87), privateKey: 'A'.repeat(43) };
    });
    expect(loser).toEqual(winner);
    expect(loadOrCreateVapidKeys(shared)).toEqual(winner);
  });
});

describe('Web push under the address rule, as in production (integration)', () => {
  // Loopback refused as in production; the push service hosts list loopback and private names, so only the address rule stands between.
  const running = appForTests({
    OUTBOUND_ALLOW_LOOPBACK: 'false',
    PUSH_SERVICE_HOSTS: '*.push.apple.com,localhost,127.0.0.1,10.0.0.5,169.254.169.254',
    PUSH_TIMEOUT_MS: String(PUSH_TIMEOUT_MS),
  });
  const { db, alertedOwner, overdueClaim, settled } = alertJobs(running);
  let listener: CountingListener;
  const port = () => listener.port;
  const connections = () => listener.connections();
  beforeAll(async () => (listener = await startCountingListener()));
  afterAll(() => listener.close());

  const keys = () => ({ p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') });
  // Hosts the WHATWG parser reads as a push service of *.push.apple.com while url.parse (web-push) connects to 127.0.0.1.
  const twoReadings = (path: string) => [
    `https://127.0.0.1;.push.apple.com/${path}`,
    `https://127.0.0.1%3b.push.apple.com/${path}`,
    `https://127.0.0.1'.push.apple.com/${path}`,
    `https://127.0.0.1{.push.apple.com/${path}`,
    `https://127.0.0.1\`.push.apple.com/${path}`,
    `https://localhost%3b.push.apple.com/${path}`,
  ];

  it('refuses on subscribing an address two parsers read differently, a name that resolves to this machine, and an address inside the network', async () => {
    const owner = await createOwner(running, 'push-rule-subscribe');
    const cases: Array<[string, string]> = [
      ...twoReadings('subscribe').map((endpoint): [string, string] => [endpoint, PushMessages.endpointInvalid]),
      [`https://localhost:${port()}/push/x`, PushMessages.serviceUnknown],
      [`https://127.0.0.1:${port()}/push/x`, PushMessages.serviceUnknown],
      ['https://10.0.0.5/push/x', PushMessages.serviceUnknown],
      ['https://169.254.169.254/latest/meta-data', PushMessages.serviceUnknown],
      [`http://127.0.0.1:${port()}/push/x`, PushMessages.serviceUnknown],
      [`http://localhost:${port()}/push/x`, PushMessages.endpointNotHttps],
    ];
    for (const [endpoint, message] of cases) {
      const response = await owner.agent.post('/api/push/subscriptions').send({ endpoint, keys: keys() }).expect(400);
      expect(response.body).toEqual({ statusCode: 400, message, error: 'Bad Request', errors: { endpoint: [message] } });
    }
    const [{ count }] = await db().query<Array<{ count: number }>>(`SELECT count(*)::int AS count FROM push_subscriptions WHERE user_id = $1`, [owner.user.id]);
    expect(count).toBe(0);
    expect(connections()).toBe(0);
  });

  it('refuses stored addresses before connecting: the job says "refused by the address rule" and nothing reaches the listener', async () => {
    const owner = await alertedOwner('push-rule-send');
    // Written as an older version of the app would have kept them, past the subscription's check.
    const rebinding = `https://localhost:${port()}/push/rebind`;
    const stored = [...twoReadings('stored'), rebinding, `https://127.0.0.1:${port()}/push/literal`];
    for (const endpoint of stored) {
      const { p256dh, auth } = keys();
      await db().query(`INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)`, [owner.user.id, endpoint, p256dh, auth]);
    }
    await overdueClaim(owner);
    await running.app.get(AlertScanService).scan({ now });
    const pushes = (await settled(owner)).filter((job) => job.kind === 'notification-push');
    expect(pushes).toHaveLength(stored.length);
    for (const job of pushes) {
      expect(job).toMatchObject({ state: 'dead', attempts: 1 });
      expect(job.last_error).toBe(`Push to subscription ${job.payload.subscription_id}: refused by the address rule`);
    }
    expect(connections()).toBe(0);
    // An address that can never pass is forgotten; a name that resolved inside the network is kept (it is checked again each time).
    const left = await db().query<Array<{ endpoint: string }>>(`SELECT endpoint FROM push_subscriptions WHERE user_id = $1`, [owner.user.id]);
    expect(left.map((row) => row.endpoint)).toEqual([rebinding]);
  });
});
