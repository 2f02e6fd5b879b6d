import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The alert when a visit's expected date out passes is on for owners who saved their alert
 * settings before it existed, as it is for everyone else: a kind they never saw was never turned
 * off. Taken out again on the way down.
 */
export class ExpectedDateOutAlert1765500000000 implements MigrationInterface {
  name = 'ExpectedDateOutAlert1765500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE notification_settings SET kinds = array_append(kinds, 'visit_expected_out_passed') WHERE NOT ('visit_expected_out_passed' = ANY(kinds))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE notification_settings SET kinds = array_remove(kinds, 'visit_expected_out_passed')`);
  }
}
