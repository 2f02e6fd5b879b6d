import { addDays } from '@dct/contracts';
import type { PublishedEvent } from './feed-events';

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** RFC 5545 §3.3.11: a TEXT value with backslashes, semicolons, commas and line breaks escaped. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 §3.1: a content line longer than 75 octets is folded, each continuation starting with
 * one space; a UTF-8 character is never split across lines.
 */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line, 'utf8') <= MAX_LINE_OCTETS) return line;
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // Continuation lines give one octet to their leading space.
    const limit = lines.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

const compactDay = (day: string) => day.replace(/-/g, '');
/** A UTC DATE-TIME: 20261128T044500Z. */
const utcStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export interface CalendarDocument {
  /** The calendar's name in the subscriber's list (X-WR-CALNAME). */
  name: string;
  /** The UIDs' host part: the app's host name. */
  host: string;
  /** The app's public address: the events' URL is its page of the record. */
  appUrl: string;
  events: readonly PublishedEvent[];
}

/** The feed as an iCalendar object (RFC 5545): one all-day VEVENT per event, CRLF line ends, folded. */
export function renderCalendar({ name, host, appUrl, events }: CalendarDocument): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Downtime Claim Tracker//Calendar feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
  ];
  for (const event of events) {
    const { day, summary, description, link } = event.content;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}@${host}`,
      `DTSTAMP:${utcStamp(event.changed_at)}`,
      `LAST-MODIFIED:${utcStamp(event.changed_at)}`,
      `SEQUENCE:${event.sequence}`,
      `DTSTART;VALUE=DATE:${compactDay(day)}`,
      `DTEND;VALUE=DATE:${compactDay(addDays(day, 1))}`,
      `SUMMARY:${escapeText(summary)}`,
      `DESCRIPTION:${escapeText(`${description}\n${appUrl}${link}`)}`,
      `URL:${appUrl}${link}`,
      `STATUS:${event.cancelled_at ? 'CANCELLED' : 'CONFIRMED'}`,
      // A deadline is a day to know, not time taken.
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
