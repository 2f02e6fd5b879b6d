import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import type { Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import type { Claim, CurrentUser, Dealer, UploadResult, Vehicle, Visit } from '@dct/contracts';
import { validVehicleInput, validVisitInput } from '@dct/contracts/testing';
import { createApp, type RunningApp } from '../src/bootstrap';
import { loadConfig } from '../src/config/config.schema';
import { samplePng } from './document-samples';

/**
 * The real application on this run's PostgreSQL database (migrated by the global setup),
 * built exactly as main.ts builds it, minus the listening socket and the web bundles.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the specs through jest (globalSetup creates the database)');
  return createApp(
    loadConfig({
      DATABASE_URL: url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'dct-test-')),
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      SERVE_WEB: 'false',
      MIGRATIONS_RUN: 'false',
      NODE_ENV: 'test',
      LOGIN_RATE_LIMIT: '1000',
      LOGIN_ADDRESS_RATE_LIMIT: '1000',
      REGISTER_RATE_LIMIT: '1000',
      PASSWORD_RESET_RATE_LIMIT: '1000',
      CONTACT_RATE_LIMIT: '1000',
      UPLOAD_RATE_LIMIT: '1000',
      PDF_RATE_LIMIT: '1000',
      // Counted per client address over a day, and every spec's client is 127.0.0.1.
      CONTACT_MAILS_PER_DAY: '100000',
      ACCOUNT_MAILS_PER_DAY: '100000',
      // The alert scan runs when a spec calls it (notifications.integration-spec.ts), not on a timer in every spec's app.
      NOTIFY_SCAN_SECONDS: '86400',
      ...env,
    }),
  );
}

/**
 * What a describe block's hooks set up, as an object whose fields (every one of T's) are read when
 * used, in a test or a later hook, so the block can name it before the hook has run.
 */
function setUpByHook<T extends object>(what: string, fields: Record<keyof T, true>): { set(value: T): void; view: T } {
  let value: T | undefined;
  const current = (): T => {
    if (value === undefined) throw new Error(`${what} is set up by a hook: read it in a test or a later hook`);
    return value;
  };
  const view = {} as T;
  for (const field of Object.keys(fields) as Array<keyof T>) {
    Object.defineProperty(view, field, {
      enumerable: true,
      get: () => {
        const found = current()[field];
        return typeof found === 'function' ? (found as (...args: unknown[]) => unknown).bind(current()) : found;
      },
    });
  }
  return { set: (next) => void (value = next), view };
}

/** The application of a describe block: started before its tests (createTestApp), closed after them. */
export function appForTests(env: Record<string, string> = {}): RunningApp {
  const running = setUpByHook<RunningApp>('The test app', { app: true, config: true, database: true, logger: true, close: true });
  beforeAll(async () => running.set(await createTestApp(env)));
  afterAll(() => running.view.close());
  return running.view;
}

/** A new signed-in owner (createOwner) for each test of a describe block. */
export function ownerForEachTest(running: RunningApp, label: string): SignedInOwner {
  const owner = setUpByHook<SignedInOwner>('The owner', { agent: true, user: true, householdId: true, password: true, cookie: true });
  beforeEach(async () => owner.set(await createOwner(running, label)));
  return owner.view;
}

/** The application of a describe block (appForTests), and a new signed-in owner for each of its tests. */
export function appAndOwnerForTests(label: string): { running: RunningApp; owner: SignedInOwner } {
  const running = appForTests();
  return { running, owner: ownerForEachTest(running, label) };
}

let ownerCounter = 0;

/** A new owner's details, unique across runs and spec files. */
export function newOwnerDetails(label = 'owner') {
  ownerCounter += 1;
  const stamp = `${process.pid}-${Date.now().toString(36)}-${ownerCounter}`;
  return { name: `Owner ${label}`, email: `${label}-${stamp}@example.test`, password: 'correct horse battery' };
}

export interface SignedInOwner {
  agent: TestAgent;
  user: CurrentUser;
  /** The household the owner's records are filed under (a new account's own). */
  householdId: number;
  password: string;
  /** The session cookie (`name=value`), for requests made without the agent. */
  cookie: string;
}

/** Registers an owner and returns an agent that carries their session cookie. */
export async function createOwner(running: RunningApp, label = 'owner'): Promise<SignedInOwner> {
  const details = newOwnerDetails(label);
  const agent = request.agent(running.app.getHttpServer());
  const response = await agent.post('/api/auth/register').send(details).expect(201);
  const cookie = (response.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
  const household = (await agent.get('/api/household/members').expect(200)).body as { id: number };
  return { agent, user: response.body as CurrentUser, householdId: household.id, password: details.password, cookie };
}

let vinCounter = 0;
/** A VIN no other vehicle of this test run has: an owner holds one vehicle per VIN. */
export function uniqueVin(): string {
  vinCounter += 1;
  return `4T1G11AK5NU${String(process.pid % 1000).padStart(3, '0')}${String(vinCounter).padStart(3, '0')}`.slice(0, 17);
}

export async function createVehicle(owner: SignedInOwner, overrides: Record<string, unknown> = {}): Promise<Vehicle> {
  const response = await owner.agent
    .post('/api/vehicles')
    .send(validVehicleInput({ vin: uniqueVin(), ...overrides }))
    .expect(201);
  return response.body as Vehicle;
}

export async function createDealer(owner: SignedInOwner, overrides: Record<string, unknown> = {}): Promise<Dealer> {
  const response = await owner.agent
    .post('/api/dealers')
    .send({ name: 'Test Motors', city: 'Springfield', state: 'IL', zip: '62701', email: 'service@testmotors.example', ...overrides })
    .expect(201);
  return response.body as Dealer;
}

/** A visit of a new vehicle at a new dealer of the owner's, unless told which. */
export async function createVisit(owner: SignedInOwner, overrides: Record<string, unknown> = {}): Promise<Visit> {
  const vehicleId = (overrides.vehicle_id as number | undefined) ?? (await createVehicle(owner)).id;
  const dealerId = (overrides.dealer_id as number | undefined) ?? (await createDealer(owner)).id;
  const response = await owner.agent
    .post('/api/visits')
    .send(validVisitInput(vehicleId, dealerId, overrides))
    .expect(201);
  return response.body as Visit;
}

/** A vehicle of the owner's with its visits at one dealer, in the order given (the lemon-law specs). */
export async function createVehicleWithVisits(
  owner: SignedInOwner,
  vehicleFields: Record<string, unknown>,
  visits: Array<Record<string, unknown>>,
): Promise<{ vehicle: Vehicle; visits: Visit[] }> {
  const vehicle = await createVehicle(owner, vehicleFields);
  const dealer = await createDealer(owner, { name: 'Sunrise Motors' });
  const created: Visit[] = [];
  for (const fields of visits)
    created.push(
      await createVisit(owner, { vehicle_id: vehicle.id, dealer_id: dealer.id, loaner_provided: false, loaner_model: null, notes: null, ...fields }),
    );
  return { vehicle, visits: created };
}

/** A warranty repair with its repair order filled in: number, mileage in and out and the three Cs (the lemon-law specs). */
export const documentedRepair = {
  date_in: '2024-03-01',
  date_out: '2024-03-20',
  defect: 'Transmission slip',
  ro_number: 'RO-4417',
  mileage_in: 2_100,
  mileage_out: 2_112,
  complaint: 'Shudders from\n2nd to 3rd',
  cause: 'Torque converter clutch slipping',
  correction: 'Replaced torque converter',
};

/** A draft claim on a visit of the owner's (a new one at a dealer with an e-mail, unless told which). */
export async function createClaim(owner: SignedInOwner, overrides: Record<string, unknown> = {}): Promise<Claim> {
  const visitId = (overrides.visit_id as number | undefined) ?? (await createVisit(owner)).id;
  const response = await owner.agent
    .post('/api/claims')
    .send({ visit_id: visitId, ask_amount: 1260, ...overrides })
    .expect(201);
  return response.body as Claim;
}

/** A claim's mail, by its Message-ID: the test database is shared, so another spec's leftover mail can arrive at any spec's server. */
/**
 * One record of each kind, linked: a vehicle and a dealer, a visit of that vehicle at that dealer,
 * a claim on the visit, and (when parts are given) documents on the visit.
 */
export async function createLinkedRecords(
  owner: SignedInOwner,
  overrides: { vehicle?: Record<string, unknown>; dealer?: Record<string, unknown>; documents?: FormPart[] } = {},
) {
  const vehicle = await createVehicle(owner, overrides.vehicle);
  const dealer = await createDealer(owner, overrides.dealer);
  const visit = await createVisit(owner, { vehicle_id: vehicle.id, dealer_id: dealer.id });
  const claim = await createClaim(owner, { visit_id: visit.id });
  const documents = overrides.documents ? (await createDocuments(owner, visit.id, overrides.documents)).documents : [];
  return { vehicle, dealer, visit, claim, documents };
}

export const mailOfClaim = (claimId: number) => (mail: ParsedMail) => mail.messageId?.startsWith(`<claim-${claimId}.`) ?? false;

/** The text of a PDF, as poppler's pdftotext reads it. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'dct-pdf-'));
  const file = join(dir, 'document.pdf');
  writeFileSync(file, pdf);
  const { stdout } = await promisify(execFile)('pdftotext', ['-layout', file, '-']);
  return stdout;
}

export { unzip } from './unzip';

/** Reads a whole response body as bytes (for PDFs and zips). */
export const binaryBody = (res: NodeJS.EventEmitter, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** One part of a multipart form: a file (with a file name) or a text field. */
export interface FormPart {
  name: string;
  fileName?: string;
  contentType?: string;
  content: Buffer | string;
}

/** A file of the upload form's `files` field; the declared type is whatever the test says (the server ignores it). */
export const filePart = (fileName: string, content: Buffer, contentType = 'application/octet-stream'): FormPart => ({
  name: 'files',
  fileName,
  contentType,
  content,
});

/**
 * A multipart/form-data body written out byte by byte, so a test sends exactly what it means to
 * (names with paths or odd characters, parts in any order) with no client library tidying it.
 */
export function multipartBody(parts: FormPart[]): { body: Buffer; contentType: string } {
  const boundary = `----dct-test-${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const fileName = part.fileName === undefined ? '' : `; filename="${part.fileName.replace(/"/g, '%22')}"`;
    const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${fileName}\r\n${type}\r\n`, 'utf8'));
    chunks.push(typeof part.content === 'string' ? Buffer.from(part.content, 'utf8') : part.content);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/documents/upload/{visitId} with these parts; the test checks the answer. */
export function uploadForm(owner: SignedInOwner, visitId: number, parts: FormPart[]) {
  const { body, contentType } = multipartBody(parts);
  return owner.agent.post(`/api/documents/upload/${visitId}`).set('Content-Type', contentType).send(body);
}

/** Uploads files to a visit (a 1×1 PNG unless told which) and returns what the server stored. */
export async function createDocuments(owner: SignedInOwner, visitId: number, parts: FormPart[] = [filePart('photo.png', samplePng())]): Promise<UploadResult> {
  const response = await uploadForm(owner, visitId, parts).expect(201);
  return response.body as UploadResult;
}

/** GET a stored file (its `file_path`) as the owner; `body` is the bytes. */
export const downloadFile = (owner: SignedInOwner, path: string) => owner.agent.get(path).buffer(true).parse(binaryBody);

/** A claim of the owner's moved to Sent as sending would, on `sentDay`, its answer due on `due` (no mail, no statement). */
export async function createSentClaim(running: RunningApp, owner: SignedInOwner, sentDay: string, due: string): Promise<Claim> {
  const claim = await createClaim(owner);
  await running.app
    .get(DataSource)
    .query(`UPDATE claims SET status = 'Sent', sent_at = $2::date + time '12:00', response_due = $3 WHERE id = $1`, [claim.id, sentDay, due]);
  return claim;
}

/** Saves the owner's alert settings: overdue-claim alerts, one mail each, in UTC, no quiet hours, unless told otherwise. */
export async function saveNotificationSettings(owner: SignedInOwner, settings: { channels: string[] } & Record<string, unknown>): Promise<void> {
  await owner.agent
    .put('/api/account/notifications')
    .send({ kinds: ['claim_overdue'], email_mode: 'immediate', quiet_start: null, quiet_end: null, time_zone: 'UTC', ...settings })
    .expect(200);
}

/** How many rows of `table` the user's household holds. */
export async function householdRowCount(running: RunningApp, table: string, userId: number): Promise<number> {
  const rows: Array<{ n: string }> = await running.app
    .get(DataSource)
    .query(`SELECT count(*) AS n FROM ${table} WHERE household_id = (SELECT household_id FROM household_members WHERE user_id = $1)`, [userId]);
  return Number(rows[0].n);
}

/** Each call refused with the status, and with the message where one is given; sent one after another. */
export async function expectEachRefused(calls: Array<PromiseLike<Response>>, status: number, message?: string): Promise<void> {
  for (const call of calls) {
    const response = await call;
    expect(response.status).toBe(status);
    if (message !== undefined) expect((response.body as { message?: unknown }).message).toBe(message);
  }
}

/** An upload refused: the status, and the readable text in both `message` and `error` (spec §7: "an error body reads error"). */
export function expectUploadRefused(response: Response, status: number, message: string): void {
  const body = response.body as { message?: unknown; error?: unknown };
  expect({ status: response.status, message: body.message, error: body.error }).toEqual({ status, message, error: message });
}
