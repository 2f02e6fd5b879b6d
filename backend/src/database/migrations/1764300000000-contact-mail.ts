import { sqlMigration } from './sql-migration';

/** Contact messages are mailed to support; the row records when, so a retried job mails it once. */
export class ContactMail1764300000000 extends sqlMigration({
  up: [
    `ALTER TABLE contact_messages ADD COLUMN mailed_at timestamptz, ADD COLUMN mail_attempts integer NOT NULL DEFAULT 0`,
    // Messages kept before mail existed are not sent now.
    `UPDATE contact_messages SET mailed_at = created_at`,
  ],
  down: [`ALTER TABLE contact_messages DROP COLUMN mail_attempts, DROP COLUMN mailed_at`],
}) {}
