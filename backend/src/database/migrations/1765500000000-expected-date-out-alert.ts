import { sqlMigration } from './sql-migration';

/**
 * The alert when a visit's expected date out passes is on for owners who saved their alert
 * settings before it existed, as it is for everyone else: a kind they never saw was never turned
 * off. Taken out again on the way down.
 */
export class ExpectedDateOutAlert1765500000000 extends sqlMigration({
  up: [`UPDATE notification_settings SET kinds = array_append(kinds, 'visit_expected_out_passed') WHERE NOT ('visit_expected_out_passed' = ANY(kinds))`],
  down: [`UPDATE notification_settings SET kinds = array_remove(kinds, 'visit_expected_out_passed')`],
}) {}
