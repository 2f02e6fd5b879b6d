import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Pool } from 'pg';
import { createApp } from '../bootstrap';
import { loadConfig } from '../config/config.schema';
import { LOCAL_ADMIN_URL, createScratchDatabase, dropScratchDatabase } from '../database/scratch-database';
import { VEHICLE_COLUMNS, vehicleRowToResponse, type VehicleRow } from '../modules/vehicles/dto/vehicle.response';

/**
 * GET /api/vehicles for an owner with 1,000 vehicles: the whole application (session, guard,
 * TypeORM, mapping, JSON) against a raw node:http + pg handler running the same query, measured
 * side by side in one run. Target: at least 0.5 of the raw handler's throughput.
 */
const VEHICLES = 1000;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const POOL_SIZE = 10;
const TARGET_RATIO = 0.5;
const ADMIN_URL = process.env.BENCH_DATABASE_ADMIN_URL ?? LOCAL_ADMIN_URL;

/** The very query the application runs. */
const LIST_SQL = `SELECT ${VEHICLE_COLUMNS} FROM vehicles WHERE user_id = $1 ORDER BY id DESC`;
const ROUNDS = 2;

const execFileAsync = promisify(execFile);

interface LoadResult {
  requestsPerSecond: number;
  p99: number;
  non2xx: number;
  errors: number;
  total: number;
}

async function load(url: string, headers: Record<string, string>, duration = DURATION_S): Promise<LoadResult> {
  const job = JSON.stringify({ url, headers, connections: CONNECTIONS, duration });
  const { stdout } = await execFileAsync(process.execPath, [join(__dirname, 'load-runner.js'), job], { maxBuffer: 1 << 20 });
  return JSON.parse(stdout) as LoadResult;
}

/** The baseline: the same query and the same JSON, with nothing else around it. */
function rawHandler(pool: Pool, userId: number): Server {
  return createServer((_req, res) => {
    pool.query<VehicleRow>(LIST_SQL, [userId]).then(
      ({ rows }) => res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(rows.map(vehicleRowToResponse))),
      () => res.writeHead(500).end(),
    );
  });
}

/** Mean throughput and the worst p99 over the rounds. */
function combine(results: LoadResult[]): LoadResult {
  const sum = (pick: (result: LoadResult) => number) => results.reduce((total, result) => total + pick(result), 0);
  return {
    requestsPerSecond: sum((result) => result.requestsPerSecond) / results.length,
    p99: Math.max(...results.map((result) => result.p99)),
    non2xx: sum((result) => result.non2xx),
    errors: sum((result) => result.errors),
    total: sum((result) => result.total),
  };
}

const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

async function main(): Promise<void> {
  const database = await createScratchDatabase(ADMIN_URL, 'dct_bench');
  const running = await createApp(
    loadConfig({
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: String(POOL_SIZE),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'dct-bench-')),
      LOG_LEVEL: 'silent',
      SERVE_WEB: 'false',
      NODE_ENV: 'test',
    }),
  );
  const pool = new Pool({ connectionString: database.url, max: POOL_SIZE });
  let raw: Server | undefined;
  try {
    await running.app.listen(0, '127.0.0.1');
    const appUrl = await running.app.getUrl();
    const register = await fetch(`${appUrl.replace('[::1]', '127.0.0.1')}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench Owner', email: 'bench@example.test', password: 'benchmark password' }),
    });
    if (register.status !== 201) throw new Error(`Could not register the bench owner: ${register.status}`);
    const { id: userId } = (await register.json()) as { id: number };
    const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0];
    await pool.query(
      `INSERT INTO vehicles (user_id, year, make, model, trim, vin, monthly_payment, msrp, license_plate, notes, purchase_type, segment)
       SELECT $1, 2000 + i % 26, 'Make ' || i % 40, 'Model ' || i, 'Trim', lpad(i::text, 17, 'V'), 400 + i % 300, 30000 + i,
              'PLATE' || i, 'Bought in ' || (2000 + i % 26), 'finance', 'midsize'
       FROM generate_series(1, $2) AS i`,
      [userId, VEHICLES],
    );
    raw = rawHandler(pool, userId);
    const rawUrl = await listen(raw);
    const appListUrl = `${appUrl.replace('[::1]', '127.0.0.1')}/api/vehicles`;

    // Same answer from both, before timing either.
    const [fromApp, fromRaw] = await Promise.all([
      fetch(appListUrl, { headers: { cookie } }).then((response) => response.json() as Promise<unknown[]>),
      fetch(rawUrl).then((response) => response.json() as Promise<unknown[]>),
    ]);
    if (fromApp.length !== VEHICLES || JSON.stringify(fromApp) !== JSON.stringify(fromRaw)) {
      throw new Error('The application and the raw handler disagree; the comparison would be meaningless');
    }

    console.log(
      `GET /api/vehicles, ${VEHICLES} vehicles, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION_S}s each (after a 2s warm-up)`,
    );
    await load(appListUrl, { cookie }, 2);
    await load(rawUrl, {}, 2);
    // Alternating rounds spread the machine's drift over both sides.
    const appRounds: LoadResult[] = [];
    const rawRounds: LoadResult[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      appRounds.push(await load(appListUrl, { cookie }));
      rawRounds.push(await load(rawUrl, {}));
    }
    for (const result of [...appRounds, ...rawRounds]) {
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx responses, ${result.errors} errors`);
    }
    const app = combine(appRounds);
    const baseline = combine(rawRounds);
    const ratio = app.requestsPerSecond / baseline.requestsPerSecond;
    const row = (name: string, result: LoadResult) =>
      `${name.padEnd(22)} ${result.requestsPerSecond.toFixed(1).padStart(10)} req/s   p99 ${String(result.p99).padStart(5)} ms`;
    console.log(row('application', app));
    console.log(row('raw node:http + pg', baseline));
    console.log(`ratio ${ratio.toFixed(2)} (target >= ${TARGET_RATIO}): ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'}`);
    if (ratio < TARGET_RATIO) process.exitCode = 1;
  } finally {
    raw?.close();
    await pool.end();
    await running.close();
    await dropScratchDatabase(ADMIN_URL, database.name);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
