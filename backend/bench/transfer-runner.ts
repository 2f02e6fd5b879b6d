import { createHash, randomBytes } from 'node:crypto';
import { Agent, request, type IncomingMessage } from 'node:http';

/**
 * Uploads a PDF many times (each copy tagged, so none is a duplicate the store would keep once), or downloads files, over a few keep-alive connections from its own
 * process, so the API process's memory is the server's alone. Reads its job as JSON from argv
 * and prints a summary as JSON.
 */
export type TransferJob = { baseUrl: string; cookie: string; connections: number } & (
  { kind: 'upload'; path: string; files: number; fileBytes: number } | { kind: 'download'; paths: string[] }
);

export interface TransferRun {
  seconds: number;
  bytes: number;
  failures: string[];
  latencyMs: { p50: number; p99: number };
  /** Of each uploaded file. */
  sha256s?: string[];
}

/**
 * A one-page PDF of `size` bytes, almost all of it an image-like stream of incompressible bytes,
 * as a scanned repair order is. (Random bytes outside a stream are not a PDF: the page counter
 * would spend seconds on each file skipping them, and the bench would measure that.)
 */
function pdfOfSize(size: number): { pdf: Buffer; streamStart: number } {
  const head = Buffer.from(
    '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj\n' +
      '3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>> endobj\n',
    'latin1',
  );
  const tail = Buffer.from('\nendstream endobj\ntrailer <</Root 1 0 R/Size 5>>\n%%EOF\n', 'latin1');
  const streamHead = (length: number) => Buffer.from(`4 0 obj <</Length ${length}>> stream\n`, 'latin1');
  const length = size - head.length - tail.length - streamHead(size).length;
  const start = head.length + streamHead(length).length;
  return { pdf: Buffer.concat([head, streamHead(length), randomBytes(length), tail]), streamStart: start };
}

const BOUNDARY = '----dct-bench-upload';
/** Where each copy differs: the run's id and the copy's number, at the start of the stream. */
const TAG_BYTES = 24;

async function main(): Promise<void> {
  const job = JSON.parse(process.argv[2] ?? '{}') as TransferJob;
  const agent = new Agent({ keepAlive: true, maxSockets: job.connections });
  const failures: string[] = [];
  const latencies: number[] = [];
  let bytes = 0;

  /** One request; the answer is read and dropped (counted), and must have the expected status. */
  const send = (path: string, expected: number, write: (req: ReturnType<typeof request>) => void, headers: Record<string, string> = {}) =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = request(
        `${job.baseUrl}${path}`,
        { method: expected === 201 ? 'POST' : 'GET', agent, headers: { cookie: job.cookie, ...headers } },
        (res: IncomingMessage) => {
          const errorText: Buffer[] = [];
          res.on('data', (chunk: Buffer) => {
            if (res.statusCode === expected) {
              if (expected === 200) bytes += chunk.length;
            } else errorText.push(chunk);
          });
          res.on('end', () => {
            latencies.push(performance.now() - started);
            if (res.statusCode !== expected) failures.push(`${res.statusCode}: ${Buffer.concat(errorText).toString().slice(0, 200)}`);
            resolve();
          });
        },
      );
      req.on('error', (error) => {
        failures.push(error.message);
        resolve();
      });
      write(req);
    });

  let tasks: Array<() => Promise<void>>;
  const sha256s: string[] = [];
  if (job.kind === 'upload') {
    const { pdf, streamStart } = pdfOfSize(job.fileBytes);
    const before = pdf.subarray(0, streamStart);
    const after = pdf.subarray(streamStart + TAG_BYTES);
    const run = randomBytes(8).toString('hex');
    const head = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="repair-order.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(head.length + pdf.length + tail.length) };
    tasks = Array.from({ length: job.files }, (_, index) => () => {
      const tag = Buffer.from(`${run}${String(index).padStart(TAG_BYTES - 16, '0')}`, 'latin1');
      sha256s.push(createHash('sha256').update(before).update(tag).update(after).digest('hex'));
      bytes += pdf.length;
      return send(
        job.path,
        201,
        (req) => {
          req.write(head);
          req.write(before);
          req.write(tag);
          req.write(after);
          req.end(tail);
        },
        headers,
      );
    });
  } else {
    tasks = job.paths.map((path) => () => send(path, 200, (req) => req.end()));
  }

  const started = performance.now();
  await Promise.all(
    Array.from({ length: job.connections }, async () => {
      for (let task = tasks.shift(); task; task = tasks.shift()) await task();
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = [...latencies].sort((a, b) => a - b);
  const percentile = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
  const run: TransferRun = { seconds, bytes, failures, latencyMs: { p50: percentile(50), p99: percentile(99) }, sha256s };
  process.stdout.write(`${JSON.stringify(run)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
