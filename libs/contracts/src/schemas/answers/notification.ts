import { z } from 'zod';
import { EMAIL_MODES, NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, NOTIFICATION_SUBJECTS } from '../../notification';
import { day, instant, rowId } from './common';

/** An alert in the app's bell. */
export const appNotificationSchema = z.object({
  id: rowId(),
  kind: z.enum(NOTIFICATION_KINDS),
  subject_type: z.enum(NOTIFICATION_SUBJECTS),
  subject_id: rowId(),
  day: day().describe("The day the alert is about (a due date, a window's end…)"),
  title: z.string(),
  body: z.string(),
  link: z.string().describe("The app's path of the record (`/claims/12`)"),
  read_at: instant().nullable(),
  created_at: instant(),
});
/** One alert, as the notification centre lists it. */
export type AppNotification = z.infer<typeof appNotificationSchema>;

/** GET /api/notifications: a page of alerts, newest first. */
export const notificationPageSchema = z.object({
  items: z.array(appNotificationSchema),
  unread: z.number().int().describe('Unread notifications of the owner, all pages'),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
/** GET /api/notifications */
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** POST /api/notifications/read-all. */
export const markedReadSchema = z.object({
  marked: z.number().int().describe('How many notifications were marked read'),
});

/** GET/PUT /api/notifications/settings: what the owner is told about, and how. */
export const savedNotificationSettingsSchema = z.object({
  kinds: z.array(z.enum(NOTIFICATION_KINDS)).describe('The kinds the owner is told about'),
  channels: z.array(z.enum(NOTIFICATION_CHANNELS)),
  email_mode: z.enum(EMAIL_MODES),
  quiet_start: z.string().nullable().describe("'HH:MM' in the owner's time zone, or both null for none; mail is held until they end"),
  quiet_end: z.string().nullable(),
  time_zone: z.string().describe("An IANA time zone ('America/Chicago')"),
});
/** GET/PUT /api/account/notifications */
export type NotificationSettings = z.infer<typeof savedNotificationSettingsSchema>;
