import { Client } from 'pg';

/** The server the integration specs use: the local PostgreSQL with trust auth, unless told otherwise. */
export const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A database of this run's own, so runs never share rows with each other or a running app. */
export async function createDatabase(prefix: string): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  await withAdmin((client) => client.query(`CREATE DATABASE "${name}"`));
  return { name, url: databaseUrl(name) };
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
