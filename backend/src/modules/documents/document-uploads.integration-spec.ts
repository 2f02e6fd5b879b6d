import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { UploadMessages, type VisitDocument } from '@dct/contracts';
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

/** Uploads as they happen: slow and vanishing clients, the turns they wait for, their rate, and the embedded database. */
describe('Documents: uploads in progress (integration)', () => {
  let running: RunningApp;
  let owner: SignedInOwner;
  let port: number;
  const database = () => running.app.get(DataSource);
  const openTransactions = async () =>
    Number(
      (
        await database().query(
          `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%' AND pid <> pg_backend_pid()`,
        )
      )[0].n,
    );
  const waitFor = async (check: () => Promise<boolean>, what: string) => {
    const deadline = Date.now() + 20_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  /** Sends the start of an upload and keeps the request open, as a slow client would. */
  function startSlowUpload(visitId: number, sent: Buffer, total: number): ClientRequest {
    const client = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api/documents/upload/${visitId}`,
      headers: { cookie: owner.cookie, 'content-type': 'multipart/form-data; boundary=slow', 'content-length': String(total) },
    });
    client.on('error', () => undefined);
    client.write(Buffer.concat([Buffer.from('--slow\r\nContent-Disposition: form-data; name="files"; filename="slow.pdf"\r\n\r\n'), sent]));
    return client;
  }

  beforeAll(async () => {
    // A pool of two: one upload at a time holds a connection, the other is the rest of the API's.
    running = await createTestApp({ DATABASE_POOL_SIZE: '2' });
    await running.app.listen(0, '127.0.0.1');
    port = (running.app.getHttpServer().address() as AddressInfo).port;
    owner = await createOwner(running, 'slow');
  });
  afterAll(() => running.close());

  it('lets one upload at a time hold a connection; a client that goes away is rolled back and frees its turn', async () => {
    const visit = await createVisit(owner);
    const slow = startSlowUpload(visit.id, samplePdf(2 * CHUNK_BYTES + 10), 5 * 1024 * 1024);
    await waitFor(async () => (await openTransactions()) === 1, 'the slow upload to open its transaction');

    // The API still answers, and a second upload waits for its turn.
    let secondDone = false;
    const second = createDocuments(owner, visit.id).then((result) => {
      secondDone = true;
      return result;
    });
    await owner.agent.get(`/api/documents/visit/${visit.id}`).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(secondDone).toBe(false);

    slow.destroy();
    expect((await second).uploaded_count).toBe(1);
    await waitFor(async () => (await openTransactions()) === 0, 'the abandoned upload to roll back');
    const names = ((await owner.agent.get(`/api/documents/visit/${visit.id}`).expect(200)).body as VisitDocument[]).map((d) => d.file_name);
    expect(names).toEqual(['photo.png']);
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
  let running: RunningApp;

  beforeAll(async () => {
    running = await createApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SERVE_WEB: 'false', NODE_ENV: 'test' }));
  }, 120_000);
  afterAll(async () => {
    await running?.close();
    rmSync(dataDir, { recursive: true, force: true });
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
});
