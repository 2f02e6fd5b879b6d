import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../database/data-source-options';
import { startEmbeddedPostgres } from '../database/embedded-postgres';
import { migrationNames, migrationSource } from '../database/migration-source';
import { runMigrations } from '../database/run-migrations';
import { schemaDrift } from '../database/schema-drift';

/**
 * `npm run migration:generate -- "vehicle color"`: runs every migration on a throwaway embedded
 * database, compares it with the entities and writes what differs as a new migration in
 * src/database/migrations (found there by its file name). Nothing to write when they match.
 */
async function main(): Promise<void> {
  const words = process.argv.slice(2).join(' ');
  const { file, className } = migrationNames(words, Date.now());
  const dataDir = mkdtempSync(join(tmpdir(), 'dct-migration-'));
  const database = await startEmbeddedPostgres(dataDir);
  try {
    const dataSource = new DataSource(dataSourceOptions(database.url, 1));
    await dataSource.initialize();
    await runMigrations(dataSource, { lock: false });
    await dataSource.destroy();
    const drift = await schemaDrift(database.url);
    if (drift.up.length === 0) {
      console.log('The entities match the migrations: nothing to generate.');
      return;
    }
    // Written beside the sources (src/), not the build (dist/): this file runs from dist/cli.
    const target = join(__dirname, '..', '..', 'src', 'database', 'migrations', file);
    writeFileSync(target, migrationSource(className, words.trim(), drift.up, drift.down));
    console.log(`Wrote ${target}:\n${drift.up.join('\n')}`);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
