import { DataSource } from 'typeorm';
import { AlertScanService } from '../src/modules/notifications/alert-scan.service';
import { startBenchApp } from './bench-app';

/**
 * The alert scan over many owners: OWNERS (1,000 by default) each with a claim whose answer is
 * overdue, a visit open for 30 days and a California vehicle past its lemon-law threshold, so
 * every owner has alerts due, and a browser subscribed to push. One scan writes them (alerts, and
 * their mails and push messages into the outbox) in batches of 200 owners; the report is alerts processed per second, the scan's batches, and how
 * long /api/health took meanwhile (the API must keep answering). A second scan finds them all
 * written already: owners looked over per second when nothing is new.
 */
const OWNERS = Number(process.env.BENCH_ALERT_OWNERS ?? 1_000);

async function main(): Promise<void> {
  // API role: the scan is called here, not on a timer, and no worker sends the mails it queues.
  const bench = await startBenchApp({ APP_ROLE: 'api', NOTIFY_SCAN_SECONDS: '86400' });
  try {
    const db = bench.running.app.get(DataSource);
    await db.query(`INSERT INTO dealers (name, city, state, zip, email) VALUES ('Bench Motors', 'Austin', 'TX', '78701', 'service@bench.example')`);
    await db.query(
      `INSERT INTO users (email, name, password_hash) SELECT 'alerts-' || i || '@bench.example', 'Owner ' || i, 'x' FROM generate_series(1, $1) AS i`,
      [OWNERS],
    );
    await db.query(
      `INSERT INTO vehicles (household_id, year, make, model, vin, registration_state, delivery_date)
       SELECT m.household_id, 2024, 'Kia', 'Telluride', lpad(u.id::text, 17, 'V'), 'CA', current_date - 200
       FROM users u JOIN household_members m ON m.user_id = u.id WHERE u.email LIKE 'alerts-%@bench.example'`,
    );
    // One browser each (the scan only reads which owners have one; nothing is sent here).
    await db.query(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth)
       SELECT id, 'https://push.bench.example/' || id, 'B' || repeat('A', 86), repeat('A', 22) FROM users WHERE email LIKE 'alerts-%@bench.example'`,
    );
    const dealer = `(SELECT id FROM dealers WHERE name = 'Bench Motors' LIMIT 1)`;
    await db.query(
      `INSERT INTO visits (household_id, vehicle_id, dealer_id, date_in, date_out, primary_issue, status)
       SELECT household_id, id, ${dealer}, current_date - 30, NULL, 'Stalls at idle', 'in_progress' FROM vehicles WHERE vin LIKE 'V%'
       UNION ALL
       SELECT household_id, id, ${dealer}, current_date - 120, current_date - 110, 'Transmission slipping', 'completed' FROM vehicles WHERE vin LIKE 'V%'`,
    );
    await db.query(
      `INSERT INTO claims (household_id, visit_id, status, ask_amount, valuation_method, sent_at, response_due)
       SELECT household_id, id, 'Sent', 500, 'DailyFlatRate', now() - interval '17 days', current_date - 3 FROM visits WHERE status = 'completed' AND primary_issue = 'Transmission slipping'`,
    );

    const scanner = bench.running.app.get(AlertScanService);
    const latencies: number[] = [];
    let scanning = true;
    const probe = (async () => {
      while (scanning) {
        const started = performance.now();
        await fetch(`${bench.url}/api/health`);
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const first = await scanner.scan();
    scanning = false;
    await probe;
    const second = await scanner.scan();
    latencies.sort((a, b) => a - b);
    const pick = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0;

    console.log(`\nAlert scan, ${first.owners} owners (batches of 200):`);
    console.log(
      `  first scan: ${first.created} alerts written, ${first.mails} mails and ${first.pushes} push messages queued in ${first.ms} ms — ${Math.round((first.created / first.ms) * 1000)} alerts/s`,
    );
    console.log(
      `  /api/health meanwhile: ${latencies.length} requests, p50 ${pick(0.5).toFixed(1)} ms, p99 ${pick(0.99).toFixed(1)} ms, max ${pick(1).toFixed(1)} ms`,
    );
    console.log(
      `  second scan (everything written already): ${second.due} alerts found, ${second.created} written, in ${second.ms} ms — ${Math.round((second.owners / second.ms) * 1000)} owners/s`,
    );
    if (first.created < OWNERS * 3 || first.pushes < OWNERS * 3 || second.created !== 0 || second.pushes !== 0) {
      console.log(`  NOT as expected: ${OWNERS * 3} alerts and push messages on the first scan, none on the second`);
      process.exitCode = 1;
    }
  } finally {
    await bench.close();
  }
}

void main();
