// The container's entry point (see the Dockerfile), usable on any machine with a built checkout:
//
//   node scripts/entrypoint.mjs [start]      the app in the role APP_ROLE names (all, api or worker), through scripts/start.mjs
//   node scripts/entrypoint.mjs migrate      apply pending migrations to DATABASE_URL, then exit (the Helm chart's hook Job)
//   node scripts/entrypoint.mjs healthcheck  exit 0 when this instance is healthy (the image's HEALTHCHECK)
//   node scripts/entrypoint.mjs backup|restore …   scripts/backup.mjs and scripts/restore.mjs
//
// It never builds: the image holds the build made by `npm run build`, so `start` runs with SKIP_BUILD=1.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [command = 'start', ...args] = process.argv.slice(2);
const role = process.env.APP_ROLE || 'all';

switch (command) {
  case 'start':
    await start();
    break;
  case 'migrate':
    process.exit(migrate());
    break;
  case 'healthcheck':
    process.exit(await healthcheck());
    break;
  case 'backup':
  case 'restore':
    process.argv = [process.argv[0], join(root, 'scripts', `${command}.mjs`), ...args];
    await import(`./${command}.mjs`);
    break;
  default:
    console.error(`Unknown command "${command}": use start, migrate, healthcheck, backup or restore.`);
    process.exit(64);
}

async function start() {
  if (!['all', 'api', 'worker'].includes(role)) {
    console.error(`APP_ROLE (got "${role}"): must be all, api or worker`);
    process.exit(1);
  }
  // The data folder must be writable (the embedded database, the session secret, the outbox, the catalog).
  const dataDir = resolve(process.env.DATA_DIR || join(root, 'data'));
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
  } catch {
    console.error(`DATA_DIR ${dataDir} is not writable by this user (uid ${process.getuid?.() ?? '?'}); give the volume to it.`);
    process.exit(1);
  }
  process.env.DATA_DIR = dataDir;
  process.env.SKIP_BUILD = '1';
  // The same script `npm start` runs: it starts backend/dist/main.js, which reads APP_ROLE itself.
  await import('./start.mjs');
}

function migrate() {
  if (!process.env.DATABASE_URL) {
    console.error('migrate needs DATABASE_URL: the embedded database migrates itself at start.');
    return 1;
  }
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'migrate', '-w', '@dct/backend'], { cwd: root, stdio: 'inherit' });
  return result.status ?? 1;
}

async function healthcheck() {
  if (role === 'worker') return workerHealth();
  const port = process.env.PORT || '3000';
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(4000) });
    if (response.ok) return 0;
    console.error(`/api/health answered ${response.status}`);
  } catch (error) {
    console.error(`/api/health did not answer: ${error instanceof Error ? error.message : String(error)}`);
  }
  return 1;
}

// A worker serves no HTTP: it is healthy when its database answers (its process is the container's).
async function workerHealth() {
  if (!process.env.DATABASE_URL) return 0;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL, connectionTimeoutMillis: 4000, query_timeout: 4000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return 0;
  } catch (error) {
    console.error(`The database did not answer: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await client.end().catch(() => undefined);
  }
}
