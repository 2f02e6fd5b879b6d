import type { MigrationInterface, QueryRunner } from 'typeorm';

const SUBJECTS = [
  { table: 'claims', subject: 'claim' },
  { table: 'visits', subject: 'visit' },
  { table: 'vehicles', subject: 'vehicle' },
] as const;

/**
 * An alert goes with its record: deleting a claim, a visit or a vehicle (and what a vehicle's
 * deletion cascades to) deletes the alerts about it, so the notification centre never links to a
 * record that is gone. A trigger per table, because an alert's subject may be any of the three and
 * no foreign key can say that; the modules that delete need not know about alerts.
 */
export class NotificationsFollowTheirRecords1764800100000 implements MigrationInterface {
  name = 'NotificationsFollowTheirRecords1764800100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION notifications_forget_subject() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM notifications WHERE subject_type = TG_ARGV[0] AND subject_id = OLD.id;
        RETURN OLD;
      END $$`);
    await queryRunner.query(`CREATE INDEX notifications_subject ON notifications (subject_type, subject_id)`);
    for (const { table, subject } of SUBJECTS) {
      await queryRunner.query(
        `CREATE TRIGGER ${table}_forget_notifications AFTER DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION notifications_forget_subject('${subject}')`,
      );
      // Alerts about records deleted before this migration.
      await queryRunner.query(`DELETE FROM notifications n WHERE n.subject_type = $1 AND NOT EXISTS (SELECT 1 FROM ${table} t WHERE t.id = n.subject_id)`, [
        subject,
      ]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const { table } of SUBJECTS) await queryRunner.query(`DROP TRIGGER ${table}_forget_notifications ON ${table}`);
    await queryRunner.query(`DROP INDEX notifications_subject`);
    await queryRunner.query(`DROP FUNCTION notifications_forget_subject()`);
  }
}
