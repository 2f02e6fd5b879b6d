import { sqlMigration } from './sql-migration';

/**
 * Every job done later goes through outbox_jobs: the claim mails, contact messages and repair
 * orders still waiting are moved there (with the attempts they had), and the scheduling columns
 * the three kept for themselves go.
 */
export class OneOutbox1764610000000 extends sqlMigration({
  up: [
    `
      INSERT INTO outbox_jobs (kind, payload, state, attempts, max_attempts, next_attempt_at, last_error, created_at)
      SELECT 'claim-mail', json_build_object('dispatchId', id), CASE WHEN attempts = 0 THEN 'queued' ELSE 'failed' END,
             attempts, 8, LEAST(next_attempt_at, now()), last_error, created_at
      FROM claim_dispatches WHERE state <> 'delivered' AND attempts < 8`,
    `
      INSERT INTO outbox_jobs (kind, payload, state, attempts, max_attempts, created_at)
      SELECT 'contact-mail', json_build_object('messageId', id), CASE WHEN mail_attempts = 0 THEN 'queued' ELSE 'failed' END, mail_attempts, 5, created_at
      FROM contact_messages WHERE mailed_at IS NULL AND mail_attempts < 5`,
    `
      INSERT INTO outbox_jobs (kind, payload, max_attempts, created_at)
      SELECT 'repair-order', json_build_object('extractionId', id::text), 3, created_at FROM ai_extraction_jobs WHERE state IN ('pending', 'working')`,
    `DROP INDEX IF EXISTS claim_dispatches_pending_idx`,
    `ALTER TABLE claim_dispatches DROP COLUMN next_attempt_at, DROP COLUMN lease_until`,
    `ALTER TABLE contact_messages DROP COLUMN mail_attempts`,
  ],
  down: [
    `ALTER TABLE contact_messages ADD COLUMN mail_attempts integer NOT NULL DEFAULT 0`,
    `ALTER TABLE claim_dispatches ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(), ADD COLUMN lease_until timestamptz`,
    `CREATE INDEX claim_dispatches_pending_idx ON claim_dispatches (next_attempt_at) WHERE state <> 'delivered'`,
    `DELETE FROM outbox_jobs WHERE kind IN ('claim-mail', 'contact-mail', 'repair-order')`,
  ],
}) {}
