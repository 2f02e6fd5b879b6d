import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An inbound message's handling attempts: a stored message is 'received' until handled, handed in
 * again while it is, and 'failed' once its attempts are used up.
 */
export class InboundAttempts1795865300000 implements MigrationInterface {
  name = 'InboundAttempts1795865300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "inbound_messages" ADD "attempts" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "inbound_messages" DROP CONSTRAINT "inbound_messages_status"`);
    await queryRunner.query(
      `ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_status" CHECK (status IN ('received', 'matched', 'unmatched', 'auto_reply', 'quarantined', 'failed'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "inbound_messages" SET status = 'unmatched' WHERE status IN ('received', 'failed')`);
    await queryRunner.query(`ALTER TABLE "inbound_messages" DROP CONSTRAINT "inbound_messages_status"`);
    await queryRunner.query(
      `ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_status" CHECK (status IN ('matched', 'unmatched', 'auto_reply', 'quarantined'))`,
    );
    await queryRunner.query(`ALTER TABLE "inbound_messages" DROP COLUMN "attempts"`);
  }
}
