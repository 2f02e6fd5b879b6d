import { execFile } from 'node:child_process';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { isDeepStrictEqual, promisify } from 'node:util';
import { Pool } from 'pg';
import { todayIso } from '@dct/contracts';
import { BENCH_SESSION_SECRET, registerOwner, startBenchApp } from './bench-app';

/**
 * GET /api/vehicles through the whole application (session, guard, query, mapping, JSON) against
 * hand-written node:http + pg handlers, measured side by side in one run:
 * - "1,000 vehicles": the cost of a long list; the baseline runs the query and maps rows.
 * - "request cost": an owner with 3 vehicles, so the stack every request crosses dominates; the
 *   baseline also checks the signed session cookie and loads the session row, as any real
 *   handler must.
 * - "1,000 visits": the visits list with its vehicle labels, dealer names and day counts.
 */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const POOL_SIZE = 10;
/** Runs only the cases whose title contains this text (e.g. BENCH_ONLY="request cost"). */
const ONLY = process.env.BENCH_ONLY;

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

/**
 * The baselines' own queries and mapping, written by hand: the same columns, the same downtime
 * aggregate, labels and authors' names (pg returns numeric and date as the app's pg-types set them).
 */
const RAW_VEHICLES_SQL = `SELECT id, year, make, model, trim, vin, purchase_date, monthly_payment, msrp, license_plate,
  purchase_price, notes, purchase_type, segment, registration_state, delivery_date, delivery_mileage, condition, preferred_dealer_id, created_at, updated_at,
  (SELECT u.name FROM users u WHERE u.id = vehicles.created_by) AS created_by_name,
  (SELECT u.name FROM users u WHERE u.id = vehicles.updated_by) AS updated_by_name,
  (SELECT count(*) FROM visits v WHERE v.vehicle_id = vehicles.id)::int AS visit_count,
  (SELECT coalesce(sum(upper(r) - lower(r)), 0) FROM unnest((
     SELECT range_agg(daterange(v.date_in, greatest(v.date_in, coalesce(v.date_out, $2::date))))
     FROM visits v WHERE v.vehicle_id = vehicles.id AND v.status <> 'cancelled')) AS r)::int AS downtime_days
  FROM vehicles WHERE household_id = (SELECT household_id FROM household_members WHERE user_id = $1) ORDER BY id DESC`;

const RAW_VISITS_SQL = `SELECT s.id, s.vehicle_id, s.dealer_id, s.date_in, s.date_out, s.primary_issue, s.status, s.loaner_flag,
  s.loaner_model, s.loaner_notes, s.issue_notes, s.valuation_method, s.mileage_in, s.mileage_out, s.defect, s.warranty_repair,
  s.safety_defect, s.ro_number, s.complaint, s.cause, s.correction, s.created_at, s.updated_at,
  created_by_user.name AS created_by_name, updated_by_user.name AS updated_by_name,
  v.year || ' ' || v.make || ' ' || v.model AS vehicle_label, d.name AS dealer_name,
  CASE WHEN s.status = 'cancelled' THEN 0 ELSE greatest(0, coalesce(s.date_out, $2::date) - s.date_in) END AS days
  FROM visits s JOIN vehicles v ON v.id = s.vehicle_id JOIN dealers d ON d.id = s.dealer_id
  LEFT JOIN users created_by_user ON created_by_user.id = s.created_by LEFT JOIN users updated_by_user ON updated_by_user.id = s.updated_by
  WHERE s.household_id = (SELECT household_id FROM household_members WHERE user_id = $1) ORDER BY s.date_in DESC, s.id DESC`;

type TimestampedRow = Record<string, unknown> & { created_at: Date; updated_at: Date };
const withIso = (row: TimestampedRow) => ({ ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() });

/**
 * The vehicles as the list answers them. The bench's vehicles have no registration state, so the
 * list computes no lemon-law watch (and reads no visits for one): `lemon_watch` is null on both sides.
 */
async function rawList(pool: Pool, userId: number): Promise<string> {
  const { rows } = await pool.query<TimestampedRow & { registration_state: string | null }>(RAW_VEHICLES_SQL, [userId, todayIso()]);
  if (rows.some((row) => row.registration_state !== null)) throw new Error('The bench vehicles must have no registration state');
  return JSON.stringify(rows.map((row) => ({ ...withIso(row), lemon_watch: null })));
}

