import { sqlMigration } from './sql-migration';

/**
 * The alert for a dealer's reply by e-mail is on for owners who saved their alert settings before
 * it existed, as it is for everyone else. Taken out again on the way down.
 */
export class DealerReplyAlert1795860000000 extends sqlMigration({
  up: [`UPDATE notification_settings SET kinds = array_append(kinds, 'dealer_reply') WHERE NOT ('dealer_reply' = ANY(kinds))`],
  down: [`UPDATE notification_settings SET kinds = array_remove(kinds, 'dealer_reply')`],
}) {}
