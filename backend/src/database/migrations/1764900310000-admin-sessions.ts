import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The queue dashboard's browser sign-ins (`/admin/queues?token=`): a random id in the cookie,
 * kept here as a hash (a database dump gives no cookie) with its expiry and a hash of the
 * ADMIN_TOKEN it was issued under, so every API instance knows it and a new token ends it.
 */
export class AdminSessions1764900310000 implements MigrationInterface {
  name = 'AdminSessions1764900310000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE admin_sessions (
        id_hash char(64) PRIMARY KEY,
        token_hash char(64) NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX admin_sessions_expiry ON admin_sessions (expires_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE admin_sessions`);
  }
}
