import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest, type ClientRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { RequestMessages, UploadMessages, type VisitDocument } from '@dct/contracts';
import { createApp, type RunningApp } from '../../bootstrap';
import { loadConfig } from '../../config/config.schema';
import { samplePdf, sampleJpeg, samplePng } from '../../../test/document-samples';
import {
  createDocuments,
  createOwner,
  createTestApp,
  createVisit,
  downloadFile,
  expectUploadRefused,
  filePart,
  uploadForm,
  type SignedInOwner,
} from '../../../test/test-app';
import { CHUNK_BYTES } from './document-store';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** What a hanging client sends before it stops: more than a stored chunk. */
const HANGING_BYTES = 300 * 1024;
/** The deadlines of these specs' apps, short so that waiting them out stays quick. */
const IDLE_SECONDS = 4;
const BODY_SECONDS = 7;
/** How late past its deadline an answer may come on a loaded machine. */
const SLACK_MS = 3_000;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: { message?: string; error?: string };
  at: number;
}

/**
 * An upload sent by hand over a kept-alive connection of its own (so only the server decides when
 * it closes): the start of a multipart form with one file, declared longer than what is sent, so
 * the server waits for the rest.
 */
class OpenUpload {
  readonly answer: Promise<Answer>;
  /** When the client last handed bytes to its socket. */
  lastSentAt = 0;
  answered = false;
  private readonly client: ClientRequest;
  private socket?: Socket;
  private readonly socketClosed: Promise<number>;

  constructor(port: number, cookie: string, path: string, field: string, start: Buffer) {
    const head = Buffer.from(`--hang\r\nContent-Disposition: form-data; name="${field}"; filename="hang.pdf"\r\n\r\n`);
    this.client = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path,
      agent: new Agent({ keepAlive: true, maxSockets: 1 }),
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=hang', 'content-length': String(head.length + start.length + 5 * 1024 * 1024) },
    });
    this.client.on('error', () => undefined);
    this.socketClosed = new Promise((resolve) =>
      this.client.on('socket', (socket) => {
        this.socket = socket;
        socket.once('close', () => resolve(performance.now()));
      }),
    );
    this.answer = new Promise((resolve) =>
      this.client.on('response', (response) => {
        const at = performance.now();
        this.answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text ? (JSON.parse(text) as Answer['body']) : {}, at });
        });
      }),
    );
    this.send(Buffer.concat([head, start]));
  }

  send(bytes: Buffer): void {
    this.client.write(bytes, () => (this.lastSentAt = performance.now()));
  }

  /** When the server closed the connection (resolves once it has). */
  closed(): Promise<number> {
    return this.socketClosed;
  }

  get isClosed(): boolean {
    return this.socket?.destroyed ?? false;
  }

  goAway(): void {
    this.client.destroy();
  }
}

async function waitFor(check: () => boolean | Promise<boolean>, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(25);
  }
}

/** The promise's value, or a failure naming what did not happen within `ms`. */
function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Each of `count` health checks, one after another, in milliseconds. */
async function healthWaits(base: string, count: number): Promise<number[]> {
  const waits: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(15_000) });
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    waits.push(performance.now() - started);
  }
  return waits;
}

/** The spool files this process (the app runs in the test's process) holds open, by their descriptors' links. */
function heldSpoolFiles(running: RunningApp): string[] {
  const folder = running.config.uploads.spoolDir;
  return readdirSync('/proc/self/fd').flatMap((fd) => {
    try {
      const link = `/proc/self/fd/${fd}`;
      return readlinkSync(link).startsWith(`${folder}/`) ? [link] : [];
    } catch {
      return [];
    }
  });
}

/** What uploads left on disk: names in the spool folder, and files of it still held open. */
function spoolLeftovers(running: RunningApp): string[] {
  const folder = running.config.uploads.spoolDir;
  return [...readdirSync(folder).map((name) => join(folder, name)), ...heldSpoolFiles(running)];
}

/** The server's side of each connection, to see how much of each body it has read. */
function trackConnections(running: RunningApp): Socket[] {
  const sockets: Socket[] = [];
  running.app.getHttpServer().on('connection', (socket: Socket) => sockets.push(socket));
  return sockets;
}

