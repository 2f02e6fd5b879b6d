import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts may come from an OpenID Connect provider, and then have no password. */
export class OidcIdentities1763900200000 implements MigrationInterface {
  name = 'OidcIdentities1763900200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE users ADD COLUMN oidc_issuer varchar(500), ADD COLUMN oidc_subject varchar(255)`);
    await queryRunner.query(`ALTER TABLE users ADD CONSTRAINT users_oidc_pair CHECK ((oidc_issuer IS NULL) = (oidc_subject IS NULL))`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_oidc_identity_key ON users (oidc_issuer, oidc_subject) WHERE oidc_issuer IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM users WHERE password_hash IS NULL`);
    await queryRunner.query(`DROP INDEX users_oidc_identity_key`);
    await queryRunner.query(`ALTER TABLE users DROP CONSTRAINT users_oidc_pair`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN oidc_subject, DROP COLUMN oidc_issuer`);
    await queryRunner.query(`ALTER TABLE users ALTER COLUMN password_hash SET NOT NULL`);
  }
}
