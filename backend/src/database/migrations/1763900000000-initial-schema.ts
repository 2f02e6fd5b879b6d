import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createUserOwnedTable } from './ddl';

/** Users, their database-stored sessions, and their vehicles. */
export class InitialSchema1763900000000 implements MigrationInterface {
  name = 'InitialSchema1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        email varchar(254) NOT NULL,
        name varchar(100) NOT NULL,
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_email_lowercase CHECK (email = lower(email))
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_email_key ON users (email)`);

    await queryRunner.query(`
      CREATE TABLE sessions (
        sid varchar(255) PRIMARY KEY,
        sess jsonb NOT NULL,
        expires_at timestamptz NOT NULL,
        user_id integer REFERENCES users (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX sessions_expires_at_idx ON sessions (expires_at)`);
    await queryRunner.query(`CREATE INDEX sessions_user_id_idx ON sessions (user_id)`);

    await queryRunner.query(createUserOwnedTable('vehicles')`
        year integer NOT NULL,
        make varchar(100) NOT NULL,
        model varchar(100) NOT NULL,
        trim varchar(100),
        vin varchar(17) NOT NULL,
        purchase_date date,
        monthly_payment numeric(12, 2),
        msrp numeric(12, 2),
        license_plate varchar(20),
        purchase_price numeric(12, 2),
        notes varchar(2000),
        purchase_type varchar(16),
        segment varchar(16),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT vehicles_vin_length CHECK (char_length(vin) = 17),
        CONSTRAINT vehicles_year_range CHECK (year >= 1900),
        CONSTRAINT vehicles_purchase_type CHECK (purchase_type IN ('finance', 'lease', 'cash')),
        CONSTRAINT vehicles_segment CHECK (segment IN ('economy', 'midsize', 'fullsize', 'luxury', 'truck', 'suv', 'ev')),
        CONSTRAINT vehicles_money_non_negative CHECK (
          coalesce(monthly_payment, 0) >= 0 AND coalesce(msrp, 0) >= 0 AND coalesce(purchase_price, 0) >= 0)`);
    await queryRunner.query(`CREATE INDEX vehicles_user_id_id_idx ON vehicles (user_id, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE vehicles`);
    await queryRunner.query(`DROP TABLE sessions`);
    await queryRunner.query(`DROP TABLE users`);
  }
}
