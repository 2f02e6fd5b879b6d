import { createUserOwnedTable } from './ddl';
import { sqlMigration } from './sql-migration';

/** Users, their database-stored sessions, and their vehicles. */
export class InitialSchema1763900000000 extends sqlMigration({
  up: [
    `
      CREATE TABLE users (
        id serial PRIMARY KEY,
        email varchar(254) NOT NULL,
        name varchar(100) NOT NULL,
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_email_lowercase CHECK (email = lower(email))
      )`,
    `CREATE UNIQUE INDEX users_email_key ON users (email)`,

    `
      CREATE TABLE sessions (
        sid varchar(255) PRIMARY KEY,
        sess jsonb NOT NULL,
        expires_at timestamptz NOT NULL,
        user_id integer REFERENCES users (id) ON DELETE CASCADE
      )`,
    `CREATE INDEX sessions_expires_at_idx ON sessions (expires_at)`,
    `CREATE INDEX sessions_user_id_idx ON sessions (user_id)`,

    createUserOwnedTable('vehicles')`
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
          coalesce(monthly_payment, 0) >= 0 AND coalesce(msrp, 0) >= 0 AND coalesce(purchase_price, 0) >= 0)`,
    `CREATE INDEX vehicles_user_id_id_idx ON vehicles (user_id, id)`,
  ],
  down: [`DROP TABLE vehicles`, `DROP TABLE sessions`, `DROP TABLE users`],
}) {}
