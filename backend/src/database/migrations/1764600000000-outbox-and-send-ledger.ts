import { sqlMigration } from './sql-migration';

/**
 * The outbox of jobs accepted now and done later (a row is the truth, the queue only wakes a
 * worker), the ledger of mail sent on someone's behalf (kept whatever is deleted, for the daily
 * limits), and sign-ups waiting for their address to be confirmed.
 */
export class OutboxAndSendLedger1764600000000 extends sqlMigration({
  up: [
    `
      CREATE TABLE outbox_jobs (
        id bigserial PRIMARY KEY,
        kind varchar(40) NOT NULL,
        payload jsonb NOT NULL,
        state varchar(10) NOT NULL DEFAULT 'queued',
        attempts integer NOT NULL DEFAULT 0,
        max_attempts integer NOT NULL DEFAULT 8,
        lease_until timestamptz,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        CONSTRAINT outbox_jobs_state CHECK (state IN ('queued', 'running', 'failed', 'done', 'dead'))
      )`,
    `CREATE INDEX outbox_jobs_due ON outbox_jobs (next_attempt_at) WHERE state IN ('queued', 'failed')`,
    `CREATE INDEX outbox_jobs_leased ON outbox_jobs (lease_until) WHERE state = 'running'`,
    `CREATE INDEX outbox_jobs_finished ON outbox_jobs (finished_at) WHERE state IN ('done', 'dead')`,

    `
      CREATE TABLE send_ledger (
        id bigserial PRIMARY KEY,
        kind varchar(30) NOT NULL,
        subject varchar(100) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX send_ledger_recent ON send_ledger (kind, subject, created_at)`,

    `
      CREATE TABLE pending_registrations (
        id serial PRIMARY KEY,
        email varchar(254) NOT NULL,
        name varchar(100) NOT NULL,
        password_hash varchar(255) NOT NULL,
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX pending_registrations_email ON pending_registrations (email)`,
  ],
  down: [`DROP TABLE pending_registrations`, `DROP TABLE send_ledger`, `DROP TABLE outbox_jobs`],
}) {}
