import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { requestProblems, type ReceivedCompletion } from '../../src/testing/fake-openai-server';
import { samplePdf } from '../document-samples';
import { TestDovecot } from '../dovecot';
import { TcpProxy } from './tcp-proxy';
import { LEASE_SECONDS, type AppProcess, faultCase, inRole, query, record, registeredOwner, report, sendClaims, tally, until } from './harness';
import { sureCashOffer } from '@dct/contracts/testing';

/**
 * Dealers' replies taken in from the IMAP mailbox while workers die: every message becomes one
 * reply on its claim, with one document per attachment, one alert per member and one entry in the
 * vehicle's correspondence log, and ends in the done folder, however often and wherever in its
 * handling the worker holding it is SIGKILLed. Each case runs the built server as separate
 * processes against a real dovecot and an OpenAI-compatible server of the test's that holds or
 * delays the assistant's readings, so a worker is surely mid-message when it is killed.
 */

jest.setTimeout(240_000);

afterAll(() => {
  process.stdout.write(`\nFault suite (inbound mail):\n  ${report.join('\n  ')}\n`);
});

const DONE = 'Processed';
const UNMATCHED = 'Unmatched';
/** How often a worker looks at the mailbox again (the least the app takes): a message whose lease ran out is taken over on the next look. */
const POLL_SECONDS = 5;
/** What the stub's reading says, so a stored triage is known to be its answer (not the offline reader's). */
const STUB_SUMMARY = 'The dealer offers $150 for the days without the car.';

/** The reading the assistant is asked for (the contracts' triageReadingSchema), as a sure one. */
const READING = sureCashOffer(150, { summary: STUB_SUMMARY });

/**
 * An OpenAI-compatible server on loopback answering the reply triage (POST /v1/chat/completions
 * with the `reply_triage` JSON schema) with a structured reading: at once, after `delayMs()`, or,
 * while `hold` is set, not until `release()`.
 */
class TriageStub {
  /** The e-mail text of every triage request, in order, and of every reading sent. */
  readonly asked: string[] = [];
  readonly answeredTexts: string[] = [];
  hold = false;
  delayMs: () => number = () => 0;
  /** Readings sent, and when the last one was. */
  answered = 0;
  lastAnsweredAt = 0;
  private readonly held: Array<() => void> = [];
  private server?: Server;

  get heldCount(): number {
    return this.held.length;
  }

  async start(): Promise<string> {
    const server = createServer((request, response) => void this.handle(request, response));
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  }

  /** Answers every held request (those whose asker died answer no one) and holds no more. */
  release(): void {
    this.hold = false;
    for (const answer of this.held.splice(0)) answer();
  }

