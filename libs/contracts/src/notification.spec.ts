import { DEFAULT_NOTIFICATION_SETTINGS, NotificationMessages, isTimeZone, notificationBellLabel } from './notification';
import { notificationPageQuerySchema, notificationSettingsSchema } from './schemas/notification';

const firstMessage = (input: unknown) => {
  const parsed = notificationSettingsSchema().safeParse(input);
  return parsed.success ? null : { field: parsed.error.issues[0].path[0], message: parsed.error.issues[0].message };
};

describe('notification settings', () => {
  it('accepts the defaults and quiet hours that wrap midnight', () => {
    expect(firstMessage(DEFAULT_NOTIFICATION_SETTINGS)).toBeNull();
    expect(firstMessage({ ...DEFAULT_NOTIFICATION_SETTINGS, quiet_start: '22:00', quiet_end: '07:00', time_zone: 'America/Chicago' })).toBeNull();
  });

  it.each([
    [{ kinds: ['claim_lost'] }, 'kinds', NotificationMessages.kindUnknown],
    [{ channels: ['sms'] }, 'channels', NotificationMessages.channelUnknown],
    [{ email_mode: 'weekly' }, 'email_mode', NotificationMessages.modeInvalid],
    [{ quiet_start: '7:00', quiet_end: '08:00' }, 'quiet_start', NotificationMessages.timeInvalid],
    [{ quiet_start: '22:00' }, 'quiet_end', NotificationMessages.quietBoth],
    [{ quiet_start: '22:00', quiet_end: '22:00' }, 'quiet_end', NotificationMessages.quietSame],
    [{ time_zone: 'Mars/Olympus' }, 'time_zone', NotificationMessages.timeZoneInvalid],
  ])('refuses %p', (change, field, message) => {
    expect(firstMessage({ ...DEFAULT_NOTIFICATION_SETTINGS, ...change })).toEqual({ field, message });
  });

  it('pages from 1, at most 100 a page', () => {
    expect(notificationPageQuerySchema.parse({})).toEqual({ page: 1, page_size: 20 });
    expect(notificationPageQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(notificationPageQuerySchema.safeParse({ page_size: '101' }).success).toBe(false);
  });

  it('names the bell with its count', () => {
    expect(notificationBellLabel(0)).toBe('Notifications');
    expect(notificationBellLabel(3)).toBe('Notifications, 3 unread');
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('')).toBe(false);
  });
});
