import type { MigrationInterface, QueryRunner } from 'typeorm';

/** An owner's preferred dealer (New Visit starts with it), and an index for searching dealers by place. */
export class PreferredDealer1764510000000 implements MigrationInterface {
  name = 'PreferredDealer1764510000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN preferred_dealer_id integer REFERENCES dealers(id) ON DELETE SET NULL`);
    await queryRunner.query(`CREATE INDEX users_preferred_dealer_id ON users (preferred_dealer_id) WHERE preferred_dealer_id IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX dealers_location ON dealers (lat, lng) WHERE lat IS NOT NULL AND lng IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX dealers_location`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN preferred_dealer_id`);
  }
}