  async stop(): Promise<void> {
    this.release();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    response.on('error', () => undefined);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const fail = (status: number, message: string) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message, type: 'invalid_request_error' } }));
    };
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') return fail(404, `No route ${request.method} ${request.url}`);
    let body: ReceivedCompletion['body'];
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ReceivedCompletion['body'];
    } catch {
      return fail(400, 'Body is not JSON');
    }
    const problems = requestProblems(body);
    if (body.response_format?.json_schema?.name !== 'reply_triage') problems.push(`not a reply triage: ${body.response_format?.json_schema?.name}`);
    if (problems.length > 0) return fail(400, problems.join('; '));
    const user = body.messages.find((message) => message.role === 'user');
    const text = typeof user?.content === 'string' ? user.content : '';
    this.asked.push(text);
    const answer = () => {
      if (response.destroyed) return;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: `chatcmpl-${this.asked.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify(READING), refusal: null } }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
      this.answered += 1;
      this.answeredTexts.push(text);
      this.lastAnsweredAt = performance.now();
    };
    if (this.hold) this.held.push(answer);
    else setTimeout(answer, this.delayMs());
  }
}

/** One dealer's reply of the case: to which claim, by which Message-ID, and how it is known in the mailbox and the stub's requests. */
interface DealerReply {
  index: number;
  claimId: number;
  subject: string;
  /** In its text: the stub's requests name the reply being read. */
  reference: string;
  messageId: string;
  raw: Buffer;
  /** Its UID in the INBOX, once appended. */
  uid?: number;
}

/** A dealer's answer to the claim mail `inReplyTo`: text with an offer, and a PDF of its own bytes. */
function dealerReply(index: number, claimId: number, inReplyTo: string, dealer: string, owner: string, run: string): DealerReply {
  const reference = `R-${run}-${index}`;
  // No reply's subject begins another's: a correspondence entry's summary begins with its reply's subject.
  const subject = `Re: Downtime compensation claim ${run} (reply ${index})`;
  const messageId = `<reply-${run}-${index}@fault.example>`;
  const boundary = `b-${run}-${index}`;
  // Padding of random bytes: each reply's PDF is a document of its own.
  const pdf = samplePdf(2_048).toString('base64').replace(/.{76}/g, '$&\r\n');
  const head = [
    `From: Fault Motors <${dealer}>`,
    `To: ${owner}`,
    `Subject: ${subject}`,
    `Message-ID: ${messageId}`,
    `In-Reply-To: ${inReplyTo}`,
    `References: ${inReplyTo}`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
  ].join('\r\n');
  const body = [
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    `Hello,\r\n\r\nWe can offer $150 for the time without your car (our reference ${reference}). The repair order is attached.\r\n\r\nService`,
    `--${boundary}`,
    `Content-Type: application/pdf; name="repair-order-${index}.pdf"`,
    `Content-Disposition: attachment; filename="repair-order-${index}.pdf"`,
    'Content-Transfer-Encoding: base64',
    '',
    pdf,
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return { index, claimId, subject, reference, messageId, raw: Buffer.from(`${head}\r\n\r\n${body}`) };
}

/** Where one reply got to: its stored message, its reply rows, documents, alerts, correspondence entries and folder. */
interface ReplyState {
  reply: DealerReply;
  inbound: Array<{ status: string; attempts: number; reason: string | null }>;
  replies: number;
  /** Replies carrying the stub's reading. */
  triaged: number;
  documents: number;
  /** Alerts of kind dealer_reply on its claim, for each member of the household. */
  alertsPerMember: number[];
  correspondence: number;
  folders: string[];
  /** Triage requests of the reply the stub received, and readings of it sent. */
  asked: number;
  answered: number;
  /** Its mailbox lease: who took it last, how often it was taken, where it goes, whether it moved. */
  lease: { holder: string; attempts: number; destination: string | null; moved: boolean } | null;
}

async function stateOf(databaseUrl: string, stub: TriageStub, reply: DealerReply, folders: Record<string, string[] | undefined>): Promise<ReplyState> {
  const inbound = await query<{ id: number; status: string; attempts: number; reason: string | null }>(
    databaseUrl,
    'SELECT id, status, attempts, reason FROM inbound_messages WHERE message_id = $1 ORDER BY id',
    [reply.messageId],
  );
  const [row] = await query<{ replies: number; triaged: number; documents: number; correspondence: number; alerts: number[] }>(
    databaseUrl,
    `SELECT
       (SELECT count(*)::int FROM claim_replies WHERE inbound_message_id = ANY($2)) AS replies,
       (SELECT count(*)::int FROM claim_replies WHERE inbound_message_id = ANY($2) AND triage->>'summary' = $4) AS triaged,
       (SELECT count(*)::int FROM documents WHERE visit_id = claims.visit_id) AS documents,
       (SELECT count(*)::int FROM correspondence_entries entry JOIN visits ON visits.id = claims.visit_id
          WHERE entry.vehicle_id = visits.vehicle_id AND entry.direction = 'received' AND entry.party = 'dealer' AND position($3 in entry.summary) = 1) AS correspondence,
       ARRAY(SELECT (SELECT count(*)::int FROM notifications WHERE user_id = member.user_id AND kind = 'dealer_reply' AND subject_type = 'claim' AND subject_id = claims.id)
          FROM household_members member WHERE member.household_id = claims.household_id ORDER BY member.user_id) AS alerts
     FROM claims WHERE claims.id = $1`,
    [reply.claimId, inbound.map((message) => message.id), reply.subject, STUB_SUMMARY],
  );
  const [lease] = await query<{ holder: string; attempts: number; destination: string | null; moved: boolean }>(
    databaseUrl,
    'SELECT holder, attempts, destination, moved_at IS NOT NULL AS moved FROM mailbox_leases WHERE uid = $1',
    [reply.uid ?? 0],
  );
  return {
    reply,
    lease: lease ?? null,
    inbound: inbound.map(({ status, attempts, reason }) => ({ status, attempts, reason })),
    replies: row.replies,
    triaged: row.triaged,
    documents: row.documents,
    alertsPerMember: row.alerts,
    correspondence: row.correspondence,
    asked: stub.asked.filter((text) => text.includes(reply.reference)).length,
    answered: stub.answeredTexts.filter((text) => text.includes(reply.reference)).length,
    folders: Object.entries(folders).flatMap(([folder, subjects]) => (subjects ?? []).filter((subject) => subject === reply.subject).map(() => folder)),
  };
}

async function statesOf(databaseUrl: string, server: TestDovecot, stub: TriageStub, replies: DealerReply[]): Promise<ReplyState[]> {
  const folders = await server.subjects(['INBOX', DONE, UNMATCHED]);
  return Promise.all(replies.map((reply) => stateOf(databaseUrl, stub, reply, folders)));
}

/** The step of its handling a reply had reached, as the database and the mailbox show it. */
function stepOf(state: ReplyState): string {
  const moved = state.folders.filter((folder) => folder !== 'INBOX');
  if (moved.length > 0) return `moved to ${moved.join(', ')}`;
  if (state.inbound.length === 0) return 'not stored';
  const [{ status, attempts }] = state.inbound;
  const tried = `attempt ${attempts}`;
  if (state.replies === 0) {
    if (state.documents > 0) return `stored, triaged, PDF filed as a document, no reply row yet (${tried})`;
    // Each attempt asks for one reading: the stub tells whether this one's was asked and answered.
    if (state.answered >= attempts) return `stored, triaged, filing the PDF (${tried})`;
    if (state.asked >= attempts) return `stored, parsed, matched, waiting for the assistant's reading (${tried})`;
    return `stored (parsing or matching; ${tried})`;
  }
  if (status === 'received') return `reply row written, message still 'received' (${tried})`;
  if (state.alertsPerMember.every((count) => count === 0)) return `settled '${status}', no alert yet (${tried})`;
  if (state.correspondence === 0) return `alert raised, no correspondence entry yet (${tried})`;
  if (state.lease?.destination) return `handled, its move to ${state.lease.destination} due (${tried})`;
  return `announced (alert and correspondence entry), not yet moved (${tried})`;
}

