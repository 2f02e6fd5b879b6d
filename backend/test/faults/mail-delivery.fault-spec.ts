import { setTimeout as sleep } from 'node:timers/promises';
import type { ClaimDetail } from '@dct/contracts';
import type { SmtpAttempt } from '../../src/testing/fake-smtp-server';
import { LEASE_SECONDS, Owner, faultCase, inRole, query, record, registeredOwner, report, sendClaims, until } from './harness';
import { TcpProxy } from './tcp-proxy';

/**
 * Mail as a mail server sends it, under faults: retried through a mail server's outage without
 * giving up, one Message-ID per mail on every attempt, every job ended even when its worker dies
 * during the last attempt, and no second sender while the first may still succeed (a worker
 * stopped with SIGTERM mid-send, a worker cut off from PostgreSQL as the server accepts, a server
 * that answers a message late). Each case runs the built server as separate processes.
 *
 * The 3-minute outage runs beside the other cases: it starts first and is checked last.
 */

jest.setTimeout(300_000);

afterAll(() => {
  process.stdout.write(`\nFault suite (mail delivery):\n  ${report.join('\n  ')}\n`);
});

const RESET_SUBJECT = 'Reset your Downtime Claim Tracker password';

/** Posts a contact-form message with this subject; its mail's subject ends with it. */
async function contactMail(owner: Owner, subject: string): Promise<void> {
  const response = await owner.call('POST', '/api/contact', {
    name: 'Alex Driver',
    email: 'alex@example.test',
    subject,
    message: 'A message long enough to send.',
  });
  if (response.status !== 201) throw new Error(`Contact: ${response.status} ${await response.text()}`);
}

/** Posts `count` contact-form messages, subjects `${label} 1 <now>` and on: the subjects. */
async function contactMails(owner: Owner, label: string, count: number): Promise<string[]> {
  const subjects = Array.from({ length: count }, (_, i) => `${label} ${i + 1} ${Date.now()}`);
  for (const subject of subjects) await contactMail(owner, subject);
  return subjects;
}

/** Asks a password-reset mail for the owner's address. */
async function resetMail(owner: Owner): Promise<string> {
  const { email } = await owner.json<{ email: string }>('GET', '/api/auth/user');
  const response = await owner.call('POST', '/api/auth/password-reset', { email });
  if (response.status !== 202) throw new Error(`Password reset: ${response.status} ${await response.text()}`);
  return email;
}

/** Jobs of the case's database by state. */
async function jobStates(databaseUrl: string): Promise<Record<string, number>> {
  const rows = await query<{ state: string; n: number }>(databaseUrl, 'SELECT state, count(*)::int AS n FROM outbox_jobs GROUP BY state');
  return Object.fromEntries(rows.map((row) => [row.state, row.n]));
}

const unfinished = (states: Record<string, number>) => (states.queued ?? 0) + (states.running ?? 0) + (states.failed ?? 0);

/** A mail of the case, known by what picks out its attempts at the server (never by its Message-ID, which is what is checked). */
interface KnownMail {
  label: string;
  matches: (attempt: SmtpAttempt) => boolean;
}

const outage = faultCase();
const OUTAGE_MS = 180_000;
let outageStarted = 0;
let outageEndedAt = 0;
let outageDatabase = '';
const outageMails: KnownMail[] = [];

describe('a 3-minute SMTP outage (451), begun before the other cases', () => {
  it('accepts claim, contact and reset mail while every attempt is refused', async () => {
    const { env, database } = await outage.environment('dct_fault_outage');
    outageDatabase = database.url;
    const api = inRole('api', env, 'api');
    await outage.launch(api, inRole('worker', env, 'worker'));
    const owners = [await registeredOwner(() => api.url, 'outage-a'), await registeredOwner(() => api.url, 'outage-b')];
    outage.smtp.down = true;
    outageStarted = performance.now();
    setTimeout(() => {
      outage.smtp.down = false;
      outageEndedAt = Date.now();
    }, OUTAGE_MS);

    const { claimIds } = await sendClaims(owners[0], database.url, 2);
    for (const id of claimIds) outageMails.push({ label: `claim ${id}`, matches: (attempt) => Boolean(attempt.subject?.includes(`claim #${id}:`)) });
    for (const n of [1, 2]) {
      const subject = `Outage ${n} ${Date.now()}`;
      await contactMail(owners[0], subject);
      outageMails.push({ label: `contact ${n}`, matches: (attempt) => Boolean(attempt.subject?.endsWith(subject)) });
    }
    for (const owner of owners) {
      const email = await resetMail(owner);
      outageMails.push({ label: `reset for ${email}`, matches: (attempt) => attempt.subject === RESET_SUBJECT && attempt.to.includes(email) });
    }
    await until('every mail to be refused once', () => outageMails.every((mail) => outage.smtp.attempts.some(mail.matches)), 60_000);
  });
});

