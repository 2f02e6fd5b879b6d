import type { DataSource } from 'typeorm';

/** An arbitrary constant that names "schema migration" among this database's advisory locks. */
const MIGRATION_LOCK_KEY = 7_311_204_518;

/**
 * Runs pending migrations. On a server database it holds a session-level advisory lock, so
 * several API instances starting together migrate once and the rest wait, then find nothing
 * to do. The embedded database has one owner process and one connection, so it needs none.
 */
export async function runMigrations(dataSource: DataSource, options: { lock: boolean }): Promise<string[]> {
  if (!options.lock) return names(await dataSource.runMigrations({ transaction: 'each' }));
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return names(await dataSource.runMigrations({ transaction: 'each' }));
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await runner.release();
  }
}

const names = (migrations: Array<{ name: string }>) => migrations.map((migration) => migration.name);