/**
 * Where a kill fell: the replies the killed worker touched (anything of theirs changed since
 * `before`, taken before it started), each at the step it had reached.
 */
function inFlight(before: ReplyState[], after: ReplyState[]): string {
  // Arriving in the INBOX is no step of a worker's.
  const keyOf = ({ reply: _reply, folders, ...rest }: ReplyState) => JSON.stringify({ ...rest, folders: folders.filter((folder) => folder !== 'INBOX') });
  const touched = after.filter((state, index) => keyOf(state) !== keyOf(before[index]));
  const moved = after.filter((state) => state.folders.some((folder) => folder !== 'INBOX')).length;
  const totals = `${moved} of ${after.length} moved so far`;
  return touched.length === 0
    ? `no reply touched (${totals})`
    : `${touched.map((state) => `reply ${state.reply.index}: ${stepOf(state)}`).join('; ')} (${totals})`;
}

/** What is wrong with a reply once everything settled: anything but exactly once, everywhere. */
function problemsOf(state: ReplyState): string[] {
  const name = `reply ${state.reply.index} (claim ${state.reply.claimId})`;
  const problems: string[] = [];
  if (state.inbound.length !== 1) problems.push(`${name}: ${state.inbound.length} stored messages`);
  for (const message of state.inbound)
    if (message.status !== 'matched') problems.push(`${name}: message '${message.status}' (${message.reason ?? 'no reason'})`);
  if (state.replies !== 1) problems.push(`${name}: ${state.replies} reply rows`);
  if (state.triaged !== state.replies) problems.push(`${name}: ${state.replies - state.triaged} reply row(s) without the assistant's reading`);
  if (state.documents !== 1) problems.push(`${name}: ${state.documents} documents for its PDF`);
  if (state.correspondence !== 1) problems.push(`${name}: ${state.correspondence} correspondence entries`);
  if (state.alertsPerMember.length === 0 || state.alertsPerMember.some((count) => count !== 1))
    problems.push(`${name}: alerts per member ${JSON.stringify(state.alertsPerMember)}`);
  if (state.folders.join() !== DONE) problems.push(`${name}: in ${JSON.stringify(state.folders)}`);
  return problems;
}

