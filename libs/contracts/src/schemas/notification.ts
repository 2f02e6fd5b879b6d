import { z } from 'zod';
import {
  EMAIL_MODES,
  NOTIFICATIONS_PAGE_MAX,
  NOTIFICATIONS_PAGE_SIZE,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  NotificationMessages,
  isTimeZone,
} from '../notification';

const clock = z
  .string({ invalid_type_error: NotificationMessages.timeInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, NotificationMessages.timeInvalid)
  .nullable();

/** PUT /api/account/notifications: the whole of the owner's settings, field by field (the API's body). */
export const notificationSettingsFields = () =>
  z.object({
    kinds: z.array(z.enum(NOTIFICATION_KINDS, { errorMap: () => ({ message: NotificationMessages.kindUnknown }) })).max(NOTIFICATION_KINDS.length),
    channels: z.array(z.enum(NOTIFICATION_CHANNELS, { errorMap: () => ({ message: NotificationMessages.channelUnknown }) })).max(NOTIFICATION_CHANNELS.length),
    email_mode: z.enum(EMAIL_MODES, { errorMap: () => ({ message: NotificationMessages.modeInvalid }) }),
    quiet_start: clock,
    quiet_end: clock,
    time_zone: z.string({ invalid_type_error: NotificationMessages.timeZoneInvalid }).refine(isTimeZone, NotificationMessages.timeZoneInvalid),
  });
export type NotificationSettingsInput = z.infer<ReturnType<typeof notificationSettingsFields>>;

/** POST /api/account/notifications/time-zone: the browser's zone, taken only while the owner has saved no settings. */
export const browserTimeZoneFields = () =>
  z.object({ time_zone: z.string({ invalid_type_error: NotificationMessages.timeZoneInvalid }).refine(isTimeZone, NotificationMessages.timeZoneInvalid) });
export type BrowserTimeZoneInput = z.infer<ReturnType<typeof browserTimeZoneFields>>;

/** The rule between the quiet hours' two fields: both or neither, and not the same time. */
export function quietHoursProblem(
  value: Pick<NotificationSettingsInput, 'quiet_start' | 'quiet_end'>,
): { field: 'quiet_start' | 'quiet_end'; message: string } | null {
  if ((value.quiet_start === null) !== (value.quiet_end === null)) {
    return { field: value.quiet_start === null ? 'quiet_start' : 'quiet_end', message: NotificationMessages.quietBoth };
  }
  if (value.quiet_start !== null && value.quiet_start === value.quiet_end) return { field: 'quiet_end', message: NotificationMessages.quietSame };
  return null;
}

/** The settings form: the fields and the rule between them. */
export const notificationSettingsSchema = () =>
  notificationSettingsFields().superRefine((value, ctx) => {
    const problem = quietHoursProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });

/** GET /api/notifications?page=&page_size= */
export const notificationPageQuerySchema = z
  .object({
    page: z.coerce
      .number({ invalid_type_error: NotificationMessages.pageInvalid })
      .int(NotificationMessages.pageInvalid)
      .min(1, NotificationMessages.pageInvalid)
      .max(100_000, NotificationMessages.pageInvalid)
      .default(1),
    page_size: z.coerce
      .number({ invalid_type_error: NotificationMessages.pageSizeInvalid })
      .int(NotificationMessages.pageSizeInvalid)
      .min(1, NotificationMessages.pageSizeInvalid)
      .max(NOTIFICATIONS_PAGE_MAX, NotificationMessages.pageSizeInvalid)
      .default(NOTIFICATIONS_PAGE_SIZE),
  })
  .strict();
export type NotificationPageQuery = z.infer<typeof notificationPageQuerySchema>;
