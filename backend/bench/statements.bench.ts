import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import type { Claim, Dealer, Vehicle, Visit } from '@dct/contracts';
import { validVisitInput } from '@dct/contracts/testing';
import { FakeSmtpServer } from '../src/testing/fake-smtp-server';
import { call, megabytes, registerOwner, startBenchApp } from './bench-app';

/**
 * Claim statements and their mail:
 * - statement PDFs per second through GET /api/claims/{id}/statement.pdf (warm browser, two at a
 *   time), and the API's memory before and after 500 renders (it must stay flat);
 * - 200 sends end to end through Redis and a worker process (`src/worker.ts`, built) to an SMTP server
 *   on loopback: sends per second, and how a send's time splits between render, mail and database.
 */
const RENDERS = Number(process.env.BENCH_RENDERS ?? 500);
const SENDS = Number(process.env.BENCH_SENDS ?? 200);
const PDF_TARGET = 5;

async function seedClaims(url: string, cookie: string, count: number): Promise<Claim[]> {
  const vehicle = await call<Vehicle>(url, cookie, 'POST', '/api/vehicles', {
    year: 2022,
    make: 'Honda',
    model: 'Accord',
    vin: '1HGCV1F30LA654321',
    monthly_payment: 540,
  });
  const dealer = await call<Dealer>(url, cookie, 'POST', '/api/dealers', { name: 'Bench Honda', email: 'service@bench-honda.example' });
  const visit = await call<Visit>(url, cookie, 'POST', '/api/visits', validVisitInput(vehicle.id, dealer.id));
  const claims: Claim[] = [];
  for (let i = 0; i < count; i += 1) claims.push(await call<Claim>(url, cookie, 'POST', '/api/claims', { visit_id: visit.id, ask_amount: 252 + i }));
  return claims;
}

async function statementsPerSecond(): Promise<boolean> {
  // One owner renders many statements a minute here; the per-owner PDF limit is for people.
  const app = await startBenchApp({ PDF_RATE_LIMIT: '10000' });
  try {
    const { cookie } = await registerOwner(app.url, 'bench-statements@example.test');
    const [claim] = await seedClaims(app.url, cookie, 1);
    const render = async () => {
      const response = await fetch(`${app.url}/api/claims/${claim.id}/statement.pdf`, { headers: { cookie } });
      const pdf = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200 || !pdf.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw new Error(`A render failed: ${response.status}`);
    };
    const renderMany = async (count: number) => {
      let next = 0;
      const lane = async () => {
        while (next < count) {
          next += 1;
          await render();
        }
      };
      await Promise.all([lane(), lane()]);
    };
    await renderMany(10);
    global.gc?.();
    const before = process.memoryUsage();
    const started = performance.now();
    await renderMany(RENDERS);
    const seconds = (performance.now() - started) / 1000;
    global.gc?.();
    const after = process.memoryUsage();
    const rate = RENDERS / seconds;
    console.log(`\nStatement PDFs: ${RENDERS} renders in ${seconds.toFixed(1)} s, two at a time (warm browser)`);
    console.log(`  ${rate.toFixed(1)} PDFs/s (target >= ${PDF_TARGET}): ${rate >= PDF_TARGET ? 'met' : 'NOT met'}`);
    console.log(`  API memory: rss ${megabytes(before.rss)} -> ${megabytes(after.rss)}, heap ${megabytes(before.heapUsed)} -> ${megabytes(after.heapUsed)}`);
    return rate >= PDF_TARGET;
  } finally {
    await app.close();
  }
}

async function sendsThroughWorker(): Promise<void> {
  const smtp = new FakeSmtpServer();
  const redis = { REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_PREFIX: `dct-bench-${randomUUID()}:` };
  const smtpUrl = await smtp.start();
  const app = await startBenchApp({ ...redis, APP_ROLE: 'api', SMTP_URL: smtpUrl, CLAIM_SENDS_PER_DAY: String(SENDS) });
  const splits: Array<{ total: number; render: number; mail: number; database: number }> = [];
  const worker = spawn(process.execPath, [join(__dirname, '..', 'src', 'worker.js')], {
    env: {
      ...process.env,
      ...redis,
      DATABASE_URL: app.databaseUrl,
      SMTP_URL: smtpUrl,
      MIGRATIONS_RUN: 'false',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'dct-bench-worker-')),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  worker.stdout.setEncoding('utf8').on('data', (text: string) => {
    for (const match of text.matchAll(/Delivered dispatch \d+ in (\d+) ms \(render (\d+) ms, mail (\d+) ms, database (\d+) ms\)/g)) {
      const [total, render, mail, database] = match.slice(1).map(Number);
      splits.push({ total, render, mail, database });
    }
  });
  try {
    const { cookie } = await registerOwner(app.url, 'bench-sends@example.test');
    const claims = await seedClaims(app.url, cookie, SENDS);
    const dataSource = app.running.app.get(DataSource);
    const started = performance.now();
    for (const claim of claims) await call(app.url, cookie, 'POST', `/api/claims/${claim.id}/send`);
    const queuedMs = performance.now() - started;
    for (;;) {
      const [{ delivered }] = await dataSource.query<Array<{ delivered: number }>>(
        `SELECT count(*)::int AS delivered FROM claim_dispatches WHERE state = 'delivered'`,
      );
      if (delivered >= SENDS) break;
      if (performance.now() - started > 600_000) throw new Error(`Only ${delivered} of ${SENDS} sends were delivered in 10 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const seconds = (performance.now() - started) / 1000;
    await smtp.waitFor(SENDS);
    const average = (pick: (split: (typeof splits)[number]) => number) => splits.reduce((sum, split) => sum + pick(split), 0) / Math.max(1, splits.length);
    console.log(`\n${SENDS} sends through Redis and one worker process to SMTP on loopback`);
    console.log(`  ${(SENDS / seconds).toFixed(1)} sends/s end to end (${seconds.toFixed(1)} s; the API queued them all in ${(queuedMs / 1000).toFixed(1)} s)`);
    console.log(`  ${smtp.messages.length} messages received, ${new Set(smtp.messages.map((m) => m.messageId)).size} distinct`);
    console.log(
      `  per send: ${average((s) => s.total).toFixed(0)} ms = render ${average((s) => s.render).toFixed(0)} ms + mail ${average((s) => s.mail).toFixed(0)} ms + database ${average((s) => s.database).toFixed(0)} ms (two at a time)`,
    );
  } finally {
    worker.kill('SIGTERM');
    await app.close();
    await smtp.stop();
  }
}

async function main(): Promise<void> {
  const met = await statementsPerSecond();
  await sendsThroughWorker();
  if (!met) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
