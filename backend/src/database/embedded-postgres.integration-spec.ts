import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { Vehicle } from '@dct/contracts';
import { validVehicleInput } from '@dct/contracts/testing';
import { createApp, type RunningApp } from '../bootstrap';
import { loadConfig } from '../config/config.schema';
import { createOwner, createVehicle, uniqueVin } from '../../test/test-app';

/** The embedded default: no DATABASE_URL, PGlite under DATA_DIR, the same migrations. */
describe('Embedded PostgreSQL (PGlite)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dct-embedded-'));
  const boot = () => createApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SERVE_WEB: 'false', NODE_ENV: 'test' }));
  let running: RunningApp;

  // A new PGlite database is created (initdb in WebAssembly) and migrated: tens of seconds on a loaded 2-core machine.
  beforeAll(async () => {
    running = await boot();
  }, 240_000);
  afterAll(async () => {
    await running?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('boots on the embedded default and serves the API end to end', async () => {
    expect(running.database.embedded).toBe(true);
    await request(running.app.getHttpServer()).get('/api/health').expect(200, { status: 'ok', database: 'up' });
    const owner = await createOwner(running, 'embedded');
    const vehicle = await createVehicle(owner);
    expect((await owner.agent.get('/api/vehicles').expect(200)).body).toEqual([{ ...vehicle, lemon_watch: null }]);
  });

  it('loses nothing when transactions run concurrently, some committing and some rolling back', async () => {
    const dataSource = running.app.get(DataSource);
    const owner = await createOwner(running, 'concurrent');
    const attempts = Array.from({ length: 24 }, (_, i) => i);
    const results = await Promise.allSettled(
      attempts.map((i) =>
        dataSource.transaction(async (manager) => {
          await manager.query(
            `INSERT INTO vehicles (household_id, year, make, model, vin) VALUES ((SELECT household_id FROM household_members WHERE user_id = $1), 2020, 'Make', $2, $3)`,
            [owner.user.id, `Model ${i}`, `1HGCM82633A${String(i).padStart(6, '0')}`],
          );
          // Let other transactions interleave before this one decides.
          await new Promise((resolve) => setTimeout(resolve, i % 5));
          if (i % 3 === 0) throw new Error(`roll back ${i}`);
        }),
      ),
    );
    const committed = attempts.filter((i) => i % 3 !== 0).map((i) => `Model ${i}`);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(attempts.length - committed.length);
    const rows: Array<{ model: string }> = await dataSource.query(
      'SELECT model FROM vehicles WHERE household_id = (SELECT household_id FROM household_members WHERE user_id = $1) ORDER BY model',
      [owner.user.id],
    );
    expect(rows.map((row) => row.model)).toEqual([...committed].sort());
  });

  it('keeps every one of many concurrent API writes', async () => {
    const owner = await createOwner(running, 'parallel');
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => owner.agent.post('/api/vehicles').send(validVehicleInput({ model: `Parallel ${i}`, vin: uniqueVin() }))),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(30).fill(201));
    expect(((await owner.agent.get('/api/vehicles').expect(200)).body as Vehicle[]).length).toBe(30);
  });

  it('keeps its data across a restart', async () => {
    const owner = await createOwner(running, 'restart');
    const vehicle = await createVehicle(owner);
    await running.close();
    running = await boot();
    const again = request.agent(running.app.getHttpServer());
    await again.post('/api/auth/login').send({ email: owner.user.email, password: owner.password }).expect(200);
    expect((await again.get(`/api/vehicles/${vehicle.id}`).expect(200)).body).toEqual(vehicle);
  }, 120_000);
});
