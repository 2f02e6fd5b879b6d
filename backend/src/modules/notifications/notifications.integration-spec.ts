import { DataSource } from 'typeorm';
import { addDays, addMonths, notificationBellLabel, todayIso, type AppNotification, type NotificationKind, type NotificationPage } from '@dct/contracts';
import type { RunningApp } from '../../bootstrap';
import {
  appForTests,
  createClaim,
  createDealer,
  createOwner,
  createSentClaim,
  createTestApp,
  createVehicle,
  createVisit,
  saveNotificationSettings,
  type SignedInOwner,
} from '../../../test/test-app';
import { AlertScanService } from './alert-scan.service';

describe('Alerts and the notification centre (integration)', () => {
  const running = appForTests();
  const db = () => running.app.get(DataSource);
  const scanner = () => running.app.get(AlertScanService);
  const now = new Date();
  const today = todayIso(now);

  const notificationsOf = (owner: SignedInOwner) =>
    db().query<Array<{ id: number; kind: NotificationKind; subject_id: number; day: string; email_state: string; link: string; title: string }>>(
      `SELECT id, kind, subject_id, to_char(day, 'YYYY-MM-DD') AS day, email_state, link, title FROM notifications WHERE user_id = $1 ORDER BY id`,
      [owner.user.id],
    );
  const mailsTo = (owner: SignedInOwner) =>
    db().query<Array<{ id: string; payload: { subject: string; text: string; unsubscribeUrl: string }; next_attempt_at: Date }>>(
      `SELECT id, payload, next_attempt_at FROM outbox_jobs WHERE kind = 'notification-mail' AND payload->>'to' = $1 ORDER BY id`,
      [owner.user.email],
    );

  /** Moves a claim to Sent as sending would, with the dates the test needs (no mail, no statement). */
  const sentClaim = (owner: SignedInOwner, sentDay: string, due: string) => createSentClaim(running, owner, sentDay, due);

  it('writes each due alert once, with its words and link, and one mail each: again, and from a second instance, nothing more', async () => {
    const owner = await createOwner(running, 'alerts');
    const dueTomorrow = await sentClaim(owner, addDays(today, -13), addDays(today, 1));
    const overdue = await sentClaim(owner, addDays(today, -17), addDays(today, -3));
    const moved = await sentClaim(owner, addDays(today, -20), addDays(today, 5));
    const offer = await createClaim(owner);
    await db().query(`UPDATE claims SET status = 'Response', sent_at = now(), offered_amount = 750, response_due = $2 WHERE id = $1`, [
      offer.id,
      addDays(today, 2),
    ]);
    const openVisit = await createVisit(owner, { date_in: addDays(today, -20), date_out: null, status: 'in_progress' });
    // California: more than 30 days out of service within 18 months. 25 days is 83%, and the window ends in 20 days.
    const delivery = addDays(addMonths(today, -18), 20);
    const near = await createVehicle(owner, { registration_state: 'CA', delivery_date: delivery });
    const met = await createVehicle(owner, { registration_state: 'CA', delivery_date: addDays(today, -200) });
    const dealer = await createDealer(owner);
    await createVisit(owner, { vehicle_id: near.id, dealer_id: dealer.id, date_in: addDays(delivery, 10), date_out: addDays(delivery, 35) });
    await createVisit(owner, { vehicle_id: met.id, dealer_id: dealer.id, date_in: addDays(today, -100), date_out: addDays(today, -69) });

    const first = await scanner().scan({ now });
    expect(first.created).toBeGreaterThanOrEqual(8);
    const written = await notificationsOf(owner);
    const summary = written.map(({ kind, subject_id, day, link }) => ({ kind, subject_id, day, link })).sort((a, b) => a.kind.localeCompare(b.kind));
    expect(summary).toEqual(
      [
        { kind: 'claim_due_tomorrow', subject_id: dueTomorrow.id, day: addDays(today, 1), link: `/claims/${dueTomorrow.id}` },
        { kind: 'claim_no_response', subject_id: moved.id, day: addDays(today, -6), link: `/claims/${moved.id}` },
        { kind: 'claim_overdue', subject_id: overdue.id, day: addDays(today, -3), link: `/claims/${overdue.id}` },
        { kind: 'lemon_met', subject_id: met.id, day: expect.any(String), link: `/vehicles/${met.id}` },
        { kind: 'lemon_near', subject_id: near.id, day: expect.any(String), link: `/vehicles/${near.id}` },
        { kind: 'lemon_window_ending', subject_id: near.id, day: expect.any(String), link: `/vehicles/${near.id}` },
        { kind: 'offer_deadline', subject_id: offer.id, day: addDays(today, 2), link: `/claims/${offer.id}` },
        { kind: 'visit_open_long', subject_id: openVisit.id, day: addDays(today, -5), link: `/visits/${openVisit.id}` },
      ].sort((a, b) => a.kind.localeCompare(b.kind)),
    );
    expect(written.find((row) => row.kind === 'claim_due_tomorrow')?.title).toBe("Test Motors's answer is due tomorrow");
    expect(written.find((row) => row.kind === 'offer_deadline')?.title).toBe("Test Motors's offer ends in 2 days");
    expect(written.find((row) => row.kind === 'lemon_near')?.title).toMatch(/is at 83% of a lemon-law threshold$/);
    const mails = await mailsTo(owner);
    expect(mails).toHaveLength(written.length);
    expect(mails.find((mail) => mail.payload.subject === "Test Motors's answer is overdue")?.payload.text).toContain(
      `Send reminder to the dealer (on the claim's page): ${running.config.appUrl}/claims/${overdue.id}`,
    );

    // The same day again, and from another instance on the same database: the unique key decides.
    const again = await scanner().scan({ now });
    expect(again.due).toBeGreaterThanOrEqual(written.length);
    const second = await createTestApp();
    try {
      await second.app.get(AlertScanService).scan({ now });
      await Promise.all([second.app.get(AlertScanService).scan({ now }), scanner().scan({ now })]);
    } finally {
      await second.close();
    }
    expect(await notificationsOf(owner)).toHaveLength(written.length);
    expect(await mailsTo(owner)).toHaveLength(written.length);
  });

  it('asks whether the car is back once an expected date out has passed, and not once the owner has confirmed it', async () => {
    const owner = await createOwner(running, 'alerts-expected');
    const visit = await createVisit(owner, { date_in: addDays(today, -3), date_out: addDays(today, 4), status: 'in_progress' });
    const later = (days: number) => new Date(now.getTime() + days * 86_400_000);
    // Saved ahead, so still in progress; on the expected day itself nothing is asked yet.
    await scanner().scan({ now: later(4) });
    expect(await notificationsOf(owner)).toEqual([]);
    await scanner().scan({ now: later(5) });
    expect(await notificationsOf(owner)).toEqual([
      expect.objectContaining({ kind: 'visit_expected_out_passed', subject_id: visit.id, day: addDays(today, 4), link: `/visits/${visit.id}` }),
    ]);
    await scanner().scan({ now: later(6) });
    expect(await notificationsOf(owner)).toHaveLength(1);
    // Moved to a later expected day: asked again when that one passes, not before.
    await owner.agent
      .patch(`/api/visits/${visit.id}`)
      .send({ date_out: addDays(today, 8) })
      .expect(200);
    await scanner().scan({ now: later(7) });
    expect(await notificationsOf(owner)).toHaveLength(1);
    await scanner().scan({ now: later(9) });
    expect((await notificationsOf(owner)).map((row) => row.day)).toEqual([addDays(today, 4), addDays(today, 8)]);
  });

  it('fires nothing before the dates arrive, and respects the kinds the owner turned off', async () => {
    const owner = await createOwner(running, 'alerts-early');
    await sentClaim(owner, today, addDays(today, 14));
    await createVisit(owner, { date_in: addDays(today, -14), date_out: null, status: 'in_progress' });
    await scanner().scan({ now });
    expect(await notificationsOf(owner)).toEqual([]);

    await saveNotificationSettings(owner, { channels: ['email', 'in_app'] });
    // A day later the visit is past 14 days, but the owner asked only for overdue answers.
    await scanner().scan({ now: new Date(now.getTime() + 86_400_000) });
    expect(await notificationsOf(owner)).toEqual([]);
  });

  it('lists, counts and marks read in the notification centre; another owner’s notification is a 404', async () => {
    const owner = await createOwner(running, 'centre');
    const other = await createOwner(running, 'centre-other');
    // Due 14 days after it was sent (CLAIM_RESPONSE_DAYS): the overdue alert says it, no "no response" beside it.
    await sentClaim(owner, addDays(today, -16), addDays(today, -2));
    await createVisit(owner, { date_in: addDays(today, -30), date_out: null, status: 'in_progress' });
    await scanner().scan({ now });

    const page = (await owner.agent.get('/api/notifications').expect(200)).body as NotificationPage;
    expect(page).toMatchObject({ unread: 2, total: 2, page: 1, page_size: 20 });
    expect(page.items.map((item) => item.kind).sort()).toEqual(['claim_overdue', 'visit_open_long']);
    expect(notificationBellLabel(page.unread)).toBe('Notifications, 2 unread');
    const [newest] = page.items;

    await other.agent.post(`/api/notifications/${newest.id}/read`).expect(404);
    expect(((await other.agent.get('/api/notifications').expect(200)).body as NotificationPage).total).toBe(0);
    const read = (await owner.agent.post(`/api/notifications/${newest.id}/read`).expect(200)).body as AppNotification;
    expect(read.read_at).not.toBeNull();
    expect(((await owner.agent.get('/api/notifications').expect(200)).body as NotificationPage).unread).toBe(1);
    expect((await owner.agent.post('/api/notifications/read-all').expect(200)).body).toEqual({ marked: 1 });
    expect(((await owner.agent.get('/api/notifications?page=1&page_size=1').expect(200)).body as NotificationPage).items).toHaveLength(1);
    expect(((await owner.agent.get('/api/notifications').expect(200)).body as NotificationPage).unread).toBe(0);

    await owner.agent.get('/api/notifications?page=0').expect(400);
    await owner.agent.get('/api/notifications?page_size=101').expect(400);
    await owner.agent.post('/api/notifications/abc/read').expect(404);
  });

  it("takes the browser's time zone on first sign-in only: a zone the owner saved stays", async () => {
    const owner = await createOwner(running, 'zone');
    const adopt = (time_zone: unknown) => owner.agent.post('/api/account/notifications/time-zone').send({ time_zone });
    expect((await owner.agent.get('/api/account/notifications').expect(200)).body.time_zone).toBe('UTC');
    expect((await adopt('America/Chicago').expect(200)).body).toMatchObject({ time_zone: 'America/Chicago', email_mode: 'immediate', quiet_start: null });
    const saved = (await owner.agent.get('/api/account/notifications').expect(200)).body as Record<string, unknown>;
    await owner.agent
      .put('/api/account/notifications')
      .send({ ...saved, time_zone: 'Europe/Paris' })
      .expect(200);
    expect((await adopt('America/Chicago').expect(200)).body.time_zone).toBe('Europe/Paris');
    expect((await adopt('Mars/Olympus').expect(400)).body.errors.time_zone).toEqual(['Choose a time zone from the list']);
  });

  it('holds mail through quiet hours in the owner’s time zone, and sends the alert in the app at once', async () => {
    const owner = await createOwner(running, 'quiet');
    await saveNotificationSettings(owner, { channels: ['email', 'in_app'], quiet_start: '22:00', quiet_end: '07:00', time_zone: 'America/Chicago' });
    await sentClaim(owner, addDays(today, -20), addDays(today, -2));
    // 23:30 in Chicago (05:30 UTC in winter): the mail waits until 07:00 there.
    const lateEvening = new Date(`${today}T05:30:00Z`);
    if (new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', timeZoneName: 'short' }).format(lateEvening).endsWith('CDT'))
      lateEvening.setUTCHours(4);
    await scanner().scan({ now: lateEvening });
    const [mail] = await mailsTo(owner);
    expect(mail.next_attempt_at.getTime() - lateEvening.getTime()).toBe(7.5 * 3_600_000);
    expect(((await owner.agent.get('/api/notifications').expect(200)).body as NotificationPage).unread).toBe(1);
  });

  it('gathers a day’s alerts into one digest mail at the digest hour, once', async () => {
    const owner = await createOwner(running, 'digest');
    await saveNotificationSettings(owner, { kinds: ['claim_overdue', 'visit_open_long'], channels: ['email', 'in_app'], email_mode: 'digest' });
    await sentClaim(owner, addDays(today, -20), addDays(today, -2));
    await createVisit(owner, { date_in: addDays(today, -30), date_out: null, status: 'in_progress' });
    const early = new Date(`${today}T06:00:00Z`);
    await scanner().scan({ now: early });
    expect((await notificationsOf(owner)).map((row) => row.email_state)).toEqual(['digest', 'digest']);
    expect(await mailsTo(owner)).toEqual([]);

    const morning = new Date(`${today}T08:05:00Z`);
    await scanner().scan({ now: morning });
    await scanner().scan({ now: new Date(`${today}T09:00:00Z`) });
    const mails = await mailsTo(owner);
    expect(mails).toHaveLength(1);
    expect(mails[0].payload.subject).toMatch(/^Your alerts for .* \(2\)$/);
    expect(mails[0].payload.text).toContain('answer is overdue');
    expect(mails[0].payload.text).toContain('has been at Test Motors for 30 days');
    expect((await notificationsOf(owner)).map((row) => row.email_state)).toEqual(['digested', 'digested']);
  });

  it('sends the digest at the first minute outside quiet hours of 00:00–23:59, the same day', async () => {
    const owner = await createOwner(running, 'digest-quiet');
    await saveNotificationSettings(owner, { channels: ['email', 'in_app'], email_mode: 'digest', quiet_start: '00:00', quiet_end: '23:59' });
    await sentClaim(owner, addDays(today, -20), addDays(today, -2));
    // Scans every five minutes from the digest hour never fall on 23:59 itself.
    for (const time of ['08:05', '08:10', '12:00', '23:55']) await scanner().scan({ now: new Date(`${today}T${time}:00Z`) });
    const mails = await mailsTo(owner);
    expect(mails).toHaveLength(1);
    expect(mails[0].payload.subject).toMatch(/^Your alerts for .* \(1\)$/);
    expect(mails[0].next_attempt_at.toISOString()).toBe(`${today}T23:59:00.000Z`);
  });

  it('unsubscribes with the signed link and no session; a tampered or made-up token is refused', async () => {
    const owner = await createOwner(running, 'unsubscribe');
    await sentClaim(owner, addDays(today, -20), addDays(today, -2));
    await scanner().scan({ now });
    const [mail] = await mailsTo(owner);
    const url = new URL(mail.payload.unsubscribeUrl);
    expect(url.pathname).toBe('/api/notifications/unsubscribe');
    const token = url.searchParams.get('token') as string;
    const { default: request } = await import('supertest');
    const anonymous = request(running.app.getHttpServer());

    const confirm = await anonymous.get(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`).expect(200);
    expect(confirm.text).toContain('<form method="post"');
    // Looking at the page changes nothing.
    expect((await owner.agent.get('/api/account/notifications').expect(200)).body.channels).toEqual(['email', 'in_app', 'push']);

    const [id, signature] = token.split('.');
    const tampered = `${id}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const otherOwner = `${Number(id) + 1}.${signature}`;
    for (const bad of [tampered, otherOwner, 'nonsense', '']) {
      await anonymous
        .post(`/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}`)
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(404);
    }
    expect((await owner.agent.get('/api/account/notifications').expect(200)).body.channels).toEqual(['email', 'in_app', 'push']);

    await anonymous
      .post(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect((await owner.agent.get('/api/account/notifications').expect(200)).body.channels).toEqual(['in_app', 'push']);
  });

  it('validates the settings: 400 with the contract’s messages, and the settings stay as they were', async () => {
    const owner = await createOwner(running, 'settings');
    const valid = { kinds: ['claim_overdue'], channels: ['in_app'], email_mode: 'digest', quiet_start: '21:30', quiet_end: '06:45', time_zone: 'Europe/Paris' };
    expect((await owner.agent.get('/api/account/notifications').expect(200)).body).toMatchObject({ email_mode: 'immediate', time_zone: 'UTC' });
    expect((await owner.agent.put('/api/account/notifications').send(valid).expect(200)).body).toEqual(valid);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ kinds: ['claim_lost'] }, 'kinds.0', 'Choose alerts from the list'],
      [{ channels: ['sms'] }, 'channels.0', 'Choose channels from the list'],
      [{ email_mode: 'weekly' }, 'email_mode', 'Choose one e-mail per alert or a daily digest'],
      [{ quiet_start: '25:00' }, 'quiet_start', 'Enter a time as HH:MM'],
      [{ quiet_end: null }, 'quiet_end', 'Enter both the start and the end of quiet hours, or neither'],
      [{ quiet_end: '21:30' }, 'quiet_end', 'Quiet hours must start and end at different times'],
      [{ time_zone: 'Mars/Olympus' }, 'time_zone', 'Choose a time zone from the list'],
    ];
    for (const [change, field, message] of cases) {
      const response = await owner.agent
        .put('/api/account/notifications')
        .send({ ...valid, ...change })
        .expect(400);
      expect(JSON.stringify(response.body)).toContain(message);
      expect(JSON.stringify(response.body)).toContain(field.split('.')[0]);
    }
    expect((await owner.agent.get('/api/account/notifications').expect(200)).body).toEqual(valid);
    await owner.agent
      .put('/api/account/notifications')
      .send({ ...valid, extra: 1 })
      .expect(400);
  });
});

describe('The alert scheduler (integration)', () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await createTestApp({ NOTIFY_SCAN_SECONDS: '1' });
  });
  afterAll(() => app.close());

  it('scans on its own in the worker role, one worker per period', async () => {
    const { AlertScheduler } = await import('./alert-scheduler');
    const scheduler = app.app.get(AlertScheduler);
    const db = app.app.get(DataSource);
    await db.query(`UPDATE notification_scans SET next_at = now() WHERE name = 'alerts'`);
    const [taken, notTaken] = await Promise.all([scheduler.tick(), app.app.get(AlertScheduler).tick()]);
    expect([taken, notTaken].filter(Boolean)).toHaveLength(1);
    // Within the period nobody takes it again.
    expect(await scheduler.tick()).toBeUndefined();
    // The timer takes the next period's by itself.
    const [{ started_at: before }] = await db.query<Array<{ started_at: Date }>>(`SELECT started_at FROM notification_scans WHERE name = 'alerts'`);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const [{ started_at: after }] = await db.query<Array<{ started_at: Date }>>(`SELECT started_at FROM notification_scans WHERE name = 'alerts'`);
    expect(after.getTime()).toBeGreaterThan(before.getTime());
  });
});
