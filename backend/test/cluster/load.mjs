// Steady load from a process of its own: CONNECTIONS loops, each asking the proxy for the owner's
// vehicles and, one request in five, adding a vehicle. Runs until stdin closes (or a line
// arrives), then prints one JSON line: requests, failures (status >= 500 or no answer, with
// examples), requests per second and latency percentiles.
import { createInterface } from 'node:readline';

const [base, cookie, connectionsArg] = process.argv.slice(2);
const connections = Number(connectionsArg ?? 8);
const alphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const vin = () => Array.from({ length: 17 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');

let running = true;
const latencies = [];
const failures = [];
const statuses = {};
let requests = 0;

async function loop(worker) {
  for (let index = worker; running; index += 1) {
    const write = index % 5 === 0;
    const started = performance.now();
    try {
      const response = await fetch(`${base}/api/vehicles`, {
        method: write ? 'POST' : 'GET',
        headers: { cookie, ...(write ? { 'content-type': 'application/json' } : {}) },
        body: write ? JSON.stringify({ year: 2022, make: 'Toyota', model: 'Camry', vin: vin() }) : undefined,
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      if (response.status >= 500 || response.status !== (write ? 201 : 200)) failures.push(`${write ? 'POST' : 'GET'} ${response.status}`);
    } catch (error) {
      failures.push(`${write ? 'POST' : 'GET'} ${error instanceof Error ? error.message : String(error)}`);
    }
    requests += 1;
    latencies.push(performance.now() - started);
  }
}

const started = performance.now();
const loops = Array.from({ length: connections }, (_, worker) => loop(worker));
const stop = async () => {
  if (!running) return;
  running = false;
  await Promise.all(loops);
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const at = (p) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0);
  process.stdout.write(
    `${JSON.stringify({ requests, failed: failures.length, examples: failures.slice(0, 5), statuses, seconds, perSecond: requests / seconds, p50: at(0.5), p99: at(0.99) })}\n`,
  );
  process.exit(0);
};
createInterface({ input: process.stdin }).on('line', stop).on('close', stop);