function tallyOf(states: ReplyState[]): string {
  const sum = (pick: (state: ReplyState) => number) => states.reduce((total, state) => total + pick(state), 0);
  const statuses = new Map<string, number>();
  for (const state of states) for (const message of state.inbound) statuses.set(message.status, (statuses.get(message.status) ?? 0) + 1);
  const inFolder = (folder: string) => sum((state) => state.folders.filter((one) => one === folder).length);
  return [
    `reply rows ${sum((state) => state.replies)}`,
    `documents ${sum((state) => state.documents)}`,
    `alerts ${sum((state) => state.alertsPerMember.reduce((total, count) => total + count, 0))}`,
    `correspondence entries ${sum((state) => state.correspondence)}`,
    `messages ${JSON.stringify(Object.fromEntries(statuses))}`,
    `INBOX ${inFolder('INBOX')}, ${DONE} ${inFolder(DONE)}, ${UNMATCHED} ${inFolder(UNMATCHED)}`,
  ].join(', ');
}

/**
 * The case's rig: a dovecot, the triage stub, a scratch database, an API, and an owner whose `count`
 * claims were sent (their mails delivered by the first worker), with a dealer's reply to each.
 */
function inboundCase() {
  const fault = faultCase();
  const stub = new TriageStub();
  let server: TestDovecot | undefined;
  afterAll(async () => {
    await stub.stop();
    await server?.stop();
  });
  return { fault, stub, setUp: (prefix: string, count: number) => setUp(fault, stub, (started) => (server = started), prefix, count) };
}

async function setUp(fault: ReturnType<typeof faultCase>, stub: TriageStub, started: (server: TestDovecot) => void, prefix: string, count: number) {
  const server = await TestDovecot.start();
  started(server);
  const { env, database } = await fault.environment(prefix, {
    env: {
      IMAP_URL: server.url(),
      IMAP_DONE_FOLDER: DONE,
      IMAP_UNMATCHED_FOLDER: UNMATCHED,
      IMAP_POLL_SECONDS: String(POLL_SECONDS),
      // The mailbox and the assistant are on this machine: loopback, which the outbound-address rule allows outside production.
      OUTBOUND_ALLOW_LOOPBACK: 'true',
      OPENAI_API_KEY: 'sk-fault-suite',
      OPENAI_BASE_URL: await stub.start(),
      OPENAI_TIMEOUT_SECONDS: '60',
    },
  });
  const api = inRole('api', env, 'api');
  const worker = inRole('worker 1', env, 'worker');
  await fault.launch(api, worker);
  const owner = await registeredOwner(() => api.url, prefix);
  const ownerEmail = (await owner.json<{ email: string }>('GET', '/api/auth/user')).email;
  const { messageIds, claimIds } = await sendClaims(owner, database.url, count);
  // The claim mails go out first: their Chromium is done before any reply comes in.
  await until('the claim mails to be delivered', () => tally(fault.smtp.messages, messageIds).delivered === messageIds.size, 60_000);
  const dispatches = await query<{ claim_id: number; message_id: string }>(
    database.url,
    'SELECT claim_id, message_id FROM claim_dispatches WHERE claim_id = ANY($1)',
    [claimIds],
  );
  const run = `${process.pid}${Date.now().toString(36)}`;
  const replies = claimIds.map((claimId, index) => {
    const sent = dispatches.find((dispatch) => dispatch.claim_id === claimId);
    if (!sent) throw new Error(`Claim ${claimId} has no dispatch`);
    return dealerReply(index + 1, claimId, sent.message_id, 'service@fault.example', ownerEmail, run);
  });
  /** Waits (at most `timeoutMs`) for every reply to leave the INBOX and no message to be left 'received'; says whether it did. */
  const settle = async (timeoutMs: number): Promise<boolean> =>
    until(
      'every reply to be handled',
      async () => {
        const folders = await server.subjects(['INBOX', DONE, UNMATCHED]);
        const [{ open }] = await query<{ open: number }>(database.url, `SELECT count(*)::int AS open FROM inbound_messages WHERE status = 'received'`);
        return (folders.INBOX ?? []).length === 0 && (folders[DONE] ?? []).length + (folders[UNMATCHED] ?? []).length === replies.length && open === 0;
      },
      timeoutMs,
    ).then(
      () => true,
      () => false,
    );
  /** Puts the replies into the INBOX in order, as the dealers' mail server would, noting each one's UID. */
  const append = async () => {
    const client = await server.client();
    try {
      for (const reply of replies) {
        const appended = await client.append('INBOX', reply.raw);
        if (!appended || appended.uid === undefined) throw new Error('The server did not say which UID it gave the message');
        reply.uid = appended.uid;
      }
    } finally {
      await client.logout();
    }
  };
  const states = () => statesOf(database.url, server, stub, replies);
  /**
   * After the last kill: whether everything settled (and how long after `killedAt`), then, a lease's
   * time later (anything still to come — a second copy, a late entry — has had it to show), what went
   * wrong with each reply and the tally for the report; the survivor's log is printed when anything did.
   */
  const conclude = async (killedAt: number, survivor: AppProcess) => {
    const settled = await settle(30_000);
    const settledMs = performance.now() - killedAt;
    await sleep(LEASE_SECONDS * 1000);
    const now = await states();
    const problems = now.flatMap(problemsOf);
    if (problems.length > 0) process.stdout.write(`\n${survivor.name} log:\n${survivor.log}\n`);
    const summary = `${tallyOf(now)}; triage requests ${stub.asked.length}${problems.length ? `; PROBLEMS: ${problems.join('; ')}` : ''}`;
    return { settled, settledMs, problems, summary };
  };
  return { server, stub, env, database, api, worker, replies, settle, append, states, conclude };
}

