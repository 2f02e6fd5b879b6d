import { createUserOwnedTable } from './ddl';
import { sqlMigration } from './sql-migration';

/**
 * Dealers (a shared directory, plus dealers each owner adds for themselves) and service visits:
 * the stretches of days a vehicle sat at a dealer. A vehicle's visits go with it.
 */
export class DealersAndVisits1764000000000 extends sqlMigration({
  up: [
    createUserOwnedTable('dealers', { optional: true })`
        name varchar(200) NOT NULL,
        address varchar(200),
        city varchar(100),
        state varchar(50),
        zip varchar(10),
        phone varchar(30),
        email varchar(254),
        website varchar(500),
        lat double precision,
        lng double precision,
        makes text[] NOT NULL DEFAULT '{}',
        services text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT dealers_lat_range CHECK (lat IS NULL OR lat BETWEEN -90 AND 90),
        CONSTRAINT dealers_lng_range CHECK (lng IS NULL OR lng BETWEEN -180 AND 180)`,
    // user_id NULL is the shared directory; a re-import matches its rows on name and ZIP.
    `CREATE UNIQUE INDEX dealers_directory_key ON dealers (lower(name), coalesce(zip, '')) WHERE user_id IS NULL`,
    `CREATE INDEX dealers_user_id_idx ON dealers (user_id)`,

    createUserOwnedTable('visits')`
        vehicle_id integer NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
        dealer_id integer NOT NULL REFERENCES dealers (id) ON DELETE RESTRICT,
        date_in date NOT NULL,
        date_out date,
        primary_issue varchar(500) NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'in_progress',
        loaner_flag boolean NOT NULL DEFAULT false,
        loaner_model varchar(100),
        loaner_notes varchar(1000),
        issue_notes varchar(5000),
        valuation_method varchar(16),
        mileage_in integer,
        mileage_out integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT visits_status CHECK (status IN ('in_progress', 'completed', 'cancelled')),
        CONSTRAINT visits_valuation_method CHECK (valuation_method IN ('MonthlyPayment', 'DailyFlatRate')),
        CONSTRAINT visits_date_order CHECK (date_out IS NULL OR date_out >= date_in),
        CONSTRAINT visits_completed_has_date_out CHECK (status <> 'completed' OR date_out IS NOT NULL),
        CONSTRAINT visits_mileage CHECK (
          coalesce(mileage_in, 0) >= 0 AND coalesce(mileage_out, 0) >= 0
          AND (mileage_in IS NULL OR mileage_out IS NULL OR mileage_out >= mileage_in))`,
    `CREATE INDEX visits_user_date_in_idx ON visits (user_id, date_in DESC, id DESC)`,
    `CREATE INDEX visits_vehicle_id_idx ON visits (vehicle_id, date_in)`,
    `CREATE INDEX visits_dealer_id_idx ON visits (dealer_id)`,
  ],
  down: [`DROP TABLE visits`, `DROP TABLE dealers`],
}) {}
