import { sqlMigration } from './sql-migration';

/**
 * The owners' calendar feeds (one each, found by the hash of the link's token) and the events
 * each feed last published, so a changed event goes out with a higher SEQUENCE and a removed one
 * goes out cancelled before it is dropped.
 */
export class CalendarFeeds1765600000000 extends sqlMigration({
  up: [
    `
      CREATE TABLE calendar_feeds (
        user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        token_seed char(64) NOT NULL,
        token_hash char(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE UNIQUE INDEX calendar_feeds_token_hash ON calendar_feeds (token_hash)`,
    `
      CREATE TABLE calendar_events (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        uid varchar(100) NOT NULL,
        content_hash char(64) NOT NULL,
        content jsonb NOT NULL,
        sequence integer NOT NULL,
        changed_at timestamptz NOT NULL,
        cancelled_at timestamptz,
        PRIMARY KEY (user_id, uid)
      )`,
  ],
  down: [`DROP TABLE calendar_events`, `DROP TABLE calendar_feeds`],
}) {}
