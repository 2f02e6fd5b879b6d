// The first load as a visitor and an owner meet it, against the app as `npm start` serves it:
// - Lighthouse 12.8 (mobile preset: simulated slow 4G and a 4× slower CPU) on the landing,
//   median of 3 runs: performance score, LCP, TBT, CLS;
// - a signed-in owner opening /vehicles in a fresh browser: the JavaScript it downloads before
//   the page has mounted (gzip and brotli bytes, files), what the browser loads afterwards while
//   idle (dialogs, forms, toasts), and when its requests start (session, remote manifest, list).
// Run after a build: `npm run bench` (or `node e2e/bench/first-load.bench.mjs`).
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const TARGETS = { score: 90, lcpMs: 2500, tbtMs: 200, cls: 0.05, vehiclesJsKb: 200 };

function freePort() {
  const script = "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script]).toString());
}

async function startApp() {
  const port = freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'dct-bench-web-'));
  const server = spawn(process.execPath, [join(root, 'backend', 'dist', 'main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    stdio: 'inherit',
  });
  // Never outlive the bench, whatever ends it.
  process.on('exit', () => server.kill('SIGTERM'));
  const base = `http://localhost:${port}`;
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    base,
    stop: () => {
      server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The gzip copy the build wrote beside a bundle (the target is stated in gzip; browsers here take brotli). */
function gzipKb(paths) {
  const file = (path) => {
    const remote = path.match(/^\/remotes\/([^/]+)\/(.*)$/);
    return remote ? join(root, remote[1], 'dist', remote[2]) : join(root, 'shell', 'dist', path.slice(1));
  };
  // Files under 1 KB have no copy (compression would not pay): gzip them here.
  const size = (path) => (existsSync(`${file(path)}.gz`) ? statSync(`${file(path)}.gz`).size : gzipSync(readFileSync(file(path)), { level: 9 }).length);
  return paths.reduce((sum, path) => sum + size(path), 0) / 1024;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function lighthouseLanding(base) {
  const debuggingPort = freePort();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...ARGS, `--remote-debugging-port=${debuggingPort}`] });
  step(`browser on port ${debuggingPort}`);
  try {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`${base}/`, {
        port: debuggingPort,
        output: 'json',
        logLevel: process.env.BENCH_LIGHTHOUSE_LOG ?? 'error',
        onlyCategories: ['performance'],
      });
      const audits = result.lhr.audits;
      runs.push({
        score: Math.round(result.lhr.categories.performance.score * 100),
        lcpMs: audits['largest-contentful-paint'].numericValue,
        tbtMs: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        fcpMs: audits['first-contentful-paint'].numericValue,
      });
    }
    return {
      runs,
      median: Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))])),
    };
  } finally {
    await browser.close();
  }
}

async function signedInVehicles(base) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    const email = `bench-${Date.now()}@example.test`;
    const registered = await page.request.post('/api/auth/register', { data: { name: 'Bench Owner', email, password: 'correct horse battery' } });
    if (registered.status() !== 201) throw new Error(`register answered ${registered.status()}`);
    await page.goto('/vehicles');
    await page.getByRole('heading', { level: 1, name: 'Vehicles' }).waitFor();
    await page.getByText('No vehicles added yet').waitFor();
    // What loads while the browser is idle afterwards (dialogs, forms, toasts) is reported apart.
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource');
      const allScripts = resources.filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
      // The shell marks the moment the first page has mounted; what started before it is the page's cost.
      const settled = performance.getEntriesByName('dct:page-settled', 'mark')[0]?.startTime ?? Infinity;
      const scripts = allScripts.filter((entry) => entry.startTime < settled);
      const later = allScripts.filter((entry) => entry.startTime >= settled);
      const start = (pattern) => resources.find((entry) => pattern.test(new URL(entry.name).pathname))?.startTime;
      return {
        jsFiles: scripts.length,
        jsPaths: scripts.map((entry) => new URL(entry.name).pathname),
        jsKb: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0) / 1024,
        jsUncompressedKb: scripts.reduce((sum, entry) => sum + entry.decodedBodySize, 0) / 1024,
        laterFiles: later.length,
        laterKb: later.reduce((sum, entry) => sum + entry.encodedBodySize, 0) / 1024,
        sessionStartMs: start(/^\/api\/auth\/user$/),
        manifestStartMs: start(/^\/remotes\/mf-vehicles\/mf-manifest\.json$/),
        listStartMs: start(/^\/api\/vehicles$/),
        remotesJsonFetched: resources.some((entry) => new URL(entry.name).pathname === '/remotes.json'),
      };
    });
  } finally {
    await browser.close();
  }
}

