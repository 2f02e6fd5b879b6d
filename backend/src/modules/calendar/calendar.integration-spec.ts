import ICAL from 'ical.js';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CALENDAR_CANCELLED_KEEP_DAYS, addDays, addMonths, todayIso, type CalendarFeedLink } from '@dct/contracts';
import { appForTests, createDealer, createOwner, createSentClaim, createVehicle, createVisit, type SignedInOwner } from '../../../test/test-app';

interface FeedEvent {
  uid: string;
  sequence: number;
  start: string;
  end: string;
  allDay: boolean;
  summary: string;
  url: string;
  status: string | null;
}

describe('The calendar feed (integration)', () => {
  const running = appForTests();
  const db = () => running.app.get(DataSource);
  const server = () => running.app.getHttpServer() as Parameters<typeof request>[0];
  const today = todayIso();

  const linkOf = async (owner: SignedInOwner) => ((await owner.agent.get('/api/calendar/token').expect(200)).body as CalendarFeedLink).url;
  const pathOf = (url: string) => new URL(url).pathname;

  /** The feed at this address, read without a session and parsed by ical.js. */
  async function readFeed(url: string): Promise<{ name: string; events: FeedEvent[] }> {
    const response = await request(server()).get(pathOf(url)).expect(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    const text = response.text;
    expect(text.endsWith('\r\n')).toBe(true);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    const events = calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        sequence: event.sequence,
        start: event.startDate.toString(),
        end: event.endDate.toString(),
        allDay: event.startDate.isDate,
        summary: event.summary,
        url: String(component.getFirstPropertyValue('url')),
        status: component.getFirstPropertyValue('status') as string | null,
      };
    });
    return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events };
  }

  const eventOf = (events: FeedEvent[], uidStart: string) => events.find((event) => event.uid.startsWith(`${uidStart}@`));

  const sentClaim = (owner: SignedInOwner, sentDay: string, due: string) => createSentClaim(running, owner, sentDay, due);

  it('answers the same absolute link each time, and needs a session for it', async () => {
    const owner = await createOwner(running, 'calendar-link');
    const url = await linkOf(owner);
    expect(url).toMatch(new RegExp(`^${running.config.appUrl}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(await linkOf(owner)).toBe(url);
    await request(server()).get('/api/calendar/token').expect(401);
    const [stored] = await db().query<Array<{ token_hash: string }>>('SELECT token_hash FROM calendar_feeds WHERE user_id = $1', [owner.user.id]);
    expect(url).not.toContain(stored.token_hash.trim());
  });

  it("publishes a sent claim's due date and a lemon-law window, carries changes by SEQUENCE, cancels what is gone, and opens nothing once rotated or revoked", async () => {
    const owner = await createOwner(running, 'calendar');
    const claim = await sentClaim(owner, addDays(today, -3), addDays(today, 11));
    // California: 18 months from delivery.
    const delivery = addDays(addMonths(today, -18), 40);
    const vehicle = await createVehicle(owner, { registration_state: 'CA', delivery_date: delivery });
    const dealer = await createDealer(owner, { name: 'Comma, Semicolon; Motors' });
    await createVisit(owner, { vehicle_id: vehicle.id, dealer_id: dealer.id, date_in: addDays(delivery, 10), date_out: addDays(delivery, 12) });
    const url = await linkOf(owner);

    const first = await readFeed(url);
    expect(first.name).toBeTruthy();
    const due = eventOf(first.events, `claim-${claim.id}-response-due`)!;
    expect(due).toMatchObject({ sequence: 0, allDay: true, start: addDays(today, 11), end: addDays(today, 12), status: 'CONFIRMED' });
    expect(due.url).toBe(`${running.config.appUrl}/claims/${claim.id}`);
    expect(due.summary).toContain(`claim #${claim.id}`);
    const window = eventOf(first.events, `vehicle-${vehicle.id}-lemon-window-ends`)!;
    expect(window).toMatchObject({ sequence: 0, allDay: true, url: `${running.config.appUrl}/vehicles/${vehicle.id}` });
    const watch = (await owner.agent.get(`/api/vehicles/${vehicle.id}/lemon-watch`).expect(200)).body as { period_ends: string };
    expect(window.start).toBe(watch.period_ends);

    // Read again unchanged: the same SEQUENCE.
    expect(eventOf((await readFeed(url)).events, `claim-${claim.id}-response-due`)!.sequence).toBe(0);

    await db().query('UPDATE claims SET response_due = $2 WHERE id = $1', [claim.id, addDays(today, 20)]);
    const moved = eventOf((await readFeed(url)).events, `claim-${claim.id}-response-due`)!;
    expect(moved).toMatchObject({ uid: due.uid, sequence: 1, start: addDays(today, 20), status: 'CONFIRMED' });

    await db().query(`UPDATE claims SET status = 'Closed' WHERE id = $1`, [claim.id]);
    const closed = eventOf((await readFeed(url)).events, `claim-${claim.id}-response-due`)!;
    expect(closed).toMatchObject({ uid: due.uid, sequence: 2, status: 'CANCELLED' });
    // Still cancelled, no new SEQUENCE, on the next read.
    expect(eventOf((await readFeed(url)).events, `claim-${claim.id}-response-due`)).toMatchObject({ sequence: 2, status: 'CANCELLED' });

    // A deleted claim (in the trash) leaves the feed the same way.
    const other = await sentClaim(owner, addDays(today, -1), addDays(today, 13));
    expect(eventOf((await readFeed(url)).events, `claim-${other.id}-response-due`)).toMatchObject({ sequence: 0, status: 'CONFIRMED' });
    await owner.agent.delete(`/api/claims/${other.id}`).expect(204);
    expect(eventOf((await readFeed(url)).events, `claim-${other.id}-response-due`)).toMatchObject({ sequence: 1, status: 'CANCELLED' });

    // Cancelled for 30 days, then dropped.
    await db().query(`UPDATE calendar_events SET cancelled_at = now() - make_interval(days => $2 + 1) WHERE user_id = $1 AND cancelled_at IS NOT NULL`, [
      owner.user.id,
      CALENDAR_CANCELLED_KEEP_DAYS,
    ]);
    const later = await readFeed(url);
    expect(eventOf(later.events, `claim-${claim.id}-response-due`)).toBeUndefined();
    expect(eventOf(later.events, `claim-${other.id}-response-due`)).toBeUndefined();
    expect(eventOf(later.events, `vehicle-${vehicle.id}-lemon-window-ends`)).toBeDefined();

    const rotated = ((await owner.agent.post('/api/calendar/token/rotate').expect(200)).body as CalendarFeedLink).url;
    expect(rotated).not.toBe(url);
    const gone = await request(server()).get(pathOf(url)).expect(404);
    expect(JSON.stringify(gone.body)).not.toMatch(/token|owner|calendar_feeds/i);
    expect(eventOf((await readFeed(rotated)).events, `vehicle-${vehicle.id}-lemon-window-ends`)).toBeDefined();
    expect(await linkOf(owner)).toBe(rotated);

    await owner.agent.delete('/api/calendar/token').expect(204);
    await request(server()).get(pathOf(rotated)).expect(404);
    // Asked again, a new link.
    expect(await linkOf(owner)).not.toBe(rotated);
  });

  it("never shows another owner's records", async () => {
    const first = await createOwner(running, 'calendar-first');
    const second = await createOwner(running, 'calendar-second');
    const claim = await sentClaim(first, addDays(today, -2), addDays(today, 12));
    const vehicle = await createVehicle(first, { registration_state: 'CA', delivery_date: addDays(today, -30) });
    await linkOf(first);
    const { events } = await readFeed(await linkOf(second));
    expect(events.filter((event) => event.uid.includes(`claim-${claim.id}-`) || event.uid.includes(`vehicle-${vehicle.id}-`))).toEqual([]);
    expect(events).toEqual([]);
  });

  it.each([
    ['a 10 kB token', 'a'.repeat(10_000)],
    ['a path climbing out', '..%2F..%2Fetc%2Fpasswd'],
    ['dots', '..'],
    ['unicode', encodeURIComponent('ünïcødé-☃-𝄞')],
    ['a token of the right shape no one has', 'A'.repeat(43)],
    ['a NUL byte', '%00'],
  ])('answers %s with 404', async (_label, token) => {
    const response = await request(server()).get(`/api/calendar/${token}.ics`);
    expect(response.status).toBe(404);
  });
});
