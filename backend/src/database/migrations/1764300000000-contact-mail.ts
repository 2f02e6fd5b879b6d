import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Contact messages are mailed to support; the row records when, so a retried job mails it once. */
export class ContactMail1764300000000 implements MigrationInterface {
  name = 'ContactMail1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE contact_messages ADD COLUMN mailed_at timestamptz, ADD COLUMN mail_attempts integer NOT NULL DEFAULT 0`);
    // Messages kept before mail existed are not sent now.
    await queryRunner.query(`UPDATE contact_messages SET mailed_at = created_at`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE contact_messages DROP COLUMN mail_attempts, DROP COLUMN mailed_at`);
  }
}
