import { dropDatabase } from './test-database';

/** Drops the run's database and every worker's copy of it. */
export default async function globalTeardown(): Promise<void> {
  const names = JSON.parse(process.env.TEST_DATABASE_NAMES ?? '[]') as string[];
  for (const name of names.length > 0 ? names : [process.env.TEST_DATABASE_NAME].filter((name): name is string => !!name)) await dropDatabase(name);
}
