import { sqlMigration } from './sql-migration';

/**
 * Vehicle buyback costs (generated from the entities): one row per vehicle with the owner's
 * collateral and incidental cost lines and the current mileage. Added by hand: the row goes with
 * its vehicle, and the lines are a JSON array.
 */
export class VehicleBuybackCosts1795855254515 extends sqlMigration({
  up: [
    `CREATE TABLE "vehicle_buyback_costs" ("vehicle_id" integer NOT NULL, "lines" jsonb NOT NULL DEFAULT '[]', "current_mileage" integer, "current_mileage_date" date, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_cc15f72c779d38e6eefa4e0ba16" PRIMARY KEY ("vehicle_id"))`,
    `ALTER TABLE "vehicle_buyback_costs" ADD CONSTRAINT "vehicle_buyback_costs_vehicle_fk" FOREIGN KEY ("vehicle_id") REFERENCES vehicles (id) ON DELETE CASCADE`,
    `ALTER TABLE "vehicle_buyback_costs" ADD CONSTRAINT "vehicle_buyback_costs_lines_array" CHECK (jsonb_typeof(lines) = 'array')`,
  ],
  down: [`DROP TABLE "vehicle_buyback_costs"`],
}) {}