describe('a worker SIGKILLed mid-send, with the default lease', () => {
  const fault = faultCase();
  const { smtp } = fault;
  const adminToken = 'fault-suite-admin-token';

  it('has its jobs taken over within 15 s, and those it held at their last attempt given up as dead, shown to the operator and the owner: every job ends', async () => {
    // The server holds every message far longer than a step may take: the worker surely holds its mail when it dies.
    const { env, database } = await fault.environment('dct_fault_kill_mail', {
      withRedis: true,
      env: { DISPATCH_LEASE_SECONDS: '', SMTP_TIMEOUT_SECONDS: '60', ADMIN_TOKEN: adminToken },
    });
    const api = inRole('api', env, 'api');
    await fault.launch(api);
    const owner = await registeredOwner(() => api.url, 'kill');
    smtp.hold = true;
    const { claimIds } = await sendClaims(owner, database.url, 2);
    const subjects = await contactMails(owner, 'Killed', 2);
    // As after a run of failures, the claims' next attempt is their last; the contact mails' is their first.
    await query(database.url, `UPDATE outbox_jobs SET attempts = max_attempts - 1 WHERE kind = 'claim-mail'`);

    const doomed = await fault.startAlongside(inRole('worker 1', env, 'worker'));
    await until('the doomed worker to be sending every mail', () => smtp.heldCount >= 4, 90_000);
    // Another worker runs already, as in any deployment of two.
    await fault.startAlongside(inRole('worker 2', env, 'worker'));
    const killedAt = performance.now();
    await doomed.kill('SIGKILL');
    // What it was sending is never answered: the server sees it go, then answers again.
    await until('the mail server to see the dead worker go', () => smtp.openSessions === 0, 5_000);
    smtp.release();

    const jobs = () =>
      query<{ kind: string; state: string; attempts: number; last_error: string | null }>(
        database.url,
        'SELECT kind, state, attempts, last_error FROM outbox_jobs',
      );
    await until(
      'the contact mails to be taken over',
      async () => (await jobs()).filter((job) => job.kind === 'contact-mail' && job.attempts >= 2).length === 2,
      60_000,
    );
    const retakenMs = performance.now() - killedAt;
    await until('the claims at their last attempt to be given up', async () => (await jobs()).filter((job) => job.state === 'dead').length === 2, 60_000);
    const givenUpMs = performance.now() - killedAt;
    await until('every job to end', async () => unfinished(await jobStates(database.url)) === 0, 60_000);
    await sleep(1_000);

    const ended = await jobs();
    const dead = ended.filter((job) => job.state === 'dead');
    const dashboard = (await (await fetch(`${api.url}/admin/queues/outbox?format=json`, { headers: { authorization: `Bearer ${adminToken}` } })).json()) as {
      recent_failures: Array<{ kind: string; state: string; last_error: string }>;
    };
    const listed = dashboard.recent_failures.filter((job) => job.state === 'dead' && job.kind === 'claim-mail');
    const deliveries = await Promise.all(claimIds.map(async (id) => (await owner.json<ClaimDetail>('GET', `/api/claims/${id}`)).delivery));
    const copies = subjects.map((subject) => smtp.messages.filter((mail) => mail.subject?.endsWith(subject)).length);
    record(
      `worker SIGKILL mid-send (4 mails held), default lease (9 s, renewed every 3 s), a second worker running: the 2 contact mails taken over ${(retakenMs / 1000).toFixed(1)} s after the kill (target 15 s) and delivered ${copies.join(' and ')} time(s); the 2 claim mails at their last attempt given up ${(givenUpMs / 1000).toFixed(1)} s after it ("${dead[0]?.last_error ?? ''}"), listed on the queue dashboard: ${listed.length}, shown to the owner as ${deliveries.map((delivery) => delivery?.state).join(', ')}; jobs left running: ${ended.length - dead.length - ended.filter((job) => job.state === 'done').length} — 0 lost`,
    );
    expect(retakenMs).toBeLessThanOrEqual(15_000);
    expect(copies).toEqual([1, 1]);
    expect(ended.filter((job) => job.state !== 'done' && job.state !== 'dead')).toEqual([]);
    expect(dead.map((job) => job.kind)).toEqual(['claim-mail', 'claim-mail']);
    expect(dead.every((job) => job.last_error?.startsWith('The worker died during its last attempt'))).toBe(true);
    expect(listed).toHaveLength(2);
    expect(deliveries.map((delivery) => delivery?.state)).toEqual(['failed', 'failed']);
  });
});

