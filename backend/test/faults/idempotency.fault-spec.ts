import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { RequestMessages } from '@dct/contracts';
import { validVehicleInput, validVisitInput } from '@dct/contracts/testing';
import { AppProcess, Owner, baseEnv, query, record, report, scratchDatabase, uniqueVin } from './harness';
import { TcpProxy } from './tcp-proxy';

/**
 * A commit that reached the database whose answer was lost: the client heard a 503 (or nothing)
 * for a visit that was saved. Resent with the same Idempotency-Key until it succeeds, each visit
 * must be stored once. The API reaches the scratch database through a proxy that, again and
 * again, drops the database's answers for a moment (what the API sends still arrives), then cuts
 * every connection, then lets traffic through.
 */

jest.setTimeout(180_000);

const WRITERS = 4;
/** Cuts go on until this many resent requests were answered from a lost commit's stored answer (and at least MIN_CUTS). */
const LOST_COMMITS_WANTED = 3;
const MIN_CUTS = 10;
const CUTTING_AT_MOST_MS = 45_000;

afterAll(() => {
  process.stdout.write(`\nFault suite (idempotent writes):\n  ${report.join('\n  ')}\n`);
});

describe('a commit whose answer is lost', () => {
  const proxy = new TcpProxy(5432);
  let database: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  let api: AppProcess | undefined;
  afterAll(async () => {
    await api?.kill();
    await proxy.stop();
    await database?.drop();
  });

  it('stores one visit per Idempotency-Key when each POST is resent with its key until it succeeds', async () => {
    database = await scratchDatabase('dct_fault_idem');
    await proxy.start();
    const throughProxy = new URL(database.url);
    throughProxy.port = String(proxy.port);
    api = new AppProcess('api', baseEnv({ DATABASE_URL: throughProxy.toString(), DATABASE_POOL_SIZE: '4' }));
    await api.start();
    const owner = new Owner(() => (api as AppProcess).url);
    await owner.register('idem');
    const vehicle = await owner.json<{ id: number }>('POST', '/api/vehicles', validVehicleInput({ vin: uniqueVin() }));
    const dealer = await owner.json<{ id: number }>('POST', '/api/dealers', { name: 'Lost Reply Motors' });

    const tally = { keys: 0, attempts: 0, replayed: 0, noAnswer: 0, maybeSaved: 0, nothingSaved: 0 };
    const statuses = new Map<number, number>();
    let cutting = true;
    const writer = async (writerId: number) => {
      for (let index = 0; cutting; index += 1) {
        const key = randomUUID();
        const body = validVisitInput(vehicle.id, dealer.id, { primary_issue: `Lost reply ${writerId}-${index}` });
        tally.keys += 1;
        for (;;) {
          tally.attempts += 1;
          const response = await owner.call('POST', '/api/visits', body, 5_000, { 'Idempotency-Key': key }).catch(() => undefined);
          if (!response) {
            tally.noAnswer += 1;
          } else {
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            const text = await response.text();
            if (response.status === 201) {
              if (response.headers.get('idempotent-replayed') === 'true') tally.replayed += 1;
              break;
            }
            if (text.includes(RequestMessages.databaseMaybeSaved)) tally.maybeSaved += 1;
            if (text.includes(RequestMessages.databaseUnavailable)) tally.nothingSaved += 1;
          }
          await sleep(100);
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, writerId) => writer(writerId));

    const started = performance.now();
    let cuts = 0;
    while (performance.now() - started < CUTTING_AT_MOST_MS && (cuts < MIN_CUTS || tally.replayed < LOST_COMMITS_WANTED)) {
      await sleep(250 + Math.random() * 250);
      proxy.set('drop-replies');
      await sleep(150);
      proxy.set('reset');
      await sleep(50);
      proxy.set('pass');
      cuts += 1;
    }
    cutting = false;
    await Promise.all(writers);

    const rows = await query<{ primary_issue: string; copies: number }>(
      database.url,
      `SELECT primary_issue, count(*)::int AS copies FROM visits WHERE primary_issue LIKE 'Lost reply %' GROUP BY primary_issue`,
    );
    const duplicated = rows.filter((row) => row.copies > 1).length;
    record(
      `Answers lost after commit (${cuts} cuts in ${((performance.now() - started) / 1000).toFixed(0)} s, ${WRITERS} writers): ${tally.keys} visits posted in ${tally.attempts} attempts ` +
        `(answers ${JSON.stringify(Object.fromEntries(statuses))}, ${tally.noAnswer} without an answer; 503s saying "may have been saved" ${tally.maybeSaved}, "nothing was saved" ${tally.nothingSaved}); ` +
        `${tally.replayed} resent POSTs answered from a commit whose answer was lost; ${rows.length} visits stored for ${tally.keys} keys, ${duplicated} duplicated`,
    );
    expect(duplicated).toBe(0);
    expect(rows.length).toBe(tally.keys);
    // Each key was recorded in the transaction of its visit.
    expect(Number((await query<{ n: string }>(database.url, 'SELECT count(*) AS n FROM idempotency_keys'))[0].n)).toBe(tally.keys);
    expect(tally.replayed).toBeGreaterThan(0);
    expect([...statuses.keys()].filter((status) => status >= 500 && status !== 503)).toEqual([]);
  });
});
