// `npm run restore -- archive.tar.gz [--data-dir DIR] [--force]`: puts a backup made by
// `npm run backup` back.
//
// With DATABASE_URL unset it loads the dump into a new embedded database under $DATA_DIR/pglite;
// the data folder must be empty (or missing) unless --force, which first moves the existing
// embedded database aside to pglite.replaced-<time>/. With DATABASE_URL set it loads the dump into
// that server database with psql in one transaction; the database must have no tables unless
// --force, which drops and recreates its public schema in the same transaction. Either way the archive's files (session secret, outbox) are copied into the data folder.
// An encrypted archive (BACKUP_PASSPHRASE at backup) is opened with BACKUP_PASSPHRASE, and checked whole before anything is restored.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BackupCryptError, decryptFile, isEncrypted } from './backup-crypt.mjs';
import { FORMAT, FORMAT_VERSION, dataDirFrom, fail, isEmptyDir, parseArgs, run } from './backup-format.mjs';

const args = parseArgs(process.argv.slice(2), { flags: ['force', 'help'], options: ['data-dir'] });
if (args.help || args._.length !== 1) {
  console.log('Usage: [BACKUP_PASSPHRASE=…] npm run restore -- archive.tar.gz [--data-dir DIR] [--force]');
  process.exit(args.help ? 0 : 64);
}
// The session secret and the mails land in the data folder readable by their owner alone.
process.umask(0o077);
const archive = resolve(args._[0]);
if (!existsSync(archive)) fail(`No such archive: ${archive}`);
const dataDir = dataDirFrom(args);
const databaseUrl = process.env.DATABASE_URL || undefined;

const work = mkdtempSync(join(tmpdir(), 'dct-restore-'));
const staging = join(work, 'archive');
mkdirSync(staging);
// fail() exits at once: the temporary files go with the process, whichever way it ends.
process.on('exit', () => rmSync(work, { recursive: true, force: true }));
try {
  // The umask applies to what is unpacked, also for root (whose tar would keep the archived modes).
  run('tar', ['-xzf', decrypted(archive), '--no-same-permissions', '-C', staging]);
  const manifestFile = join(staging, 'manifest.json');
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : undefined;
  if (manifest?.format !== FORMAT) fail(`${archive} is not a backup made by npm run backup.`);
  if (manifest.version > FORMAT_VERSION) fail(`${archive} has format version ${manifest.version}; this version reads up to ${FORMAT_VERSION}.`);
  const sql = readFileSync(join(staging, 'database.sql'), 'utf8');

  if (databaseUrl) await restoreServer(sql);
  else await restoreEmbedded(sql);
  if (existsSync(join(staging, 'files'))) {
    mkdirSync(dataDir, { recursive: true });
    cpSync(join(staging, 'files'), dataDir, { recursive: true, force: true });
  }
  console.log(
    `Restored the ${manifest.database} backup of ${manifest.createdAt} (${manifest.migrations.length} migrations applied, ${manifest.files.length} files) ` +
      `into ${databaseUrl ? 'the DATABASE_URL database' : 'the embedded database'} and ${dataDir}`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** The archive to unpack: the file itself, or its decrypted copy when it is encrypted. */
function decrypted(file) {
  if (!isEncrypted(file)) return file;
  const passphrase = process.env.BACKUP_PASSPHRASE;
  if (!passphrase) fail(`${file} is encrypted: set BACKUP_PASSPHRASE to the passphrase it was made with. Nothing was restored.`);
  const plain = join(work, 'archive.tar.gz');
  try {
    decryptFile(file, plain, passphrase);
  } catch (error) {
    if (error instanceof BackupCryptError) fail(`${file} cannot be decrypted: ${error.message}. Nothing was restored.`);
    throw error;
  }
  return plain;
}

async function restoreEmbedded(sql) {
  const directory = join(dataDir, 'pglite');
  if (!isEmptyDir(dataDir)) {
    if (!args.force) fail(`${dataDir} is not empty: restore into an empty data folder, or pass --force to replace its database and files.`);
    if (existsSync(join(directory, 'postmaster.pid'))) fail(`The embedded database in ${directory} is open: stop the app first.`);
    if (existsSync(directory)) renameSync(directory, `${directory}.replaced-${Date.now()}`);
  }
  mkdirSync(directory, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create(directory);
  try {
    await pg.exec(sql);
  } catch (error) {
    await pg.close();
    rmSync(directory, { recursive: true, force: true });
    fail(`The dump did not load: ${error instanceof Error ? error.message : String(error)}`);
  }
  await pg.close();
}

async function restoreServer(sql) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT count(*)::int AS tables FROM pg_catalog.pg_tables WHERE schemaname = 'public'");
    if (rows[0].tables > 0 && !args.force)
      fail(`The DATABASE_URL database already has ${rows[0].tables} tables: restore into an empty database, or pass --force to replace them.`);
  } finally {
    await client.end();
  }
  // --force replaces the schema's contents, in the same transaction as the load.
  const script = args.force ? `DROP SCHEMA IF EXISTS public CASCADE;\nCREATE SCHEMA public;\n${sql}` : sql;
  run('psql', ['--no-psqlrc', '--quiet', '--set', 'ON_ERROR_STOP=1', '--single-transaction', '--dbname', databaseUrl], { input: script });
}
