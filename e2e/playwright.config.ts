import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from '../backend/src/infra/pdf/chromium-args';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** A port nobody listens on, so the suite runs beside a running app. */
function freePort(): number {
  // stdout.write, not console.log: under FORCE_COLOR (set by Nx) console.log colours numbers.
  const script = "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script]).toString().trim());
}

// The config is evaluated in the runner and in each worker: keep one port and data dir for all.
const port = Number((process.env.E2E_PORT ??= String(freePort())));
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'dct-e2e-')));
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // A service worker would answer requests page.route() is meant to see; the PWA's own tests
    // (pwa.spec.ts) allow it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS, '--disable-quic'],
    },
  },
  webServer: {
    // The same script `npm start` runs; Nx has already built everything this target depends on.
    command: 'node scripts/start.mjs',
    cwd: resolve(__dirname, '..'),
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // Every test signs up from this one address: the sign-up limit is raised, the others are as shipped;
    // the alert scan looks every few seconds, so the bell's test sees its alerts without waiting minutes.
    env: { PORT: String(port), DATA_DIR: dataDir, SKIP_BUILD: '1', LOG_LEVEL: 'warn', NODE_ENV: 'test', REGISTER_RATE_LIMIT: '1000', NOTIFY_SCAN_SECONDS: '3' },
  },
});
