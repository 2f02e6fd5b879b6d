import { sqlMigration } from './sql-migration';

/**
 * The correspondence log's entries: letters, messages, calls and visits the owner records about a
 * vehicle (its deletion takes them), with the rules between fields as checks: a tracking number
 * only with certified or express mail, a delivery on or after the day sent.
 */
export class CorrespondenceEntries1795853055310 extends sqlMigration({
  up: [
    `CREATE TABLE "correspondence_entries" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "vehicle_id" integer NOT NULL, "occurred_on" date NOT NULL, "direction" character varying(8) NOT NULL, "party" character varying(16) NOT NULL, "party_name" character varying(120), "method" character varying(16) NOT NULL, "tracking_number" character varying(40), "summary" character varying(2000) NOT NULL, "document_ids" integer array NOT NULL DEFAULT '{}', "purpose" character varying(24), "delivered_on" date, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d95d892e7b1c056966441bce49d" PRIMARY KEY ("id"))`,
    `
      ALTER TABLE correspondence_entries
        ADD CONSTRAINT correspondence_entries_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
        ADD CONSTRAINT correspondence_entries_vehicle_id_fkey FOREIGN KEY (vehicle_id) REFERENCES vehicles (id) ON DELETE CASCADE,
        ADD CONSTRAINT correspondence_entries_direction CHECK (direction IN ('sent', 'received')),
        ADD CONSTRAINT correspondence_entries_party CHECK (party IN ('dealer', 'manufacturer', 'program', 'other')),
        ADD CONSTRAINT correspondence_entries_method CHECK (method IN ('email', 'certified_mail', 'express_mail', 'phone', 'in_person', 'portal')),
        ADD CONSTRAINT correspondence_entries_purpose CHECK (purpose IN ('lemon_notice', 'final_repair_delivery')),
        ADD CONSTRAINT correspondence_entries_tracking CHECK (tracking_number IS NULL OR method IN ('certified_mail', 'express_mail')),
        ADD CONSTRAINT correspondence_entries_delivered CHECK (delivered_on IS NULL OR delivered_on >= occurred_on)`,
    `CREATE INDEX correspondence_entries_vehicle ON correspondence_entries (vehicle_id, occurred_on DESC)`,
  ],
  down: [`DROP TABLE "correspondence_entries"`],
}) {}
