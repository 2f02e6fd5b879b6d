import { createUserOwnedTable } from './ddl';
import { sqlMigration } from './sql-migration';

/**
 * The browsers that accepted push notifications: one row per push service address (a browser
 * profile), owned by whoever signed in on it last. A push job names its row by id and reads it
 * when sending, so a browser removed meanwhile is simply not sent to.
 */
export class PushSubscriptions1764800000000 extends sqlMigration({
  up: [
    createUserOwnedTable('push_subscriptions', { usersRef: 'users(id)' })`
        endpoint text NOT NULL CONSTRAINT push_subscriptions_endpoint UNIQUE CHECK (length(endpoint) <= 1000),
        p256dh varchar(100) NOT NULL,
        auth varchar(30) NOT NULL,
        user_agent varchar(300),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_sent_at timestamptz`,
    `CREATE INDEX push_subscriptions_owner ON push_subscriptions (user_id, created_at)`,
  ],
  down: [`DROP TABLE push_subscriptions`],
}) {}
