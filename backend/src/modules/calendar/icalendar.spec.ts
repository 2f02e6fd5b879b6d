import { CALENDAR_CANCELLED_KEEP_DAYS } from '@dct/contracts';
import { contentHash, planFeed, type FeedEvent, type PublishedEvent } from './feed-events';
import { escapeText, foldLine, renderCalendar } from './icalendar';

const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('leaves a line of 75 octets as it is', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`;
    expect(foldLine(line)).toBe(line);
  });

  it('folds a long line at 75 octets, continuations starting with a space', () => {
    const line = `DESCRIPTION:${'y'.repeat(200)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe(line);
  });

  it('never splits a multi-byte character across lines', () => {
    const line = `SUMMARY:${'é☃𝄞'.repeat(40)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
      expect(part).not.toContain('\uFFFD');
    }
    expect(unfold(folded)).toBe(line);
  });
});

describe(renderCalendar.name, () => {
  const event: PublishedEvent = {
    uid: 'claim-12-response-due',
    content_hash: 'h',
    content: { day: '2026-12-31', summary: 'Acme, Inc.; answer due', description: 'Line one\nline two', link: '/claims/12' },
    sequence: 3,
    changed_at: new Date('2026-11-28T04:45:00.123Z'),
    cancelled_at: null,
  };

  it('writes an all-day event with CRLF line ends and escaped text', () => {
    const text = renderCalendar({ name: 'Deadlines', host: 'app.example', appUrl: 'https://app.example', events: [event] });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    const lines = unfold(text).split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'X-WR-CALNAME:Deadlines',
        'UID:claim-12-response-due@app.example',
        'DTSTAMP:20261128T044500Z',
        'SEQUENCE:3',
        'DTSTART;VALUE=DATE:20261231',
        'DTEND;VALUE=DATE:20270101',
        'SUMMARY:Acme\\, Inc.\\; answer due',
        'DESCRIPTION:Line one\\nline two\\nhttps://app.example/claims/12',
        'URL:https://app.example/claims/12',
        'STATUS:CONFIRMED',
      ]),
    );
  });

  it('writes a cancelled event as STATUS:CANCELLED', () => {
    const text = renderCalendar({ name: 'D', host: 'h', appUrl: 'https://h', events: [{ ...event, cancelled_at: new Date() }] });
    expect(text).toContain('STATUS:CANCELLED\r\n');
  });
});

describe(planFeed.name, () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const current: FeedEvent = { uid: 'claim-1-response-due', day: '2026-12-01', summary: 'S', description: 'D', link: '/claims/1' };
  const { uid: _uid, ...content } = current;
  const stored: PublishedEvent = { uid: current.uid, content_hash: contentHash(content), content, sequence: 2, changed_at: new Date(0), cancelled_at: null };

  it('starts a new event at SEQUENCE 0 and leaves an unchanged one as it is', () => {
    expect(planFeed([], [current], now).write).toEqual([expect.objectContaining({ uid: current.uid, sequence: 0, changed_at: now })]);
    const same = planFeed([stored], [current], now);
    expect(same.write).toEqual([]);
    expect(same.feed).toEqual([stored]);
  });

  it('raises the SEQUENCE of a changed event', () => {
    const plan = planFeed([stored], [{ ...current, day: '2026-12-05' }], now);
    expect(plan.write).toEqual([
      expect.objectContaining({ uid: current.uid, sequence: 3, cancelled_at: null, content: expect.objectContaining({ day: '2026-12-05' }) }),
    ]);
  });

  it('cancels an event that is gone, keeps it cancelled, then drops it after the keep days', () => {
    const cancelled = planFeed([stored], [], now);
    expect(cancelled.write).toEqual([expect.objectContaining({ sequence: 3, cancelled_at: now })]);
    const kept = planFeed(cancelled.write, [], new Date(now.getTime() + 86_400_000));
    expect(kept.write).toEqual([]);
    expect(kept.feed).toHaveLength(1);
    const dropped = planFeed(cancelled.write, [], new Date(now.getTime() + (CALENDAR_CANCELLED_KEEP_DAYS + 1) * 86_400_000));
    expect(dropped).toEqual({ write: [], drop: [current.uid], feed: [] });
  });

  it('brings a cancelled event back with a higher SEQUENCE', () => {
    const back = planFeed([{ ...stored, sequence: 3, cancelled_at: now }], [current], now);
    expect(back.write).toEqual([expect.objectContaining({ sequence: 4, cancelled_at: null })]);
  });
});
