import { sqlMigration } from './sql-migration';

/** How often a mailbox message was taken: its next try after a failed hand-in waits longer each time, as a mail's does. */
export class MailboxLeaseAttempts1795865400000 extends sqlMigration({
  up: [`ALTER TABLE mailbox_leases ADD attempts integer NOT NULL DEFAULT 0`],
  down: [`ALTER TABLE mailbox_leases DROP COLUMN attempts`],
}) {}
