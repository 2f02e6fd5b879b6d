import { sqlMigration } from './sql-migration';

/**
 * An inbound message's handling attempts: a stored message is 'received' until handled, handed in
 * again while it is, and 'failed' once its attempts are used up.
 */
export class InboundAttempts1795865300000 extends sqlMigration({
  up: [
    `ALTER TABLE "inbound_messages" ADD "attempts" integer NOT NULL DEFAULT '0'`,
    `ALTER TABLE "inbound_messages" DROP CONSTRAINT "inbound_messages_status"`,
    `ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_status" CHECK (status IN ('received', 'matched', 'unmatched', 'auto_reply', 'quarantined', 'failed'))`,
  ],
  down: [
    `UPDATE "inbound_messages" SET status = 'unmatched' WHERE status IN ('received', 'failed')`,
    `ALTER TABLE "inbound_messages" DROP CONSTRAINT "inbound_messages_status"`,
    `ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_status" CHECK (status IN ('matched', 'unmatched', 'auto_reply', 'quarantined'))`,
    `ALTER TABLE "inbound_messages" DROP COLUMN "attempts"`,
  ],
}) {}
