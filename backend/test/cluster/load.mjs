// Load from a process of its own: asks the proxy for the owner's vehicles and, one request in five,
// adds a vehicle. With CONNECTIONS loops, each sends its next request when the last is answered (as
// fast as the cluster goes); with a RATE (requests per second), requests start on a clock whether
// or not earlier ones were answered, as users arrive. Runs until stdin closes (or a line arrives),
// then prints one JSON line: requests, failures (status >= 500, another status than expected, or
// no answer, with examples), writes and failed writes, requests per second and latency percentiles.
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';

const [base, cookie, connectionsArg, rateArg] = process.argv.slice(2);
const connections = Number(connectionsArg ?? 8);
const rate = Number(rateArg ?? 0);
const alphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const vin = () => Array.from({ length: 17 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');

let running = true;
const latencies = [];
const failures = [];
const statuses = {};
let requests = 0;
let writes = 0;
let failedWrites = 0;

async function request(write) {
  const started = performance.now();
  try {
    const response = await fetch(`${base}/api/vehicles`, {
      method: write ? 'POST' : 'GET',
      headers: { cookie, ...(write ? { 'content-type': 'application/json' } : {}) },
      body: write ? JSON.stringify({ year: 2022, make: 'Toyota', model: 'Camry', vin: vin() }) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    const body = Buffer.from(await response.arrayBuffer()).toString('utf8', 0, 120);
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    if (response.status !== (write ? 201 : 200)) {
      failures.push(`${write ? 'POST' : 'GET'} ${response.status} ${body}`);
      if (write) failedWrites += 1;
    }
  } catch (error) {
    failures.push(`${write ? 'POST' : 'GET'} ${error instanceof Error ? `${error.message} ${error.cause ?? ''}` : String(error)}`);
    if (write) failedWrites += 1;
  }
  requests += 1;
  if (write) writes += 1;
  latencies.push(performance.now() - started);
}

async function loop(worker) {
  for (let index = worker; running; index += 1) await request(index % 5 === 0);
}

/**
 * One request every 1/RATE s on a fixed clock (a late tick is not made up by a burst). At most
 * 2 s worth are in flight: on a machine too busy to keep up the rate drops, instead of the
 * backlog growing until requests time out.
 */
async function paced() {
  const inFlight = new Set();
  const interval = 1000 / rate;
  let next = performance.now();
  for (let index = 0; running; index += 1) {
    while (inFlight.size >= 2 * rate) await Promise.race(inFlight);
    const sent = request(index % 5 === 0).finally(() => inFlight.delete(sent));
    inFlight.add(sent);
    next = Math.max(next + interval, performance.now());
    await sleep(next - performance.now());
  }
  await Promise.all(inFlight);
}

const started = performance.now();
const loops = rate > 0 ? [paced()] : Array.from({ length: connections }, (_, worker) => loop(worker));
const stop = async () => {
  if (!running) return;
  running = false;
  await Promise.all(loops);
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const at = (p) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0);
  process.stdout.write(
    `${JSON.stringify({ requests, failed: failures.length, writes, failedWrites, examples: failures.slice(0, 5), statuses, seconds, perSecond: requests / seconds, p50: at(0.5), p99: at(0.99) })}\n`,
  );
  process.exit(0);
};
createInterface({ input: process.stdin }).on('line', stop).on('close', stop);
