// The image's entry point, run here as the container runs it (the runtime stage's environment,
// its CMD, a temporary DATA_DIR, a free port, APP_ROLE=all on the embedded database): it must
// answer /api/health, pass the HEALTHCHECK command and stop cleanly on SIGTERM. Through its API
// it makes an account, a vehicle and an outbox mail; then npm run backup and npm run restore run
// on that data folder for real: restored into a fresh data folder and read back, and the
// archive's SQL dump loaded into the PostgreSQL server on 127.0.0.1:5432 in a throwaway database.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { readDockerfile } from './dockerfile.mjs';
import { ADMIN_URL, cleanEnv, databaseUrl, entrypoint, freePort, root, runScript, stop, tempDir, waitForHealth, withEmbeddedDatabase } from './lib.mjs';

const SECRET = 's'.repeat(48);
const OWNER = { name: 'Backup Owner', email: 'backup.owner@example.com', password: 'quartz-lantern-meadow-91' };
const VIN = '1HGCM82633A004352';

const work = tempDir('backup');
const dataDir = join(work, 'data');
const archive = join(work, 'backups', 'first.tar.gz');
let scratchDatabase;

const script = (name, args, env = {}) => runScript(work, dataDir, name, args, env);

const embeddedRows = (directory, sql) => withEmbeddedDatabase(directory, async (db) => (await db.query(sql)).rows);

const started = {};

before(async () => {
  const { runtimeEnv, cmd, healthcheck } = readDockerfile();
  const port = await freePort();
  // The session cookie is Secure in production: requests come as through the HTTPS proxy (TRUST_PROXY).
  const env = cleanEnv({ ...runtimeEnv, DATA_DIR: dataDir, PORT: String(port), SESSION_SECRET: SECRET, REGISTRATION: 'open', TRUST_PROXY: 'loopback' });
  assert.equal(env.NODE_ENV, 'production');
  const app = entrypoint(cmd, env);
  let stopped = false;
  try {
    const base = `http://127.0.0.1:${port}`;
    started.health = await (await waitForHealth(`${base}/api/health`, app)).json();
    // The HEALTHCHECK command, as Docker runs it inside the container.
    started.healthcheck = spawnSync(healthcheck[0] === 'node' ? process.execPath : healthcheck[0], healthcheck.slice(1), { cwd: root, env, encoding: 'utf8' });

    const post = (path, body, cookie) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
    const registered = await post('/api/auth/register', OWNER);
    assert.equal(registered.status, 201, await registered.clone().text());
    const cookie = registered.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const vehicle = await post('/api/vehicles', { year: 2021, make: 'Honda', model: 'Accord', vin: VIN }, cookie);
    assert.equal(vehicle.status, 201, await vehicle.clone().text());
    const contact = await post('/api/contact', {
      name: 'Backup Owner',
      email: OWNER.email,
      subject: 'Backups work',
      message: 'This message goes to the outbox folder.',
    });
    assert.ok(contact.status < 300, await contact.clone().text());
    // The in-process worker writes the contact mail as an .eml file into $DATA_DIR/outbox.
    const outbox = join(dataDir, 'outbox');
    for (let i = 0; i < 120 && !(existsSync(outbox) && readdirSync(outbox).some((file) => file.endsWith('.eml'))); i++)
      await new Promise((wait) => setTimeout(wait, 250));

    started.exit = await stop(app);
    stopped = true;
    started.output = app.output();
    // Nothing answers now: the healthcheck says so.
    started.afterStop = spawnSync(process.execPath, ['scripts/entrypoint.mjs', 'healthcheck'], {
      cwd: root,
      env: cleanEnv({ PORT: String(port) }),
      encoding: 'utf8',
    });
  } finally {
    if (!stopped) await stop(app);
  }
});

