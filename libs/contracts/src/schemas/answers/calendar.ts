import { z } from 'zod';

/** GET /api/calendar/token: the owner's calendar subscription address. */
export const calendarFeedLinkSchema = z.object({
  url: z
    .string()
    .describe("The owner's iCalendar feed (absolute, https:// in production): a calendar app subscribes to it; whoever holds it reads the deadlines"),
});
/** GET /api/calendar/token (and rotate): the address a calendar app subscribes to. */
export type CalendarFeedLink = z.infer<typeof calendarFeedLinkSchema>;