describe('SIGTERM while the mail server takes its time to accept', () => {
  const fault = faultCase();
  const { smtp } = fault;
  const GRACE_SECONDS = 5;

  it('stops the sends still running when the grace ends, so another worker sends each mail once, and exits within grace + 10 s', async () => {
    const { env, database } = await fault.environment('dct_fault_term_mail', {
      withRedis: true,
      env: { SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS), DISPATCH_LEASE_SECONDS: '', SMTP_TIMEOUT_SECONDS: '60' },
    });
    const api = inRole('api', env, 'api');
    const stopping = inRole('worker 1', env, 'worker');
    await fault.launch(api, stopping);
    const owner = await registeredOwner(() => api.url, 'term');
    // The server accepts each message, but only once SIGTERM's grace period is well over.
    smtp.hold = true;
    const subjects = await contactMails(owner, 'Term', 4);
    await until('the stopping worker to be sending', () => smtp.heldCount >= 2, 30_000);
    await fault.startAlongside(inRole('worker 2', env, 'worker'));
    const exiting = stopping.kill('SIGTERM');
    await sleep((GRACE_SECONDS + 4) * 1000);
    smtp.release();
    const { exitMs, code } = await exiting;
    const copies = () => subjects.map((subject) => smtp.messages.filter((mail) => mail.subject?.endsWith(subject)).length);
    await until('every job to be done', async () => unfinished(await jobStates(database.url)) === 0, 60_000);
    await sleep((LEASE_SECONDS + 2) * 1000);
    const duplicated = copies().reduce((sum, count) => sum + Math.max(0, count - 1), 0);
    const interrupted = stopping.log.split(', interrupted: ').length - 1;
    record(
      `SIGTERM while sending to a server that accepts only after the grace (${GRACE_SECONDS} s), a second worker running: ${interrupted} sends stopped at the grace's end and handed on, accepted 4, delivered ${copies().filter((count) => count > 0).length}, duplicated ${duplicated}; the stopping worker exited ${code} after ${(exitMs / 1000).toFixed(1)} s (grace + ${(exitMs / 1000 - GRACE_SECONDS).toFixed(1)} s; the stop period allows grace + 10 s)`,
    );
    expect(copies()).toEqual([1, 1, 1, 1]);
    expect(interrupted).toBeGreaterThan(0);
    expect(code).toBe(0);
    expect(exitMs).toBeLessThanOrEqual((GRACE_SECONDS + 10) * 1000);
  });
});

describe('PostgreSQL cut off from a worker just as the mail server accepts', () => {
  const fault = faultCase();
  const { smtp } = fault;
  let proxy: TcpProxy | undefined;
  afterAll(() => proxy?.stop());

  it('records each mail done once the database is back, so none is sent again by the other worker', async () => {
    const { env, database } = await fault.environment('dct_fault_pg_cut', { withRedis: true });
    const direct = new URL(database.url);
    proxy = new TcpProxy(Number(direct.port || 5432), direct.hostname);
    const through = new URL(database.url);
    through.port = String(await proxy.start());
    const api = inRole('api', env, 'api');
    const cutOff = inRole('worker 1', { ...env, DATABASE_URL: through.toString() }, 'worker');
    await fault.launch(api, cutOff);
    const owner = await registeredOwner(() => api.url, 'pgcut');
    smtp.hold = true;
    const subjects = await contactMails(owner, 'Cut', 4);
    await until('the worker to be sending', () => smtp.heldCount >= 2, 30_000);
    const inFlight = smtp.heldCount;
    await fault.startAlongside(inRole('worker 2', env, 'worker'));
    // The server accepts what the worker sent the moment its database goes away: the acceptance cannot be recorded yet.
    proxy.set('reset');
    smtp.release();
    await sleep(2_000);
    proxy.set('pass');
    const restoredAt = performance.now();
    const copies = () => subjects.map((subject) => smtp.messages.filter((mail) => mail.subject?.endsWith(subject)).length);
    await until('every job to be done', async () => unfinished(await jobStates(database.url)) === 0, 60_000);
    const recordedMs = performance.now() - restoredAt;
    await sleep((LEASE_SECONDS + 2) * 1000);
    const duplicated = copies().reduce((sum, count) => sum + Math.max(0, count - 1), 0);
    record(
      `PostgreSQL cut off from a worker for 2 s (lease ${LEASE_SECONDS} s) as the server accepted the ${inFlight} mails it was sending, a second worker running: accepted 4, delivered ${copies().filter((count) => count > 0).length}, duplicated ${duplicated}; all recorded done ${(recordedMs / 1000).toFixed(1)} s after the database came back`,
    );
    expect(copies()).toEqual([1, 1, 1, 1]);
  });
});

