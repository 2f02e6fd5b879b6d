import type { Pool } from 'pg';
import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { isDatabaseUnavailable } from '../common/outages';
import { TcpProxy } from '../../test/faults/tcp-proxy';
import { createDatabase, dropDatabase } from '../../test/test-database';
import { dataSourceOptions, type DatabaseTimeouts } from './data-source-options';
import { runMigrations } from './run-migrations';

const TIMEOUTS: DatabaseTimeouts = { statementMs: 1_000, idleInTransactionMs: 1_000 };

/** What a failed query rejected with, and after how long. */
async function failure(work: Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = performance.now();
  try {
    await work;
  } catch (error) {
    return { error, ms: performance.now() - started };
  }
  throw new Error('The query was expected to fail');
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A migration slower than the statement timeout. */
class SlowMigration1700000000000 implements MigrationInterface {
  name = 'SlowMigration1700000000000';
  async up(runner: QueryRunner): Promise<void> {
    await runner.query('SELECT pg_sleep(1.5)');
  }
  async down(): Promise<void> {}
}

describe('database timeouts', () => {
  let database: { name: string; url: string };
  const opened: DataSource[] = [];
  const open = async (url: string, poolSize: number, extra: Partial<ReturnType<typeof dataSourceOptions>> = {}) => {
    const dataSource = new DataSource({ ...dataSourceOptions(url, poolSize, TIMEOUTS), ...extra } as ReturnType<typeof dataSourceOptions>);
    await dataSource.initialize();
    opened.push(dataSource);
    return dataSource;
  };

  beforeAll(async () => {
    database = await createDatabase('dct_timeouts');
  });
  afterAll(async () => {
    await Promise.all(opened.map((dataSource) => dataSource.destroy().catch(() => undefined)));
    await dropDatabase(database.name);
  });

  it('cancels a statement past DATABASE_STATEMENT_TIMEOUT_MS, as an outage the API answers with 503', async () => {
    const dataSource = await open(database.url, 2);
    const { error, ms } = await failure(dataSource.query('SELECT pg_sleep(5)'));
    expect((error as { driverError?: { code?: string } }).driverError?.code).toBe('57014');
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(ms).toBeLessThan(3_000);
    expect(await dataSource.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('ends the session of a transaction left idle past DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS, its locks with it; the pool drops it', async () => {
    const dataSource = await open(database.url, 2);
    const pool = (dataSource.driver as PostgresDriver).master as Pool;
    const runner = dataSource.createQueryRunner();
    await runner.startTransaction();
    await runner.query('SELECT pg_advisory_xact_lock(4242)');
    await pause(1_500);
    const [{ taken }] = await dataSource.transaction((manager) => manager.query<Array<{ taken: boolean }>>('SELECT pg_try_advisory_xact_lock(4242) AS taken'));
    expect(taken).toBe(true);
    expect(runner.isReleased).toBe(true);
    await runner.release();
    expect(pool.totalCount).toBe(1);
  });

  it('gives up a connection whose server went silent (a partition) after the statement timeout and 1 s, and never hands it out again', async () => {
    const target = new URL(database.url);
    const proxy = new TcpProxy(Number(target.port), target.hostname);
    const url = new URL(database.url);
    url.port = String(await proxy.start());
    try {
      const dataSource = await open(url.toString(), 1);
      const pool = (dataSource.driver as PostgresDriver).master as Pool;
      await dataSource.query('SELECT 1');
      proxy.set('blackhole');
      const { error, ms } = await failure(dataSource.query('SELECT 1'));
      expect((error as { driverError?: { code?: string } }).driverError?.code).toBe('ETIMEDOUT');
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(ms).toBeGreaterThanOrEqual(TIMEOUTS.statementMs);
      expect(ms).toBeLessThan(TIMEOUTS.statementMs + 2_500);
      expect(pool.totalCount).toBe(0);
      proxy.set('pass');
      // The pool's one connection is a new one: the silent one would never answer.
      const started = performance.now();
      expect(await dataSource.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      expect(performance.now() - started).toBeLessThan(1_000);
    } finally {
      await proxy.stop();
    }
  });

  it('runs migrations without the timeouts, on a session it closes afterwards', async () => {
    const scratch = await createDatabase('dct_timeouts_migrate');
    try {
      const dataSource = await open(scratch.url, 2, { migrations: [SlowMigration1700000000000] });
      expect(await runMigrations(dataSource, { lock: true })).toEqual(['SlowMigration1700000000000']);
      expect(await dataSource.query('SHOW statement_timeout')).toEqual([{ statement_timeout: '1s' }]);
      await dataSource.destroy();
    } finally {
      await dropDatabase(scratch.name);
    }
  });
});
