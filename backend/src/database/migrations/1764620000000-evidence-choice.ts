import { sqlMigration } from './sql-migration';

/**
 * The documents a claim sends (null: all of its visit's), what the dealer offered in their
 * response, and each document's SHA-256, so the
 * same file uploaded to a visit twice is recognised (computed for the documents already stored).
 */
export class EvidenceChoice1764620000000 extends sqlMigration({
  up: [
    `ALTER TABLE claims ADD COLUMN document_ids integer[], ADD COLUMN offered_amount numeric(12,2)`,
    `ALTER TABLE documents ADD COLUMN sha256 char(64)`,
    `
      UPDATE documents SET sha256 = hashes.hex
      FROM (SELECT document_id, encode(sha256(string_agg(data, ''::bytea ORDER BY seq)), 'hex') AS hex FROM document_chunks GROUP BY document_id) AS hashes
      WHERE hashes.document_id = documents.id`,
    `CREATE INDEX documents_visit_sha256 ON documents (visit_id, sha256)`,
  ],
  down: [
    `DROP INDEX documents_visit_sha256`,
    `ALTER TABLE documents DROP COLUMN sha256`,
    `ALTER TABLE claims DROP COLUMN document_ids, DROP COLUMN offered_amount`,
  ],
}) {}