/**
 * The attack: five uploads that send 300 KB and hang. Meanwhile the API answers health
 * checks within 100 ms and stores another owner's upload; each hanging upload is answered 408
 * once no byte came for the idle deadline, and leaves no file, no row and no transaction.
 */
async function hangFiveUploads(running: RunningApp, base: string, sockets: Socket[], openTransactions: () => Promise<number>): Promise<void> {
  const attacker = await createOwner(running, 'hanging');
  const attacked = await createVisit(attacker);
  const other = await createOwner(running, 'patient');
  const otherVisit = await createVisit(other);
  const port = Number(new URL(base).port);
  // The probes' connection is opened (and the route warmed) before the attack, as a load balancer's would be.
  await healthWaits(base, 1);

  const uploads = Array.from(
    { length: 5 },
    () => new OpenUpload(port, attacker.cookie, `/api/documents/upload/${attacked.id}`, 'files', samplePdf(HANGING_BYTES)),
  );
  await waitFor(() => sockets.filter((socket) => socket.bytesRead >= HANGING_BYTES).length >= 5, "the server to read the five uploads' 300 KB");
  const answered = () => uploads.some((upload) => upload.answered || upload.isClosed);
  expect(answered()).toBe(false);

  const waits = await healthWaits(base, 5);
  const storing = performance.now();
  const stored = await within(IDLE_SECONDS * 1000, createDocuments(other, otherVisit.id), "Another owner's upload");
  process.stdout.write(
    `${expect.getState().currentTestName}: health ${waits.map((ms) => ms.toFixed(1)).join(', ')} ms; another owner's upload ${(performance.now() - storing).toFixed(0)} ms\n`,
  );
  expect(stored.uploaded_count).toBe(1);
  expect(await openTransactions()).toBe(0);
  // All of it happened while the five still hung.
  expect(answered()).toBe(false);
  // Within 100 ms, with room for a loaded machine's odd slow answer (before: 503 after 10 s on the embedded database).
  expect([...waits].sort((a, b) => a - b)[2]).toBeLessThanOrEqual(100);
  expect(Math.max(...waits)).toBeLessThanOrEqual(250);

  // On disk meanwhile, only the app's to read: nameless files of mode 0600 in a folder of mode 0700.
  const folder = running.config.uploads.spoolDir;
  await waitFor(() => heldSpoolFiles(running).length === 5 && readdirSync(folder).length === 0, 'five nameless spool files');
  expect(heldSpoolFiles(running).map((file) => statSync(file).mode & 0o777)).toEqual(Array(5).fill(0o600));
  expect(statSync(folder).mode & 0o777).toBe(0o700);
  expect(answered()).toBe(false);

  for (const upload of uploads) {
    const answer = await within(IDLE_SECONDS * 1000 + 2 * SLACK_MS, upload.answer, 'The 408');
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual({ statusCode: 408, message: UploadMessages.tooSlow, error: UploadMessages.tooSlow });
    expect(answer.headers.connection).toBe('close');
    expect(answer.at - upload.lastSentAt).toBeGreaterThanOrEqual(IDLE_SECONDS * 1000);
    expect(answer.at - upload.lastSentAt).toBeLessThan(IDLE_SECONDS * 1000 + SLACK_MS);
    await within(SLACK_MS, upload.closed(), 'The server closing the connection');
  }
  expect(spoolLeftovers(running)).toEqual([]);
  expect(((await attacker.agent.get(`/api/documents/visit/${attacked.id}`).expect(200)).body as VisitDocument[]).length).toBe(0);
  expect(await openTransactions()).toBe(0);
}

