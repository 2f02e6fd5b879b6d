import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CLAIM_TEXT_LIMITS } from '@dct/contracts';

/** A claim may carry the owner's own letter (drafted with the assistant), sent instead of the standard one. */
export class ClaimLetters1764500000000 implements MigrationInterface {
  name = 'ClaimLetters1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE claims ADD COLUMN letter_subject varchar(${CLAIM_TEXT_LIMITS.letter_subject}), ADD COLUMN letter_body text CONSTRAINT claims_letter_body_length CHECK (char_length(letter_body) <= ${CLAIM_TEXT_LIMITS.letter_body})`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE claims DROP COLUMN letter_body, DROP COLUMN letter_subject`);
  }
}
