import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Messages sent through the public contact form. */
export class ContactMessages1763900100000 implements MigrationInterface {
  name = 'ContactMessages1763900100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
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
      )`);
    await queryRunner.query(`CREATE INDEX contact_messages_created_at_idx ON contact_messages (created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE contact_messages`);
  }
}
