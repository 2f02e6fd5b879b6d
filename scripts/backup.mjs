// `npm run backup -- [archive.tar.gz] [--data-dir DIR] [--force]`: the database and the data
// folder's files in one archive (see scripts/backup-format.mjs for what it holds).
//
// With DATABASE_URL unset it dumps the embedded database under $DATA_DIR/pglite; stop the app
// first (it refuses while the database is open, unless --force). With DATABASE_URL set it runs
// pg_dump against that server, which may stay up; pg_dump's major version must be at least the
// server's.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { FORMAT, FORMAT_VERSION, NOT_COPIED, dataDirFrom, fail, parseArgs, portableDump, root, run } from './backup-format.mjs';

const args = parseArgs(process.argv.slice(2), { flags: ['force', 'help'], options: ['data-dir'] });
if (args.help) {
  console.log('Usage: npm run backup -- [archive.tar.gz] [--data-dir DIR] [--force]');
  process.exit(0);
}
const dataDir = dataDirFrom(args);
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
const archive = resolve(args._[0] ?? `dct-backup-${stamp}.tar.gz`);
const databaseUrl = process.env.DATABASE_URL || undefined;

const staging = mkdtempSync(join(tmpdir(), 'dct-backup-'));
// fail() exits at once: the staging folder goes with the process, whichever way it ends.
process.on('exit', () => rmSync(staging, { recursive: true, force: true }));
try {
  const { sql, migrations } = databaseUrl ? await dumpServer(databaseUrl) : await dumpEmbedded();
  writeFileSync(join(staging, 'database.sql'), portableDump(sql));
  const files = copyDataFiles();
  const manifest = {
    format: FORMAT,
    version: FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    appVersion: JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version,
    database: databaseUrl ? 'server' : 'embedded',
    migrations,
    files,
  };
  writeFileSync(join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  mkdirSync(dirname(archive), { recursive: true });
  run('tar', ['-czf', archive, '-C', staging, '.']);
  console.log(`Backed up ${manifest.database} database (${migrations.length} migrations applied) and ${files.length} files of ${dataDir} to ${archive}`);
} finally {
  rmSync(staging, { recursive: true, force: true });
}

async function dumpEmbedded() {
  const directory = join(dataDir, 'pglite');
  if (!existsSync(join(directory, 'PG_VERSION'))) fail(`No embedded database in ${directory} (set DATA_DIR, or DATABASE_URL for a server database).`);
  if (existsSync(join(directory, 'postmaster.pid')) && !args.force) {
    fail(`The embedded database in ${directory} is open: stop the app first (or pass --force if it is surely stopped and was killed).`);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
  const pg = await PGlite.create(directory);
  try {
    const migrations = await appliedMigrations((text) => pg.query(text).then((result) => result.rows));
    const file = await pgDump({ pg, args: ['--no-owner', '--no-privileges'] });
    return { sql: await file.text(), migrations };
  } finally {
    await pg.close();
  }
}

async function dumpServer(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let migrations;
  try {
    migrations = await appliedMigrations((text) => client.query(text).then((result) => result.rows));
  } finally {
    await client.end();
  }
  // INSERT statements rather than COPY, so the embedded database can load the dump too.
  const sql = run('pg_dump', ['--no-owner', '--no-privileges', '--inserts', '--rows-per-insert=100', '--dbname', url]);
  return { sql, migrations };
}

async function appliedMigrations(query) {
  const [{ present }] = await query("SELECT to_regclass('public.migrations') IS NOT NULL AS present");
  if (!present) return [];
  return (await query('SELECT name FROM public.migrations ORDER BY id')).map((row) => row.name);
}

/** Copies the data folder's files (not the embedded database or the catalog) into files/. */
function copyDataFiles() {
  if (!existsSync(dataDir)) return [];
  const target = join(staging, 'files');
  mkdirSync(target);
  const copied = [];
  for (const entry of readdirSync(dataDir)) {
    const source = join(dataDir, entry);
    if (NOT_COPIED.has(entry) || source === archive || archive.startsWith(`${source}/`)) continue;
    cpSync(source, join(target, entry), { recursive: true });
  }
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else copied.push(relative(target, path));
    }
  };
  walk(target);
  return copied.sort();
}
