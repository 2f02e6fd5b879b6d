import { sqlMigration } from './sql-migration';

/**
 * What every formal route after a refused claim asks of each repair visit: the repair order's
 * number and its three Cs (the owner's complaint, the cause the dealer found, the correction it
 * made). Optional, so existing visits stay as they are. The lengths are VISIT_TEXT_LIMITS' as of
 * this migration, written out so it stays what it was.
 */
export class VisitEvidence1764900500000 extends sqlMigration({
  up: [
    `
      ALTER TABLE visits
        ADD COLUMN ro_number varchar(40),
        ADD COLUMN complaint varchar(2000),
        ADD COLUMN cause varchar(2000),
        ADD COLUMN correction varchar(2000)`,
  ],
  down: [`ALTER TABLE visits DROP COLUMN correction, DROP COLUMN cause, DROP COLUMN complaint, DROP COLUMN ro_number`],
}) {}