const step = (message) => console.error(`[bench] ${message}`);
step('starting the app');
const app = await startApp();
step(`app at ${app.base}; Lighthouse on the landing`);
try {
  const landing = await lighthouseLanding(app.base);
  step('signed-in /vehicles');
  const vehicles = await signedInVehicles(app.base);
  vehicles.jsGzipKb = gzipKb(vehicles.jsPaths);
  const m = landing.median;
  const verdict = (ok) => (ok ? 'met' : 'MISSED');
  console.log(`\nLanding, Lighthouse 12.8 mobile preset, median of ${RUNS} (runs: ${landing.runs.map((run) => run.score).join(', ')}):`);
  console.table([
    { measure: 'performance score', value: m.score, target: `≥ ${TARGETS.score}`, result: verdict(m.score >= TARGETS.score) },
    { measure: 'largest contentful paint', value: `${Math.round(m.lcpMs)} ms`, target: `≤ ${TARGETS.lcpMs} ms`, result: verdict(m.lcpMs <= TARGETS.lcpMs) },
    { measure: 'total blocking time', value: `${Math.round(m.tbtMs)} ms`, target: `≤ ${TARGETS.tbtMs} ms`, result: verdict(m.tbtMs <= TARGETS.tbtMs) },
    { measure: 'cumulative layout shift', value: m.cls.toFixed(3), target: `< ${TARGETS.cls}`, result: verdict(m.cls < TARGETS.cls) },
    { measure: 'first contentful paint', value: `${Math.round(m.fcpMs)} ms`, target: '', result: '' },
  ]);
  console.log('\nSigned-in /vehicles in a fresh browser (loopback, no throttling):');
  const at = (value) => (value === undefined ? 'not requested' : `${Math.round(value)} ms`);
  console.table([
    {
      measure: 'JavaScript before the page shows, gzip',
      value: `${vehicles.jsGzipKb.toFixed(1)} KB in ${vehicles.jsFiles} files`,
      target: `≤ ${TARGETS.vehiclesJsKb} KB`,
      result: verdict(vehicles.jsGzipKb <= TARGETS.vehiclesJsKb),
    },
    { measure: 'the same, as sent (brotli)', value: `${vehicles.jsKb.toFixed(1)} KB`, target: '', result: '' },
    { measure: 'the same, uncompressed', value: `${vehicles.jsUncompressedKb.toFixed(1)} KB`, target: '', result: '' },
    {
      measure: 'JavaScript loaded afterwards while idle (brotli)',
      value: `${vehicles.laterKb.toFixed(1)} KB in ${vehicles.laterFiles} files`,
      target: '',
      result: '',
    },
    { measure: 'GET /api/auth/user starts', value: at(vehicles.sessionStartMs), target: '', result: '' },
    { measure: 'mf-vehicles manifest starts', value: at(vehicles.manifestStartMs), target: '', result: '' },
    { measure: 'GET /api/vehicles starts', value: at(vehicles.listStartMs), target: '', result: '' },
    {
      measure: 'remotes.json fetched',
      value: vehicles.remotesJsonFetched ? 'yes' : 'no (inlined)',
      target: 'no',
      result: verdict(!vehicles.remotesJsonFetched),
    },
  ]);
} finally {
  app.stop();
}
