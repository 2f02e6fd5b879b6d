import request from 'supertest';
import { DataSource } from 'typeorm';
import { AuthMessages, VehicleMessages, type Vehicle } from '@dct/contracts';
import { vehicleFormSchema } from '@dct/contracts/schemas';
import { badVehicleInputs, formSample, validVehicleInput } from '@dct/contracts/testing';
import {
  appAndOwnerForTests,
  createClaim,
  createDealer,
  createDocuments,
  createOwner,
  createVehicle,
  createVisit,
  expectEachRefused,
  householdRowCount,
  uniqueVin,
} from '../../../test/test-app';

describe('Vehicles (integration)', () => {
  const { running, owner } = appAndOwnerForTests('vehicles');
  const countVehicles = (userId: number) => householdRowCount(running, 'vehicles', userId);

  it('requires a signed-in owner for every call', async () => {
    const anonymous = request(running.app.getHttpServer());
    await expectEachRefused(
      [
        anonymous.get('/api/vehicles'),
        anonymous.post('/api/vehicles').send(validVehicleInput()),
        anonymous.get('/api/vehicles/1'),
        anonymous.patch('/api/vehicles/1').send({ make: 'Kia' }),
        anonymous.delete('/api/vehicles/1'),
      ],
      401,
      AuthMessages.signInRequired,
    );
  });

  it('creates a vehicle with every field of spec §3 and returns it in snake_case', async () => {
    // Fields stored and answered as sent.
    const optional = {
      purchase_date: '2023-04-15',
      monthly_payment: 455.5,
      msrp: 32000,
      license_plate: '7ABC123',
      purchase_price: 28500.99,
      notes: 'Bought certified pre-owned',
      purchase_type: 'finance',
      segment: 'midsize',
    };
    const response = await owner.agent
      .post('/api/vehicles')
      .send({ ...validVehicleInput({ vin: '4t1g11ak5nu123456' }), ...optional })
      .expect(201);
    // Only what this test sends and what follows from it; the answer's exact shape is its schema's (answers-match-schemas).
    expect(response.body).toMatchObject({
      id: expect.any(Number),
      year: 2022,
      make: 'Toyota',
      model: 'Camry',
      trim: 'SE',
      vin: '4T1G11AK5NU123456',
      ...optional,
      condition: 'new',
      downtime_days: 0,
      visit_count: 0,
    });
  });

  it('keeps every field of the form as sent, and clears every optional one', async () => {
    const dealer = await createDealer(owner);
    // Every field of the form's schema, so a field it gains is checked here without an edit.
    const input = formSample(vehicleFormSchema(), { ...validVehicleInput({ vin: uniqueVin() }), preferred_dealer_id: dealer.id });
    const created = (await owner.agent.post('/api/vehicles').send(input).expect(201)).body as Vehicle;
    expect(created).toMatchObject(input);
    expect((await owner.agent.get(`/api/vehicles/${created.id}`).expect(200)).body).toMatchObject(input);
    const optional = Object.keys(input).filter((field) => !['year', 'make', 'model', 'condition'].includes(field));
    const cleared = (
      await owner.agent
        .patch(`/api/vehicles/${created.id}`)
        .send(Object.fromEntries(optional.map((field) => [field, null])))
        .expect(200)
    ).body as Vehicle;
    expect(cleared).toMatchObject(Object.fromEntries(optional.map((field) => [field, null])));
  });

  it('records what a lemon-law check needs: a state code in any case, delivery, and the condition (cleared, it is new again)', async () => {
    const vehicle = await createVehicle(owner, { registration_state: 'ca', delivery_date: '2024-01-15', delivery_mileage: 12, condition: 'used' });
    expect(vehicle).toMatchObject({ registration_state: 'CA', delivery_date: '2024-01-15', delivery_mileage: 12, condition: 'used' });
    const cleared = (
      await owner.agent.patch(`/api/vehicles/${vehicle.id}`).send({ registration_state: '', delivery_mileage: null, condition: null }).expect(200)
    ).body as Vehicle;
    expect(cleared).toMatchObject({ registration_state: null, delivery_date: '2024-01-15', delivery_mileage: null, condition: 'new' });
    // An edit that leaves the condition out leaves it alone.
    await owner.agent.patch(`/api/vehicles/${vehicle.id}`).send({ condition: 'used' }).expect(200);
    expect((await owner.agent.patch(`/api/vehicles/${vehicle.id}`).send({ notes: 'x' }).expect(200)).body).toMatchObject({ condition: 'used' });
  });

  it('stores empty optional values as absent', async () => {
    const created = await createVehicle(owner, { trim: '', monthly_payment: null, msrp: '', license_plate: '  ', purchase_date: '' });
    expect(created).toMatchObject({ trim: null, monthly_payment: null, msrp: null, license_plate: null, purchase_date: null });
  });

  describe('without a VIN (added from the catalog)', () => {
    it('saves a vehicle whose VIN is absent, null or blank, lists it with vin null, and takes the VIN later', async () => {
      const { vin: _vin, ...withoutVin } = validVehicleInput({ year: 2013, make: 'Ford', model: 'F-150' });
      const absent = (await owner.agent.post('/api/vehicles').send(withoutVin).expect(201)).body as Vehicle;
      expect(absent).toMatchObject({ year: 2013, make: 'Ford', model: 'F-150', vin: null });
      // Two without a VIN are allowed: the one-VIN-per-owner index leaves them out.
      const asNull = (
        await owner.agent
          .post('/api/vehicles')
          .send({ ...withoutVin, vin: null })
          .expect(201)
      ).body as Vehicle;
      const blank = (
        await owner.agent
          .post('/api/vehicles')
          .send({ ...withoutVin, vin: '   ' })
          .expect(201)
      ).body as Vehicle;
      expect([asNull.vin, blank.vin]).toEqual([null, null]);
      const list = (await owner.agent.get('/api/vehicles').expect(200)).body as Vehicle[];
      expect(list.filter((vehicle) => vehicle.vin === null).map((vehicle) => vehicle.id)).toEqual([blank.id, asNull.id, absent.id]);
      expect((await owner.agent.get(`/api/vehicles/${absent.id}`).expect(200)).body).toMatchObject({ vin: null });

      // Added later through the edit form, checked as ever.
      const bad = await owner.agent.patch(`/api/vehicles/${absent.id}`).send({ vin: '4T1G11AK5NU12345' }).expect(400);
      expect(bad.body.errors).toEqual({ vin: [VehicleMessages.vinLength] });
      const vin = uniqueVin();
      expect((await owner.agent.patch(`/api/vehicles/${absent.id}`).send({ vin: vin.toLowerCase() }).expect(200)).body).toMatchObject({ vin });
      // And still one vehicle per VIN.
      const taken = await owner.agent.patch(`/api/vehicles/${asNull.id}`).send({ vin }).expect(409);
      expect(taken.body.errors).toEqual({ vin: [VehicleMessages.vinTaken] });
      await owner.agent
        .post('/api/vehicles')
        .send({ ...withoutVin, vin })
        .expect(409);
    });

    it('checks a VIN given exactly as before, with the same messages', async () => {
      for (const [vin, message] of [
        ['4T1G11AK5NU12345', VehicleMessages.vinLength],
        ['4T1G11AK5NU12345O', VehicleMessages.vinCharacters],
        ['4T1G 11AK', VehicleMessages.vinLength],
        [17, VehicleMessages.vinLength],
      ] as const) {
        const response = await owner.agent.post('/api/vehicles').send(validVehicleInput({ vin })).expect(400);
        expect(response.body.errors).toEqual({ vin: [message] });
      }
      expect(await countVehicles(owner.user.id)).toBe(0);
    });
  });

  it("lists only the owner's vehicles, newest first", async () => {
    const first = await createVehicle(owner, { make: 'Honda', model: 'Civic' });
    const second = await createVehicle(owner, { make: 'Mazda', model: 'CX-5' });
    const list = (await owner.agent.get('/api/vehicles').expect(200)).body as Vehicle[];
    expect(list.map((vehicle) => vehicle.id)).toEqual([second.id, first.id]);
  });

  it('reads, updates part of, and deletes a vehicle', async () => {
    const vehicle = await createVehicle(owner, { monthly_payment: 400, notes: 'old note' });
    expect((await owner.agent.get(`/api/vehicles/${vehicle.id}`).expect(200)).body).toEqual(vehicle);

    const updated = (await owner.agent.patch(`/api/vehicles/${vehicle.id}`).send({ model: 'Corolla', notes: null, monthly_payment: 425.25 }).expect(200))
      .body as Vehicle;
    expect(updated).toMatchObject({ model: 'Corolla', make: 'Toyota', notes: null, monthly_payment: 425.25, vin: vehicle.vin });

    await owner.agent.delete(`/api/vehicles/${vehicle.id}`).expect(204);
    const gone = await owner.agent.get(`/api/vehicles/${vehicle.id}`).expect(404);
    expect(gone.body).toEqual({ statusCode: 404, message: VehicleMessages.notFound, error: 'Not Found' });
    await owner.agent.delete(`/api/vehicles/${vehicle.id}`).expect(404);
  });

  it.each(badVehicleInputs())('refuses $name with "$message" and stores nothing', async ({ input, field, message }) => {
    const response = await owner.agent.post('/api/vehicles').send(input).expect(400);
    expect(response.body.errors[field]).toEqual([message]);
    expect(response.body.message).toContain(message);
    expect(await countVehicles(owner.user.id)).toBe(0);
  });

  it.each([
    ['a year sent as text', { year: '2020' }, 'year', VehicleMessages.yearWhole],
    ['a make sent as a number', { make: 123 }, 'make', VehicleMessages.makeRequired],
    ['a VIN sent as a number', { vin: 1234567890123456 }, 'vin', VehicleMessages.vinLength],
    ['a payment sent as text', { monthly_payment: 'lots' }, 'monthly_payment', VehicleMessages.amountInvalid('Monthly payment')],
    ['an unknown field', { horsepower: 300 }, 'horsepower', 'Unknown field: horsepower'],
    ['a field that belongs to the server', { user_id: 1 }, 'user_id', 'Unknown field: user_id'],
  ])('refuses %s with 400 and stores nothing', async (_name, change, field, message) => {
    const response = await owner.agent.post('/api/vehicles').send(validVehicleInput(change)).expect(400);
    expect(response.body.errors[field]).toEqual([message]);
    expect(await countVehicles(owner.user.id)).toBe(0);
  });

  it('refuses a bad update and leaves the vehicle as it was', async () => {
    const vehicle = await createVehicle(owner);
    for (const change of [
      { make: null },
      { make: '' },
      { vin: 'SHORT' },
      { year: 1800 },
      { msrp: -1 },
      { id: 999 },
      { segment: 'boat' },
      { registration_state: 'ZZ' },
      { condition: 'lemon' },
    ]) {
      await owner.agent.patch(`/api/vehicles/${vehicle.id}`).send(change).expect(400);
    }
    expect((await owner.agent.get(`/api/vehicles/${vehicle.id}`).expect(200)).body).toEqual(vehicle);
  });

  it('answers 404 for ids that cannot exist', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await owner.agent.get(`/api/vehicles/${id}`).expect(404);
      expect(response.body.message).toBe(VehicleMessages.notFound);
    }
  });

  it("never shows one owner's vehicles to another: every call answers 404 and changes nothing", async () => {
    const vehicle = await createVehicle(owner);
    const stranger = await createOwner(running, 'stranger');
    expect((await stranger.agent.get('/api/vehicles').expect(200)).body).toEqual([]);
    await stranger.agent.get(`/api/vehicles/${vehicle.id}`).expect(404);
    await stranger.agent.patch(`/api/vehicles/${vehicle.id}`).send({ make: 'Stolen' }).expect(404);
    await stranger.agent.delete(`/api/vehicles/${vehicle.id}`).expect(404);
    expect((await owner.agent.get(`/api/vehicles/${vehicle.id}`).expect(200)).body).toEqual(vehicle);
  });

  describe('one vehicle per VIN per owner', () => {
    const taken = { statusCode: 409, message: VehicleMessages.vinTaken, error: 'Conflict', errors: { vin: [VehicleMessages.vinTaken] } };

    it('refuses the same VIN again, in any case, with 409 under the VIN field, and stores nothing', async () => {
      const vin = uniqueVin();
      await createVehicle(owner, { vin });
      const again = await owner.agent
        .post('/api/vehicles')
        .send(validVehicleInput({ vin: vin.toLowerCase(), model: 'Again' }))
        .expect(409);
      expect(again.body).toEqual(taken);
      expect(await countVehicles(owner.user.id)).toBe(1);
    });

    it("refuses an edit that gives a vehicle another one's VIN, and lets a vehicle keep its own", async () => {
      const first = await createVehicle(owner);
      const second = await createVehicle(owner);
      expect((await owner.agent.patch(`/api/vehicles/${second.id}`).send({ vin: first.vin }).expect(409)).body).toEqual(taken);
      await owner.agent.patch(`/api/vehicles/${first.id}`).send({ vin: first.vin, notes: 'same VIN' }).expect(200);
      expect((await owner.agent.get(`/api/vehicles/${second.id}`).expect(200)).body).toEqual(second);
    });

    it('lets another owner record the same VIN (a car changes hands)', async () => {
      const vehicle = await createVehicle(owner);
      const buyer = await createOwner(running, 'buyer');
      await createVehicle(buyer, { vin: vehicle.vin });
    });

    it('keeps one of two adds that race', async () => {
      const vin = uniqueVin();
      const statuses = (await Promise.all([1, 2, 3].map(() => owner.agent.post('/api/vehicles').send(validVehicleInput({ vin }))))).map((r) => r.status);
      expect(statuses.sort()).toEqual([201, 409, 409]);
      expect(await countVehicles(owner.user.id)).toBe(1);
    });

    it('keeps vehicles that repeated a VIN before the rule, and refuses a new copy of that VIN', async () => {
      const dataSource = running.app.get(DataSource);
      // What the rule's migration (1764311000000) did to copies made before it, on today's columns:
      // the newest copy of a VIN stays unique, older ones are marked and kept.
      const vin = uniqueVin();
      await dataSource.transaction(async (manager) => {
        await manager.query('DROP INDEX vehicles_user_vin_key');
        for (const model of ['Older', 'Newer']) {
          await manager.query(
            `INSERT INTO vehicles (household_id, year, make, model, vin) VALUES ((SELECT household_id FROM household_members WHERE user_id = $1), 2020, 'Kia', $2, $3)`,
            [owner.user.id, model, vin],
          );
        }
        await manager.query(`UPDATE vehicles v SET duplicate_vin = true WHERE vin = $1 AND model = 'Older'`, [vin]);
        await manager.query('CREATE UNIQUE INDEX vehicles_user_vin_key ON vehicles (household_id, vin) WHERE vin IS NOT NULL AND NOT duplicate_vin');
      });
      const list = (await owner.agent.get('/api/vehicles').expect(200)).body as Vehicle[];
      expect(list.map((vehicle) => vehicle.model)).toEqual(['Newer', 'Older']);
      await owner.agent.patch(`/api/vehicles/${list[1].id}`).send({ notes: 'still editable' }).expect(200);
      await owner.agent.post('/api/vehicles').send(validVehicleInput({ vin })).expect(409);
    });
  });

  it('deletes a vehicle with its visits, their claims, documents and stored files, and nothing of another vehicle', async () => {
    const dataSource = running.app.get(DataSource);
    const vehicle = await createVehicle(owner);
    const kept = await createVehicle(owner);
    const visit = await createVisit(owner, { vehicle_id: vehicle.id });
    const keptVisit = await createVisit(owner, { vehicle_id: kept.id });
    const claim = await createClaim(owner, { visit_id: visit.id });
    await createDocuments(owner, visit.id);
    await createDocuments(owner, keptVisit.id);
    type Counts = { visits: number; claims: number; documents: number; chunks: number };
    const counts = async (visitId: number): Promise<Counts> =>
      (
        await dataSource.query<Counts[]>(
          `SELECT (SELECT count(*) FROM visits WHERE id = $1)::int AS visits,
                  (SELECT count(*) FROM claims WHERE visit_id = $1)::int AS claims,
                  (SELECT count(*) FROM documents WHERE visit_id = $1)::int AS documents,
                  (SELECT count(*) FROM document_chunks c JOIN documents d ON d.id = c.document_id WHERE d.visit_id = $1)::int AS chunks`,
          [visitId],
        )
      )[0];
    expect(await counts(visit.id)).toEqual({ visits: 1, claims: 1, documents: 1, chunks: 1 });

    await owner.agent.delete(`/api/vehicles/${vehicle.id}`).expect(204);

    expect(await counts(visit.id)).toEqual({ visits: 0, claims: 0, documents: 0, chunks: 0 });
    expect(await dataSource.query('SELECT count(*)::int AS n FROM document_chunks WHERE document_id NOT IN (SELECT id FROM documents)')).toEqual([{ n: 0 }]);
    await owner.agent.get(`/api/claims/${claim.id}`).expect(404);
    expect(await counts(keptVisit.id)).toEqual({ visits: 1, claims: 0, documents: 1, chunks: 1 });
  });
});
