import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A vehicle may be saved without its VIN (added from the catalog, the VIN to follow before the
 * first claim). The length check passes on null, and the unique index on (owner, VIN) already
 * leaves null VINs out, so several vehicles without one are allowed.
 */
export class VehicleVinOptional1764700001000 implements MigrationInterface {
  name = 'VehicleVinOptional1764700001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE vehicles ALTER COLUMN vin DROP NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Going back needs every vehicle to have one: those without are left for the owner to fill in, so this refuses until then.
    await queryRunner.query(`ALTER TABLE vehicles ALTER COLUMN vin SET NOT NULL`);
  }
}
