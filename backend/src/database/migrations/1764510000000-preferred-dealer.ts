import { sqlMigration } from './sql-migration';

/** An owner's preferred dealer (New Visit starts with it), and an index for searching dealers by place. */
export class PreferredDealer1764510000000 extends sqlMigration({
  up: [
    `ALTER TABLE users ADD COLUMN preferred_dealer_id integer REFERENCES dealers(id) ON DELETE SET NULL`,
    `CREATE INDEX users_preferred_dealer_id ON users (preferred_dealer_id) WHERE preferred_dealer_id IS NOT NULL`,
    `CREATE INDEX dealers_location ON dealers (lat, lng) WHERE lat IS NOT NULL AND lng IS NOT NULL`,
  ],
  down: [`DROP INDEX dealers_location`, `ALTER TABLE users DROP COLUMN preferred_dealer_id`],
}) {}
