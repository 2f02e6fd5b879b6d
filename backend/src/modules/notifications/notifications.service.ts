import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NotificationMessages,
  type AppNotification,
  type NotificationChannel,
  type NotificationPage,
  type NotificationSettings,
  type NotificationSettingsInput,
} from '@dct/contracts';
import { quietHoursProblem } from '@dct/contracts/schemas';
import { InvalidFieldsError, NotFoundError } from '../../common/domain-errors';
import { NotificationEntity, NotificationSettingsEntity } from './notification.entity';

const SETTINGS_COLUMNS = 'kinds, channels, email_mode, quiet_start, quiet_end, time_zone';

interface NotificationRow extends Omit<AppNotification, 'read_at' | 'created_at'> {
  read_at: Date | null;
  created_at: Date;
}

const toNotification = (row: NotificationRow): AppNotification => ({
  id: row.id,
  kind: row.kind,
  subject_type: row.subject_type,
  subject_id: row.subject_id,
  day: row.day,
  title: row.title,
  body: row.body,
  link: row.link,
  read_at: row.read_at ? row.read_at.toISOString() : null,
  created_at: row.created_at.toISOString(),
});

/** The owner's notification centre and settings; the alerts themselves are written by the scan. */
@Injectable()
export class NotificationsService {
  constructor(
    @InjectRepository(NotificationEntity) private readonly notifications: Repository<NotificationEntity>,
    @InjectRepository(NotificationSettingsEntity) private readonly settingsRows: Repository<NotificationSettingsEntity>,
  ) {}

  /** A page of the owner's notifications, newest first, with how many are unread. */
  async list(userId: number, page: number, pageSize: number): Promise<NotificationPage> {
    const [items, [counts]] = await Promise.all([
      this.notifications.query<NotificationRow[]>(
        `SELECT id, kind, subject_type, subject_id, day, title, body, link, read_at, created_at
         FROM notifications WHERE user_id = $1 AND in_app ORDER BY id DESC LIMIT $2 OFFSET $3`,
        [userId, pageSize, (page - 1) * pageSize],
      ),
      this.notifications.query<Array<{ total: number; unread: number }>>(
        `SELECT count(*)::int AS total, (count(*) FILTER (WHERE read_at IS NULL))::int AS unread FROM notifications WHERE user_id = $1 AND in_app`,
        [userId],
      ),
    ]);
    return { items: items.map(toNotification), unread: counts.unread, total: counts.total, page, page_size: pageSize };
  }

  /** Marks one of the owner's notifications read (another owner's is a 404) and returns it. */
  async markRead(userId: number, id: number): Promise<AppNotification> {
    const [rows] = await this.notifications.query<[NotificationRow[], number]>(
      `UPDATE notifications SET read_at = coalesce(read_at, now()) WHERE id = $1 AND user_id = $2 AND in_app
       RETURNING id, kind, subject_type, subject_id, day, title, body, link, read_at, created_at`,
      [id, userId],
    );
    if (!rows[0]) throw new NotFoundError(NotificationMessages.notFound);
    return toNotification(rows[0]);
  }

  /** Marks every unread notification of the owner's read; answers how many it marked. */
  async markAllRead(userId: number): Promise<{ marked: number }> {
    const [, marked] = await this.notifications.query<[unknown[], number]>(
      `UPDATE notifications SET read_at = now() WHERE user_id = $1 AND in_app AND read_at IS NULL`,
      [userId],
    );
    return { marked };
  }

  async settings(userId: number): Promise<NotificationSettings> {
    const [row] = await this.settingsRows.query<NotificationSettings[]>(`SELECT ${SETTINGS_COLUMNS} FROM notification_settings WHERE user_id = $1`, [userId]);
    return row ?? { ...DEFAULT_NOTIFICATION_SETTINGS, kinds: [...DEFAULT_NOTIFICATION_SETTINGS.kinds], channels: [...DEFAULT_NOTIFICATION_SETTINGS.channels] };
  }

