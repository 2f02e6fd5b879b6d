import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type RunningApp } from '../src/bootstrap';
import { loadConfig } from '../src/config/config.schema';
import { LOCAL_ADMIN_URL, createScratchDatabase, dropScratchDatabase } from '../src/database/scratch-database';

export const BENCH_ADMIN_URL = process.env.BENCH_DATABASE_ADMIN_URL ?? LOCAL_ADMIN_URL;
export const BENCH_SESSION_SECRET = 'bench-session-secret-that-is-long-enough-0123456789';

export interface BenchApp {
  running: RunningApp;
  /** http://127.0.0.1:port of the listening app. */
  url: string;
  databaseUrl: string;
  close(): Promise<void>;
}

/** The whole application on a scratch database of its own (named from `databasePrefix`), listening on loopback, quiet. */
export async function startBenchApp(env: Record<string, string> = {}, databasePrefix = 'dct_bench'): Promise<BenchApp> {
  const database = await createScratchDatabase(BENCH_ADMIN_URL, databasePrefix);
  const running = await createApp(
    loadConfig({
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '10',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'dct-bench-')),
      SESSION_SECRET: BENCH_SESSION_SECRET,
      LOG_LEVEL: 'silent',
      SERVE_WEB: 'false',
      NODE_ENV: 'test',
      ...env,
    }),
  );
  await running.app.listen(0, '127.0.0.1');
  const url = (await running.app.getUrl()).replace('[::1]', '127.0.0.1');
  return {
    running,
    url,
    databaseUrl: database.url,
    async close() {
      await running.close();
      await dropScratchDatabase(BENCH_ADMIN_URL, database.name);
    },
  };
}

/** Registers an owner through the API; the cookie signs later requests in. */
export async function registerOwner(appUrl: string, email: string): Promise<{ userId: number; cookie: string }> {
  const register = await fetch(`${appUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Owner', email, password: 'benchmark password' }),
  });
  if (register.status !== 201) throw new Error(`Could not register the bench owner: ${register.status}`);
  const { id } = (await register.json()) as { id: number };
  return { userId: id, cookie: (register.headers.get('set-cookie') ?? '').split(';')[0] };
}

/** A JSON call as the owner; fails loudly on an unexpected status. */
export async function call<T>(appUrl: string, cookie: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${appUrl}${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