describe('a worker killed mid-message (the assistant holding its reading)', () => {
  const { fault, setUp } = inboundCase();
  const COUNT = 5;

  it('files each reply once, with one document, one alert per member and one correspondence entry, and moves each to the done folder', async () => {
    const rig = await setUp('dct_fault_inbound_kill', COUNT);
    const { server, stub, replies, database } = rig;
    const doomed = rig.worker;
    stub.hold = true;
    const before = await rig.states();
    await rig.append();
    await until('the doomed worker to be triaging a reply', () => stub.heldCount > 0, 30_000);
    const held = replies.find((reply) => stub.asked[0]?.includes(reply.reference));
    const atKill = await rig.states();
    const killedAt = performance.now();
    await doomed.kill('SIGKILL');
    const step = inFlight(before, atKill);
    stub.release();
    const rescuer = await fault.startAlongside(inRole('worker 2', rig.env, 'worker'));

    // The held reply is taken over once its lease runs out, on the rescuer's next look at the mailbox.
    const heldState = async () => (held ? (await stateOf(database.url, stub, held, await server.subjects(['INBOX', DONE, UNMATCHED]))).folders : []);
    const takenOver = await until('the held reply to be taken over and moved', async () => (await heldState()).includes(DONE) || undefined, 60_000).then(
      () => performance.now() - killedAt,
      () => undefined,
    );
    const { settled, problems, summary } = await rig.conclude(killedAt, rescuer);
    record(
      `worker SIGKILL mid-message (assistant holding its reading), ${COUNT} replies: killed at ${step}; the held reply ${held?.index ?? '?'} moved ${takenOver === undefined ? 'never' : `${(takenOver / 1000).toFixed(1)} s after the kill`} (lease ${LEASE_SECONDS} s, look every ${POLL_SECONDS} s); ${settled ? 'settled' : 'did NOT settle'}; ${summary}`,
    );
    expect(held).toBeDefined();
    expect(atKill.find((state) => state.reply === held)?.inbound).toEqual([{ status: 'received', attempts: 1, reason: null }]);
    expect(problems).toEqual([]);
    expect(settled).toBe(true);
    expect(takenOver).toBeLessThanOrEqual((LEASE_SECONDS + POLL_SECONDS + 5) * 1000);
  });
});

