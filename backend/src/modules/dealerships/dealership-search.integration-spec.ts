import request from 'supertest';
import { CatalogMessages, DealerMessages, type CurrentUserProfile, type Dealership } from '@dct/contracts';
import { appAndOwnerForTests, createDealer, createOwner } from '../../../test/test-app';
import { DataSource } from 'typeorm';
import { importDirectory } from './dealer-directory';
import { milesBetween } from './dealership-search';

/** A quiet spot in the Pacific: no directory dealer is near it, so only this test's dealers are found. */
const HERE = { lat: 10, lng: -150 };
const east = (miles: number) => ({ lat: HERE.lat, lng: HERE.lng + miles / (69.17 * Math.cos((HERE.lat * Math.PI) / 180)) });

describe('Dealership search and the preferred dealer (integration)', () => {
  const { running, owner } = appAndOwnerForTests('search');

  const search = (query: string) => owner.agent.get(`/api/dealerships/search?${query}`);

  it('finds dealers by great-circle distance, nearest first, in miles, the radius inclusive', async () => {
    const near = await createDealer(owner, { name: 'Near Honda', ...east(3), makes: ['Honda', 'Acura'], services: ['Service'] });
    const edge = await createDealer(owner, { name: 'Edge Toyota', ...east(12), makes: ['Toyota'] });
    const far = await createDealer(owner, { name: 'Far Ford', ...east(40), makes: ['Ford'] });
    await createDealer(owner, { name: 'Nowhere Motors' }); // no coordinates: never found by place
    const edgeMiles = milesBetween(HERE, { lat: edge.lat!, lng: edge.lng! });

    const response = await search(`lat=${HERE.lat}&lng=${HERE.lng}&radius=${edgeMiles}`).expect(200);
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    const found = response.body as Dealership[];
    expect(found.map((dealer) => dealer.name)).toEqual(['Near Honda', 'Edge Toyota']);
    expect(found[0]).toEqual({
      id: near.id,
      name: 'Near Honda',
      address: null,
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      phone: null,
      website: null,
      makes: ['Honda', 'Acura'],
      services: ['Service'],
      distance: expect.any(Number),
    });
    expect(found[0].distance).toBeCloseTo(3, 1);
    expect(found[1].distance).toBeCloseTo(edgeMiles, 6);

    const justShort = (await search(`lat=${HERE.lat}&lng=${HERE.lng}&radius=${edgeMiles - 0.01}`).expect(200)).body as Dealership[];
    expect(justShort.map((dealer) => dealer.name)).toEqual(['Near Honda']);
    const wide = (await search(`lat=${HERE.lat}&lng=${HERE.lng}&radius=50`).expect(200)).body as Dealership[];
    expect(wide.map((dealer) => dealer.id)).toEqual([near.id, edge.id, far.id]);
    expect(wide[2].distance).toBeCloseTo(milesBetween(HERE, { lat: far.lat!, lng: far.lng! }), 6);
  });

  it('filters by make, case-insensitively, and defaults the radius to 25 miles', async () => {
    await createDealer(owner, { name: 'Near Honda', ...east(3), makes: ['Honda', 'Acura'] });
    await createDealer(owner, { name: 'Toyota 20', ...east(20), makes: ['Toyota'] });
    await createDealer(owner, { name: 'Toyota 30', ...east(30), makes: ['Toyota'] });
    const acura = (await search(`lat=${HERE.lat}&lng=${HERE.lng}&make=acura`).expect(200)).body as Dealership[];
    expect(acura.map((dealer) => dealer.name)).toEqual(['Near Honda']);
    const toyotas = (await search(`lat=${HERE.lat}&lng=${HERE.lng}&make=Toyota`).expect(200)).body as Dealership[];
    expect(toyotas.map((dealer) => dealer.name)).toEqual(['Toyota 20']);
    expect((await search(`lat=${HERE.lat}&lng=${HERE.lng}&make=Tesla`).expect(200)).body).toEqual([]);
  });

  it("never shows another owner's dealers", async () => {
    const stranger = await createOwner(running, 'stranger');
    await createDealer(stranger, { name: 'Their Dealer', ...east(1) });
    expect((await search(`lat=${HERE.lat}&lng=${HERE.lng}`).expect(200)).body).toEqual([]);
  });

  it('finds directory dealers around a real ZIP code, by distance', async () => {
    const stamp = Date.now().toString(36);
    // Two directory dealers in Chicago's Loop and one in Milwaukee (about 80 miles north).
    await importDirectory(
      running.app.get(DataSource),
      [
        'name,address,city,state,zip,lat,lng,makes',
        `Loop Honda ${stamp},1 W Wacker Dr,Chicago,IL,60601,41.8865,-87.6280,Honda`,
        `River North Kia ${stamp},500 N State St,Chicago,IL,60654,41.8910,-87.6280,Kia`,
        `Lakefront Ford ${stamp},1 E Wisconsin Ave,Milwaukee,WI,53202,43.0389,-87.9065,Ford`,
      ].join('\n'),
    );
    const place = (await owner.agent.get('/api/geocode?q=60601').expect(200)).body as { lat: number; lng: number };
    const ours = (dealers: Dealership[]) => dealers.filter((dealer) => dealer.name.endsWith(stamp));
    const near = ours((await search(`lat=${place.lat}&lng=${place.lng}&radius=10`).expect(200)).body as Dealership[]);
    expect(near.map((dealer) => dealer.name)).toEqual([`Loop Honda ${stamp}`, `River North Kia ${stamp}`]);
    expect(near[0].distance).toBeCloseTo(milesBetween(place, { lat: 41.8865, lng: -87.628 }), 6);
    expect(near[0].distance).toBeLessThan(1);
    const wide = ours((await search(`lat=${place.lat}&lng=${place.lng}&radius=100`).expect(200)).body as Dealership[]);
    expect(wide.map((dealer) => dealer.name)).toEqual([`Loop Honda ${stamp}`, `River North Kia ${stamp}`, `Lakefront Ford ${stamp}`]);
    expect(wide[2].distance).toBeGreaterThan(75);
    expect(wide[2].distance).toBeLessThan(85);
  });

  it.each([
    ['no point', 'radius=10', 'lat', CatalogMessages.latInvalid],
    ['a latitude past the pole', 'lat=91&lng=0', 'lat', CatalogMessages.latInvalid],
    ['a longitude that is text', 'lat=1&lng=east', 'lng', CatalogMessages.lngInvalid],
    ['a zero radius', 'lat=1&lng=1&radius=0', 'radius', CatalogMessages.radiusInvalid],
    ['a huge radius', 'lat=1&lng=1&radius=5000', 'radius', CatalogMessages.radiusInvalid],
    ['a radius in hex', 'lat=1&lng=1&radius=0x10', 'radius', CatalogMessages.radiusInvalid],
    ['a repeated parameter', 'lat=1&lat=2&lng=1', 'lat', CatalogMessages.latInvalid],
    ['an unknown parameter', 'lat=1&lng=1&zip=90210', 'zip', 'Unknown field: zip'],
    ['a long make', `lat=1&lng=1&make=${'x'.repeat(101)}`, 'make', CatalogMessages.makeTooLong],
  ])('refuses %s with a clear message', async (_name, query, field, message) => {
    const response = await search(query).expect(400);
    expect(response.body.errors[field]).toEqual([message]);
  });

  it('saves the preferred dealer on the owner, returns it with the user, and refuses a dealer they cannot see', async () => {
    const mine = await createDealer(owner, { name: 'My Dealer' });
    expect(((await owner.agent.get('/api/auth/user').expect(200)).body as CurrentUserProfile).preferred_dealer_id).toBeNull();
    const saved = (await owner.agent.patch('/api/auth/user').send({ preferred_dealer_id: mine.id }).expect(200)).body as CurrentUserProfile;
    expect(saved).toMatchObject({ id: owner.user.id, email: owner.user.email, preferred_dealer_id: mine.id });
    expect(((await owner.agent.get('/api/auth/user').expect(200)).body as CurrentUserProfile).preferred_dealer_id).toBe(mine.id);

    const stranger = await createOwner(running, 'stranger');
    const theirs = await createDealer(stranger, { name: 'Their Dealer' });
    const refused = await owner.agent.patch('/api/auth/user').send({ preferred_dealer_id: theirs.id }).expect(404);
    expect(refused.body.message).toBe(DealerMessages.notFound);
    await owner.agent.patch('/api/auth/user').send({ preferred_dealer_id: 2147483647 }).expect(404);
    await owner.agent.patch('/api/auth/user').send({ preferred_dealer_id: 'x' }).expect(400);
    await owner.agent.patch('/api/auth/user').send({ preferred_dealer_id: 1.5 }).expect(400);
    await owner.agent.patch('/api/auth/user').send({ name: 'New name' }).expect(400);
    expect(((await owner.agent.get('/api/auth/user').expect(200)).body as CurrentUserProfile).preferred_dealer_id).toBe(mine.id);

    expect(
      ((await owner.agent.patch('/api/auth/user').send({ preferred_dealer_id: null }).expect(200)).body as CurrentUserProfile).preferred_dealer_id,
    ).toBeNull();
  });

  it('is for signed-in owners', async () => {
    await request(running.app.getHttpServer()).get('/api/dealerships/search?lat=1&lng=1').expect(401);
    await request(running.app.getHttpServer()).patch('/api/auth/user').send({ preferred_dealer_id: null }).expect(401);
  });
});
