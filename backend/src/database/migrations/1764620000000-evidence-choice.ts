import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The documents a claim sends (null: all of its visit's), what the dealer offered in their
 * response, and each document's SHA-256, so the
 * same file uploaded to a visit twice is recognised (computed for the documents already stored).
 */
export class EvidenceChoice1764620000000 implements MigrationInterface {
  name = 'EvidenceChoice1764620000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE claims ADD COLUMN document_ids integer[], ADD COLUMN offered_amount numeric(12,2)`);
    await queryRunner.query(`ALTER TABLE documents ADD COLUMN sha256 char(64)`);
    await queryRunner.query(`
      UPDATE documents SET sha256 = hashes.hex
      FROM (SELECT document_id, encode(sha256(string_agg(data, ''::bytea ORDER BY seq)), 'hex') AS hex FROM document_chunks GROUP BY document_id) AS hashes
      WHERE hashes.document_id = documents.id`);
    await queryRunner.query(`CREATE INDEX documents_visit_sha256 ON documents (visit_id, sha256)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX documents_visit_sha256`);
    await queryRunner.query(`ALTER TABLE documents DROP COLUMN sha256`);
    await queryRunner.query(`ALTER TABLE claims DROP COLUMN document_ids, DROP COLUMN offered_amount`);
  }
}
