import { createUserOwnedTable } from './ddl';
import { sqlMigration } from './sql-migration';

/**
 * Alerts that reach the owner: each notification once per (owner, kind, subject, day) — the
 * unique key decides, so a restart or two workers never make it twice; the owner's settings
 * (which alerts, which channels, immediate mail or a daily digest, quiet hours); the digests
 * sent (one per owner and local day); and the scan's lease, so one worker scans per period.
 */
export class Notifications1764700000000 extends sqlMigration({
  up: [
    createUserOwnedTable('notifications', { usersRef: 'users(id)' })`
        kind varchar(40) NOT NULL,
        subject_type varchar(16) NOT NULL,
        subject_id integer NOT NULL,
        day date NOT NULL,
        title varchar(300) NOT NULL,
        body text NOT NULL,
        link varchar(300) NOT NULL,
        in_app boolean NOT NULL DEFAULT true,
        email_state varchar(16) NOT NULL DEFAULT 'none',
        read_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT notifications_once UNIQUE (user_id, kind, subject_type, subject_id, day)`,
    `CREATE INDEX notifications_inbox ON notifications (user_id, id DESC) WHERE in_app`,
    `CREATE INDEX notifications_digest ON notifications (user_id) WHERE email_state = 'digest'`,
    `
      CREATE TABLE notification_settings (
        user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        kinds text[] NOT NULL,
        channels text[] NOT NULL,
        email_mode varchar(16) NOT NULL DEFAULT 'immediate',
        quiet_start varchar(5),
        quiet_end varchar(5),
        time_zone varchar(64) NOT NULL DEFAULT 'UTC',
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    createUserOwnedTable('notification_digests', { usersRef: 'users(id)' })`
        day date NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT notification_digests_once UNIQUE (user_id, day)`,
    `CREATE TABLE notification_scans (name varchar(40) PRIMARY KEY, next_at timestamptz NOT NULL, started_at timestamptz)`,
    `INSERT INTO notification_scans (name, next_at) VALUES ('alerts', now())`,
  ],
  down: [`DROP TABLE notification_scans`, `DROP TABLE notification_digests`, `DROP TABLE notification_settings`, `DROP TABLE notifications`],
}) {}
