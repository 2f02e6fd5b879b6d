import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { VisitDocument } from '@dct/contracts';
import { registerOwner, startBenchApp } from './bench-app';
import type { TransferJob, TransferRun } from './transfer-runner';

/**
 * Documents under load, from a separate process over CONNECTIONS keep-alive connections:
 * - uploads: FILES PDFs of FILE_MB each to one visit (POST /api/documents/upload/{visitId});
 * - the same again while HANGING uploads have sent 300 KB each and stopped (an open upload holds
 *   no database connection: the others' throughput must not depend on them);
 * - downloads: every one of them read back (GET /api/documents/{id}/file).
 * Prints the throughput and the API process's memory before, at its peak and after each. An
 * upload streams to a spool file on disk and then into PostgreSQL a chunk at a time, so memory
 * must not grow with file size × count: a peak RSS more than MAX_RSS_GROWTH_MB above the start
 * fails the run (exit code 1), and so does a hanging upload answered before it is let go. Checks
 * that every byte arrived, and one file's hash.
 */
const FILES = Number(process.env.BENCH_UPLOAD_FILES ?? 100);
const FILE_MB = Number(process.env.BENCH_UPLOAD_MB ?? 5);
const CONNECTIONS = Number(process.env.BENCH_UPLOAD_CONNECTIONS ?? 4);
const MAX_RSS_GROWTH_MB = Number(process.env.BENCH_MAX_RSS_GROWTH_MB ?? 150);
const HANGING = Number(process.env.BENCH_UPLOAD_HANGING ?? 5);
const POOL_SIZE = 10;
const MB = 1024 * 1024;

const execFileAsync = promisify(execFile);

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

async function transfer(job: TransferJob): Promise<TransferRun> {
  const { stdout } = await execFileAsync(process.execPath, [join(__dirname, 'transfer-runner.js'), JSON.stringify(job)], { maxBuffer: 1 << 20 });
  const run = JSON.parse(stdout) as TransferRun;
  if (run.failures.length > 0) throw new Error(`${run.failures.length} ${job.kind}s failed, the first: ${run.failures[0]}`);
  return run;
}

/** Runs a transfer and reports it with the API process's memory around it; false when memory grew too much. */
async function measure(title: string, job: TransferJob): Promise<{ run: TransferRun; met: boolean }> {
  collectGarbage();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);
  const run = await transfer(job);
  clearInterval(sampler);
  collectGarbage();
  const after = process.memoryUsage();
  const growth = peakRss - before.rss;
  const met = growth <= MAX_RSS_GROWTH_MB * MB;
  console.log(`\n${title}`);
  console.log(
    `  throughput      ${(run.bytes / MB / run.seconds).toFixed(1)} MB/s  (${mb(run.bytes)} in ${run.seconds.toFixed(1)} s; per request p50 ${run.latencyMs.p50} ms, p99 ${run.latencyMs.p99} ms)`,
  );
  console.log(`  API RSS         before ${mb(before.rss)}, peak ${mb(peakRss)}, after ${mb(after.rss)}`);
  console.log(`  API heap used   before ${mb(before.heapUsed)}, after ${mb(after.heapUsed)}`);
  console.log(`  RSS growth      ${mb(growth)} at the peak (limit ${MAX_RSS_GROWTH_MB} MB for ${mb(run.bytes)} moved): ${met ? 'met' : 'NOT met'}`);
  return { run, met };
}

/**
 * Uploads that send the start of a 5 MB file (300 KB) and stop, each over a connection of its own.
 * Returns how many have been answered so far, and a function that lets them go.
 */
function hangUploads(baseUrl: string, cookie: string, path: string, count: number): { answered: () => number; release: () => void } {
  let answered = 0;
  const head = Buffer.from('--hang\r\nContent-Disposition: form-data; name="files"; filename="hang.pdf"\r\n\r\n%PDF-1.7\n');
  const clients = Array.from({ length: count }, () => {
    const client = httpRequest(`${baseUrl}${path}`, {
      method: 'POST',
      agent: false,
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=hang', 'content-length': String(head.length + 5 * MB) },
    });
    client.on('error', () => undefined);
    client.on('response', () => (answered += 1));
    client.write(Buffer.concat([head, Buffer.alloc(300 * 1024, 0x20)]));
    return client;
  });
  return { answered: () => answered, release: () => clients.forEach((client) => client.destroy()) };
}

