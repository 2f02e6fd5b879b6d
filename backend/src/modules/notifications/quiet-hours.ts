import { DIGEST_HOUR, type NotificationSettings } from '@dct/contracts';

/** A moment's calendar day and minute of the day in a time zone. */
export function localClock(now: Date, timeZone: string): { day: string; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * When the owner's quiet hours end, if `now` falls within them (in their time zone); null when
 * mail may go now. Hours that wrap midnight (22:00–07:00) are understood.
 */
export function quietUntil(now: Date, settings: Pick<NotificationSettings, 'quiet_start' | 'quiet_end' | 'time_zone'>): Date | null {
  if (settings.quiet_start === null || settings.quiet_end === null) return null;
  const start = minutesOf(settings.quiet_start);
  const end = minutesOf(settings.quiet_end);
  const { minutes } = localClock(now, settings.time_zone);
  const quiet = start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
  if (!quiet) return null;
  const wait = (end - minutes + 1440) % 1440;
  const minuteStart = Math.floor(now.getTime() / 60_000) * 60_000;
  return new Date(minuteStart + wait * 60_000);
}

/**
 * The owner's daily digest at `now`: null before the digest hour in their time zone; from then on
 * it is gathered, and goes at once or at the first minute outside their quiet hours (`sendAt`).
 * The scan that gathers it need not fall outside them: hours of 00:00–23:59 leave one minute a
 * day, which a scan every few minutes would rarely hit.
 */
export function digestTiming(now: Date, settings: Pick<NotificationSettings, 'quiet_start' | 'quiet_end' | 'time_zone'>): { sendAt: Date | null } | null {
  if (localClock(now, settings.time_zone).minutes < DIGEST_HOUR * 60) return null;
  return { sendAt: quietUntil(now, settings) };
}
