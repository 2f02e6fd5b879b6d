import { sqlMigration } from './sql-migration';

/**
 * Every document's SHA-256, now shown with it and in a case packet's index: the files stored before
 * uploads counted their digest get it from their stored bytes (their chunks, in order).
 */
export class DocumentDigests1765700000000 extends sqlMigration({
  up: [
    `
      UPDATE documents d
         SET sha256 = encode(sha256(COALESCE((SELECT string_agg(c.data, ''::bytea ORDER BY c.seq) FROM document_chunks c WHERE c.document_id = d.id), ''::bytea)), 'hex')
       WHERE d.sha256 IS NULL`,
  ],
  down: [],
}) {}
