/**
 * Failures that say a service the API depends on is unreachable right now, not that the request
 * was wrong or the code broken: the answer is a 503 with Retry-After, which a client may retry.
 */

/** PostgreSQL connection loss and shutdown, as pg, its pool and PostgreSQL itself report them. */
const DATABASE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
/** A statement cancelled at DATABASE_STATEMENT_TIMEOUT_MS: often a lock a lost client held, and nothing was saved. */
const STATEMENT_TIMED_OUT = '57014';
const DATABASE_MESSAGES =
  /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is not established|the database system is (?:shutting down|starting up|in recovery mode)|terminating connection/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const driver = (error as { driverError?: { code?: string; message?: string } }).driverError;
  const code = driver?.code ?? (error as { code?: string }).code;
  return (code !== undefined && (DATABASE_CODES.has(code) || code === STATEMENT_TIMED_OUT)) || DATABASE_MESSAGES.test(driver?.message ?? error.message);
}

/** Seconds a client should wait before trying again. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/**
 * What is known of a failed request's changes, for the words of its 503. A request that reached
 * its route and may change something may have committed before its connection was lost (the
 * COMMIT arrived, its answer did not), unless its transaction is known to have been rolled back.
 */
const reachedRoute = new WeakSet<object>();
const rolledBack = new WeakSet<object>();
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const requestWrites = {
  /** The request passed its guards: its handler may write. */
  routeReached: (request: object) => void reachedRoute.add(request),
  /** Its one transaction failed before COMMIT was sent: nothing was saved. */
  rolledBack: (request: object) => void rolledBack.add(request),
  mayHaveSaved: (request: { method?: string }) => !READS.has(request.method ?? 'GET') && reachedRoute.has(request) && !rolledBack.has(request),
};