describe('workers killed at random moments of a stream of replies', () => {
  const { fault, setUp } = inboundCase();
  const COUNT = 10;
  const KILLS = 3;

  it('files each reply once everywhere, whatever step each kill fell on', async () => {
    const rig = await setUp('dct_fault_inbound_stream', COUNT);
    const { stub } = rig;
    // A reading takes 50 to 250 ms: each worker is killed a random 0 to 400 ms after its first, second or third reading came back.
    stub.delayMs = () => 50 + Math.floor(Math.random() * 200);
    let before = await rig.states();
    await rig.append();
    const kills: string[] = [];
    let worker: AppProcess = rig.worker;
    let killedAt = 0;
    for (let round = 1; round <= KILLS; round += 1) {
      const readings = stub.answered + 1 + Math.floor(Math.random() * 3);
      const answeredSome = await until(`worker ${round} to be given its readings`, () => stub.answered >= readings, 30_000).then(
        () => true,
        () => false,
      );
      if (!answeredSome) break;
      const afterMs = Math.floor(Math.random() * 400);
      await sleep(Math.max(0, afterMs - (performance.now() - stub.lastAnsweredAt)));
      killedAt = performance.now();
      await worker.kill('SIGKILL');
      kills.push(`${afterMs} ms after reading ${stub.answered}: ${inFlight(before, await rig.states())}`);
      before = await rig.states();
      worker = await fault.startAlongside(inRole(`worker ${round + 1}`, rig.env, 'worker'));
    }
    const { settled, settledMs, problems, summary } = await rig.conclude(killedAt, worker);
    record(
      `${kills.length} worker SIGKILLs at random moments of ${COUNT} replies: ${kills.map((kill, index) => `kill ${index + 1} ${kill}`).join(' | ')}; ${settled ? `settled ${(settledMs / 1000).toFixed(1)} s after the last kill` : 'did NOT settle'}; ${summary}`,
    );
    expect(kills.length).toBe(KILLS);
    expect(problems).toEqual([]);
    expect(settled).toBe(true);
  });
});

/**
 * The statements of a reply's handling after the assistant's reading, in order: a worker whose
 * database connection runs through a proxy that holds back the first of them is SIGKILLed there,
 * the statement never run.
 */
const STEPS: Array<[string, RegExp]> = [
  ['PDF filed, before the reply row', /INSERT INTO "?claim_replies"?/i],
  ['reply row written, before the alert', /INSERT INTO "?notifications"?/i],
  ['alert raised, before the correspondence entry', /INSERT INTO "?correspondence_entries"?/i],
  ['announced, before the message is settled', /UPDATE "?inbound_messages"? SET "?status"?/i],
  ['settled, before its move to the done folder is recorded', /UPDATE "?mailbox_leases"? SET "?destination"?/i],
];

describe('a worker killed at each step of a reply after its reading', () => {
  const { fault, setUp } = inboundCase();
  const proxies: TcpProxy[] = [];
  afterAll(() => Promise.all(proxies.map((proxy) => proxy.stop())));

  it('files each reply once everywhere, wherever in its handling its worker died', async () => {
    const rig = await setUp('dct_fault_inbound_steps', STEPS.length);
    // The first worker sent the claim mails; the mailbox is read only by the workers killed at each step, then by a rescuer.
    await rig.worker.kill('SIGTERM');
    await rig.append();
    const kills: string[] = [];
    const missed: string[] = [];
    let killedAt = 0;
    for (const [index, [step, statement]] of STEPS.entries()) {
      const proxy = new TcpProxy(Number(new URL(rig.env.DATABASE_URL).port));
      proxies.push(proxy);
      const port = await proxy.start();
      const databaseUrl = new URL(rig.env.DATABASE_URL);
      databaseUrl.port = String(port);
      const worker = inRole(`worker at step ${index + 1}`, { ...rig.env, DATABASE_URL: databaseUrl.toString() }, 'worker');
      fault.apps.push(worker);
      const before = await rig.states();
      await worker.start();
      // Armed once the worker runs: nothing before a reply's handling runs these statements.
      proxy.holdWhen = (data) => statement.test(data.toString('latin1'));
      const reached = await until(`the worker to reach: ${step}`, () => proxy.held > 0, 25_000).then(
        () => true,
        () => false,
      );
      if (!reached) {
        missed.push(step);
        await worker.kill('SIGKILL');
        continue;
      }
      killedAt = performance.now();
      await worker.kill('SIGKILL');
      kills.push(`${step}: ${inFlight(before, await rig.states())}`);
    }
    const rescuer = await fault.startAlongside(inRole('rescuer', rig.env, 'worker'));
    const { settled, settledMs, problems, summary } = await rig.conclude(killedAt, rescuer);
    record(
      `worker SIGKILL at each step after the reading, ${STEPS.length} replies: ${kills.map((kill, index) => `kill ${index + 1} ${kill}`).join(' | ')}${missed.length ? `; steps never reached: ${missed.join(', ')}` : ''}; ${settled ? `settled ${(settledMs / 1000).toFixed(1)} s after the last kill` : 'did NOT settle'}; ${summary}`,
    );
    expect(missed).toEqual([]);
    expect(problems).toEqual([]);
    expect(settled).toBe(true);
  });
});
