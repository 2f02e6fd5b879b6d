import { createUserOwnedTable } from './ddl';
import { sqlMigration } from './sql-migration';

/**
 * The answers of creating requests sent with an `Idempotency-Key`, written in the transaction of
 * the change they answer, so a resent request finds its answer exactly when the change committed.
 * Keys are the owner's (an owner's deletion takes them along), or a visitor's (no owner) on the
 * public contact form; kept 24 hours.
 */
export class IdempotencyKeys1764900300000 extends sqlMigration({
  up: [
    createUserOwnedTable('idempotency_keys', { usersRef: 'users(id)', id: 'bigserial', optional: true })`
        key varchar(255) NOT NULL,
        fingerprint char(64) NOT NULL,
        status smallint NOT NULL,
        answer json,
        created_at timestamptz NOT NULL DEFAULT now()`,
    `CREATE UNIQUE INDEX idempotency_keys_once ON idempotency_keys ((coalesce(user_id, 0)), key)`,
    `CREATE INDEX idempotency_keys_age ON idempotency_keys (created_at)`,
  ],
  down: [`DROP TABLE idempotency_keys`],
}) {}
