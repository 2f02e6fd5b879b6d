import 'reflect-metadata';
import { DataSource } from 'typeorm';
import type { Config } from 'jest';
import { dataSourceOptions } from '../src/database/data-source-options';
import { runMigrations } from '../src/database/run-migrations';
import { cloneDatabase, createDatabase } from './test-database';

/**
 * Creates this run's database and migrates it once, then copies it for each further jest worker:
 * every worker's spec files boot against a database of their own (test/worker-database.ts picks
 * it), so files running side by side never see each other's rows. `npm test` runs the backend in
 * band all the same: the lease and takeover specs time a worker's renewals, and beside the other
 * projects' tasks two workers starved them (a lease ran out under a running job).
 */
export default async function globalSetup(globalConfig: Pick<Config, 'maxWorkers'>): Promise<void> {
  const { name, url } = await createDatabase('dct_test');
  const dataSource = new DataSource(dataSourceOptions(url, 2));
  await dataSource.initialize();
  try {
    await runMigrations(dataSource, { lock: true });
  } finally {
    await dataSource.destroy();
  }
  const workers = Math.max(1, Number(globalConfig.maxWorkers) || 1);
  const copies = [];
  for (let worker = 2; worker <= workers; worker += 1) copies.push(await cloneDatabase(name, `w${worker}`));
  process.env.TEST_DATABASE_NAME = name;
  process.env.TEST_DATABASE_URL = url;
  process.env.TEST_DATABASE_NAMES = JSON.stringify([name, ...copies.map((copy) => copy.name)]);
  process.env.TEST_DATABASE_URLS = JSON.stringify([url, ...copies.map((copy) => copy.url)]);
}
