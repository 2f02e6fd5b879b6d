import { addDays } from './days';
import { labelledValues } from './labelled-values';
import { failureToast } from './record-toasts';
// The settings form's zod schema is `@dct/contracts/schemas` (schemas/notification.ts); its type is re-exported here.
export type { BrowserTimeZoneInput, NotificationPageQuery, NotificationSettingsInput } from './schemas/notification';
import type { NotificationSettings } from './schemas/answers/notification';
export type { AppNotification, NotificationPage, NotificationSettings } from './schemas/answers/notification';

/**
 * What the alert scan notices. Each kind has its own words, a link to its record and a setting;
 * each fires once per (owner, subject, kind, day), `day` being the day the alert is about.
 * With each kind, the settings page's words for it.
 */
export const { values: NOTIFICATION_KINDS, labels: NOTIFICATION_KIND_LABELS } = labelledValues({
  claim_due_tomorrow: "A dealer's answer is due tomorrow",
  claim_overdue: "A dealer's answer is overdue",
  claim_no_response: 'A sent claim has had no response',
  lemon_near: 'A vehicle reaches 80% of a lemon-law threshold',
  lemon_met: 'A vehicle reaches a lemon-law threshold',
  lemon_window_ending: 'A lemon-law window ends within 30 days',
  visit_open_long: 'A visit has been open more than 14 days',
  offer_deadline: "A dealer's offer ends in 2 days",
  visit_expected_out_passed: "A visit's expected date out has passed",
  lemon_deadline: 'A lemon-law deadline from the correspondence log is a week away or due',
  dealer_reply: 'A dealer answered a claim by e-mail',
});
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_SUBJECTS = ['claim', 'vehicle', 'visit'] as const;
export type NotificationSubject = (typeof NOTIFICATION_SUBJECTS)[number];

/** push reaches only the browsers the owner allowed (POST /api/push/subscriptions), one message per alert. */
export const { values: NOTIFICATION_CHANNELS, labels: NOTIFICATION_CHANNEL_LABELS } = labelledValues({
  email: 'E-mail',
  in_app: 'In the app (the bell)',
  push: 'Push notifications (on browsers you allow)',
});
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** immediate: one mail per alert; digest: one mail a day gathering the day's alerts. */
export const { values: EMAIL_MODES, labels: EMAIL_MODE_LABELS } = labelledValues({ immediate: 'One e-mail per alert', digest: 'One e-mail a day (digest)' });
export type EmailMode = (typeof EMAIL_MODES)[number];

/** A visit open longer than this many days is pointed out. */
export const VISIT_OPEN_ALERT_DAYS = 14;
/** An offer's deadline is pointed out this many days before. */
export const OFFER_DEADLINE_ALERT_DAYS = 2;
/** The lemon-law window's end is pointed out within this many days, at this share of a threshold or more. */
export const LEMON_WINDOW_ALERT_DAYS = 30;
export const LEMON_WINDOW_ALERT_SHARE = 0.5;
/** A deadline of the correspondence log (the manufacturer's answer, its final repair, a filing window) is pointed out this many days before, and on the day. */
export const LEMON_DEADLINE_ALERT_DAYS = 7;

/**
 * The days the alerts and the calendar feed both date things by, computed once here.
 * A sent claim's follow-up day: `claimResponseDays` after it was sent with no answer (null before it is sent).
 */
export const claimFollowUpDay = (sentDay: string | null, claimResponseDays: number): string | null => (sentDay ? addDays(sentDay, claimResponseDays) : null);

/** The deadline of a dealer's offer on an answered claim (its `response_due`), or null when there is no offer with one. */
export const claimOfferDeadline = (claim: { status: string; response_due: string | null; offered_amount: number | null }): string | null =>
  claim.status === 'Response' && claim.response_due && claim.offered_amount !== null ? claim.response_due : null;

/** The day a visit still at the dealer has been there longer than VISIT_OPEN_ALERT_DAYS. */
export const visitOpenLongDay = (dateIn: string): string => addDays(dateIn, VISIT_OPEN_ALERT_DAYS + 1);
/** The digest goes at this local hour (or when quiet hours end, if they hold it). */
export const DIGEST_HOUR = 8;
/** A page of the notification centre. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_PAGE_MAX = 100;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  kinds: [...NOTIFICATION_KINDS],
  // Push reaches only browsers that subscribed, so it is on until the owner turns it off.
  channels: ['email', 'in_app', 'push'],
  email_mode: 'immediate',
  quiet_start: null,
  quiet_end: null,
  time_zone: 'UTC',
};

export const NotificationMessages = {
  notFound: 'Notification not found',
  kindUnknown: 'Choose alerts from the list',
  channelUnknown: 'Choose channels from the list',
  modeInvalid: 'Choose one e-mail per alert or a daily digest',
  timeInvalid: 'Enter a time as HH:MM',
  quietBoth: 'Enter both the start and the end of quiet hours, or neither',
  quietSame: 'Quiet hours must start and end at different times',
  timeZoneInvalid: 'Choose a time zone from the list',
  pageInvalid: 'page must be a whole number from 1',
  pageSizeInvalid: `page_size must be a whole number from 1 to ${NOTIFICATIONS_PAGE_MAX}`,
  unsubscribeInvalid: 'This unsubscribe link is not valid',
  unsubscribed: 'You will no longer receive alert e-mails. You can turn them back on in Settings.',
} as const;

export const NotificationToasts = {
  settingsSaved: { title: 'Notification settings saved' },
  settingsFailed: failureToast('save the notification settings'),
  markFailed: failureToast('mark the notifications as read'),
} as const;

/** The bell's accessible name: "Notifications, 3 unread". */
export const notificationBellLabel = (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');

/** Whether a time zone name is one the runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name.length > 0 && name.length <= 64;
  } catch {
    return false;
  }
}
