// `npm run backup -- [archive.tar.gz] [--data-dir DIR] [--force]`: the database and the data
// folder's files in one archive (see scripts/backup-format.mjs for what it holds).
//
// The archive holds what signs anyone in (the session secret, live sessions, password hashes), so
// it is written readable by its owner alone (0600, in a folder of mode 0700) and, with
// BACKUP_PASSPHRASE set, encrypted in age's format (scripts/backup-crypt.mjs).
//
// With DATABASE_URL unset it dumps the embedded database under $DATA_DIR/pglite; stop the app
// first (it refuses while the database is open, unless --force). With DATABASE_URL set it runs
// pg_dump against that server, which may stay up; pg_dump's major version must be at least the
// server's.
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { encryptFile } from './backup-crypt.mjs';
import { FORMAT, FORMAT_VERSION, NOT_COPIED, dataDirFrom, fail, parseArgs, portableDump, root, run } from './backup-format.mjs';

const args = parseArgs(process.argv.slice(2), { flags: ['force', 'help'], options: ['data-dir'] });
if (args.help) {
  console.log('Usage: [BACKUP_PASSPHRASE=…] npm run backup -- [archive.tar.gz] [--data-dir DIR] [--force]');
  process.exit(0);
}
// Every file and folder this creates (staging, temporary archive, the archive) is the owner's alone from its creation.
process.umask(0o077);
const dataDir = dataDirFrom(args);
const passphrase = process.env.BACKUP_PASSPHRASE || undefined;
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
const archive = resolve(args._[0] ?? join('backups', `dct-backup-${stamp}.tar.gz${passphrase ? '.age' : ''}`));
const partial = `${archive}.partial-${process.pid}`;
const databaseUrl = process.env.DATABASE_URL || undefined;

const work = mkdtempSync(join(tmpdir(), 'dct-backup-'));
const staging = join(work, 'archive');
mkdirSync(staging);
// fail() exits at once: the temporary files go with the process, whichever way it ends.
process.on('exit', () => {
  rmSync(work, { recursive: true, force: true });
  rmSync(partial, { force: true });
});
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
  privateFolder(dirname(archive));
  if (passphrase) {
    const plain = join(work, 'archive.tar.gz');
    run('tar', ['-czf', plain, '-C', staging, '.']);
    encryptFile(plain, partial, passphrase);
  } else {
    run('tar', ['-czf', partial, '-C', staging, '.']);
  }
  // A new file replaces one that was there, so an older archive's looser mode is not kept.
  renameSync(partial, archive);
  console.log(
    `Backed up ${manifest.database} database (${migrations.length} migrations applied) and ${files.length} files of ${dataDir} to ${archive}` +
      (passphrase ? ' (encrypted with BACKUP_PASSPHRASE, age format)' : ''),
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}

/**
 * The archive's folder, made 0700: created so, or tightened when it is this user's own folder.
 * A shared folder (sticky, like /tmp), the working folder and the home folder are left as they
 * are, with a warning: the archive in it is 0600 all the same.
 */
function privateFolder(folder) {
  if (!existsSync(folder)) {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    return;
  }
  const { mode, uid } = statSync(folder);
  if ((mode & 0o077) === 0) return;
  const own = uid === process.getuid?.() && (mode & 0o1000) === 0 && ![process.cwd(), homedir()].includes(folder);
  if (own) chmodSync(folder, 0o700);
  else console.warn(`${folder} is open to other users (mode ${(mode & 0o777).toString(8)}); the archive in it is readable by its owner only.`);
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
