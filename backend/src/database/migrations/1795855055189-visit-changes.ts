import { recordVisitChangesFunction } from './ddl';
import { sqlMigration } from './sql-migration';

/**
 * The history of a visit's evidence fields (dates, mileage, RO number): a trigger on visits writes
 * each change, old → new, in the statement that makes it, whatever makes it (the API, the
 * assistant's reading, a restore does not: it inserts). Who made it is `dct.actor_id` when the
 * transaction set it, else the owner. Deleting the visit takes its history (the trash keeps both).
 */
export class VisitChanges1795855055189 extends sqlMigration({
  up: [
    `CREATE TABLE "visit_changes" ("id" SERIAL NOT NULL, "visit_id" integer NOT NULL, "user_id" integer NOT NULL, "changed_by" integer, "field" character varying(16) NOT NULL, "old_value" text, "new_value" text, "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a244d36252a0b803e95dd3c314c" PRIMARY KEY ("id"))`,
    `CREATE INDEX "visit_changes_visit" ON "visit_changes" ("visit_id", "id") `,
    `
      ALTER TABLE visit_changes
        ADD CONSTRAINT visit_changes_visit_id_fkey FOREIGN KEY (visit_id) REFERENCES visits (id) ON DELETE CASCADE,
        ADD CONSTRAINT visit_changes_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
        ADD CONSTRAINT visit_changes_field CHECK (field IN ('date_in', 'date_out', 'mileage_in', 'mileage_out', 'ro_number'))`,
    recordVisitChangesFunction('CREATE', 'user'),
    `
      CREATE TRIGGER visits_record_changes
        AFTER UPDATE OF date_in, date_out, mileage_in, mileage_out, ro_number ON visits
        FOR EACH ROW EXECUTE FUNCTION record_visit_changes()`,
  ],
  down: [`DROP TRIGGER visits_record_changes ON visits`, `DROP FUNCTION record_visit_changes()`, `DROP TABLE "visit_changes"`],
}) {}
