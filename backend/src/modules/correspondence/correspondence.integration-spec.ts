import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  AuthMessages,
  addDays,
  addMonths,
  todayIso,
  type CalendarFeedLink,
  type NotificationPage,
  CorrespondenceMessages,
  TextMessages,
  VehicleMessages,
  type CorrespondenceEntry,
  type CorrespondenceLog,
} from '@dct/contracts';
import { badCorrespondenceInputs } from '@dct/contracts/testing';
import { AlertScanService } from '../notifications/alert-scan.service';
import { appAndOwnerForTests, createClaim, createDocuments, createOwner, createVehicleWithVisits, createVisit } from '../../../test/test-app';

describe('A vehicle’s correspondence log (integration)', () => {
  const { running, owner } = appAndOwnerForTests('letters');
  const db = () => running.app.get(DataSource);

  const path = (vehicleId: number | string, entryId?: number) => `/api/vehicles/${vehicleId}/correspondence${entryId === undefined ? '' : `/${entryId}`}`;
  const logOf = async (vehicleId: number) => (await owner.agent.get(path(vehicleId)).expect(200)).body as CorrespondenceLog;
  const add = async (vehicleId: number, body: Record<string, unknown>) =>
    (await owner.agent.post(path(vehicleId)).set('Idempotency-Key', randomUUID()).send(body).expect(201)).body as CorrespondenceEntry;

  /** Florida: delivered 2025-01-15, so its Lemon Law rights period ends 2027-01-15 (Fla. Stat. § 681.102). */
  const florida = () =>
    createVehicleWithVisits(owner, { registration_state: 'FL', delivery_date: '2025-01-15', delivery_mileage: 12 }, [
      { date_in: '2025-03-01', date_out: '2025-03-04', defect: 'Stalls', primary_issue: 'Stalls at idle', mileage_in: 2_100 },
    ]);

  const notice = {
    occurred_on: '2026-02-25',
    direction: 'sent',
    party: 'manufacturer',
    party_name: 'Acme Motors North America',
    method: 'certified_mail',
    tracking_number: '9407 1000 0000 0000 0000 00',
    summary: 'Written notice of the stalling defect, asking for the final repair attempt',
    purpose: 'lemon_notice',
    delivered_on: '2026-03-02',
  };
  const call = { occurred_on: '2026-03-05', direction: 'received', party: 'dealer', method: 'phone', summary: 'Service manager called: parts on order' };

  it('requires a signed-in owner', async () => {
    const anonymous = request(running.app.getHttpServer());
    expect((await anonymous.get(path(1)).expect(401)).body.message).toBe(AuthMessages.signInRequired);
    expect((await anonymous.post(path(1)).send(call).expect(401)).body.message).toBe(AuthMessages.signInRequired);
  });

  it('logs the notice’s mailing and delivery and answers Florida’s deadlines as computed by hand', async () => {
    const { vehicle } = await florida();
    const saved = await add(vehicle.id, notice);
    expect(saved).toMatchObject({ ...notice, vehicle_id: vehicle.id, document_ids: [] });
    await add(vehicle.id, call);
    await add(vehicle.id, {
      ...call,
      occurred_on: '2026-03-16',
      direction: 'sent',
      party: 'dealer',
      method: 'in_person',
      summary: 'Left the car',
      purpose: 'final_repair_delivery',
    });

    const log = await logOf(vehicle.id);
    expect(log.items.map((item) => [item.occurred_on, item.source, item.editable])).toEqual([
      ['2026-03-16', 'entry', true],
      ['2026-03-05', 'entry', true],
      ['2026-02-25', 'lemon_notice', true],
    ]);
    expect(log.items[2].entry).toEqual(saved);
    expect(log.deadlines.map(({ kind, due_on, source }) => ({ kind, due_on, source }))).toEqual([
      // Fla. Stat. § 681.104(1)(a): 10 days from receipt of the notice (2026-03-02).
      { kind: 'manufacturer_response', due_on: '2026-03-12', source: 'Fla. Stat. § 681.104(1)(a)' },
      // § 681.104(1)(a): 10 days from delivery of the vehicle to the repair facility (2026-03-16).
      { kind: 'final_repair', due_on: '2026-03-26', source: 'Fla. Stat. § 681.104(1)(a)' },
      { kind: 'presumption_period_end', due_on: '2027-01-15', source: 'Fla. Stat. § 681.101 et seq.' },
      // § 681.109(4): 60 days after the rights period ends.
      { kind: 'program_filing', due_on: '2027-03-16', source: 'Fla. Stat. § 681.109(4)' },
    ]);
    expect(log.not_legal_advice).toBe(CorrespondenceMessages.notLegalAdvice);
  });

  it('merges the claim mails the app sent and the dealer’s reply, which cannot be edited here', async () => {
    const { vehicle, visits } = await florida();
    const claim = await createClaim(owner, { visit_id: visits[0].id });
    await db().query(
      `INSERT INTO claim_dispatches (claim_id, household_id, kind, state, recipient, reply_to, sender_name, subject, body_text, message_id, created_at)
       VALUES ($1, $2, 'claim', 'delivered', 'service@sunrise.example', $3, 'Owner', 'Downtime claim', 'Body', $4, '2026-01-10T12:00:00Z')`,
      [claim.id, owner.householdId, owner.user.email, `<claim-${claim.id}.test@example>`],
    );
    await db().query(
      `UPDATE claims SET status = 'Response', sent_at = '2026-01-10T12:00:00Z', response_due = '2026-01-24', dealer_reply = 'We offer $200', updated_at = '2026-01-20T12:00:00Z' WHERE id = $1`,
      [claim.id],
    );
    await add(vehicle.id, call);

    const log = await logOf(vehicle.id);
    expect(log.items.map((item) => [item.occurred_on, item.source, item.editable, item.claim_id, item.party_name])).toEqual([
      ['2026-03-05', 'entry', true, null, null],
      ['2026-01-20', 'claim_response', false, claim.id, 'Sunrise Motors'],
      ['2026-01-10', 'claim_mail', false, claim.id, 'Sunrise Motors'],
    ]);
    expect(log.items[1]).toMatchObject({ direction: 'received', summary: 'We offer $200' });
    expect(log.items[2]).toMatchObject({ direction: 'sent', method: 'email', summary: 'Claim to service@sunrise.example: Downtime claim' });
  });

  it('edits and deletes an entry; a tracking number only goes with tracked mail, checked against what is stored', async () => {
    const { vehicle } = await florida();
    const entry = await add(vehicle.id, notice);
    const edited = (await owner.agent.patch(path(vehicle.id, entry.id)).send({ summary: 'Notice, second copy', tracking_number: null }).expect(200)).body;
    expect(edited).toMatchObject({ summary: 'Notice, second copy', tracking_number: null, method: 'certified_mail' });

    const withTracking = await add(vehicle.id, notice);
    const refused = await owner.agent.patch(path(vehicle.id, withTracking.id)).send({ method: 'phone' }).expect(400);
    expect(refused.body.errors).toEqual({ tracking_number: [CorrespondenceMessages.trackingOnlyForMail] });
    const early = await owner.agent.patch(path(vehicle.id, withTracking.id)).send({ delivered_on: '2026-02-20' }).expect(400);
    expect(early.body.errors).toEqual({ delivered_on: [CorrespondenceMessages.deliveredBeforeSent] });

    await owner.agent.delete(path(vehicle.id, entry.id)).expect(204);
    expect((await logOf(vehicle.id)).items.map((item) => item.id)).toEqual([`entry-${withTracking.id}`]);
    expect((await owner.agent.delete(path(vehicle.id, entry.id)).expect(404)).body.message).toBe(CorrespondenceMessages.notFound);
  });

  it.each<[string, Record<string, unknown>, string, string | undefined]>([
    ...badCorrespondenceInputs(),
    ['a tracking number over two lines', { tracking_number: '9407\n1000' }, 'tracking_number', TextMessages.singleLine('Tracking number')],
    ['a date that is no date', { occurred_on: '2026-02-30' }, 'occurred_on', CorrespondenceMessages.dateInvalid('Date')],
    ['a summary that is not text', { summary: { text: 'hi' } }, 'summary', CorrespondenceMessages.summaryRequired],
    ['a blank summary', { summary: '   ' }, 'summary', CorrespondenceMessages.summaryRequired],
    ['a summary too long', { summary: 'x'.repeat(2_001) }, 'summary', CorrespondenceMessages.tooLong('Summary', 2_000)],
    ['an unknown method', { method: 'pigeon' }, 'method', CorrespondenceMessages.methodRequired],
    ['an unknown party', { party: 'lawyer' }, 'party', CorrespondenceMessages.partyRequired],
    ['a tracking number with a phone call', { method: 'phone' }, 'tracking_number', CorrespondenceMessages.trackingOnlyForMail],
    ['attachments that are not ids', { document_ids: ['a'] }, 'document_ids', CorrespondenceMessages.documentsInvalid],
    ['a field it does not know', { color: 'red' }, 'color', undefined],
  ])('refuses %s with a 400 and stores nothing', async (_case, change, field, message) => {
    const { vehicle } = await florida();
    const response = await owner.agent
      .post(path(vehicle.id))
      .set('Idempotency-Key', randomUUID())
      .send({ ...notice, ...change })
      .expect(400);
    if (message) expect(response.body.errors[field]).toEqual([message]);
    else expect(Object.keys(response.body.errors)).toEqual([field]);
    expect((await logOf(vehicle.id)).items).toEqual([]);
  });

  it("attaches the vehicle's own documents only", async () => {
    const { vehicle, visits } = await florida();
    const { documents } = await createDocuments(owner, visits[0].id);
    const entry = await add(vehicle.id, { ...call, document_ids: [documents[0].id, documents[0].id] });
    expect(entry.document_ids).toEqual([documents[0].id]);

    const otherVisit = await createVisit(owner);
    const { documents: others } = await createDocuments(owner, otherVisit.id);
    const refused = await owner.agent
      .post(path(vehicle.id))
      .send({ ...call, document_ids: [others[0].id] })
      .expect(400);
    expect(refused.body.errors).toEqual({ document_ids: [CorrespondenceMessages.documentsInvalid] });
  });

  it('applies a POST resent with the same Idempotency-Key once', async () => {
    const { vehicle } = await florida();
    const key = randomUUID();
    const first = await owner.agent.post(path(vehicle.id)).set('Idempotency-Key', key).send(call).expect(201);
    const again = await owner.agent.post(path(vehicle.id)).set('Idempotency-Key', key).send(call).expect(201);
    expect(again.body).toEqual(first.body);
    expect((await logOf(vehicle.id)).items).toHaveLength(1);
  });

  it("answers 404 for another owner's vehicle or entry, and for an entry under another vehicle", async () => {
    const { vehicle } = await florida();
    const entry = await add(vehicle.id, call);
    const stranger = await createOwner(running, 'stranger');
    const theirs = await createVehicleWithVisits(stranger, { registration_state: 'TX', delivery_date: '2025-06-10' }, []);

    for (const response of [
      await stranger.agent.get(path(vehicle.id)),
      await stranger.agent.post(path(vehicle.id)).send(call),
      await stranger.agent.patch(path(vehicle.id, entry.id)).send({ summary: 'Mine now' }),
      await stranger.agent.delete(path(vehicle.id, entry.id)),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(VehicleMessages.notFound);
    }
    for (const response of [
      await stranger.agent.patch(path(theirs.vehicle.id, entry.id)).send({ summary: 'Mine now' }),
      await stranger.agent.delete(path(theirs.vehicle.id, entry.id)),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(CorrespondenceMessages.notFound);
    }
    const { vehicle: second } = await florida();
    await owner.agent.patch(path(second.id, entry.id)).send({ summary: 'Moved' }).expect(404);
    expect((await logOf(vehicle.id)).items[0].summary).toBe(call.summary);
    expect((await stranger.agent.get(path(theirs.vehicle.id)).expect(200)).body.items).toEqual([]);
  });

  it('goes to the trash with its vehicle and comes back with it', async () => {
    const { vehicle } = await florida();
    const entry = await add(vehicle.id, notice);
    await owner.agent.delete(`/api/vehicles/${vehicle.id}`).expect(204);
    await owner.agent.get(path(vehicle.id)).expect(404);
    await owner.agent.post(`/api/trash/vehicle/${vehicle.id}/restore`).expect(204);
    expect((await logOf(vehicle.id)).items.map((item) => item.entry)).toEqual([entry]);
  });

  it('raises an alert a week before a deadline and publishes it in the calendar feed, moved when the log changes', async () => {
    const today = todayIso();
    const { vehicle } = await createVehicleWithVisits(owner, { registration_state: 'FL', delivery_date: addMonths(today, -12), delivery_mileage: 12 }, []);
    const entry = await add(vehicle.id, { ...notice, occurred_on: addDays(today, -5), delivered_on: addDays(today, -3) });
    // Fla. Stat. § 681.104(1)(a): 10 days from receipt, 3 days ago: due in 7 days.
    const due = addDays(today, 7);

    await running.app.get(AlertScanService).scan();
    const page = (await owner.agent.get('/api/notifications').expect(200)).body as NotificationPage;
    const alert = page.items.find((item) => item.kind === 'lemon_deadline');
    expect(alert).toMatchObject({ subject_type: 'vehicle', subject_id: vehicle.id, day: due, link: `/vehicles/${vehicle.id}` });
    expect(alert?.title).toContain('a lemon-law deadline is in 7 days');
    expect(alert?.body).toContain('Fla. Stat. § 681.104(1)(a)');

    const url = ((await owner.agent.get('/api/calendar/token').expect(200)).body as CalendarFeedLink).url;
    const feed = async () => (await request(running.app.getHttpServer()).get(new URL(url).pathname).expect(200)).text.replace(/\r\n /g, '');
    const uid = `UID:vehicle-${vehicle.id}-deadline-manufacturer_response@`;
    const first = await feed();
    expect(first).toContain(uid);
    expect(first).toContain(`DTSTART;VALUE=DATE:${due.replaceAll('-', '')}`);
    // The program's filing window too (60 days after the rights period); the period's end is the lemon window's own event.
    expect(first).toContain(`UID:vehicle-${vehicle.id}-deadline-program_filing@`);
    expect(first).not.toContain(`deadline-presumption_period_end`);

    // A later delivery moves the same event, with a higher SEQUENCE.
    await owner.agent
      .patch(path(vehicle.id, entry.id))
      .send({ delivered_on: addDays(today, -2) })
      .expect(200);
    const moved = await feed();
    const event = moved.slice(moved.indexOf(uid)).split('END:VEVENT')[0];
    expect(event).toContain('SEQUENCE:1');
  });
});
