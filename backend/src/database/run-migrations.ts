import { MigrationExecutor, type DataSource } from 'typeorm';
import { DatabaseClient } from './database-client';

/** An arbitrary constant that names "schema migration" among this database's advisory locks. */
const MIGRATION_LOCK_KEY = 7_311_204_518;

/**
 * Runs pending migrations. On a server database it holds a session-level advisory lock, so
 * several API instances starting together migrate once and the rest wait, then find nothing
 * to do. The embedded database has one owner process and one connection, so it needs none.
 *
 * Migrations (and the wait for another instance's) run on one connection of their own without
 * the app's statement, idle-in-transaction and answer timeouts: a long migration is never cut
 * halfway. That connection is closed afterwards, never handed back to the pool without its limits.
 */
export async function runMigrations(dataSource: DataSource, options: { lock: boolean }): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  const client = (await runner.connect()) as DatabaseClient;
  client.answerTimeoutMillis = 0;
  try {
    await runner.query('SET statement_timeout = 0');
    await runner.query('SET idle_in_transaction_session_timeout = 0');
    if (options.lock) await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const executor = new MigrationExecutor(dataSource, runner);
      executor.transaction = 'each';
      return names(await executor.executePendingMigrations());
    } finally {
      if (options.lock) await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    // Ended first, so the pool drops it when it comes back.
    await client.end();
    await runner.release();
  }
}

const names = (migrations: Array<{ name: string }>) => migrations.map((migration) => migration.name);
