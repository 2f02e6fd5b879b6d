import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** A migration's file: `<13-digit timestamp>-<name>.ts` (`.js` once built). */
export const MIGRATION_FILE = /^\d{13}-[\w-]+\.(?:js|ts)$/;

type MigrationClass = new () => object;

/**
 * Every migration in this folder, oldest first: a new one is found by its file name, so adding
 * a column is one file. Each file exports its migration class and nothing else.
 */
export function migrationsIn(folder: string): MigrationClass[] {
  return readdirSync(folder)
    .filter((file) => MIGRATION_FILE.test(file) && !file.endsWith('.d.ts'))
    .sort()
    .flatMap((file) => {
      // Loaded by name from the folder: a static import list is what this replaces.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const exported = require(join(folder, file)) as Record<string, unknown>;
      return Object.values(exported).filter((value): value is MigrationClass => typeof value === 'function');
    });
}

export const MIGRATIONS = migrationsIn(__dirname);
