import request from 'supertest';
import {
  DealerMessages,
  RequestMessages,
  VISIT_CSV_COLUMNS,
  VehicleMessages,
  VisitMessages,
  downtimeDays,
  todayIso,
  visitDays,
  type Vehicle,
  type Visit,
  type VisitChange,
  type VisitDetail,
} from '@dct/contracts';
import { badVisitInputs, validVisitInput } from '@dct/contracts/testing';
import { appAndOwnerForTests, createDealer, createOwner, createVehicle, createVisit, expectEachRefused, householdRowCount } from '../../../test/test-app';

describe('Visits (integration)', () => {
  const { running, owner } = appAndOwnerForTests('visits');
  const countVisits = (userId: number) => householdRowCount(running, 'visits', userId);

  it('requires a signed-in owner for every call', async () => {
    const anonymous = request(running.app.getHttpServer());
    await expectEachRefused(
      [
        anonymous.get('/api/visits'),
        anonymous.post('/api/visits').send({}),
        anonymous.get('/api/visits/1'),
        anonymous.patch('/api/visits/1').send({}),
        anonymous.delete('/api/visits/1'),
      ],
      401,
    );
  });

  it('records a visit and serves both spellings of the spec, one stored value each', async () => {
    const vehicle = await createVehicle(owner, { year: 2021, make: 'Honda', model: 'Accord' });
    const dealer = await createDealer(owner, { name: 'Sunrise Honda' });
    const response = await owner.agent
      .post('/api/visits')
      .send(validVisitInput(vehicle.id, dealer.id, { mileage_in: 41_200, mileage_out: 41_260 }))
      .expect(201);
    // Only what this test sends and what follows from it; the answer's exact shape is its schema's (answers-match-schemas).
    expect(response.body).toMatchObject({
      id: expect.any(Number),
      vehicle_id: vehicle.id,
      dealer_id: dealer.id,
      date_in: '2025-01-05',
      date_out: '2025-01-19',
      primary_issue: 'Transmission slipping between gears',
      status: 'completed',
      loaner_flag: true,
      loaner_provided: true,
      loaner_model: 'Honda Civic',
      issue_notes: 'Dealer waited on a part from the factory',
      notes: 'Dealer waited on a part from the factory',
      mileage_in: 41_200,
      mileage_out: 41_260,
      warranty_repair: true,
      safety_defect: false,
      vehicle_label: '2021 Honda Accord',
      dealer_name: 'Sunrise Honda',
      days: 14,
    });
    const detail = (await owner.agent.get(`/api/visits/${response.body.id}`).expect(200)).body as VisitDetail;
    expect(detail).toMatchObject({ ...response.body, vehicle: { id: vehicle.id, make: 'Honda' }, dealer: { id: dealer.id, name: 'Sunrise Honda' } });
  });

  it('records the defect and whether it was a warranty repair of a safety defect; cleared flags take their defaults', async () => {
    const visit = await createVisit(owner, { defect: '  Transmission slip ', warranty_repair: false, safety_defect: true });
    expect(visit).toMatchObject({ defect: 'Transmission slip', warranty_repair: false, safety_defect: true });
    const cleared = (await owner.agent.patch(`/api/visits/${visit.id}`).send({ defect: '', warranty_repair: null, safety_defect: null }).expect(200))
      .body as Visit;
    expect(cleared).toMatchObject({ defect: null, warranty_repair: true, safety_defect: false });
    const kept = (await owner.agent.patch(`/api/visits/${visit.id}`).send({ primary_issue: 'Still slipping' }).expect(200)).body as Visit;
    expect(kept).toMatchObject({ warranty_repair: true, safety_defect: false, primary_issue: 'Still slipping' });
  });

  it('keeps each change to the dates, mileage and RO number: who, when, old → new, newest first', async () => {
    const visit = await createVisit(owner, { date_in: '2025-03-03', date_out: null, status: 'in_progress', mileage_in: 12_351, ro_number: 'RO-1' });
    expect((await owner.agent.get(`/api/visits/${visit.id}/history`).expect(200)).body).toEqual([]);
    await owner.agent.patch(`/api/visits/${visit.id}`).send({ mileage_in: 12_531, notes: 'typo fixed' }).expect(200);
    await owner.agent.patch(`/api/visits/${visit.id}`).send({ date_out: '2025-03-06', ro_number: 'RO-2' }).expect(200);
    // The same value again, and fields that are not evidence, leave no trace.
    await owner.agent.patch(`/api/visits/${visit.id}`).send({ ro_number: 'RO-2', primary_issue: 'Brakes', complaint: 'Grinding' }).expect(200);
    await owner.agent.patch(`/api/visits/${visit.id}`).send({ mileage_in: null }).expect(200);
    const history = (await owner.agent.get(`/api/visits/${visit.id}/history`).expect(200)).body as VisitChange[];
    const by = owner.user.name;
    expect(history.map(({ field, old_value, new_value, changed_by }) => [field, old_value, new_value, changed_by])).toEqual([
      ['mileage_in', '12531', null, by],
      // One edit's changes come in the fields' order, listed newest first.
      ['ro_number', 'RO-1', 'RO-2', by],
      ['date_out', null, '2025-03-06', by],
      ['mileage_in', '12351', '12531', by],
    ]);
    expect(Date.parse(history[0].changed_at)).toBeGreaterThan(Date.now() - 60_000);

    // Another owner's visit is not found, nor is its history.
    const other = await createOwner(running, 'visits-history-other');
    await other.agent.get(`/api/visits/${visit.id}/history`).expect(404);
    await owner.agent.get('/api/visits/999999999/history').expect(404);

    // The trash keeps the history with the visit.
    await owner.agent.delete(`/api/visits/${visit.id}`).expect(204);
    await owner.agent.get(`/api/visits/${visit.id}/history`).expect(404);
    await owner.agent.post(`/api/trash/visit/${visit.id}/restore`).expect(204);
    expect((await owner.agent.get(`/api/visits/${visit.id}/history`).expect(200)).body).toEqual(history);
  });

  it('records what the repair order says (RO number, mileage, the three Cs) for the detail, the list and the CSV, and edits it', async () => {
    const vehicle = await createVehicle(owner);
    const dealer = await createDealer(owner);
    const evidence = {
      ro_number: ' RO-4417 ',
      mileage_in: 12_351,
      mileage_out: 12_360,
      complaint: 'Grinding when braking\nat low speed',
      cause: '  Front pads worn to the backing plate',
      correction: 'Replaced pads and rotors ',
    };
    const visit = await createVisit(owner, { vehicle_id: vehicle.id, dealer_id: dealer.id, date_in: '2025-03-03', date_out: '2025-03-05', ...evidence });
    const stored = {
      ro_number: 'RO-4417',
      mileage_in: 12_351,
      mileage_out: 12_360,
      complaint: 'Grinding when braking\nat low speed',
      cause: 'Front pads worn to the backing plate',
      correction: 'Replaced pads and rotors',
    };
    expect(visit).toMatchObject(stored);
    expect((await owner.agent.get(`/api/visits/${visit.id}`).expect(200)).body).toMatchObject(stored);
    const listed = ((await owner.agent.get(`/api/visits?vehicle_id=${vehicle.id}`).expect(200)).body as Visit[])[0];
    expect(listed).toMatchObject(stored);
    const csv = Object.fromEntries(VISIT_CSV_COLUMNS.map((column) => [column.header, column.value(listed)]));
    expect(csv).toMatchObject({
      'RO number': 'RO-4417',
      'Mileage in': 12_351,
      'Mileage out': 12_360,
      Complaint: stored.complaint,
      Cause: stored.cause,
      Correction: stored.correction,
    });

    // A later visit may carry a lower mileage: the form asks about it, the API takes it.
    const later = await createVisit(owner, {
      vehicle_id: vehicle.id,
      dealer_id: dealer.id,
      date_in: '2025-04-01',
      date_out: null,
      status: 'in_progress',
      mileage_in: 12_315,
    });
    expect(later).toMatchObject({ mileage_in: 12_315, ro_number: null, complaint: null, cause: null, correction: null });

    // An edit leaves absent fields alone, clears blank and null ones, and a refused edit changes nothing.
    const edited = (await owner.agent.patch(`/api/visits/${visit.id}`).send({ ro_number: 'RO-4418', cause: '  ', correction: null }).expect(200)).body as Visit;
    expect(edited).toMatchObject({ ro_number: 'RO-4418', complaint: stored.complaint, cause: null, correction: null });
    const refused = await owner.agent.patch(`/api/visits/${visit.id}`).send({ complaint: 'Squeal', ro_number: 'RO\r\n4419' }).expect(400);
    expect(refused.body.errors).toEqual({ ro_number: [VisitMessages.singleLine('RO number')] });
    const nul = await owner.agent.patch(`/api/visits/${visit.id}`).send({ correction: 'Pads\u0000' }).expect(400);
    expect(nul.body.errors).toEqual({ correction: [RequestMessages.nulCharacter] });
    expect((await owner.agent.get(`/api/visits/${visit.id}`).expect(200)).body).toMatchObject(edited);
  });

  it('accepts the detail spellings too, and refuses the two spellings disagreeing', async () => {
    const visit = await createVisit(owner, { loaner_provided: undefined, notes: undefined, loaner_flag: true, issue_notes: 'From the detail form' });
    expect(visit).toMatchObject({ loaner_provided: true, notes: 'From the detail form' });
    const response = await owner.agent.patch(`/api/visits/${visit.id}`).send({ notes: 'a', issue_notes: 'b' }).expect(400);
    expect(response.body.errors.notes).toEqual([VisitMessages.spellingsDisagree('notes', 'issue_notes')]);
  });

  it.each([0, 1, 2].map((i) => [i]))('runs the cases of the bad-input table (%i)', async (part) => {
    const vehicle = await createVehicle(owner);
    const dealer = await createDealer(owner);
    const table = badVisitInputs(vehicle.id, dealer.id).filter((_, index) => index % 3 === part);
    for (const { name, input, field, message } of table) {
      const response = await owner.agent.post('/api/visits').send(input);
      expect({ name, status: response.status, messages: response.body.errors?.[field] }).toEqual({ name, status: 400, messages: [message] });
    }
    expect(await countVisits(owner.user.id)).toBe(0);
  });

  it('checks bodies with the visit schema the form uses: ids as JSON numbers, unknown fields refused, null flags absent, blank flags refused', async () => {
    const vehicle = await createVehicle(owner);
    const dealer = await createDealer(owner);
    const idAsText = await owner.agent
      .post('/api/visits')
      .send(validVisitInput(vehicle.id, dealer.id, { vehicle_id: String(vehicle.id) }))
      .expect(400);
    expect(idAsText.body).toEqual({
      statusCode: 400,
      message: VisitMessages.vehicleRequired,
      error: 'Bad Request',
      errors: { vehicle_id: [VisitMessages.vehicleRequired] },
    });
    const unknown = await owner.agent
      .post('/api/visits')
      .send(validVisitInput(vehicle.id, dealer.id, { colour: 'red' }))
      .expect(400);
    expect(unknown.body.errors).toEqual({ colour: ['Unknown field: colour'] });
    expect(await countVisits(owner.user.id)).toBe(0);

    const visit = await createVisit(owner, { vehicle_id: vehicle.id, dealer_id: dealer.id, loaner_provided: null, warranty_repair: null, safety_defect: null });
    expect(visit).toMatchObject({ loaner_provided: false, warranty_repair: true, safety_defect: false });
    const blankFlag = await owner.agent.patch(`/api/visits/${visit.id}`).send({ warranty_repair: '' }).expect(400);
    expect(blankFlag.body.errors).toEqual({ warranty_repair: [VisitMessages.warrantyRepairInvalid] });
    const cleared = (await owner.agent.patch(`/api/visits/${visit.id}`).send({ loaner_model: '  ', mileage_in: '' }).expect(200)).body as Visit;
    expect(cleared).toMatchObject({ loaner_model: null, mileage_in: null, loaner_provided: false });
  });

  it('refuses a vehicle or dealer the owner cannot see with their 404s, and stores nothing', async () => {
    const stranger = await createOwner(running, 'stranger');
    const theirVehicle = await createVehicle(stranger);
    const theirDealer = await createDealer(stranger);
    const myVehicle = await createVehicle(owner);
    const myDealer = await createDealer(owner);
    const vehicleMissing = await owner.agent.post('/api/visits').send(validVisitInput(theirVehicle.id, myDealer.id)).expect(404);
    expect(vehicleMissing.body.message).toBe(VehicleMessages.notFound);
    const dealerMissing = await owner.agent.post('/api/visits').send(validVisitInput(myVehicle.id, theirDealer.id)).expect(404);
    expect(dealerMissing.body.message).toBe(DealerMessages.notFound);
    await owner.agent.post('/api/visits').send(validVisitInput(2_000_000_000, myDealer.id)).expect(404);
    expect(await countVisits(owner.user.id)).toBe(0);
  });

  it('edits part of a visit, checking the rules against the visit as stored', async () => {
    const visit = await createVisit(owner);
    const edited = (await owner.agent.patch(`/api/visits/${visit.id}`).send({ date_out: '2025-01-25', loaner_provided: null, loaner_model: null }).expect(200))
      .body as Visit;
    expect(edited).toMatchObject({ date_out: '2025-01-25', days: 20, loaner_provided: false, loaner_model: null, primary_issue: visit.primary_issue });

    // date_in past the stored date_out; completed without a date out; a required field cleared.
    const late = await owner.agent.patch(`/api/visits/${visit.id}`).send({ date_in: '2025-02-01' }).expect(400);
    expect(late.body.errors.date_out).toEqual([VisitMessages.dateOutBeforeDateIn]);
    const open = await owner.agent.patch(`/api/visits/${visit.id}`).send({ date_out: null, status: 'completed' }).expect(400);
    expect(open.body.errors.date_out).toEqual([VisitMessages.dateOutRequiredWhenCompleted]);
    const blank = await owner.agent.patch(`/api/visits/${visit.id}`).send({ primary_issue: null }).expect(400);
    expect(blank.body.errors.primary_issue).toEqual([VisitMessages.primaryIssueRequired]);
    expect((await owner.agent.get(`/api/visits/${visit.id}`).expect(200)).body).toMatchObject(edited);

    // Clearing the date out reopens it.
    const reopened = (await owner.agent.patch(`/api/visits/${visit.id}`).send({ date_out: null }).expect(200)).body as Visit;
    expect(reopened).toMatchObject({ status: 'in_progress', date_out: null, days: visitDays(reopened) });
  });

  it('follows the dates with the status: a date out that has passed completes it, a cancelled visit stays cancelled', async () => {
    const saved = await createVisit(owner, { date_in: '2025-03-01', date_out: '2025-03-10', status: 'in_progress' });
    expect(saved.status).toBe('completed');
    const open = await createVisit(owner, { date_in: '2025-03-01', date_out: null, status: 'in_progress' });
    const closed = (await owner.agent.patch(`/api/visits/${open.id}`).send({ date_out: '2025-03-04' }).expect(200)).body as Visit;
    expect(closed.status).toBe('completed');
    const ahead = (await owner.agent.patch(`/api/visits/${open.id}`).send({ date_out: '2999-01-01', status: 'in_progress' }).expect(200)).body as Visit;
    expect(ahead.status).toBe('in_progress');
    const cancelled = await createVisit(owner, { date_in: '2025-03-01', date_out: '2025-03-02', status: 'cancelled' });
    expect(cancelled.status).toBe('cancelled');
  });

  it('lists newest date in first, and filters by vehicle (unknown or foreign ids give nothing, non-numbers 400)', async () => {
    const first = await createVehicle(owner);
    const second = await createVehicle(owner);
    const dealer = await createDealer(owner);
    const older = await createVisit(owner, { vehicle_id: first.id, dealer_id: dealer.id, date_in: '2024-03-01', date_out: '2024-03-04' });
    const newer = await createVisit(owner, { vehicle_id: second.id, dealer_id: dealer.id, date_in: '2025-03-01', date_out: '2025-03-02' });
    expect(((await owner.agent.get('/api/visits').expect(200)).body as Visit[]).map((v) => v.id)).toEqual([newer.id, older.id]);
    expect(((await owner.agent.get(`/api/visits?vehicle_id=${first.id}`).expect(200)).body as Visit[]).map((v) => v.id)).toEqual([older.id]);

    const stranger = await createOwner(running, 'stranger');
    expect((await stranger.agent.get(`/api/visits?vehicle_id=${first.id}`).expect(200)).body).toEqual([]);
    expect((await owner.agent.get('/api/visits?vehicle_id=999999999').expect(200)).body).toEqual([]);
    for (const bad of ['abc', '0', '1.5', '-3', '0x10']) {
      const response = await owner.agent.get(`/api/visits?vehicle_id=${bad}`).expect(400);
      expect(response.body.errors.vehicle_id).toEqual([VisitMessages.vehicleFilterInvalid]);
    }
  });

  it('counts days in SQL exactly as contracts count them, per visit and per vehicle', async () => {
    const today = todayIso();
    const shift = (days: number) => {
      const date = new Date(`${today}T12:00:00`);
      date.setDate(date.getDate() + days);
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    };
    const vehicle = await createVehicle(owner);
    const dealer = await createDealer(owner);
    const fixtures = [
      { date_in: '2025-01-05', date_out: '2025-01-19', status: 'completed' },
      { date_in: '2025-01-10', date_out: '2025-01-25', status: 'completed' },
      { date_in: '2025-03-01', date_out: '2025-03-01', status: 'completed' },
      { date_in: '2024-12-30', date_out: '2025-01-02', status: 'cancelled' },
      { date_in: shift(-12), date_out: null, status: 'in_progress' },
      { date_in: shift(-3), date_out: null, status: 'in_progress' },
      { date_in: shift(5), date_out: null, status: 'in_progress' },
      // An expected date out counts up to today only; a scheduled visit counts none.
      { date_in: shift(-20), date_out: shift(40), status: 'in_progress' },
      { date_in: shift(30), date_out: shift(33), status: 'in_progress' },
    ];
    for (const fixture of fixtures) await createVisit(owner, { vehicle_id: vehicle.id, dealer_id: dealer.id, ...fixture });
    const visits = (await owner.agent.get(`/api/visits?vehicle_id=${vehicle.id}`).expect(200)).body as Visit[];
    expect(visits).toHaveLength(fixtures.length);
    for (const visit of visits) expect({ id: visit.id, days: visit.days }).toEqual({ id: visit.id, days: visitDays(visit, today) });

    const listed = ((await owner.agent.get('/api/vehicles').expect(200)).body as Vehicle[]).find((v) => v.id === vehicle.id);
    expect(listed).toMatchObject({ visit_count: fixtures.length, downtime_days: downtimeDays(visits, today) });
    expect(listed?.downtime_days).toBe(20 + 20);
    expect(visits.find((visit) => visit.date_in === shift(-20))?.days).toBe(20);
  });

  it('deletes a visit, and a vehicle takes its visits with it', async () => {
    const visit = await createVisit(owner);
    await owner.agent.delete(`/api/visits/${visit.id}`).expect(204);
    await owner.agent.get(`/api/visits/${visit.id}`).expect(404);
    await owner.agent.delete(`/api/visits/${visit.id}`).expect(404);

    const kept = await createVisit(owner);
    await owner.agent.delete(`/api/vehicles/${kept.vehicle_id}`).expect(204);
    expect(await countVisits(owner.user.id)).toBe(0);
  });

  it("never shows one owner's visits to another: every call answers 404 and changes nothing", async () => {
    const visit = await createVisit(owner);
    const stranger = await createOwner(running, 'stranger');
    expect((await stranger.agent.get('/api/visits').expect(200)).body).toEqual([]);
    const missing = await stranger.agent.get(`/api/visits/${visit.id}`).expect(404);
    expect(missing.body.message).toBe(VisitMessages.notFound);
    await stranger.agent.patch(`/api/visits/${visit.id}`).send({ primary_issue: 'Stolen' }).expect(404);
    await stranger.agent.delete(`/api/visits/${visit.id}`).expect(404);
    expect((await owner.agent.get(`/api/visits/${visit.id}`).expect(200)).body).toMatchObject({ primary_issue: visit.primary_issue });
  });

  it("refuses to move a visit onto another owner's vehicle", async () => {
    const visit = await createVisit(owner);
    const stranger = await createOwner(running, 'stranger');
    const theirs = await createVehicle(stranger);
    const response = await owner.agent.patch(`/api/visits/${visit.id}`).send({ vehicle_id: theirs.id }).expect(404);
    expect(response.body.message).toBe(VehicleMessages.notFound);
  });
});
