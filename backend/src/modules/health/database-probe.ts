import { setTimeout as sleep } from 'node:timers/promises';
import type { Pool, PoolClient, QueryConfig } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/** The longest GET /api/health takes: probes (Kubernetes, compose, load balancers) wait longer than this. */
export const HEALTH_ANSWER_MS = 2_000;
/** What the database is given of that, leaving the rest for a busy event loop. */
const PROBE_MS = 1_500;

/**
 * Whether the database answers `SELECT 1` within PROBE_MS, on a connection of the app's own pool
 * (so a pool that cannot serve requests is unhealthy too). A connection that did not answer in
 * time is dropped, not given back; one the pool hands over after the probe gave up is given back
 * unused. The probe never holds a connection longer than it waits itself.
 */
export async function databaseAnswers(dataSource: DataSource): Promise<boolean> {
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  const deadline = performance.now() + PROBE_MS;
  const waiting = new AbortController();
  const acquiring = pool.connect();
  const client = await Promise.race([acquiring.catch(() => undefined), sleep(PROBE_MS, undefined, { signal: waiting.signal }).catch(() => undefined)]);
  waiting.abort();
  if (!client) {
    acquiring.then(
      (late) => late.release(),
      () => undefined,
    );
    return false;
  }
  return answersWithin(client, Math.max(1, deadline - performance.now()));
}

async function answersWithin(client: PoolClient, ms: number): Promise<boolean> {
  // An error on the connection while it is out of the pool is the probe's (the pool listens to idle ones only).
  const ignore = () => undefined;
  client.on('error', ignore);
  try {
    // pg reads query_timeout per query too (its types know it only per client).
    await client.query({ text: 'SELECT 1', query_timeout: Math.ceil(ms) } as QueryConfig);
  } catch (error) {
    // Dropped: a connection that kept silent may never answer again.
    client.release(error instanceof Error ? error : new Error(String(error)));
    return false;
  }
  client.off('error', ignore);
  client.release();
  return true;
}