async function rawVisits(pool: Pool, userId: number): Promise<string> {
  const { rows } = await pool.query<TimestampedRow & { loaner_flag: boolean; issue_notes: string | null }>(RAW_VISITS_SQL, [userId, todayIso()]);
  return JSON.stringify(rows.map((row) => ({ ...withIso(row), loaner_provided: row.loaner_flag, notes: row.issue_notes })));
}

/** The session id of a signed cookie (cookie-signature's HMAC-SHA256), or undefined. */
function unsignSessionId(req: IncomingMessage): string | undefined {
  const match = /(?:^|;\s*)dct\.sid=([^;]+)/.exec(req.headers.cookie ?? '');
  const value = match ? decodeURIComponent(match[1]) : '';
  if (!value.startsWith('s:')) return undefined;
  const dot = value.lastIndexOf('.');
  const sid = value.slice(2, dot);
  const expected = Buffer.from(createHmac('sha256', BENCH_SESSION_SECRET).update(sid).digest('base64').replace(/=+$/, ''));
  const given = Buffer.from(value.slice(dot + 1));
  return expected.length === given.length && timingSafeEqual(expected, given) ? sid : undefined;
}

function rawServer(handle: (req: IncomingMessage) => Promise<string | undefined>): Server {
  return createServer((req, res) => {
    handle(req).then(
      (json) =>
        json === undefined
          ? res.writeHead(401).end()
          : res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(json),
      () => res.writeHead(500).end(),
    );
  });
}

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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

interface Case {
  title: string;
  target: number;
  appUrl: string;
  rawUrl: string;
  cookie: string;
}

/** Alternating rounds spread the machine's drift over both sides; the ratio is the median of the rounds' ratios. */
async function measure({ title, target, appUrl, rawUrl, cookie }: Case): Promise<boolean> {
  if (ONLY && !title.includes(ONLY)) return true;
  const [fromApp, fromRaw] = await Promise.all([
    fetch(appUrl, { headers: { cookie } }).then((response) => response.text()),
    fetch(rawUrl, { headers: { cookie } }).then((response) => response.text()),
  ]);
  if (!isDeepStrictEqual(JSON.parse(fromApp), JSON.parse(fromRaw))) {
    throw new Error(
      `${title}: the application and the raw handler disagree; the comparison would be meaningless:\n${fromApp.slice(0, 600)}\n${fromRaw.slice(0, 600)}`,
    );
  }

  console.log(`\n${title}: ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION_S}s each (after a 2s warm-up)`);
  await load(appUrl, { cookie }, 2);
  await load(rawUrl, { cookie }, 2);
  const appRounds: LoadResult[] = [];
  const rawRounds: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    appRounds.push(await load(appUrl, { cookie }));
    rawRounds.push(await load(rawUrl, { cookie }));
  }
  for (const result of [...appRounds, ...rawRounds]) {
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${title}: ${result.non2xx} non-2xx responses, ${result.errors} errors`);
  }
  const ratio = median(appRounds.map((app, round) => app.requestsPerSecond / rawRounds[round].requestsPerSecond));
  const row = (name: string, result: LoadResult) =>
    `  ${name.padEnd(22)} ${result.requestsPerSecond.toFixed(1).padStart(10)} req/s   p99 ${String(result.p99).padStart(5)} ms`;
  console.log(row('application', combine(appRounds)));
  console.log(row('raw node:http + pg', combine(rawRounds)));
  console.log(`  ratio ${ratio.toFixed(2)} (median of rounds; target >= ${target}): ${ratio >= target ? 'met' : 'NOT met'}`);
  return ratio >= target;
}

async function seedVehicles(pool: Pool, userId: number, count: number): Promise<void> {
  await pool.query(
    `INSERT INTO vehicles (household_id, year, make, model, trim, vin, monthly_payment, msrp, license_plate, notes, purchase_type, segment, purchase_date)
     SELECT (SELECT household_id FROM household_members WHERE user_id = $1), 2000 + i % 26, 'Make ' || i % 40, 'Model ' || i, 'Trim', lpad(i::text, 17, 'V'), 400 + i % 300 + 0.25, 30000 + i,
            'PLATE' || i, 'Bought in ' || (2000 + i % 26), 'finance', 'midsize', date '2020-01-01' + i
     FROM generate_series(1, $2) AS i`,
    [userId, count],
  );
}

/** Visits spread over the owner's vehicles at one dealer: completed, open and cancelled. */
async function seedVisits(pool: Pool, userId: number, count: number): Promise<void> {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO dealers (name, city, state, zip) VALUES ('Bench Motors', 'Austin', 'TX', '78701') RETURNING id`,
  );
  await pool.query(
    `INSERT INTO visits (household_id, vehicle_id, dealer_id, date_in, date_out, primary_issue, status, loaner_flag, loaner_model, issue_notes, mileage_in)
     SELECT (SELECT household_id FROM household_members WHERE user_id = $1), (SELECT id FROM vehicles WHERE household_id = (SELECT household_id FROM household_members WHERE user_id = $1) ORDER BY id LIMIT 1 OFFSET i % 50), $2, date '2020-01-01' + i,
            CASE WHEN i % 7 = 0 THEN NULL ELSE date '2020-01-01' + i + i % 20 END, 'Issue number ' || i,
            CASE WHEN i % 7 = 0 THEN 'in_progress' WHEN i % 11 = 0 THEN 'cancelled' ELSE 'completed' END,
            i % 2 = 0, 'Loaner ' || i, 'Notes for visit ' || i, 10000 + i
     FROM generate_series(1, $3) AS i`,
    [userId, rows[0].id, count],
  );
}