describe('a mail server that answers the final dot after the step timeout', () => {
  const fault = faultCase();
  const { smtp } = fault;

  it('waits for the answer (SMTP_DATA_TIMEOUT_SECONDS) and sends each mail once', async () => {
    const { env, database } = await fault.environment('dct_fault_scan', { env: { SMTP_TIMEOUT_SECONDS: '2', SMTP_DATA_TIMEOUT_SECONDS: '30' } });
    const api = inRole('api', env, 'api');
    await fault.launch(api, inRole('worker', env, 'worker'));
    const owner = await registeredOwner(() => api.url, 'scan');
    // It keeps each message at its final dot and answers 6 s later, as a server that scans mail first.
    smtp.scanMs = 6_000;
    const subjects = await contactMails(owner, 'Scan', 2);
    const email = await resetMail(owner);
    await until('every job to be done', async () => unfinished(await jobStates(database.url)) === 0, 90_000);
    await sleep(3_000);
    const copies = [
      ...subjects.map((subject) => smtp.messages.filter((mail) => mail.subject?.endsWith(subject)).length),
      smtp.messages.filter((mail) => mail.subject === RESET_SUBJECT && mail.to && !Array.isArray(mail.to) && mail.to.text === email).length,
    ];
    record(
      `mail server answering the final dot after 6 s (SMTP_TIMEOUT_SECONDS 2, SMTP_DATA_TIMEOUT_SECONDS 30), contact and reset mail: accepted 3, delivered ${copies.filter((count) => count > 0).length}, duplicated ${copies.reduce((sum, count) => sum + Math.max(0, count - 1), 0)}, ${smtp.attempts.length} attempt(s) in all`,
    );
    expect(copies).toEqual([1, 1, 1]);
    expect(smtp.attempts).toHaveLength(3);
  });
});

describe('a 3-minute SMTP outage, once it is over', () => {
  it('has given up none of the mail, delivers each once soon after, each with one Message-ID on every attempt', async () => {
    await until('the outage to end', () => !outage.smtp.down, Math.max(0, outageStarted + OUTAGE_MS - performance.now()) + 10_000);
    const attemptsOf = (mail: KnownMail) => outage.smtp.attempts.filter(mail.matches);
    const deliveredOf = (mail: KnownMail) =>
      outage.smtp.messages.filter((message) =>
        mail.matches({ messageId: message.messageId, subject: message.subject, to: outage.smtp.recipients.get(message.messageId ?? '') ?? [] }),
      );
    await until('every mail to be delivered', () => outageMails.every((mail) => deliveredOf(mail).length >= 1), 90_000);
    const deliveredMs = Math.max(...outageMails.map((mail) => (outage.smtp.keptAt.get(deliveredOf(mail)[0].messageId ?? '') ?? Infinity) - outageEndedAt));
    await until('every job to be done', async () => unfinished(await jobStates(outageDatabase)) === 0, 30_000);
    await sleep(2_000);
    const states = await jobStates(outageDatabase);
    const refused = outageMails.reduce((sum, mail) => sum + attemptsOf(mail).length - deliveredOf(mail).length, 0);
    const idsPerMail = outageMails.map((mail) => new Set(attemptsOf(mail).map((attempt) => attempt.messageId)).size);
    const duplicated = outageMails.reduce((sum, mail) => sum + deliveredOf(mail).length - 1, 0);
    record(
      `SMTP answering 451 for ${(OUTAGE_MS / 60_000).toFixed(0)} min (2 claim, 2 contact, 2 reset mails; waits capped at 5 s): accepted 6, ${refused} attempts refused, ${states.dead ?? 0} given up, delivered ${outageMails.filter((mail) => deliveredOf(mail).length > 0).length}, the last ${(deliveredMs / 1000).toFixed(1)} s after the outage ended, duplicated ${duplicated}; Message-IDs per mail across its attempts: ${idsPerMail.join(', ')}`,
    );
    expect(states.dead ?? 0).toBe(0);
    expect(outageMails.map((mail) => deliveredOf(mail).length)).toEqual(outageMails.map(() => 1));
    expect(idsPerMail).toEqual(outageMails.map(() => 1));
    expect(deliveredMs).toBeLessThan(60_000);
  });
});