after(async () => {
  rmSync(work, { recursive: true, force: true });
  if (!scratchDatabase) return;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${scratchDatabase} WITH (FORCE)`);
  await admin.end();
});

test('the entry point starts the app on a fresh DATA_DIR with APP_ROLE=all, healthy, and stops cleanly on SIGTERM', () => {
  assert.deepEqual(started.health, { status: 'ok', database: 'up' });
  assert.equal(started.healthcheck.status, 0, started.healthcheck.stderr);
  assert.ok(existsSync(join(dataDir, 'pglite', 'PG_VERSION')), 'the embedded database lives in DATA_DIR');
  assert.ok(
    readdirSync(join(dataDir, 'outbox')).some((file) => file.endsWith('.eml')),
    'the contact mail reached the outbox',
  );
  assert.deepEqual(started.exit, { code: 0, signal: null }, started.output);
  assert.equal(started.afterStop.status, 1);
});

test('npm run backup writes one archive with the SQL dump and the data folder files', () => {
  const result = script('backup', [archive]);
  assert.equal(result.status, 0, result.output);
  const listing = spawnSync('tar', ['-tzf', archive], { encoding: 'utf8' }).stdout.split('\n');
  for (const entry of ['./manifest.json', './database.sql']) assert.ok(listing.includes(entry), `${entry} in ${listing.join(' ')}`);
  assert.ok(
    listing.some((entry) => /^\.\/files\/outbox\/.+\.eml$/.test(entry)),
    'the outbox mail is in the archive',
  );
  assert.ok(!listing.some((entry) => entry.startsWith('./files/pglite')), 'the database folder itself is not copied');
});

test('restore refuses a data folder that is not empty, without --force', () => {
  const result = script('restore', [archive]);
  assert.equal(result.status, 1);
  assert.match(result.output, /is not empty/);
});

test('npm run restore puts the database and the files into a fresh data folder', async () => {
  const fresh = join(work, 'restored');
  const result = script('restore', [archive, '--data-dir', fresh]);
  assert.equal(result.status, 0, result.output);
  const rows = await embeddedRows(
    join(fresh, 'pglite'),
    `SELECT u.email, v.vin FROM vehicles v JOIN household_members m ON m.household_id = v.household_id JOIN users u ON u.id = m.user_id WHERE u.email = '${OWNER.email}'`,
  );
  assert.deepEqual(rows, [{ email: OWNER.email, vin: VIN }]);
  assert.deepEqual(readdirSync(join(fresh, 'outbox')).sort(), readdirSync(join(dataDir, 'outbox')).sort());

  // --force replaces a data folder that has a database (the old one is kept aside).
  writeFileSync(join(fresh, 'note.txt'), 'kept');
  const again = script('restore', [archive, '--data-dir', fresh, '--force']);
  assert.equal(again.status, 0, again.output);
  assert.ok(readdirSync(fresh).some((entry) => entry.startsWith('pglite.replaced-')));
});

test('the SQL dump loads into a PostgreSQL server, and back up from it', async () => {
  scratchDatabase = `dct_backup_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${scratchDatabase}`);
  await admin.end();
  const url = databaseUrl(scratchDatabase);

  // The same archive, restored with DATABASE_URL set: psql loads database.sql in one transaction.
  const result = script('restore', [archive, '--data-dir', join(work, 'server-files')], { DATABASE_URL: url });
  assert.equal(result.status, 0, result.output);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT u.email, v.vin FROM vehicles v JOIN household_members m ON m.household_id = v.household_id JOIN users u ON u.id = m.user_id',
    );
    assert.deepEqual(rows, [{ email: OWNER.email, vin: VIN }]);
    const migrations = await client.query('SELECT count(*)::int AS n FROM migrations');
    const manifest = JSON.parse(spawnSync('tar', ['-xzOf', archive, './manifest.json'], { encoding: 'utf8' }).stdout);
    assert.equal(migrations.rows[0].n, manifest.migrations.length);
  } finally {
    await client.end();
  }

  // A server database backs up through pg_dump, and a non-empty database is refused without --force.
  mkdirSync(join(work, 'backups'), { recursive: true });
  const serverArchive = join(work, 'backups', 'server.tar.gz');
  const backup = script('backup', [serverArchive, '--data-dir', join(work, 'server-files')], { DATABASE_URL: url });
  assert.equal(backup.status, 0, backup.output);
  const refused = script('restore', [serverArchive, '--data-dir', join(work, 'server-files-2')], { DATABASE_URL: url });
  assert.equal(refused.status, 1);
  assert.match(refused.output, /already has \d+ tables/);
  const forced = script('restore', [serverArchive, '--data-dir', join(work, 'server-files-2'), '--force'], { DATABASE_URL: url });
  assert.equal(forced.status, 0, forced.output);
});
