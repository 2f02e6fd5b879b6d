import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createUserOwnedTable } from './ddl';

/** One-time password-reset links: only a hash of each token is kept; used or expired links open nothing. */
export class PasswordResets1764150000000 implements MigrationInterface {
  name = 'PasswordResets1764150000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(createUserOwnedTable('password_resets')`
        token_hash char(64) NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()`);
    await queryRunner.query(`CREATE UNIQUE INDEX password_resets_token_hash_key ON password_resets (token_hash)`);
    await queryRunner.query(`CREATE INDEX password_resets_user_id_idx ON password_resets (user_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE password_resets`);
  }
}
