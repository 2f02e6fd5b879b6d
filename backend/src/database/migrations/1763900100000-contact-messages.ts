import { sqlMigration } from './sql-migration';

/** Messages sent through the public contact form. */
export class ContactMessages1763900100000 extends sqlMigration({
  up: [
    `
      CREATE TABLE contact_messages (
        id serial PRIMARY KEY,
        user_id integer REFERENCES users (id) ON DELETE SET NULL,
        name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        subject varchar(200) NOT NULL,
        message varchar(5000) NOT NULL,
        category varchar(16) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT contact_messages_category CHECK (category IN ('support', 'billing', 'technical', 'feedback', 'partnership', 'other'))
      )`,
    `CREATE INDEX contact_messages_created_at_idx ON contact_messages (created_at)`,
  ],
  down: [`DROP TABLE contact_messages`],
}) {}