  /** Many owners' settings at once (the scan); owners without a row have the defaults. */
  async settingsOf(userIds: readonly number[]): Promise<Map<number, NotificationSettings>> {
    const rows = await this.settingsRows.query<Array<NotificationSettings & { user_id: number }>>(
      `SELECT user_id, ${SETTINGS_COLUMNS} FROM notification_settings WHERE user_id = ANY($1)`,
      [[...userIds]],
    );
    const found = new Map(rows.map(({ user_id, ...settings }) => [user_id, settings]));
    return new Map(userIds.map((id) => [id, found.get(id) ?? DEFAULT_NOTIFICATION_SETTINGS]));
  }

  /**
   * The owner's time zone on first sign-in: the browser's, written with the other defaults only
   * while the owner has no settings saved, so a zone chosen in Settings is never replaced.
   */
  async adoptBrowserTimeZone(userId: number, timeZone: string): Promise<NotificationSettings> {
    const defaults = DEFAULT_NOTIFICATION_SETTINGS;
    await this.settingsRows.query(
      `INSERT INTO notification_settings (user_id, ${SETTINGS_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (user_id) DO NOTHING`,
      [userId, [...defaults.kinds], [...defaults.channels], defaults.email_mode, defaults.quiet_start, defaults.quiet_end, timeZone],
    );
    return this.settings(userId);
  }

  async saveSettings(userId: number, input: NotificationSettingsInput): Promise<NotificationSettings> {
    const problem = quietHoursProblem(input);
    if (problem) throw new InvalidFieldsError({ [problem.field]: [problem.message] });
    const kinds = [...new Set(input.kinds)];
    const channels = [...new Set(input.channels)];
    await this.settingsRows.query(
      `INSERT INTO notification_settings (user_id, ${SETTINGS_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (user_id) DO UPDATE SET kinds = $2, channels = $3, email_mode = $4, quiet_start = $5, quiet_end = $6, time_zone = $7, updated_at = now()`,
      [userId, kinds, channels, input.email_mode, input.quiet_start, input.quiet_end, input.time_zone],
    );
    return this.settings(userId);
  }

  /**
   * Turns a channel on in the owner's saved settings, if they lack it (subscribing a browser to
   * push is the owner's opt-in). An owner without saved settings has the defaults, which hold every
   * channel this is used for.
   */
  async addChannel(manager: EntityManager, userId: number, channel: NotificationChannel): Promise<void> {
    await manager.query(
      `UPDATE notification_settings SET channels = array_append(channels, $2), updated_at = now() WHERE user_id = $1 AND NOT ($2 = ANY(channels))`,
      [userId, channel],
    );
  }

  /**
   * One of the owner's alerts as a push message needs it, with the owner's unread count in the
   * app; undefined when it is gone or not theirs.
   */
  async forPush(
    userId: number,
    id: number,
  ): Promise<{ alert: Pick<AppNotification, 'id' | 'title' | 'body' | 'link'>; read: boolean; unread: number } | undefined> {
    const [row] = await this.notifications.query<Array<{ id: number; title: string; body: string; link: string; read: boolean; unread: number }>>(
      `SELECT id, title, body, link, read_at IS NOT NULL AS read,
         (SELECT count(*)::int FROM notifications WHERE user_id = $1 AND in_app AND read_at IS NULL) AS unread
       FROM notifications WHERE id = $2 AND user_id = $1`,
      [userId, id],
    );
    if (!row) return undefined;
    return { alert: { id: row.id, title: row.title, body: row.body, link: row.link }, read: row.read, unread: row.unread };
  }

  /** The one-click unsubscribe: alert e-mails off, everything else as it was. */
  async turnOffEmail(userId: number): Promise<void> {
    const current = await this.settings(userId);
    try {
      await this.saveSettings(userId, { ...current, channels: current.channels.filter((channel) => channel !== 'email') });
    } catch (error) {
      // The account is gone (its settings' foreign key): nothing is mailed to it anyway.
      if ((error as { code?: string }).code !== '23503') throw error;
    }
  }
}
