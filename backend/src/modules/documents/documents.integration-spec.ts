import { createHash } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { MAX_UPLOAD_BYTES, RequestMessages, UploadMessages, VisitMessages, type UploadResult, type VisitDocument } from '@dct/contracts';
import { samplePdf, sampleJpeg, samplePng, sampleWebp } from '../../../test/document-samples';
import {
  appAndOwnerForTests,
  createDocuments,
  createOwner,
  createVisit,
  downloadFile,
  expectUploadRefused,
  filePart,
  multipartBody,
  uploadForm,
  type FormPart,
} from '../../../test/test-app';
import { DocumentDigests1765700000000 } from '../../database/migrations/1765700000000-document-digests';
import { CHUNK_BYTES } from './document-store';
import { STORED_FILE_CSP } from './file-headers';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('Documents (integration)', () => {
  const { running, owner } = appAndOwnerForTests('documents');
  const database = () => running.app.get(DataSource);
  const count = async (sql: string, userId: number) => Number((await database().query(sql, [userId]))[0].n);
  const countDocuments = (userId = owner.user.id) =>
    count('SELECT count(*) AS n FROM documents WHERE household_id = (SELECT household_id FROM household_members WHERE user_id = $1)', userId);
  const countChunks = (userId = owner.user.id) =>
    count(
      'SELECT count(*) AS n FROM document_chunks c JOIN documents d ON d.id = c.document_id WHERE d.household_id = (SELECT household_id FROM household_members WHERE user_id = $1)',
      userId,
    );
  const download = (path: string) => downloadFile(owner, path);

  it('requires a signed-in owner for every call', async () => {
    const anonymous = request(running.app.getHttpServer());
    const { body, contentType } = multipartBody([filePart('photo.png', samplePng())]);
    const upload = await anonymous.post('/api/documents/upload/1').set('Content-Type', contentType).send(body);
    expect(upload.status).toBe(401);
    expect(upload.body.error).toBe(upload.body.message);
    for (const call of [anonymous.get('/api/documents/visit/1'), anonymous.get('/api/documents/1/file'), anonymous.delete('/api/documents/1')]) {
      expect((await call).status).toBe(401);
    }
  });

  it('stores one file of each accepted type, recognised by its bytes, and lists them newest first', async () => {
    const visit = await createVisit(owner);
    const files = { png: samplePng(), jpeg: sampleJpeg(), webp: sampleWebp(), pdf: samplePdf() };
    const response = await uploadForm(owner, visit.id, [
      filePart('front.png', files.png, 'image/png'),
      filePart('dash.jpg', files.jpeg, 'image/jpeg'),
      filePart('side.webp', files.webp, 'image/webp'),
      { name: 'notes', content: '  From the service desk  ' },
      filePart('Repair order.pdf', files.pdf, 'application/pdf'),
    ]).expect(201);
    const result = response.body as UploadResult;
    expect(result.uploaded_count).toBe(4);
    const expected = [
      ['front.png', files.png, 'image/png', 'Photo'],
      ['dash.jpg', files.jpeg, 'image/jpeg', 'Photo'],
      ['side.webp', files.webp, 'image/webp', 'Photo'],
      ['Repair order.pdf', files.pdf, 'application/pdf', 'Document'],
    ] as const;
    expect(result.documents).toEqual(
      expected.map(([file_name, bytes, mime_type, doc_type]) => ({
        id: expect.any(Number),
        visit_id: visit.id,
        file_name,
        file_path: expect.stringMatching(/^\/api\/documents\/\d+\/file$/),
        file_size: bytes.length,
        mime_type,
        doc_type,
        notes: 'From the service desk',
        sha256: sha256(bytes),
        created_at: expect.any(String),
      })),
    );
    for (const document of result.documents) expect(document.file_path).toBe(`/api/documents/${document.id}/file`);

    const later = await createDocuments(owner, visit.id);
    const listed = (await owner.agent.get(`/api/documents/visit/${visit.id}`).expect(200)).body as VisitDocument[];
    expect(listed.map((d) => d.id)).toEqual([later.documents[0].id, ...result.documents.map((d) => d.id).reverse()]);
    expect(listed.slice(1)).toEqual([...result.documents].reverse());
  });

  it('applies doc_type to every file of the upload, wherever the field comes in the form', async () => {
    const visit = await createVisit(owner);
    const { documents } = await createDocuments(owner, visit.id, [
      filePart('a.png', samplePng()),
      filePart('b.pdf', samplePdf()),
      { name: 'doc_type', content: 'Service Receipt' },
    ]);
    expect(documents.map((d) => d.doc_type)).toEqual(['Service Receipt', 'Service Receipt']);
  });

  it('stores a PNG declared as application/pdf as image/png, under a name that says so', async () => {
    const visit = await createVisit(owner);
    const { documents } = await createDocuments(owner, visit.id, [filePart('scan.pdf', samplePng(), 'application/pdf')]);
    expect(documents[0]).toMatchObject({ mime_type: 'image/png', file_name: 'scan.png', doc_type: 'Photo' });
    const file = await download(documents[0].file_path).expect(200);
    expect(file.headers['content-type']).toBe('image/png');
  });

  it("refuses a text file named .png with the spec's message, and stores nothing", async () => {
    const visit = await createVisit(owner);
    const response = await uploadForm(owner, visit.id, [filePart('receipt.png', Buffer.from('Oil change, $49.99\n'), 'image/png')]);
    expectUploadRefused(response, 400, UploadMessages.wrongType);
    expect(response.body.errors).toEqual({ files: [UploadMessages.wrongType] });
    expect(await countDocuments()).toBe(0);
  });

  it('refuses an empty file and an HTML page dressed as a PDF', async () => {
    const visit = await createVisit(owner);
    for (const content of [Buffer.alloc(0), Buffer.from('<html><script>alert(1)</script>%PDF-')]) {
      expectUploadRefused(await uploadForm(owner, visit.id, [filePart('x.pdf', content, 'application/pdf')]), 400, UploadMessages.wrongType);
    }
    expect(await countDocuments()).toBe(0);
  });

  it("refuses a 16 MB file with 413 and the spec's text, and stores nothing", async () => {
    const visit = await createVisit(owner);
    const response = await uploadForm(owner, visit.id, [filePart('big.pdf', samplePdf(16 * 1024 * 1024))]);
    expectUploadRefused(response, 413, UploadMessages.tooLarge(MAX_UPLOAD_BYTES));
    expect(response.body.message).toBe('File is larger than 15728640 bytes');
    expect(await countDocuments()).toBe(0);
    // The connection is still good for the next call.
    await owner.agent.get(`/api/documents/visit/${visit.id}`).expect(200);
  });

  it('takes a file of exactly 15,728,640 bytes', async () => {
    const visit = await createVisit(owner);
    const bytes = samplePdf(MAX_UPLOAD_BYTES);
    const { documents } = await createDocuments(owner, visit.id, [filePart('limit.pdf', bytes)]);
    expect(documents[0].file_size).toBe(MAX_UPLOAD_BYTES);
    expect(await countChunks()).toBe(MAX_UPLOAD_BYTES / CHUNK_BYTES);
  });

  it('keeps one document for the same bytes: a second upload answers with the one already on the visit', async () => {
    const visit = await createVisit(owner);
    const receipt = samplePdf();
    const first = await createDocuments(owner, visit.id, [filePart('receipt.pdf', receipt)]);
    const again = await createDocuments(owner, visit.id, [filePart('receipt again.pdf', receipt), filePart('photo.png', samplePng())]);
    expect(again.uploaded_count).toBe(1);
    expect(again.documents[0]).toEqual({ ...first.documents[0], duplicate_of: first.documents[0].id });
    expect(again.documents[1].duplicate_of).toBeUndefined();
    const twice = await createDocuments(owner, visit.id, [filePart('a.png', receipt), filePart('b.png', receipt)]);
    expect(twice).toMatchObject({ uploaded_count: 0 });
    const listed = (await owner.agent.get(`/api/documents/visit/${visit.id}`).expect(200)).body as VisitDocument[];
    expect(listed.map((document) => document.file_name).sort()).toEqual(['photo.png', 'receipt.pdf']);
    // Another visit may hold the same file.
    expect((await createDocuments(owner, (await createVisit(owner)).id, [filePart('receipt.pdf', receipt)])).uploaded_count).toBe(1);
  });

  it("refuses a sixth file with 'Too many files', and stores nothing", async () => {
    const visit = await createVisit(owner);
    const parts = Array.from({ length: 6 }, (_, i) => filePart(`photo-${i}.png`, samplePng()));
    expectUploadRefused(await uploadForm(owner, visit.id, parts), 400, UploadMessages.tooMany);
    expect(await countDocuments()).toBe(0);
    expect((await createDocuments(owner, visit.id, parts.slice(0, 5))).uploaded_count).toBe(5);
  });

  it('takes a form at its limits (5 files, 10 text fields), refuses one field more, and skips no part silently', async () => {
    const visit = await createVisit(owner);
    const files = Array.from({ length: 5 }, (_, i) => filePart(`photo-${i}.png`, samplePng()));
    const notes = (count: number) => Array.from({ length: count }, (_, i) => ({ name: 'notes', content: `Note ${i}` }));
    const { documents } = await createDocuments(owner, visit.id, [...files, ...notes(10)]);
    expect(documents.map((d) => d.notes)).toEqual(Array(5).fill('Note 9'));
    expectUploadRefused(await uploadForm(owner, visit.id, [...files, ...notes(11)]), 400, RequestMessages.tooManyFields(15));
    const { body, contentType } = multipartBody([filePart('a.png', samplePng())]);
    const boundary = contentType.split('boundary=')[1];
    const nameless = Buffer.from(`--${boundary}\r\nContent-Type: text/plain\r\n\r\nno disposition\r\n`.repeat(16));
    const padded = await owner.agent
      .post(`/api/documents/upload/${visit.id}`)
      .set('Content-Type', contentType)
      .send(Buffer.concat([nameless, body]));
    expectUploadRefused(padded, 400, RequestMessages.tooManyFields(15));
    expect(await countDocuments()).toBe(5);
  });

  it('stores nothing of an upload with one good and one bad file', async () => {
    const visit = await createVisit(owner);
    const response = await uploadForm(owner, visit.id, [filePart('good.pdf', samplePdf(600 * 1024)), filePart('bad.png', Buffer.from('GIF89a not accepted'))]);
    expectUploadRefused(response, 400, UploadMessages.wrongType);
    expect(await countDocuments()).toBe(0);
    expect(await countChunks()).toBe(0);
  });

  it('keeps only the last part of a path as the name, and serves it under a safe Content-Disposition', async () => {
    const visit = await createVisit(owner);
    const { documents } = await createDocuments(owner, visit.id, [
      filePart('../../x.png', samplePng()),
      filePart('..\\..\\windows\\evil.png', samplePng()),
      filePart('Re\u00e7u\t d\u2019atelier \u202egpj.pdf', samplePdf()),
      filePart('', samplePdf()),
      filePart('100% sure.png', samplePng()),
    ]);
    expect(documents.map((d) => d.file_name)).toEqual(['x.png', 'evil.png', 'Re\u00e7u d\u2019atelier gpj.pdf', 'document.pdf', '100% sure.png']);

    const headers = async (document: VisitDocument, query = '') => (await download(`${document.file_path}${query}`).expect(200)).headers['content-disposition'];
    expect(await headers(documents[0])).toBe('inline; filename="x.png"');
    expect(await headers(documents[0], '?download=1')).toBe('attachment; filename="x.png"');
    expect(await headers(documents[2])).toBe(`inline; filename="Re_u d_atelier gpj.pdf"; filename*=UTF-8''Re%C3%A7u%20d%E2%80%99atelier%20gpj.pdf`);
    expect(await headers(documents[4])).toBe(`inline; filename="100_ sure.png"; filename*=UTF-8''100%25%20sure.png`);
  });

  it('reads back a 3 MB file byte for byte, across chunks, and shows the SHA-256 it was uploaded with', async () => {
    const visit = await createVisit(owner);
    const bytes = samplePdf(3 * 1024 * 1024);
    const { documents } = await createDocuments(owner, visit.id, [filePart('long.pdf', bytes)]);
    expect(await countChunks()).toBe(12);
    expect(documents[0].sha256).toBe(sha256(bytes));
    expect(((await owner.agent.get(`/api/documents/visit/${visit.id}`).expect(200)).body as VisitDocument[])[0].sha256).toBe(sha256(bytes));
    const response = await download(documents[0].file_path).expect(200);
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(sha256(response.body as Buffer)).toBe(sha256(bytes));
  });

  it('gives the files stored before digests were kept the SHA-256 of their stored bytes', async () => {
    const visit = await createVisit(owner);
    const bytes = samplePdf(CHUNK_BYTES + 7);
    const { documents } = await createDocuments(owner, visit.id, [filePart('old.pdf', bytes)]);
    const dataSource = running.app.get(DataSource);
    await dataSource.query('UPDATE documents SET sha256 = NULL WHERE id = $1', [documents[0].id]);
    expect(((await owner.agent.get(`/api/documents/visit/${visit.id}`).expect(200)).body as VisitDocument[])[0].sha256).toBeNull();
    const runner = dataSource.createQueryRunner();
    try {
      await new DocumentDigests1765700000000().up(runner);
    } finally {
      await runner.release();
    }
    expect(((await owner.agent.get(`/api/documents/visit/${visit.id}`).expect(200)).body as VisitDocument[])[0].sha256).toBe(sha256(bytes));
  });

  it('serves a file with its stored type, its length, nosniff, no caching and a sandboxing policy', async () => {
    const visit = await createVisit(owner);
    const bytes = sampleWebp();
    const { documents } = await createDocuments(owner, visit.id, [filePart('door.webp', bytes, 'text/html')]);
    const response = await download(documents[0].file_path).expect(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(bytes.length),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': STORED_FILE_CSP,
    });
    expect(STORED_FILE_CSP).toMatch(/default-src 'none'.*sandbox/);
    expect(Buffer.compare(response.body as Buffer, bytes)).toBe(0);
  });

  it.each<[string, FormPart, string, string]>([
    ['notes with a NUL character', { name: 'notes', content: 'Bay\u00003' }, 'notes', RequestMessages.nulCharacter],
    ['notes of 1,001 characters', { name: 'notes', content: 'n'.repeat(1001) }, 'notes', UploadMessages.notesTooLong],
    [
      'notes of 501 letters and 500 variation selectors, 1,001 characters to PostgreSQL',
      { name: 'notes', content: 'a\ufe0f'.repeat(500) + 'b' },
      'notes',
      UploadMessages.notesTooLong,
    ],
    ['notes far over the field size', { name: 'notes', content: 'x'.repeat(20_000) }, 'notes', UploadMessages.notesTooLong],
    ['an unknown document type', { name: 'doc_type', content: 'Invoice' }, 'doc_type', UploadMessages.docTypeInvalid],
    ['an unknown text field', { name: 'user_id', content: '1' }, 'user_id', RequestMessages.unknownField('user_id')],
    ['a prototype-ish field', { name: '__proto__', content: 'x' }, '__proto__', RequestMessages.unknownField('__proto__')],
    ['a file under another field', { name: 'file', fileName: 'a.png', content: samplePng() }, 'file', RequestMessages.unknownField('file')],
  ])('refuses %s like a JSON body would, and stores nothing', async (_name, part, field, message) => {
    const visit = await createVisit(owner);
    const response = await uploadForm(owner, visit.id, [filePart('a.png', samplePng()), part]);
    expectUploadRefused(response, 400, message);
    expect(response.body.errors).toEqual({ [field]: [message] });
    expect(await countDocuments()).toBe(0);
  });

  it('refuses a form without files, and a body that is not a multipart form', async () => {
    const visit = await createVisit(owner);
    expectUploadRefused(await uploadForm(owner, visit.id, [{ name: 'notes', content: 'Nothing attached' }]), 400, UploadMessages.noFiles);
    expectUploadRefused(await owner.agent.post(`/api/documents/upload/${visit.id}`).send({ files: [] }), 400, UploadMessages.unreadable);
    const { body, contentType } = multipartBody([filePart('a.png', samplePng())]);
    const cut = body.subarray(0, body.length - 20);
    expectUploadRefused(await owner.agent.post(`/api/documents/upload/${visit.id}`).set('Content-Type', contentType).send(cut), 400, UploadMessages.unreadable);
    expect(await countDocuments()).toBe(0);
  });

  it('deletes a document with its bytes; deleting a visit or a vehicle takes all of theirs', async () => {
    const visit = await createVisit(owner);
    const { documents } = await createDocuments(owner, visit.id, [filePart('a.pdf', samplePdf(700 * 1024)), filePart('b.png', samplePng())]);
    await owner.agent.delete(`/api/documents/${documents[0].id}`).expect(204);
    await owner.agent.get(documents[0].file_path).expect(404);
    await owner.agent.delete(`/api/documents/${documents[0].id}`).expect(404);
    expect(await countDocuments()).toBe(1);
    expect(await countChunks()).toBe(1);

    await createDocuments(owner, visit.id, [filePart('c.pdf', samplePdf(300 * 1024))]);
    await owner.agent.delete(`/api/visits/${visit.id}`).expect(204);
    expect([await countDocuments(), await countChunks()]).toEqual([0, 0]);

    const other = await createVisit(owner);
    await createDocuments(owner, other.id, [filePart('d.pdf', samplePdf(300 * 1024))]);
    await owner.agent.delete(`/api/vehicles/${other.vehicle_id}`).expect(204);
    expect([await countDocuments(), await countChunks()]).toEqual([0, 0]);
  });

  it("never shows one owner's documents to another: every call answers 404 and changes nothing", async () => {
    const visit = await createVisit(owner);
    const { documents } = await createDocuments(owner, visit.id);
    const stranger = await createOwner(running, 'stranger');

    expectUploadRefused(await uploadForm(stranger, visit.id, [filePart('planted.png', samplePng())]), 404, VisitMessages.notFound);
    expect((await stranger.agent.get(`/api/documents/visit/${visit.id}`).expect(404)).body.message).toBe(VisitMessages.notFound);
    expect((await stranger.agent.get(documents[0].file_path).expect(404)).body.message).toBe(UploadMessages.notFound);
    expect((await stranger.agent.delete(`/api/documents/${documents[0].id}`).expect(404)).body.message).toBe(UploadMessages.notFound);
    expect(await countDocuments(stranger.user.id)).toBe(0);
    expect(await countDocuments()).toBe(1);

    for (const id of ['0', 'abc', '1.0', '99999999999']) {
      await owner.agent.get(`/api/documents/${id}/file`).expect(404);
      await owner.agent.get(`/api/documents/visit/${id}`).expect(404);
    }
  });
});
