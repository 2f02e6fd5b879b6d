// What the deploy tests share: the repository, the app's configuration schema, free ports, and
// starting the app through the image's entry point, running its scripts, and opening its embedded database.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);

/** The backend's configuration module as built (npm run build), the source of truth for variables and job kinds. */
export function backendConfig() {
  const { configSchema, JOB_KINDS } = require(join(root, 'backend', 'dist', 'config', 'config.schema.js'));
  // configSchema is the object schema wrapped in .superRefine().
  const shape = configSchema._def.schema.shape;
  return { variables: new Set(Object.keys(shape)), jobKinds: [...JOB_KINDS] };
}

/** The backend's own parsing of a set of variables (`loadConfig` as built): throws what the app would stop on. */
export function loadBackendConfig(env) {
  return require(join(root, 'backend', 'dist', 'config', 'config.schema.js')).loadConfig(env);
}

export function tempDir(prefix) {
  return mkdtempSync(join(tmpdir(), `dct-deploy-${prefix}-`));
}

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** The environment a test's child process gets: this one's, less what would point it elsewhere. */
export function cleanEnv(extra) {
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'OPENAI_API_KEY', 'OIDC_ISSUER_URL', 'APP_ROLE', 'WORKER_QUEUES', 'NODE_OPTIONS'])
    delete env[name];
  return { ...env, LOG_LEVEL: 'warn', ...extra };
}

/** Runs `node scripts/<name>.mjs ...args` in `work` on the data folder `dataDir` (plus `env`): its exit status and output. */
export function runScript(work, dataDir, name, args, env = {}) {
  const result = spawnSync(process.execPath, [join(root, 'scripts', `${name}.mjs`), ...args], {
    cwd: work,
    env: cleanEnv({ DATA_DIR: dataDir, ...env }),
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Opens the embedded (PGlite) database in `directory`, gives it to `use`, and closes it again. */
export async function withEmbeddedDatabase(directory, use) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(directory);
  try {
    return await use(db);
  } finally {
    await db.close();
  }
}

/** Runs `node scripts/entrypoint.mjs ...args` as the image does; resolves once it has exited. */
export function entrypoint(args, env) {
  const child = spawn(process.execPath, [join(root, 'scripts', 'entrypoint.mjs'), ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolveExit) => child.on('exit', (code, signal) => resolveExit({ code, signal })));
  return { child, exited, output: () => output };
}

/** Waits until GET url answers 200; fails early when the process exits first. */
export async function waitForHealth(url, running, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void running.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The app exited before ${url} answered:\n${running.output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return response;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms:\n${running.output()}`);
}

/** SIGTERM, then the exit (SIGKILL after the grace). */
export async function stop(running, graceMs = 25_000) {
  running.child.kill('SIGTERM');
  const timer = setTimeout(() => running.child.kill('SIGKILL'), graceMs);
  const result = await running.exited;
  clearTimeout(timer);
  return result;
}

/** PostgreSQL for the tests that need a server (as the backend's integration tests do). */
export const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(name) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
