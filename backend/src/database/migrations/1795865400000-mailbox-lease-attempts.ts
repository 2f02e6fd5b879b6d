import type { MigrationInterface, QueryRunner } from 'typeorm';

/** How often a mailbox message was taken: its next try after a failed hand-in waits longer each time, as a mail's does. */
export class MailboxLeaseAttempts1795865400000 implements MigrationInterface {
  name = 'MailboxLeaseAttempts1795865400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE mailbox_leases ADD attempts integer NOT NULL DEFAULT 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE mailbox_leases DROP COLUMN attempts`);
  }
}
