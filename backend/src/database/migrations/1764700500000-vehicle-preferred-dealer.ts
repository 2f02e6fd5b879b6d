import { sqlMigration } from './sql-migration';

/** A vehicle's own preferred dealer (the owner's stays the default for vehicles without one); deleting the dealer clears it. */
export class VehiclePreferredDealer1764700500000 extends sqlMigration({
  up: [
    `ALTER TABLE vehicles ADD COLUMN preferred_dealer_id integer REFERENCES dealers(id) ON DELETE SET NULL`,
    `CREATE INDEX vehicles_preferred_dealer_id ON vehicles (preferred_dealer_id) WHERE preferred_dealer_id IS NOT NULL`,
  ],
  down: [`ALTER TABLE vehicles DROP COLUMN preferred_dealer_id`],
}) {}
