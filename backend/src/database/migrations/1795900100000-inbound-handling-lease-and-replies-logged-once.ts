import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A stored message is handled by one hand-in at a time (`handling_until`, renewed while it works),
 * and a reply's entry in the vehicle's correspondence log names the reply, once: a hand-in cut
 * off and repeated writes nothing twice. The entry outlives its reply (the log is the owner's).
 */
export class InboundHandlingLeaseAndRepliesLoggedOnce1795900100000 implements MigrationInterface {
  name = 'InboundHandlingLeaseAndRepliesLoggedOnce1795900100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "correspondence_entries" ADD "claim_reply_id" integer`);
    await queryRunner.query(`ALTER TABLE "inbound_messages" ADD "handling_until" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`CREATE UNIQUE INDEX "correspondence_entries_claim_reply" ON "correspondence_entries" ("claim_reply_id") `);
    await queryRunner.query(
      `ALTER TABLE "correspondence_entries" ADD CONSTRAINT "correspondence_entries_claim_reply_fk" FOREIGN KEY ("claim_reply_id") REFERENCES claim_replies (id) ON DELETE SET NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "correspondence_entries" DROP CONSTRAINT "correspondence_entries_claim_reply_fk"`);
    await queryRunner.query(`DROP INDEX "public"."correspondence_entries_claim_reply"`);
    await queryRunner.query(`ALTER TABLE "inbound_messages" DROP COLUMN "handling_until"`);
    await queryRunner.query(`ALTER TABLE "correspondence_entries" DROP COLUMN "claim_reply_id"`);
  }
}
