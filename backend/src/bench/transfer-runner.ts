import { createHash, randomBytes } from 'node:crypto';
import { Agent, request, type IncomingMessage } from 'node:http';

/**
 * Uploads one PDF many times, or downloads files, over a few keep-alive connections from its own
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
  /** Of the uploaded file. */
  sha256?: string;
}

/** A PDF as far as its header and trailer go, with incompressible filler between. */
function pdfOfSize(size: number): Buffer {
  const head = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const tail = Buffer.from('\n%%EOF\n', 'latin1');
  return Buffer.concat([head, randomBytes(size - head.length - tail.length), tail]);
}

const BOUNDARY = '----dct-bench-upload';

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
  let sha256: string | undefined;
  if (job.kind === 'upload') {
    const pdf = pdfOfSize(job.fileBytes);
    sha256 = createHash('sha256').update(pdf).digest('hex');
    const head = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="repair-order.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(head.length + pdf.length + tail.length) };
    tasks = Array.from({ length: job.files }, () => () => {
      bytes += pdf.length;
      return send(
        job.path,
        201,
        (req) => {
          req.write(head);
          req.write(pdf);
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
  const run: TransferRun = { seconds, bytes, failures, latencyMs: { p50: percentile(50), p99: percentile(99) }, sha256 };
  process.stdout.write(`${JSON.stringify(run)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
