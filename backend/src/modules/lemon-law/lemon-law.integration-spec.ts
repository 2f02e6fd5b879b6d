import request from 'supertest';
import {
  AuthMessages,
  LemonLawMessages,
  VehicleMessages,
  addDays,
  lemonWatchSummary,
  todayIso,
  type LemonWatch,
  type Vehicle,
  type VehicleListItem,
  type Visit,
} from '@dct/contracts';
import { lemonWatch } from '@dct/contracts/lemon-law';
import { appAndOwnerForTests, createVehicleWithVisits, createOwner, createVehicle, documentedRepair, pdfText } from '../../../test/test-app';

/** A PDF body as bytes. */
const asBuffer = (res: { on(event: string, listener: (chunk: Buffer) => void): unknown }, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('Lemon law (integration)', () => {
  const { running, owner } = appAndOwnerForTests('lemon');

  const california = () =>
    createVehicleWithVisits(owner, { registration_state: 'CA', delivery_date: '2024-01-15', delivery_mileage: 12 }, [
      { date_in: '2024-03-01', date_out: '2024-03-20', defect: 'Transmission slip', mileage_in: 2_100 },
      { date_in: '2024-05-01', date_out: '2024-05-13', defect: 'transmission  SLIP', mileage_in: 4_800 },
      { date_in: '2024-06-03', date_out: '2024-06-04', defect: 'Oil change', warranty_repair: false },
    ]);

  it('requires a signed-in owner', async () => {
    const anonymous = request(running.app.getHttpServer());
    for (const path of ['/api/vehicles/1/lemon-watch', '/api/vehicles/1/case-file.pdf']) {
      const response = await anonymous.get(path).expect(401);
      expect(response.body.message).toBe(AuthMessages.signInRequired);
    }
  });

  it('finds a California vehicle out of service more than 30 days likely to qualify, counting warranty repairs only', async () => {
    const { vehicle } = await california();
    const watch = (await owner.agent.get(`/api/vehicles/${vehicle.id}/lemon-watch`).expect(200)).body as LemonWatch;
    expect(watch).toEqual({
      state: 'CA',
      period_starts: '2024-01-15',
      period_ends: '2025-07-15',
      period_ended_by: 'months',
      days_out_of_service: 31,
      days_threshold: 30,
      day_kind: 'calendar',
      days_rule: 'more_than',
      repair_attempts: [
        { defect: 'Transmission slip', count: 2, threshold: 4, safety: false },
        // A visit that was not a warranty repair is no attempt.
      ],
      likely_qualifies: true,
      reasons: expect.any(Array),
      statute: 'Cal. Civ. Code § 1793.22',
      source_url: 'https://www.autosafety.org/california/',
    });
    expect(watch.reasons[0]).toBe(
      'Out of service 31 calendar days for warranty repairs within the presumption period; California presumes a lemon at more than 30 calendar days.',
    );
    // The page computes the same answer from the same records.
    const stored = (await owner.agent.get(`/api/vehicles/${vehicle.id}`).expect(200)).body as Vehicle;
    const visits = (await owner.agent.get(`/api/visits?vehicle_id=${vehicle.id}`).expect(200)).body as Visit[];
    expect(lemonWatch(stored, visits)).toEqual({ ok: true, watch });
  });

  it('finds a New Jersey vehicle at 20 days likely to qualify (20 or more), leaving out cancelled visits', async () => {
    const { vehicle } = await createVehicleWithVisits(owner, { registration_state: 'NJ', delivery_date: '2024-02-01' }, [
      { date_in: '2024-03-01', date_out: '2024-03-21', defect: 'Stalls at idle', safety_defect: true },
      { date_in: '2024-04-01', date_out: '2024-04-20', status: 'cancelled', defect: 'Stalls at idle' },
    ]);
    const watch = (await owner.agent.get(`/api/vehicles/${vehicle.id}/lemon-watch`).expect(200)).body as LemonWatch;
    expect(watch).toMatchObject({
      state: 'NJ',
      period_ends: '2026-02-01',
      days_out_of_service: 20,
      days_threshold: 20,
      days_rule: 'at_least',
      // New Jersey presumes a lemon after 1 repair of a serious safety defect, too.
      repair_attempts: [{ defect: 'Stalls at idle', count: 1, threshold: 1, safety: true }],
      likely_qualifies: true,
    });
    expect(watch.reasons.slice(0, 2)).toEqual([
      'Out of service 20 calendar days for warranty repairs within the presumption period; New Jersey presumes a lemon at 20 calendar days or more.',
      '"Stalls at idle" (a safety defect) was repaired 1 time within the period; New Jersey presumes a lemon at 1 repair attempt of a serious safety defect.',
    ]);
  });

  it("carries each vehicle's watch in brief on the vehicles list: null until it can be computed, else status, progress and window", async () => {
    const { vehicle: lemon } = await california();
    const unwatched = await createVehicle(owner);
    const near = await createVehicleWithVisits(owner, { registration_state: 'NJ', delivery_date: addDays(todayIso(), -365) }, []);
    const list = (await owner.agent.get('/api/vehicles').expect(200)).body as VehicleListItem[];
    const watchOf = (id: number) => list.find((item) => item.id === id)?.lemon_watch;
    // The California vehicle: 31 of 30 days within its period (over on 2025-07-15): met, though the window has closed.
    expect(watchOf(lemon.id)).toEqual({ status: 'met', progress: 1, window_ends: '2025-07-15', nearest: '31 of 30 days' });
    expect(watchOf(unwatched.id)).toBeNull();
    // Delivered a year ago in New Jersey (2 years): watching, nothing counted yet.
    expect(watchOf(near.vehicle.id)).toMatchObject({ status: 'watching', progress: 0, nearest: '0 of 20 days' });
    // The list agrees with the watch of each vehicle.
    const watch = (await owner.agent.get(`/api/vehicles/${near.vehicle.id}/lemon-watch`).expect(200)).body as LemonWatch;
    expect(watchOf(near.vehicle.id)).toEqual(lemonWatchSummary(watch, todayIso()));
  });

  it('asks for the registration state, then the delivery date, with 400s', async () => {
    const vehicle = await createVehicle(owner);
    /** A 400 that names the field missing, in its message and under the field. */
    const missing = (field: string, message: string) => ({ statusCode: 400, message, errors: { [field]: [message] } });
    const noState = await owner.agent.get(`/api/vehicles/${vehicle.id}/lemon-watch`).expect(400);
    expect(noState.body).toMatchObject(missing('registration_state', LemonLawMessages.stateRequired));

    await owner.agent.patch(`/api/vehicles/${vehicle.id}`).send({ registration_state: 'NY' }).expect(200);
    const noDate = await owner.agent.get(`/api/vehicles/${vehicle.id}/lemon-watch`).expect(400);
    expect(noDate.body).toMatchObject(missing('delivery_date', LemonLawMessages.deliveryDateRequired));

    // The purchase date stands in for the delivery date.
    await owner.agent.patch(`/api/vehicles/${vehicle.id}`).send({ purchase_date: '2024-06-01' }).expect(200);
    expect((await owner.agent.get(`/api/vehicles/${vehicle.id}/lemon-watch`).expect(200)).body).toMatchObject({
      period_starts: '2024-06-01',
      period_ends: '2026-06-01',
    });
  });

  it("never shows one owner's vehicle to another: 404 for the watch and the case file", async () => {
    const { vehicle } = await california();
    const stranger = await createOwner(running, 'stranger');
    for (const path of [`/api/vehicles/${vehicle.id}/lemon-watch`, `/api/vehicles/${vehicle.id}/case-file.pdf`]) {
      const response = await stranger.agent.get(path).expect(404);
      expect(response.body).toEqual({ statusCode: 404, message: VehicleMessages.notFound, error: 'Not Found' });
    }
    for (const id of ['abc', '0', '99999999999']) {
      expect((await owner.agent.get(`/api/vehicles/${id}/lemon-watch`).expect(404)).body.message).toBe(VehicleMessages.notFound);
    }
  });

  it('downloads the case file: every visit, the totals, the watch, the state thresholds with their source, and the disclaimer', async () => {
    const { vehicle, visits } = await california();
    const response = await owner.agent.get(`/api/vehicles/${vehicle.id}/case-file.pdf`).buffer(true).parse(asBuffer);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="vehicle-${vehicle.id}-case-file.pdf"`);
    const text = (await pdfText(response.body as Buffer)).replace(/\s+/g, ' ');

    expect(text).toContain('Lemon-law case file');
    expect(text).toContain(`VIN ${vehicle.vin}`);
    for (const visit of visits) expect(text).toContain(`#${visit.id}`);
    expect(text).toContain(`#${visits[0].id} Mar 1, 2024 Mar 20, 2024 19 2,100 Completed Yes No`);
    expect(text).toContain('Sunrise Motors, repair order no. not recorded: Transmission slip (Transmission slipping between gears)');
    expect(text).toContain(`#${visits[2].id} Jun 3, 2024 Jun 4, 2024 1 Completed No No Sunrise Motors, repair order no. not recorded: Oil change`);
    expect(text).toContain('Service visits 3');
    expect(text).toContain('Warranty repair visits 2, 31 days out of service');
    expect(text).toContain('Likely qualifies: a presumption is met');
    expect(text).toContain('California presumes a lemon at more than 30 calendar days.');
    expect(text).toContain('California thresholds');
    expect(text).toContain('Cal. Civ. Code § 1793.22');
    expect(text).toContain('18 months or 18,000 miles from delivery, whichever comes first');
    expect(text).toContain('https://www.autosafety.org/california/');
    expect(text).toContain(LemonLawMessages.notLegalAdvice);
  });

  it("prints each visit's repair-order number, mileage in and out and three Cs in the case file's chronology", async () => {
    const { vehicle, visits } = await createVehicleWithVisits(owner, { registration_state: 'CA', delivery_date: '2024-01-15' }, [documentedRepair]);
    const response = await owner.agent.get(`/api/vehicles/${vehicle.id}/case-file.pdf`).buffer(true).parse(asBuffer).expect(200);
    const text = (await pdfText(response.body as Buffer)).replace(/\s+/g, ' ');
    expect(text).toContain('Mileage in Mileage out');
    expect(text).toContain(`#${visits[0].id} Mar 1, 2024 Mar 20, 2024 19 2,100 2,112 Completed Yes No`);
    expect(text).toContain(
      'Sunrise Motors, repair order no. RO-4417: Transmission slip (Transmission slipping between gears) Complaint: Shudders from 2nd to 3rd ' +
        'Cause: Torque converter clutch slipping Correction: Replaced torque converter',
    );
  });

  it('still writes the chronology for a vehicle without a state, and says what to set', async () => {
    const { vehicle } = await createVehicleWithVisits(owner, {}, [{ date_in: '2025-01-05', date_out: '2025-01-19', defect: 'Rattle' }]);
    const response = await owner.agent.get(`/api/vehicles/${vehicle.id}/case-file.pdf`).buffer(true).parse(asBuffer).expect(200);
    const text = (await pdfText(response.body as Buffer)).replace(/\s+/g, ' ');
    expect(text).toContain('Jan 5, 2025 Jan 19, 2025 14');
    expect(text).toContain(`${LemonLawMessages.stateRequired}.`);
    expect(text).not.toContain('thresholds Statute');
    expect(text).toContain(LemonLawMessages.notLegalAdvice);
  });
});
