import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager, QueryRunner, ReplicationMode } from 'typeorm';

/** The transaction a request's queries run in, while it is open, and what waits for its end. */
interface RequestTransaction {
  /** The request's query runner as the request's code gets it: releasing it is left to the end. */
  shared?: QueryRunner;
  afterEnd: Array<() => void>;
}

const storage = new AsyncLocalStorage<RequestTransaction>();

/** The runner, except that `release` does nothing: the transaction's owner releases it at its end. */
function sharedView(runner: QueryRunner): QueryRunner {
  return new Proxy(runner, {
    get(target, property) {
      if (property === 'release') return () => Promise.resolve();
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Lets a request's code join its transaction without knowing of it: TypeORM asks the data source
 * for a query runner for every query, repository call and transaction, and inside
 * `inRequestTransaction` it gets the request's. A service's own `transaction()` then becomes a
 * savepoint of the request's, and every read sees the request's writes (the embedded database
 * has a single connection, which the request holds).
 */
export function shareRequestTransactions(dataSource: DataSource): void {
  const create = dataSource.createQueryRunner.bind(dataSource);
  dataSource.createQueryRunner = (mode?: ReplicationMode) => storage.getStore()?.shared ?? create(mode);
}

/**
 * Runs `work` in one transaction that every query it makes joins (see shareRequestTransactions),
 * and commits it. `rolledBack` is called when the transaction is known not to have committed: it
 * failed before COMMIT was sent. A connection lost during COMMIT leaves that unknown.
 */
export async function inRequestTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>, rolledBack: () => void): Promise<T> {
  const runner = dataSource.createQueryRunner();
  const transaction: RequestTransaction = { afterEnd: [] };
  let committing = false;
  try {
    await runner.startTransaction();
    transaction.shared = sharedView(runner);
    const result = await storage.run(transaction, () => work(runner.manager));
    committing = true;
    await runner.commitTransaction();
    return result;
  } catch (error) {
    if (!committing) {
      rolledBack();
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    }
    throw error;
  } finally {
    transaction.shared = undefined;
    await runner.release();
    for (const callback of transaction.afterEnd) callback();
  }
}

/**
 * Runs `work` once the request transaction it was asked in has ended (at once outside one): a job
 * woken inside it would find its row not yet committed, and a job this process runs must not run
 * inside a request's transaction.
 */
export function afterRequestTransaction(work: () => Promise<void>): Promise<void> {
  const transaction = storage.getStore();
  if (!transaction?.shared) return work();
  transaction.afterEnd.push(() => void work().catch(() => undefined));
  return Promise.resolve();
}
