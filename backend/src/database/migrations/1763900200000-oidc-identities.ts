import { sqlMigration } from './sql-migration';

/** Accounts may come from an OpenID Connect provider, and then have no password. */
export class OidcIdentities1763900200000 extends sqlMigration({
  up: [
    `ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL`,
    `ALTER TABLE users ADD COLUMN oidc_issuer varchar(500), ADD COLUMN oidc_subject varchar(255)`,
    `ALTER TABLE users ADD CONSTRAINT users_oidc_pair CHECK ((oidc_issuer IS NULL) = (oidc_subject IS NULL))`,
    `CREATE UNIQUE INDEX users_oidc_identity_key ON users (oidc_issuer, oidc_subject) WHERE oidc_issuer IS NOT NULL`,
  ],
  down: [
    `DELETE FROM users WHERE password_hash IS NULL`,
    `DROP INDEX users_oidc_identity_key`,
    `ALTER TABLE users DROP CONSTRAINT users_oidc_pair`,
    `ALTER TABLE users DROP COLUMN oidc_subject, DROP COLUMN oidc_issuer`,
    `ALTER TABLE users ALTER COLUMN password_hash SET NOT NULL`,
  ],
}) {}
