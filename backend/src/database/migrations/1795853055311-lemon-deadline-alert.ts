import { sqlMigration } from './sql-migration';

/**
 * The alert for a lemon-law deadline of the correspondence log is on for owners who saved their
 * alert settings before it existed, as it is for everyone else: a kind they never saw was never
 * turned off. Taken out again on the way down.
 */
export class LemonDeadlineAlert1795853055311 extends sqlMigration({
  up: [`UPDATE notification_settings SET kinds = array_append(kinds, 'lemon_deadline') WHERE NOT ('lemon_deadline' = ANY(kinds))`],
  down: [`UPDATE notification_settings SET kinds = array_remove(kinds, 'lemon_deadline')`],
}) {}
