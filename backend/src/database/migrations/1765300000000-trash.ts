import { createUserOwnedTable } from './ddl';
import { sqlMigration } from './sql-migration';

/**
 * The trash: a deleted vehicle, visit or claim, kept 30 days with everything that went with it.
 * `trash` is what the owner sees (kind, id, name, what went along); `trash_rows` holds each row
 * deleted with it, as the table's own JSON (to_jsonb), in the order restoring puts them back
 * (parents first). The rows leave their tables, so no query of the app can count a trashed one;
 * deleting the account deletes its trash with it.
 */
export class Trash1765300000000 extends sqlMigration({
  up: [
    createUserOwnedTable('trash', { usersRef: 'users(id)' })`
        kind varchar(16) NOT NULL CONSTRAINT trash_kind CHECK (kind IN ('vehicle', 'visit', 'claim')),
        record_id integer NOT NULL,
        name varchar(300) NOT NULL,
        dependents jsonb NOT NULL,
        deleted_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT trash_record UNIQUE (user_id, kind, record_id)`,
    `CREATE INDEX trash_deleted_at ON trash (deleted_at)`,
    `
      CREATE TABLE trash_rows (
        trash_id integer NOT NULL REFERENCES trash(id) ON DELETE CASCADE,
        position integer NOT NULL,
        table_name varchar(32) NOT NULL,
        row jsonb NOT NULL,
        PRIMARY KEY (trash_id, position)
      )`,
  ],
  down: [`DROP TABLE trash_rows`, `DROP TABLE trash`],
}) {}
