import autocannon from 'autocannon';

/**
 * Runs autocannon in its own process, so generating load never competes with the server's
 * event loop. Reads its job as JSON from argv and prints the summary as JSON.
 */
interface LoadJob {
  url: string;
  headers: Record<string, string>;
  connections: number;
  duration: number;
}

async function main(): Promise<void> {
  const job = JSON.parse(process.argv[2] ?? '{}') as LoadJob;
  const result = await autocannon({ url: job.url, headers: job.headers, connections: job.connections, duration: job.duration });
  const summary = {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    total: result.requests.total,
  };
  process.stdout.write(`${JSON.stringify(summary)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
