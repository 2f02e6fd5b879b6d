import request from 'supertest';
import { AuthMessages, BuybackMessages, VehicleMessages, type BuybackEstimate } from '@dct/contracts';
import { appAndOwnerForTests, createOwner, createVehicleWithVisits } from '../../../test/test-app';

describe('Buyback estimate (integration)', () => {
  const { running, owner } = appAndOwnerForTests('buyback');

  // Delivered at 12 mi; the transmission first went in at 6,012 mi: 6,000 miles before the first repair.
  const california = () =>
    createVehicleWithVisits(owner, { registration_state: 'CA', delivery_date: '2025-01-15', delivery_mileage: 12, purchase_price: 40_000 }, [
      { date_in: '2025-03-01', date_out: '2025-03-20', defect: 'Transmission slip', mileage_in: 6_012 },
      { date_in: '2025-05-01', date_out: '2025-05-13', defect: 'transmission  SLIP', mileage_in: 8_800 },
    ]);

  it('requires a signed-in owner', async () => {
    const anonymous = request(running.app.getHttpServer());
    const response = await anonymous.get('/api/vehicles/1/buyback').expect(401);
    expect(response.body.message).toBe(AuthMessages.signInRequired);
  });

  it('answers the California estimate line by line, and stores the owner’s cost lines', async () => {
    const { vehicle, visits } = await california();
    const first = (await owner.agent.get(`/api/vehicles/${vehicle.id}/buyback`).expect(200)).body as BuybackEstimate;
    // Cal. Civ. Code § 1793.2(d)(2)(C): $40,000 × 6,000 ÷ 120,000 = $2,000.00.
    expect(first).toMatchObject({ state: 'CA', use_offset: 2_000, estimate: 38_000, miles_used: 6_000, missing: [], costs: [] });
    expect(first.first_repair).toEqual({ defect: 'Transmission slip', visit_id: visits[0].id, date_in: '2025-03-01', mileage_in: 6_012 });
    expect(first.basis).toMatchObject({ kind: 'statute', statute: 'Cal. Civ. Code § 1793.2(d)(2)(C)', divisor: 120_000 });

    const body = {
      lines: [
        { kind: 'collateral', label: 'Sales tax', amount: 3_300 },
        { kind: 'incidental', label: 'Rental car', amount: 600.25 },
      ],
      current_mileage: 10_000,
      current_mileage_date: '2025-06-01',
    };
    const saved = (await owner.agent.put(`/api/vehicles/${vehicle.id}/buyback`).send(body).expect(200)).body as BuybackEstimate;
    // $40,000 + $3,300 + $600.25 − $2,000 = $41,900.25.
    expect(saved.estimate).toBe(41_900.25);
    expect(saved.lines).toEqual([
      { label: 'Price paid', amount: 40_000 },
      { label: 'Collateral: Sales tax', amount: 3_300 },
      { label: 'Incidental: Rental car', amount: 600.25 },
      { label: 'Use offset: $40,000.00 × 6,000 mi ÷ 120,000', amount: -2_000 },
    ]);
    const read = (await owner.agent.get(`/api/vehicles/${vehicle.id}/buyback`).expect(200)).body as BuybackEstimate;
    expect(read).toEqual(saved);
    expect(read).toMatchObject({ costs: body.lines, current_mileage: 10_000, current_mileage_date: '2025-06-01' });

    // A whole replacement: the empty list clears the lines.
    const cleared = (await owner.agent.put(`/api/vehicles/${vehicle.id}/buyback`).send({ lines: [] }).expect(200)).body as BuybackEstimate;
    expect(cleared).toMatchObject({ costs: [], current_mileage: null, estimate: 38_000 });
  });

  it('counts Florida miles to the hearing mileage the owner enters', async () => {
    const { vehicle } = await createVehicleWithVisits(owner, { registration_state: 'FL', delivery_mileage: 50, purchase_price: 60_000 }, []);
    const before = (await owner.agent.get(`/api/vehicles/${vehicle.id}/buyback`).expect(200)).body as BuybackEstimate;
    expect(before).toMatchObject({ use_offset: null, use_offset_reason: BuybackMessages.currentMileageRequired, estimate: 60_000 });
    // Fla. Stat. § 681.102(19): $60,000 × (8,050 − 50) ÷ 120,000 = $4,000.00.
    const after = (await owner.agent.put(`/api/vehicles/${vehicle.id}/buyback`).send({ lines: [], current_mileage: 8_050 }).expect(200))
      .body as BuybackEstimate;
    expect(after).toMatchObject({ use_offset: 4_000, estimate: 56_000, basis: { kind: 'statute', statute: 'Fla. Stat. § 681.102(19)' } });
  });

  it('says what is missing without a purchase price', async () => {
    const { vehicle } = await createVehicleWithVisits(owner, { registration_state: 'TX' }, []);
    const estimate = (await owner.agent.get(`/api/vehicles/${vehicle.id}/buyback`).expect(200)).body as BuybackEstimate;
    expect(estimate).toMatchObject({ estimate: null, use_offset: null, basis: { kind: 'estimate' } });
    expect(estimate.missing.map((item) => item.message)).toContain(BuybackMessages.priceRequired);
  });

  it('answers 400 for bad input and stores nothing', async () => {
    const { vehicle } = await california();
    const path = `/api/vehicles/${vehicle.id}/buyback`;
    await owner.agent
      .put(path)
      .send({ lines: [{ kind: 'collateral', label: 'Sales tax', amount: 100 }] })
      .expect(200);
    const bad = [
      { body: { lines: [{ kind: 'incidental', label: 'Towing', amount: -1 }] }, message: BuybackMessages.amountInvalid },
      { body: { lines: [], current_mileage_date: '1900-01-01' }, message: BuybackMessages.mileageDateInvalid },
      { body: { lines: [{ kind: 'incidental', label: 'x'.repeat(10_240), amount: 5 }] }, message: BuybackMessages.labelTooLong },
    ];
    for (const { body, message } of bad) {
      const response = await owner.agent.put(path).send(body).expect(400);
      expect(JSON.stringify(response.body)).toContain(message);
    }
    const stored = (await owner.agent.get(path).expect(200)).body as BuybackEstimate;
    expect(stored.costs).toEqual([{ kind: 'collateral', label: 'Sales tax', amount: 100 }]);
  });

  it("answers 404 for another owner's vehicle, and changes nothing of it", async () => {
    const { vehicle } = await california();
    const stranger = await createOwner(running, 'stranger');
    const path = `/api/vehicles/${vehicle.id}/buyback`;
    expect((await stranger.agent.get(path).expect(404)).body.message).toBe(VehicleMessages.notFound);
    expect(
      (
        await stranger.agent
          .put(path)
          .send({ lines: [{ kind: 'incidental', label: 'Tow', amount: 90 }] })
          .expect(404)
      ).body.message,
    ).toBe(VehicleMessages.notFound);
    expect(((await owner.agent.get(path).expect(200)).body as BuybackEstimate).costs).toEqual([]);
  });

  it('keeps the cost lines through the trash: a restored vehicle has them back', async () => {
    const { vehicle } = await california();
    const path = `/api/vehicles/${vehicle.id}/buyback`;
    await owner.agent
      .put(path)
      .send({ lines: [{ kind: 'incidental', label: 'Towing', amount: 180 }], current_mileage: 9_000 })
      .expect(200);
    await owner.agent.delete(`/api/vehicles/${vehicle.id}`).expect(204);
    await owner.agent.get(path).expect(404);
    await owner.agent.post(`/api/trash/vehicle/${vehicle.id}/restore`).expect(204);
    expect((await owner.agent.get(path).expect(200)).body).toMatchObject({
      costs: [{ kind: 'incidental', label: 'Towing', amount: 180 }],
      current_mileage: 9_000,
    });
  });
});
