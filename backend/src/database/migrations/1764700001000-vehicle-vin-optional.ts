import { sqlMigration } from './sql-migration';

/**
 * A vehicle may be saved without its VIN (added from the catalog, the VIN to follow before the
 * first claim). The length check passes on null, and the unique index on (owner, VIN) already
 * leaves null VINs out, so several vehicles without one are allowed.
 */
export class VehicleVinOptional1764700001000 extends sqlMigration({
  up: [`ALTER TABLE vehicles ALTER COLUMN vin DROP NOT NULL`],
  down: [
    // Going back needs every vehicle to have one: those without are left for the owner to fill in, so this refuses until then.
    `ALTER TABLE vehicles ALTER COLUMN vin SET NOT NULL`,
  ],
}) {}