async function main(): Promise<void> {
  const app = await startBenchApp({ DATABASE_POOL_SIZE: String(POOL_SIZE) });
  const appUrl = app.url;
  const pool = new Pool({ connectionString: app.databaseUrl, max: POOL_SIZE });
  const servers: Server[] = [];
  try {
    const many = await registerOwner(appUrl, 'bench-many@example.test');
    const few = await registerOwner(appUrl, 'bench-few@example.test');
    const busy = await registerOwner(appUrl, 'bench-visits@example.test');
    await seedVehicles(pool, many.userId, 1000);
    await seedVehicles(pool, few.userId, 3);
    await seedVehicles(pool, busy.userId, 50);
    await seedVisits(pool, busy.userId, 1000);

    const listOnly = rawServer(() => rawList(pool, many.userId));
    const withSession = rawServer(async (req) => {
      const sid = unsignSessionId(req);
      if (!sid) return undefined;
      const { rows } = await pool.query<{ sess: { passport?: { user?: { id: number } } } }>('SELECT sess FROM sessions WHERE sid = $1 AND expires_at > now()', [
        sid,
      ]);
      const userId = rows[0]?.sess.passport?.user?.id;
      return userId === undefined ? undefined : rawList(pool, userId);
    });
    const visitsOnly = rawServer(() => rawVisits(pool, busy.userId));
    servers.push(listOnly, withSession, visitsOnly);
    const [listOnlyUrl, withSessionUrl, visitsOnlyUrl] = await Promise.all([listen(listOnly), listen(withSession), listen(visitsOnly)]);

    const results = [
      await measure({ title: 'GET /api/vehicles, 1,000 vehicles', target: 0.75, appUrl: `${appUrl}/api/vehicles`, rawUrl: listOnlyUrl, cookie: many.cookie }),
      await measure({
        title: 'GET /api/vehicles, 3 vehicles (request cost; baseline checks the cookie and loads the session)',
        target: 0.3,
        appUrl: `${appUrl}/api/vehicles`,
        rawUrl: withSessionUrl,
        cookie: few.cookie,
      }),
      await measure({ title: 'GET /api/visits, 1,000 visits', target: 0.7, appUrl: `${appUrl}/api/visits`, rawUrl: visitsOnlyUrl, cookie: busy.cookie }),
    ];
    if (results.includes(false)) process.exitCode = 1;
  } finally {
    for (const server of servers) server.close();
    await pool.end();
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
