import { createUserOwnedTable } from './ddl';
import { sqlMigration } from './sql-migration';

/**
 * Documents of a visit, with their bytes in the database beside them: one row per file and its
 * contents in ordered chunks, written in the transaction that adds the row, so a file is never
 * half-saved and every API instance reads the same bytes. A visit's documents go with it, and a
 * document's chunks with the document, so deleting a vehicle or a visit is still one statement.
 */
export class Documents1764200000000 extends sqlMigration({
  up: [
    createUserOwnedTable('documents')`
        visit_id integer NOT NULL REFERENCES visits (id) ON DELETE CASCADE,
        file_name varchar(255) NOT NULL,
        file_size integer NOT NULL,
        mime_type varchar(32) NOT NULL,
        doc_type varchar(32) NOT NULL,
        notes varchar(1000),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT documents_file_name CHECK (file_name <> ''),
        CONSTRAINT documents_file_size CHECK (file_size BETWEEN 0 AND 15728640),
        CONSTRAINT documents_mime_type CHECK (mime_type IN ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')),
        CONSTRAINT documents_doc_type CHECK (doc_type IN ('Service Receipt', 'Photo', 'Estimate', 'Document', 'Other'))`,
    `CREATE INDEX documents_visit_id_idx ON documents (visit_id, created_at DESC, id DESC)`,
    `CREATE INDEX documents_user_id_idx ON documents (user_id)`,

    `
      CREATE TABLE document_chunks (
        document_id integer NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
        seq integer NOT NULL,
        data bytea NOT NULL,
        PRIMARY KEY (document_id, seq),
        CONSTRAINT document_chunks_seq CHECK (seq >= 0)
      )`,
    // Out of line and uncompressed: photos and PDFs are compressed already, so trying again only costs time.
    `ALTER TABLE document_chunks ALTER COLUMN data SET STORAGE EXTERNAL`,
  ],
  down: [`DROP TABLE document_chunks`, `DROP TABLE documents`],
}) {}
