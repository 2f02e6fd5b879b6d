import { DataSource } from 'typeorm';
import { DealerMessages, type Vehicle } from '@dct/contracts';
import { appAndOwnerForTests, createDealer, createOwner, createVehicle } from '../../../test/test-app';

describe("A vehicle's preferred dealer (integration)", () => {
  const { running, owner } = appAndOwnerForTests('vehicle-dealer');
  const dataSource = () => running.app.get(DataSource);

  it('is set on create or PATCH, read back, and cleared with null or blank', async () => {
    const dealer = await createDealer(owner, { name: 'Preferred Motors' });
    const vehicle = await createVehicle(owner, { preferred_dealer_id: dealer.id });
    expect(vehicle.preferred_dealer_id).toBe(dealer.id);
    expect(((await owner.agent.get(`/api/vehicles/${vehicle.id}`).expect(200)).body as Vehicle).preferred_dealer_id).toBe(dealer.id);

    const other = await createVehicle(owner);
    expect(other.preferred_dealer_id).toBeNull();
    const set = (await owner.agent.patch(`/api/vehicles/${other.id}`).send({ preferred_dealer_id: dealer.id }).expect(200)).body as Vehicle;
    expect(set.preferred_dealer_id).toBe(dealer.id);
    // A PATCH without the field leaves it alone.
    expect(((await owner.agent.patch(`/api/vehicles/${other.id}`).send({ notes: 'x' }).expect(200)).body as Vehicle).preferred_dealer_id).toBe(dealer.id);

    const cleared = (await owner.agent.patch(`/api/vehicles/${other.id}`).send({ preferred_dealer_id: null }).expect(200)).body as Vehicle;
    expect(cleared.preferred_dealer_id).toBeNull();
    const blank = (await owner.agent.patch(`/api/vehicles/${vehicle.id}`).send({ preferred_dealer_id: '' }).expect(200)).body as Vehicle;
    expect(blank.preferred_dealer_id).toBeNull();
    const listed = (await owner.agent.get('/api/vehicles').expect(200)).body as Vehicle[];
    expect(listed.map((item) => item.preferred_dealer_id)).toEqual([null, null]);
  });

  it('takes a directory dealer', async () => {
    const name = `Vehicle Directory Motors ${Date.now()}`;
    // A directory dealer is one without an owner.
    const [{ id }] = await dataSource().query<Array<{ id: number }>>(
      `INSERT INTO dealers (name, city, state, zip) VALUES ($1, 'Austin', 'TX', '78701') RETURNING id`,
      [name],
    );
    const vehicle = await createVehicle(owner, { preferred_dealer_id: id });
    expect(vehicle.preferred_dealer_id).toBe(id);
  });

  it("refuses another owner's dealer, or one that does not exist, as the dealer's 404, and changes nothing", async () => {
    const stranger = await createOwner(running, 'vehicle-dealer-stranger');
    const theirs = await createDealer(stranger, { name: 'Their Motors' });
    const mine = await createDealer(owner, { name: 'My Motors' });
    const vehicle = await createVehicle(owner, { preferred_dealer_id: mine.id });

    const refused = await owner.agent.patch(`/api/vehicles/${vehicle.id}`).send({ preferred_dealer_id: theirs.id, notes: 'changed' }).expect(404);
    expect(refused.body.message).toBe(DealerMessages.notFound);
    await owner.agent.patch(`/api/vehicles/${vehicle.id}`).send({ preferred_dealer_id: 2147483647 }).expect(404);
    const kept = (await owner.agent.get(`/api/vehicles/${vehicle.id}`).expect(200)).body as Vehicle;
    expect(kept).toMatchObject({ preferred_dealer_id: mine.id, notes: null });

    const create = await owner.agent
      .post('/api/vehicles')
      .send({ year: 2022, make: 'Toyota', model: 'Camry', vin: '4T1G11AK5NU765432', preferred_dealer_id: theirs.id });
    expect(create.status).toBe(404);
    expect(create.body.message).toBe(DealerMessages.notFound);

    // Another owner's vehicle stays its own 404, whatever dealer is named.
    const response = await stranger.agent.patch(`/api/vehicles/${vehicle.id}`).send({ preferred_dealer_id: theirs.id }).expect(404);
    expect(response.body.message).not.toBe(DealerMessages.notFound);
  });

  it.each([
    ['text', 'x'],
    ['a fraction', 1.5],
    ['zero', 0],
  ])('refuses an id that is %s with a 400', async (_name, value) => {
    const vehicle = await createVehicle(owner);
    const response = await owner.agent.patch(`/api/vehicles/${vehicle.id}`).send({ preferred_dealer_id: value }).expect(400);
    expect(response.body.errors).toEqual({ preferred_dealer_id: [DealerMessages.notFound] });
  });

  it('is cleared when the dealer is deleted', async () => {
    const dealer = await createDealer(owner, { name: 'Closing Motors' });
    const vehicle = await createVehicle(owner, { preferred_dealer_id: dealer.id });
    await dataSource().query('DELETE FROM dealers WHERE id = $1', [dealer.id]);
    expect(((await owner.agent.get(`/api/vehicles/${vehicle.id}`).expect(200)).body as Vehicle).preferred_dealer_id).toBeNull();
  });
});
