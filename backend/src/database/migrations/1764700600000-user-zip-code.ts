import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The owner's ZIP code: the dealer picker lists the nearest dealers to it. */
export class UserZipCode1764700600000 implements MigrationInterface {
  name = 'UserZipCode1764700600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN zip_code varchar(5) CHECK (zip_code ~ '^[0-9]{5}$')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users DROP COLUMN zip_code`);
  }
}
