import { createUserOwnedTable } from './ddl';
import { sqlMigration } from './sql-migration';

/**
 * Repair orders waiting for the OCR worker (APP_ROLE split into api and worker): the API writes
 * the file here and waits; a worker takes the row, reads it and writes the result back. Rows are
 * deleted once answered; a row left by a crash is swept after an hour. (AI part: 1764420000000.)
 */
export class AiExtractionJobs1764420000000 extends sqlMigration({
  up: [
    createUserOwnedTable('ai_extraction_jobs', { usersRef: 'users(id)', id: 'bigserial' })`
        file bytea NOT NULL,
        mime_type varchar(40) NOT NULL,
        file_name varchar(255),
        state varchar(10) NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'working', 'done', 'failed')),
        result jsonb,
        error text,
        error_status smallint,
        created_at timestamptz NOT NULL DEFAULT now(),
        taken_at timestamptz`,
    `CREATE INDEX ai_extraction_jobs_pending ON ai_extraction_jobs (created_at) WHERE state = 'pending'`,
  ],
  down: ['DROP TABLE ai_extraction_jobs'],
}) {}
