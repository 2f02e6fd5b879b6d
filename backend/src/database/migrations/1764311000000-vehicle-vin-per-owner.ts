import { sqlMigration } from './sql-migration';

/**
 * One vehicle per VIN per owner (timestamp 1764311000000). Vehicles added before this rule may
 * already repeat a VIN: the newest of each such group stays under the rule and the older ones
 * are marked `duplicate_vin`, kept as they are and outside the index, so nothing an owner
 * recorded is lost and any new copy of that VIN is refused.
 */
export class VehicleVinPerOwner1764311000000 extends sqlMigration({
  up: [
    `ALTER TABLE vehicles ADD COLUMN duplicate_vin boolean NOT NULL DEFAULT false`,
    `
      UPDATE vehicles v SET duplicate_vin = true
      WHERE EXISTS (SELECT 1 FROM vehicles newer WHERE newer.user_id = v.user_id AND newer.vin = v.vin AND newer.id > v.id)
    `,
    `CREATE UNIQUE INDEX vehicles_user_vin_key ON vehicles (user_id, vin) WHERE vin IS NOT NULL AND NOT duplicate_vin`,
  ],
  down: [`DROP INDEX vehicles_user_vin_key`, `ALTER TABLE vehicles DROP COLUMN duplicate_vin`],
}) {}
