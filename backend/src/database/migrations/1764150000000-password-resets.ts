import { createUserOwnedTable } from './ddl';
import { sqlMigration } from './sql-migration';

/** One-time password-reset links: only a hash of each token is kept; used or expired links open nothing. */
export class PasswordResets1764150000000 extends sqlMigration({
  up: [
    createUserOwnedTable('password_resets')`
        token_hash char(64) NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()`,
    `CREATE UNIQUE INDEX password_resets_token_hash_key ON password_resets (token_hash)`,
    `CREATE INDEX password_resets_user_id_idx ON password_resets (user_id)`,
  ],
  down: [`DROP TABLE password_resets`],
}) {}
