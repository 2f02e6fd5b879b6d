// What scripts/backup.mjs and scripts/restore.mjs share: the archive's layout and the data folder.
//
// A backup is one .tar.gz holding
//   manifest.json   what it is: format, version, when, from which database, its applied migrations
//   database.sql    a plain SQL dump (pg_dump, with INSERT statements), which the embedded database
//                   and a PostgreSQL server (15 or later) both load; documents are rows in it
//   files/          the data folder's own files: the session secret and the outbox (.eml mail)
// The embedded database's folder (pglite/) is not copied: the dump is the database. Neither is the
// vehicle catalog (catalog/), which the app unpacks again from its package on first use.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const FORMAT = 'downtime-claim-tracker-backup';
export const FORMAT_VERSION = 1;
/** Folders of the data folder that a backup leaves out (see above). */
export const NOT_COPIED = new Set(['pglite', 'catalog']);

/** The data folder as the app resolves it: --data-dir, else DATA_DIR, else ./data of the repository. */
export function dataDirFrom(options) {
  return resolve(options['data-dir'] ?? process.env.DATA_DIR ?? join(root, 'data'));
}

/** --name value, --name=value and --flag; the rest are positional. */
export function parseArgs(argv, { flags = [], options = [] }) {
  const result = { _: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      result._.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s);
    if (flags.includes(name)) result[name] = true;
    else if (options.includes(name)) result[name] = inline ?? argv[++i];
    else fail(`Unknown option --${name}`);
    if (options.includes(name) && result[name] === undefined) fail(`--${name} needs a value`);
  }
  return result;
}

export function fail(message) {
  console.error(message);
  process.exit(1);
}

export function isEmptyDir(dir) {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/** Runs a program to completion; fails with its error output. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.error) fail(`${command} could not run: ${result.error.message}`);
  if (result.status !== 0) fail(`${command} ${args[0] ?? ''} failed (exit ${result.status}):\n${result.stderr || result.stdout}`);
  return result.stdout;
}

/**
 * Makes a dump load on PostgreSQL 15 and later and in the embedded database: pg_dump 17 and
 * later set transaction_timeout, which older servers do not know (it becomes a no-op there), and
 * psql's \restrict guard lines are dropped (the embedded database runs SQL, not psql scripts).
 */
export function portableDump(sql) {
  return sql
    .replace(/^\\(?:un)?restrict\b.*\r?\n?/gm, '')
    .replace(
      /^SET transaction_timeout = 0;$/m,
      "SELECT pg_catalog.set_config('transaction_timeout', '0', false) WHERE pg_catalog.current_setting('server_version_num')::int >= 170000;",
    );
}
