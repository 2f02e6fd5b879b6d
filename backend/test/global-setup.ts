import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { runMigrations } from '../src/database/run-migrations';
import { createDatabase } from './test-database';

/** Creates this run's database and migrates it once; every spec file then boots against it. */
export default async function globalSetup(): Promise<void> {
  const { name, url } = await createDatabase('dct_test');
  process.env.TEST_DATABASE_NAME = name;
  process.env.TEST_DATABASE_URL = url;
  const dataSource = new DataSource(dataSourceOptions(url, 2));
  await dataSource.initialize();
  try {
    await runMigrations(dataSource, { lock: true });
  } finally {
    await dataSource.destroy();
  }
}
