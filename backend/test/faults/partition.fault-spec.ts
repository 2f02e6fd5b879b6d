import { validVehicleInput } from '@dct/contracts/testing';
import { AppProcess, Owner, baseEnv, record, report, scratchDatabase, uniqueVin, until } from './harness';
import { TcpProxy } from './tcp-proxy';

/**
 * A network partition between the API and PostgreSQL: no reset, no answer (the proxy in front of
 * the database set to `blackhole`), on connections the pool holds open and on new ones. The health
 * route answers 503 within its 2 s bound, every other request answers 503 (never 500, never a hang)
 * within the statement timeout and its margin, and everything recovers once the partition heals,
 * the pool having dropped the connections that went silent.
 */

jest.setTimeout(180_000);

/** Short, so the case runs quickly; the answer timeout is this plus 1 s. */
const STATEMENT_TIMEOUT_MS = 3_000;
const HEALTH_BOUND_MS = 2_000;
/** A request waits at most the statement timeout and the 1 s the server is given past it; the rest is a busy machine's. */
const REQUEST_BOUND_MS = STATEMENT_TIMEOUT_MS + 2_500;

afterAll(() => {
  process.stdout.write(`\nFault suite (partition):\n  ${report.join('\n  ')}\n`);
});

interface Timed {
  what: string;
  status: number | string;
  ms: number;
  retryAfter: string | null;
}

describe('PostgreSQL partitioned from the API', () => {
  let proxy: TcpProxy;
  let api: AppProcess;
  let database: Awaited<ReturnType<typeof scratchDatabase>>;

  afterAll(async () => {
    await api?.kill('SIGKILL');
    await proxy?.stop();
    await database?.drop();
  });

  /** One request, its status (or why it got none) and how long it took. */
  async function timed(what: string, send: () => Promise<Response>): Promise<Timed> {
    const started = performance.now();
    try {
      const response = await send();
      await response.arrayBuffer();
      return { what, status: response.status, ms: performance.now() - started, retryAfter: response.headers.get('retry-after') };
    } catch (error) {
      return { what, status: error instanceof Error ? error.message : String(error), ms: performance.now() - started, retryAfter: null };
    }
  }

  it('answers /api/health with 503 within 2 s and other requests with 503 within the statement timeout, then recovers', async () => {
    database = await scratchDatabase('dct_fault_partition');
    const target = new URL(database.url);
    proxy = new TcpProxy(Number(target.port), target.hostname);
    const url = new URL(database.url);
    url.port = String(await proxy.start());
    api = new AppProcess(
      'api',
      baseEnv({ DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: '4', DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS) }),
    );
    await api.start();
    const owner = new Owner(() => api.url);
    await owner.register('partition');
    const before = await owner.json<{ id: number }>('POST', '/api/vehicles', validVehicleInput({ vin: uniqueVin() }));
    // Every pooled connection open and idle when the partition begins.
    await Promise.all(Array.from({ length: 8 }, () => owner.json('GET', '/api/vehicles')));
    const health = () => fetch(`${api.url}/api/health`, { signal: AbortSignal.timeout(60_000) });

    proxy.set('blackhole');
    const partitioned = performance.now();
    // Health first, on a connection that went silent; then reads and writes at once, on the
    // pool's other silent connections and on new ones that never get through; health again.
    const first = await timed('health', health);
    const requests = await Promise.all([
      ...Array.from({ length: 4 }, (_, index) => timed(`GET ${index + 1}`, () => owner.call('GET', '/api/vehicles', undefined, 60_000))),
      ...Array.from({ length: 3 }, (_, index) =>
        timed(`POST ${index + 1}`, () => owner.call('POST', '/api/vehicles', validVehicleInput({ vin: uniqueVin() }), 60_000)),
      ),
      timed('health during the requests', health),
    ]);
    const later = await timed('health after them', health);
    const healthAnswers = [first, requests[requests.length - 1], later];
    const others = requests.slice(0, -1);

    proxy.set('pass');
    const healed = performance.now();
    await until('the API to answer /api/health again', async () => (await health()).ok, 30_000);
    const recoveredMs = performance.now() - healed;
    // The pool hands out no connection that went silent: every request of a burst answers at once.
    const after = await Promise.all(Array.from({ length: 8 }, (_, index) => timed(`GET ${index + 1}`, () => owner.call('GET', '/api/vehicles'))));
    const written = await owner.json<{ id: number }>('POST', '/api/vehicles', validVehicleInput({ vin: uniqueVin() }));
    const stored = new Set((await owner.json<Array<{ id: number }>>('GET', '/api/vehicles')).map((vehicle) => vehicle.id));

    const slowest = (answers: Timed[]) => Math.max(...answers.map((answer) => answer.ms));
    const statuses = (answers: Timed[]) => [...new Set(answers.map((answer) => answer.status))].join(', ');
    record(
      `PostgreSQL partitioned (blackhole, statement timeout ${STATEMENT_TIMEOUT_MS / 1000} s): /api/health answered ${statuses(healthAnswers)} in at most ${(slowest(healthAnswers) / 1000).toFixed(2)} s (bound ${HEALTH_BOUND_MS / 1000} s); ${others.length} reads and writes answered ${statuses(others)} in at most ${(slowest(others) / 1000).toFixed(2)} s (bound ${REQUEST_BOUND_MS / 1000} s); healthy ${(recoveredMs / 1000).toFixed(1)} s after the partition healed (${((healed - partitioned) / 1000).toFixed(1)} s long), then ${after.length} reads in at most ${(slowest(after) / 1000).toFixed(2)} s`,
    );
    if (api.alive === false) process.stdout.write(api.log);
    for (const answer of healthAnswers) {
      expect(answer).toMatchObject({ status: 503, retryAfter: '5' });
      expect(answer.ms).toBeLessThan(HEALTH_BOUND_MS);
    }
    for (const answer of others) {
      expect(answer).toMatchObject({ status: 503, retryAfter: '5' });
      expect(answer.ms).toBeLessThan(REQUEST_BOUND_MS);
    }
    expect(after.map((answer) => answer.status)).toEqual(after.map(() => 200));
    expect(slowest(after)).toBeLessThan(2_000);
    // The writes answered 503 left nothing behind: the vehicle from before and the one from after.
    expect([...stored].sort((a, b) => a - b)).toEqual([before.id, written.id]);
    expect(api.alive).toBe(true);
  });
});
