import { sqlMigration } from './sql-migration';

/**
 * The queue dashboard's browser sign-ins (`/admin/queues?token=`): a random id in the cookie,
 * kept here as a hash (a database dump gives no cookie) with its expiry and a hash of the
 * ADMIN_TOKEN it was issued under, so every API instance knows it and a new token ends it.
 */
export class AdminSessions1764900310000 extends sqlMigration({
  up: [
    `
      CREATE TABLE admin_sessions (
        id_hash char(64) PRIMARY KEY,
        token_hash char(64) NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX admin_sessions_expiry ON admin_sessions (expires_at)`,
  ],
  down: [`DROP TABLE admin_sessions`],
}) {}
