import { Client } from 'pg';

/** The default server for databases made by tests and benchmarks: local PostgreSQL, trust auth. */
export const LOCAL_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

async function withAdmin<T>(adminUrl: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A database on the admin URL's server, by name, with the URL that reaches it. */
function onServer(adminUrl: string, name: string): { name: string; url: string } {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/**
 * A database of the caller's own on the admin URL's server, so test runs and benchmarks never
 * share rows with each other or with a running app.
 */
export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  return onServer(adminUrl, name);
}

/** A copy of a database no one is connected to (a migrated template), named after it with `suffix`. */
export async function cloneScratchDatabase(adminUrl: string, template: string, suffix: string): Promise<{ name: string; url: string }> {
  const name = `${template}_${suffix}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  return onServer(adminUrl, name);
}

export async function dropScratchDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
