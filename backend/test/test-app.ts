import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { validVehicleInput, validVisitInput, type Claim, type CurrentUser, type Dealer, type Vehicle, type Visit } from '@dct/contracts';
import { createApp, type RunningApp } from '../src/bootstrap';
import { loadConfig } from '../src/config/config.schema';

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
      ...env,
    }),
  );
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
  password: string;
}

/** Registers an owner and returns an agent that carries their session cookie. */
export async function createOwner(running: RunningApp, label = 'owner'): Promise<SignedInOwner> {
  const details = newOwnerDetails(label);
  const agent = request.agent(running.app.getHttpServer());
  const response = await agent.post('/api/auth/register').send(details).expect(201);
  return { agent, user: response.body as CurrentUser, password: details.password };
}

export async function createVehicle(owner: SignedInOwner, overrides: Record<string, unknown> = {}): Promise<Vehicle> {
  const response = await owner.agent.post('/api/vehicles').send(validVehicleInput(overrides)).expect(201);
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
  const response = await owner.agent.post('/api/visits').send(validVisitInput(vehicleId, dealerId, overrides)).expect(201);
  return response.body as Visit;
}

/** A draft claim on a visit of the owner's (a new one at a dealer with an e-mail, unless told which). */
export async function createClaim(owner: SignedInOwner, overrides: Record<string, unknown> = {}): Promise<Claim> {
  const visitId = (overrides.visit_id as number | undefined) ?? (await createVisit(owner)).id;
  const response = await owner.agent.post('/api/claims').send({ visit_id: visitId, ask_amount: 1260, ...overrides }).expect(201);
  return response.body as Claim;
}

/** The text of a PDF, as poppler's pdftotext reads it. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'dct-pdf-'));
  const file = join(dir, 'document.pdf');
  writeFileSync(file, pdf);
  const { stdout } = await promisify(execFile)('pdftotext', ['-layout', file, '-']);
  return stdout;
}

/** Reads a whole response body as bytes (for PDFs and zips). */
export const binaryBody = (res: NodeJS.EventEmitter, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** The entries of a zip, by name. */
export async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  const { fromBuffer } = await import('yauzl');
  return new Promise((resolve, reject) => {
    fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error ?? new Error('Not a zip'));
      const entries = new Map<string, Buffer>();
      file.on('entry', (entry: { fileName: string }) => {
        file.openReadStream(entry as Parameters<typeof file.openReadStream>[0], (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('Unreadable entry'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.on('end', () => resolve(entries));
      file.readEntry();
    });
  });
}