async function post<T>(url: string, cookie: string, body: unknown): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  if (response.status !== 201) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function main(): Promise<void> {
  const app = await startBenchApp(
    {
      DATABASE_POOL_SIZE: String(POOL_SIZE),
      UPLOAD_RATE_LIMIT: '10000',
      // The hanging uploads hang for the whole run, past the default deadlines.
      UPLOAD_BODY_TIMEOUT_SECONDS: '3600',
      UPLOAD_IDLE_TIMEOUT_SECONDS: '3600',
    },
    'dct_bench_uploads',
  );
  const baseUrl = app.url;
  try {
    const { cookie } = await registerOwner(baseUrl, 'bench-uploads@example.test');
    const vehicle = await post<{ id: number }>(`${baseUrl}/api/vehicles`, cookie, { year: 2022, make: 'Bench', model: 'Uploader', vin: '1HGCM82633A004352' });
    const dealer = await post<{ id: number }>(`${baseUrl}/api/dealers`, cookie, { name: 'Bench Motors' });
    const visit = await post<{ id: number }>(`${baseUrl}/api/visits`, cookie, {
      vehicle_id: vehicle.id,
      dealer_id: dealer.id,
      date_in: '2025-01-05',
      primary_issue: 'Transmission',
      status: 'in_progress',
    });
    const upload = { kind: 'upload', baseUrl, cookie, connections: CONNECTIONS, path: `/api/documents/upload/${visit.id}`, fileBytes: FILE_MB * MB } as const;

    // Warm-up: code paths compiled, pool connections opened, before anything is measured.
    const warmUp = CONNECTIONS * 2;
    await transfer({ ...upload, files: warmUp });
    const uploads = await measure(
      `POST /api/documents/upload: ${FILES} PDFs of ${FILE_MB} MB to one visit, ${CONNECTIONS} connections (pool of ${POOL_SIZE})`,
      {
        ...upload,
        files: FILES,
      },
    );

    const hanging = hangUploads(baseUrl, cookie, upload.path, HANGING);
    let besideHanging: Awaited<ReturnType<typeof measure>>;
    try {
      besideHanging = await measure(`The same, while ${HANGING} uploads have sent 300 KB each and stopped`, { ...upload, files: FILES });
    } finally {
      hanging.release();
    }
    const hangingAnswered = hanging.answered();
    console.log(
      `  beside them     ${(besideHanging.run.seconds / uploads.run.seconds).toFixed(2)}× the time alone; hanging uploads answered meanwhile: ${hangingAnswered} (expected 0)`,
    );

    const documents = (await (await fetch(`${baseUrl}/api/documents/visit/${visit.id}`, { headers: { cookie } })).json()) as VisitDocument[];
    const uploaded = 2 * FILES + warmUp;
    const expectedBytes = uploaded * FILE_MB * MB;
    const storedBytes = documents.reduce((sum, document) => sum + document.file_size, 0);
    if (documents.length !== uploaded || storedBytes !== expectedBytes) {
      throw new Error(`Expected ${uploaded} documents of ${expectedBytes} bytes in all, found ${documents.length} of ${storedBytes}`);
    }
    const newest = documents.slice(0, FILES);
    const downloads = await measure(`GET /api/documents/{id}/file: the ${FILES} PDFs read back, ${CONNECTIONS} connections`, {
      kind: 'download',
      baseUrl,
      cookie,
      connections: CONNECTIONS,
      paths: newest.map((document) => document.file_path),
    });
    if (downloads.run.bytes !== FILES * FILE_MB * MB) throw new Error(`Downloaded ${downloads.run.bytes} bytes, expected ${FILES * FILE_MB * MB}`);
    const readBack = Buffer.from(await (await fetch(`${baseUrl}${newest[0].file_path}`, { headers: { cookie } })).arrayBuffer());
    if (!besideHanging.run.sha256s?.includes(createHash('sha256').update(readBack).digest('hex')))
      throw new Error('A file read back differs from what was uploaded');
    console.log(`\n  stored ${documents.length} documents, ${mb(storedBytes)}; all read back in full, one checked byte for byte`);
    if (!uploads.met || !besideHanging.met || !downloads.met || hangingAnswered > 0) process.exitCode = 1;
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
