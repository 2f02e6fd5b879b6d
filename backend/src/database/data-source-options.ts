import './pg-types';
import type { DataSourceOptions } from 'typeorm';
import { DatabaseClient } from './database-client';
import { MIGRATIONS } from './migrations';

/** How long the server may stay silent past the statement timeout before the app gives up on a connection. */
const ANSWER_MARGIN_MS = 1_000;

/** DATABASE_STATEMENT_TIMEOUT_MS and DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS. */
export interface DatabaseTimeouts {
  statementMs: number;
  idleInTransactionMs: number;
}

/**
 * The connection and migrations. Entities are not listed here: each module registers its own
 * (`TypeOrmModule.forFeature`) and the app loads them automatically, so adding a module never
 * means editing a central list. Migrations and the CLI need no entities.
 *
 * With `timeouts` (the app on a server database), a statement is cancelled by the server after
 * `statementMs`, a transaction left idle ends its session after `idleInTransactionMs` (its locks
 * go with it), and a connection whose server stays silent past the statement timeout (a
 * partition) is dropped. TCP keep-alive finds idle connections whose peer is gone.
 */
export function dataSourceOptions(url: string, poolSize: number, timeouts?: DatabaseTimeouts): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    // Failed queries reach the exception filter, which logs the unexpected ones without their parameters (owners' data).
    logging: false,
    poolSize,
    extra: {
      Client: DatabaseClient,
      connectionTimeoutMillis: Math.min(10_000, timeouts?.statementMs ?? 10_000),
      idleTimeoutMillis: 30_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      ...(timeouts && {
        statement_timeout: timeouts.statementMs,
        idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
        answerTimeoutMillis: timeouts.statementMs + ANSWER_MARGIN_MS,
      }),
    },
  };
}
