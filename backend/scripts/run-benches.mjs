// Runs every backend benchmark in turn, even after one misses its target, so one run measures them
// all; exits 1 at the end if any missed (or failed), naming which.
import { spawnSync } from 'node:child_process';

const benches = [
  ['api'],
  ['statements', '--expose-gc'],
  ['uploads'],
  ['parser'],
  ['ai-extraction'],
  ['repair-orders'],
  ['catalog'],
  ['triage'],
  ['alerts'],
  ['push'],
];
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const missed = [];
for (const [name, ...flags] of benches) {
  if (only && !only.includes(name)) continue;
  const run = spawnSync(process.execPath, [...flags, `bench-dist/bench/${name}.bench.js`], { stdio: 'inherit' });
  if (run.status !== 0) missed.push(`${name} (exit ${run.status ?? run.signal})`);
}
console.log(missed.length === 0 ? '\nEvery benchmark met its targets.' : `\nTargets missed or runs failed: ${missed.join(', ')}`);
process.exitCode = missed.length === 0 ? 0 : 1;
