import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { Metrics } from '../src/infra/metrics/metrics.service';
import { Outbox } from '../src/infra/outbox/outbox.service';
import { startBenchApp } from './bench-app';

/**
 * Delivering alert push messages: PUSHES (400 by default) `notification-push` jobs, each an alert
 * of its own owner to that owner's browser, sent to a push service on loopback that answers 201
 * at once. One job reads its browser and alert, counts the unread, encrypts the payload for the
 * browser (ECDH and AES-GCM), signs a VAPID token (ECDSA) and posts it. Run first one after
 * another (a worker's sweep), then all woken at once (wake-ups in one process).
 */
const PUSHES = Number(process.env.BENCH_PUSHES ?? 400);

async function main(): Promise<void> {
  let received = 0;
  const pushService = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received += 1;
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  const bench = await startBenchApp({ NOTIFY_SCAN_SECONDS: '86400' });
  try {
    const db = bench.running.app.get(DataSource);
    const outbox = bench.running.app.get(Outbox);
    await db.query(
      `INSERT INTO users (email, name, password_hash) SELECT 'push-' || i || '@bench.example', 'Owner ' || i, 'x' FROM generate_series(1, $1) AS i`,
      [PUSHES * 2],
    );
    const owners = await db.query<Array<{ id: number }>>(`SELECT id FROM users WHERE email LIKE 'push-%@bench.example' ORDER BY id`);
    const browser = () => createECDH('prime256v1').generateKeys().toString('base64url');
    for (const [index, { id }] of owners.entries()) {
      await db.query(
        `INSERT INTO notifications (user_id, kind, subject_type, subject_id, day, title, body, link) VALUES ($1, 'claim_overdue', 'claim', $2, current_date, $3, $4, $5)`,
        [
          id,
          index + 1,
          "Bench Motors's answer is overdue",
          `The dealer's answer to claim #${index + 1} (2024 Kia Telluride, Bench Motors) is overdue.`,
          `/claims/${index + 1}`,
        ],
      );
      await db.query(`INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)`, [
        id,
        `${origin}/push/${id}`,
        browser(),
        randomBytes(16).toString('base64url'),
      ]);
    }
    const jobsFor = async (users: Array<{ id: number }>) =>
      (
        await db.query<Array<{ id: string }>>(
          `INSERT INTO outbox_jobs (kind, payload, max_attempts, next_attempt_at)
           SELECT 'notification-push', jsonb_build_object('notification_id', n.id, 'subscription_id', s.id), 6, now() + interval '1 hour'
           FROM notifications n JOIN push_subscriptions s ON s.user_id = n.user_id WHERE n.user_id = ANY($1) ORDER BY n.id RETURNING id`,
          [users.map((user) => user.id)],
        )
      ).map((row) => row.id);
    // Held an hour, so only this bench runs them: made due just before.
    const due = (ids: string[]) => db.query(`UPDATE outbox_jobs SET next_attempt_at = now() WHERE id = ANY($1::bigint[])`, [ids]);
    const done = async () =>
      (await db.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM outbox_jobs WHERE kind = 'notification-push' AND state = 'done'`))[0].n;

    const sequential = await jobsFor(owners.slice(0, PUSHES));
    await due(sequential);
    let started = performance.now();
    for (const id of sequential) await outbox.run(id);
    const oneByOne = performance.now() - started;
    // Each attempt's own duration (the worker's sweep may have run some beside this loop).
    const values = (await bench.running.app.get(Metrics).jobDuration.get()).values.filter((value) => value.labels.kind === 'notification-push');
    const total = (name: string) => values.find((value) => value.metricName === `dct_outbox_job_duration_seconds_${name}`)?.value ?? 0;
    const perJobMs = (total('sum') / total('count')) * 1000;

    const together = await jobsFor(owners.slice(PUSHES));
    await due(together);
    started = performance.now();
    await Promise.all(together.map((id) => outbox.wake(id)));
    while ((await done()) < PUSHES * 2 && performance.now() - started < 120_000) await new Promise((resolve) => setTimeout(resolve, 20));
    const atOnce = performance.now() - started;

    console.log(`\nAlert push delivery, ${PUSHES} messages each way, to a push service on loopback:`);
    console.log(
      `  one after another: ${oneByOne.toFixed(0)} ms — ${Math.round((PUSHES / oneByOne) * 1000)}/s; one job took ${perJobMs.toFixed(1)} ms on average`,
    );
    console.log(`  all woken at once: ${atOnce.toFixed(0)} ms — ${Math.round((PUSHES / atOnce) * 1000)}/s`);
    if ((await done()) !== PUSHES * 2 || received !== PUSHES * 2) {
      console.log(`  NOT as expected: ${PUSHES * 2} messages delivered, ${received} received`);
      process.exitCode = 1;
    }
  } finally {
    await bench.close();
    pushService.closeAllConnections();
    await new Promise((resolve) => pushService.close(resolve));
  }
}

void main();
