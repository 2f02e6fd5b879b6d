import { sqlMigration } from './sql-migration';

/**
 * A stored message is handled by one hand-in at a time (`handling_until`, renewed while it works),
 * and a reply's entry in the vehicle's correspondence log names the reply, once: a hand-in cut
 * off and repeated writes nothing twice. The entry outlives its reply (the log is the owner's).
 */
export class InboundHandlingLeaseAndRepliesLoggedOnce1795900100000 extends sqlMigration({
  up: [
    `ALTER TABLE "correspondence_entries" ADD "claim_reply_id" integer`,
    `ALTER TABLE "inbound_messages" ADD "handling_until" TIMESTAMP WITH TIME ZONE`,
    `CREATE UNIQUE INDEX "correspondence_entries_claim_reply" ON "correspondence_entries" ("claim_reply_id") `,
    `ALTER TABLE "correspondence_entries" ADD CONSTRAINT "correspondence_entries_claim_reply_fk" FOREIGN KEY ("claim_reply_id") REFERENCES claim_replies (id) ON DELETE SET NULL`,
  ],
  down: [
    `ALTER TABLE "correspondence_entries" DROP CONSTRAINT "correspondence_entries_claim_reply_fk"`,
    `DROP INDEX "public"."correspondence_entries_claim_reply"`,
    `ALTER TABLE "inbound_messages" DROP COLUMN "handling_until"`,
    `ALTER TABLE "correspondence_entries" DROP COLUMN "claim_reply_id"`,
  ],
}) {}
