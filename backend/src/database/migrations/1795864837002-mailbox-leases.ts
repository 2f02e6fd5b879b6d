import { sqlMigration } from './sql-migration';

/**
 * The IMAP mailbox's messages as the workers hold them: one row per message (mailbox, UIDVALIDITY,
 * UID), taken by one worker until `lease_until`. `destination` is the folder chosen once the
 * message was handed in, `moved_at` when it left the mailbox: a message is handed in once however
 * many workers watch, and one whose move was cut off is only moved by the next. No entity: only
 * the watcher's SQL reads it.
 */
export class MailboxLeases1795864837002 extends sqlMigration({
  up: [
    `
      CREATE TABLE mailbox_leases (
        mailbox text NOT NULL,
        uid_validity bigint NOT NULL,
        uid bigint NOT NULL,
        holder text NOT NULL,
        lease_until timestamptz NOT NULL,
        destination text,
        moved_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT mailbox_leases_pk PRIMARY KEY (mailbox, uid_validity, uid)
      )`,
    `CREATE INDEX mailbox_leases_moved_idx ON mailbox_leases (moved_at) WHERE moved_at IS NOT NULL`,
  ],
  down: [`DROP TABLE mailbox_leases`],
}) {}