/** Uploads as they happen: hanging, slow and vanishing clients, their rate, and the embedded database. */
describe('Documents: uploads in progress (integration)', () => {
  let running: RunningApp;
  let owner: SignedInOwner;
  let base: string;
  let sockets: Socket[];
  const database = () => running.app.get(DataSource);
  const openTransactions = async () =>
    Number(
      (
        await database().query(
          `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%' AND pid <> pg_backend_pid()`,
        )
      )[0].n,
    );
  const open = (visitId: number, start: Buffer, path = `/api/documents/upload/${visitId}`, field = 'files') =>
    new OpenUpload(Number(new URL(base).port), owner.cookie, path, field, start);

  beforeAll(async () => {
    running = await createTestApp({ UPLOAD_IDLE_TIMEOUT_SECONDS: String(IDLE_SECONDS), UPLOAD_BODY_TIMEOUT_SECONDS: String(BODY_SECONDS) });
    await running.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(running.app.getHttpServer().address() as AddressInfo).port}`;
    sockets = trackConnections(running);
    owner = await createOwner(running, 'slow');
  });
  afterAll(() => running.close());

  it("holds no connection while five uploads hang: health and another owner's upload are answered, the five get 408 and leave nothing", async () => {
    await hangFiveUploads(running, base, sockets, openTransactions);
  }, 60_000);

  it('answers 408 to an upload still trickling in when the whole-body deadline passes', async () => {
    const visit = await createVisit(owner);
    const upload = open(visit.id, samplePdf(64 * 1024));
    const started = performance.now();
    // A byte well within the idle deadline each time, for longer than the body may take.
    const trickle = setInterval(() => upload.send(Buffer.from('x')), 250);
    try {
      const answer = await within(BODY_SECONDS * 1000 + 2 * SLACK_MS, upload.answer, 'The 408');
      expect(answer.status).toBe(408);
      expect(answer.body.message).toBe(UploadMessages.tooSlow);
      expect(answer.at - started).toBeGreaterThanOrEqual(BODY_SECONDS * 1000);
      expect(answer.at - started).toBeLessThan(BODY_SECONDS * 1000 + SLACK_MS);
    } finally {
      clearInterval(trickle);
    }
    await within(SLACK_MS, upload.closed(), 'The server closing the connection');
    expect(spoolLeftovers(running)).toEqual([]);
    expect(((await owner.agent.get(`/api/documents/visit/${visit.id}`).expect(200)).body as VisitDocument[]).length).toBe(0);
  }, 30_000);

  it('leaves nothing of an upload whose client goes away, and stores the next one', async () => {
    const visit = await createVisit(owner);
    const upload = open(visit.id, samplePdf(2 * CHUNK_BYTES + 10));
    await waitFor(() => sockets.some((socket) => socket.bytesRead >= 2 * CHUNK_BYTES), 'the server to read the upload');
    expect(await openTransactions()).toBe(0);
    upload.goAway();
    await waitFor(() => spoolLeftovers(running).length === 0, 'the spool file to go');
    expect((await createDocuments(owner, visit.id)).uploaded_count).toBe(1);
    const names = ((await owner.agent.get(`/api/documents/visit/${visit.id}`).expect(200)).body as VisitDocument[]).map((d) => d.file_name);
    expect(names).toEqual(['photo.png']);
  });

  it('cuts off a refused upload whose client keeps dribbling the rest, at the whole-body deadline', async () => {
    const visit = await createVisit(owner);
    const upload = open(visit.id, Buffer.from('This is no PDF at all, and the rest comes a byte at a time'));
    const started = performance.now();
    const answer = await within(SLACK_MS, upload.answer, 'The refusal');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(UploadMessages.wrongType);
    // The refused rest is read and dropped; a byte often enough would keep any idle timer from running out.
    const dribble = setInterval(() => upload.send(Buffer.from('x')), 250);
    try {
      const closedAt = await within(BODY_SECONDS * 1000 + SLACK_MS, upload.closed(), 'The server closing the connection');
      expect(closedAt - started).toBeGreaterThanOrEqual(BODY_SECONDS * 1000);
    } finally {
      clearInterval(dribble);
    }
    expect(spoolLeftovers(running)).toEqual([]);
  }, 30_000);

  it('answers 408 to a repair order left hanging too', async () => {
    const upload = open(0, samplePdf(HANGING_BYTES), '/api/ai/extract-ro', 'file');
    const answer = await within(IDLE_SECONDS * 1000 + 2 * SLACK_MS, upload.answer, 'The 408');
    expect(answer.status).toBe(408);
    expect(answer.body.message).toBe(UploadMessages.tooSlow);
    expect(answer.at - upload.lastSentAt).toBeGreaterThanOrEqual(IDLE_SECONDS * 1000);
    expect(answer.headers.connection).toBe('close');
    await within(SLACK_MS, upload.closed(), 'The server closing the connection');
  }, 30_000);

  it('refuses an upload as busy (503) while hanging uploads fill the spool budget, and takes it once they are gone', async () => {
    const tight = await createTestApp({ UPLOAD_SPOOL_MAX_MB: '1' });
    try {
      await tight.app.listen(0, '127.0.0.1');
      const port = (tight.app.getHttpServer().address() as AddressInfo).port;
      const tightSockets = trackConnections(tight);
      const hanging = await createOwner(tight, 'filling');
      const filler = new OpenUpload(port, hanging.cookie, `/api/documents/upload/${(await createVisit(hanging)).id}`, 'files', samplePdf(900 * 1024));
      await waitFor(() => tightSockets.some((socket) => socket.bytesRead >= 900 * 1024), 'the server to read the hanging upload');
      const me = await createOwner(tight, 'refused-for-now');
      const visit = await createVisit(me);
      const parts = [filePart('order.pdf', samplePdf(300 * 1024))];
      const refused = await uploadForm(me, visit.id, parts);
      expectUploadRefused(refused, 503, RequestMessages.busy);
      expect(refused.headers['retry-after']).toBe('5');
      filler.goAway();
      await waitFor(() => spoolLeftovers(tight).length === 0, 'the hanging upload to let go of its spool file');
      expect((await createDocuments(me, visit.id, parts)).uploaded_count).toBe(1);
    } finally {
      await tight.close();
    }
  });

  it('limits how often one owner uploads', async () => {
    const limited = await createTestApp({ UPLOAD_RATE_LIMIT: '2' });
    try {
      const me = await createOwner(limited, 'limited');
      const visit = await createVisit(me);
      await createDocuments(me, visit.id);
      await createDocuments(me, visit.id);
      expectUploadRefused(await uploadForm(me, visit.id, [filePart('c.png', samplePng())]), 429, UploadMessages.tooManyUploads);
      const other = await createOwner(limited, 'unlimited');
      await createDocuments(other, (await createVisit(other)).id);
    } finally {
      await limited.close();
    }
  });
});

describe('Documents on the embedded database (integration)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dct-embedded-documents-'));
  const leftover = join(dataDir, 'tmp', 'uploads', 'left-by-a-crash');
  let running: RunningApp;
  let base: string;
  let sockets: Socket[];

  beforeAll(async () => {
    mkdirSync(join(dataDir, 'tmp', 'uploads'), { recursive: true });
    writeFileSync(leftover, 'half an upload');
    running = await createApp(
      loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SERVE_WEB: 'false', NODE_ENV: 'test', UPLOAD_IDLE_TIMEOUT_SECONDS: String(IDLE_SECONDS) }),
    );
    await running.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(running.app.getHttpServer().address() as AddressInfo).port}`;
    sockets = trackConnections(running);
  }, 120_000);
  afterAll(async () => {
    await running?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('clears the spool folder of what a crashed process left, at start', () => {
    expect(readdirSync(join(dataDir, 'tmp', 'uploads'))).toEqual([]);
  });

  it('stores, refuses and serves uploads on its single connection, with other calls between', async () => {
    const owner = await createOwner(running, 'embedded-documents');
    const visit = await createVisit(owner);
    const bytes = samplePdf(3 * CHUNK_BYTES + 5);
    const [stored, refused, listed] = await Promise.all([
      createDocuments(owner, visit.id, [filePart('order.pdf', bytes), filePart('photo.jpg', sampleJpeg())]),
      uploadForm(owner, visit.id, [filePart('ok.png', samplePng()), filePart('no.png', Buffer.from('not an image'))]),
      owner.agent.get(`/api/visits/${visit.id}`).expect(200),
    ]);
    expect(stored.uploaded_count).toBe(2);
    expectUploadRefused(refused, 400, UploadMessages.wrongType);
    expect(listed.body.id).toBe(visit.id);
    const documents = (await owner.agent.get(`/api/documents/visit/${visit.id}`).expect(200)).body as VisitDocument[];
    expect(documents.map((d) => d.file_name).sort()).toEqual(['order.pdf', 'photo.jpg']);
    const file = await downloadFile(owner, stored.documents[0].file_path).expect(200);
    expect(sha256(file.body as Buffer)).toBe(sha256(bytes));
  });

  it("never lends its one connection to a hanging upload: health and another owner's upload are answered, the five get 408", async () => {
    // The embedded database has no pg_stat_activity of its own to look at; its one connection is what health needs.
    await hangFiveUploads(running, base, sockets, () => Promise.resolve(0));
  }, 60_000);
});
