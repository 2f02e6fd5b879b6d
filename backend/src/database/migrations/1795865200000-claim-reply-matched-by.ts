import type { MigrationInterface, QueryRunner } from 'typeorm';

/** How a dealer's reply was matched to its claim (headers, signed address or subject tag); null for replies filed before. */
export class ClaimReplyMatchedBy1795865200000 implements MigrationInterface {
  name = 'ClaimReplyMatchedBy1795865200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "claim_replies" ADD "matched_by" character varying(16)`);
    await queryRunner.query(`ALTER TABLE "claim_replies" ADD CONSTRAINT "claim_replies_matched_by" CHECK (matched_by IN ('headers', 'address', 'subject'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "claim_replies" DROP CONSTRAINT "claim_replies_matched_by"`);
    await queryRunner.query(`ALTER TABLE "claim_replies" DROP COLUMN "matched_by"`);
  }
}
