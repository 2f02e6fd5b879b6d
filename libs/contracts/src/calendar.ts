export type { CalendarFeedLink } from './schemas/answers/calendar';

/** An event that left the feed is published cancelled this many days, so subscribed calendars remove it, then dropped. */
export const CALENDAR_CANCELLED_KEEP_DAYS = 30;

export const CalendarMessages = {
  /** What the feed holds, in the Settings section. */
  holds:
    "Every deadline the app knows, as all-day events: the dealer's answer due on each sent claim and its follow-up day, offer deadlines, a visit's expected date out, and each vehicle's lemon-law window end.",
  warning: 'Anyone with this link can read these dates. Make a new link if it was shared by mistake.',
  rotateConfirm: 'Make a new link? Calendars subscribed to the current one stop updating until you subscribe them to the new one.',
  revokeConfirm: 'Turn the calendar feed off? Calendars subscribed to it stop updating.',
} as const;

export const CalendarToasts = {
  copied: { title: 'Copied', description: 'The calendar link is on your clipboard: paste it where your calendar app subscribes to a calendar by URL.' },
  copyFailed: { title: 'Could not copy', description: 'Select the link and copy it yourself.' },
  rotated: { title: 'New calendar link', description: 'The old link no longer works: subscribe your calendar app to the new one.' },
  revoked: { title: 'Calendar feed off', description: 'The link no longer works.' },
  failed: { title: 'Calendar link not changed', description: 'Please try again.' },
} as const;
