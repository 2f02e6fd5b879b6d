import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { CatalogOption } from '@dct/contracts';
import { MODEL_PATTERNS, VehicleCatalog } from '../src/modules/catalog/vehicle-catalog';
import { unpackVpicDatabase } from '../src/modules/catalog/vpic-database';
import { call, registerOwner, startBenchApp } from './bench-app';

/**
 * The vehicle catalog:
 * - unpacking the shipped vPIC database (first use) and building the make/model index, against
 *   answering "models of a make in a year" with vPIC's join on every request (side by side);
 * - GET /api/vehicles/decode/{vin} (VINs never seen, and seen before) and
 *   GET /api/vehicles/models/{makeId}/{year} through HTTP, p50/p99, after warm-up.
 */
const DECODES = Number(process.env.BENCH_DECODES ?? 200);
const MODEL_CALLS = Number(process.env.BENCH_MODEL_CALLS ?? 500);

const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const LETTER_VALUES = 'A1B2C3D4E5F6G7H8J1K2L3M4N5P7R9S2T3U4V5W6X7Y8Z9';
/** A VIN with its check digit (position 9) made right. */
function withCheckDigit(vin: string): string {
  const value = (char: string) => (/\d/.test(char) ? Number(char) : Number(LETTER_VALUES[LETTER_VALUES.indexOf(char) + 1]));
  const sum = [...vin].reduce((total, char, index) => total + value(char) * WEIGHTS[index], 0) % 11;
  return `${vin.slice(0, 8)}${sum === 10 ? 'X' : sum}${vin.slice(9)}`;
}
/** Real VIN prefixes (Honda Accord, Tesla Model 3, Ford F-150, Toyota Corolla, Nissan Altima) with made-up serials. */
const PREFIXES = ['1HGCM826_3A', '5YJ3E1EA_KF', '1FTFW1EF_EF', '2T1BURHE_JC', '1N4AL3AP_DC'];
const vins = (count: number, seed: number) =>
  Array.from({ length: count }, (_, i) => {
    const prefix = PREFIXES[i % PREFIXES.length].replace('_', '0');
    return withCheckDigit(`${prefix}${String(seed + i).padStart(17 - prefix.length, '0')}`);
  });

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const ms = (value: number) => `${value.toFixed(2)} ms`;
const median = (values: number[]) => percentile(values, 50);

async function timeEach<T>(items: T[], run: (item: T) => unknown): Promise<number[]> {
  const times: number[] = [];
  for (const item of items) {
    const started = performance.now();
    await run(item);
    times.push(performance.now() - started);
  }
  return times;
}

const PER_REQUEST_JOIN = `SELECT DISTINCT mo.Id AS id, mo.Name AS name
  ${MODEL_PATTERNS}
  WHERE p.ElementId = 28 AND w.VehicleTypeId IN (2,3,7) AND wm.MakeId = ? AND wvs.YearFrom <= ? AND (wvs.YearTo IS NULL OR wvs.YearTo >= ?)
  ORDER BY mo.Name`;

async function main(): Promise<void> {
  console.log('\nVehicle catalog');
  const dir = mkdtempSync(join(tmpdir(), 'dct-bench-catalog-'));
  try {
    let started = performance.now();
    const file = await unpackVpicDatabase(dir);
    console.log(`  first use: unpacking the vPIC database            ${ms(performance.now() - started)}`);

    const builds: number[] = [];
    let catalog: VehicleCatalog | undefined;
    for (let i = 0; i < 3; i += 1) {
      started = performance.now();
      catalog = VehicleCatalog.build(file);
      builds.push(performance.now() - started);
    }
    console.log(`  index build (median of 3)                         ${ms(median(builds))}  (${catalog!.manufacturers.length} makes)`);

    // Side by side: models of a make in a year from the index, and from vPIC's join per request.
    const db = new Database(file, { readonly: true });
    const join_ = db.prepare(PER_REQUEST_JOIN);
    const asks = Array.from({ length: 50 }, (_, i) => [[474, 441, 460, 448, 478][i % 5], 2000 + (i % 25)] as const);
    const joinTimes = await timeEach(asks, ([make, year]) => join_.all(make, year, year));
    const indexTimes = await timeEach(asks, ([make, year]) => catalog!.modelsOf(make, year));
    db.close();
    console.log(`  models of a make/year: per-request join p50       ${ms(median(joinTimes))}`);
    console.log(
      `  models of a make/year: index p50                  ${ms(median(indexTimes))}  (join/index ${(median(joinTimes) / median(indexTimes)).toFixed(0)}x)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const app = await startBenchApp();
  try {
    const { cookie } = await registerOwner(app.url, `bench-catalog-${Date.now()}@example.test`);
    const get = (path: string) => call<unknown>(app.url, cookie, 'GET', path);
    let started = performance.now();
    await get('/api/vehicles/manufacturers');
    console.log(`  first catalog call through HTTP (unpack + index)  ${ms(performance.now() - started)}`);
    started = performance.now();
    await get('/api/vehicles/decode/1HGCM82633A004352');
    console.log(`  first decode (opens the decoder)                  ${ms(performance.now() - started)}`);

    await timeEach(vins(20, 900_000), (vin) => get(`/api/vehicles/decode/${vin}`)); // warm-up
    const fresh = vins(DECODES, 100_000);
    const freshTimes = await timeEach(fresh, (vin) => get(`/api/vehicles/decode/${vin}`));
    const againTimes = await timeEach(fresh, (vin) => get(`/api/vehicles/decode/${vin}`));
    console.log(`  decode, VIN not seen before (${DECODES}):  p50 ${ms(percentile(freshTimes, 50))}  p99 ${ms(percentile(freshTimes, 99))}`);
    console.log(`  decode, VIN seen before (${DECODES}):      p50 ${ms(percentile(againTimes, 50))}  p99 ${ms(percentile(againTimes, 99))}`);

    const makes = (await get('/api/vehicles/manufacturers')) as CatalogOption[];
    const paths = Array.from({ length: MODEL_CALLS }, (_, i) => `/api/vehicles/models/${makes[(i * 37) % makes.length].id}/${1990 + (i % 36)}`);
    await timeEach(paths.slice(0, 50), get);
    const modelTimes = await timeEach(paths, get);
    console.log(`  models/{makeId}/{year} (${MODEL_CALLS}):          p50 ${ms(percentile(modelTimes, 50))}  p99 ${ms(percentile(modelTimes, 99))}`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
