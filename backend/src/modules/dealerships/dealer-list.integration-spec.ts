import request from 'supertest';
import { DataSource } from 'typeorm';
import { DEALER_LIST_TOTAL_HEADER, DealerMessages, type DealerListItem } from '@dct/contracts';
import { appAndOwnerForTests, createDealer, createOwner, type SignedInOwner } from '../../../test/test-app';
import { importDirectory } from './dealer-directory';
import { milesBetween } from './dealership-search';

const AUSTIN_78701 = { lat: 30.2713, lng: -97.7426 };

describe('GET /api/dealers: search, distance and pages (integration)', () => {
  const { running, owner } = appAndOwnerForTests('dealer-list');
  const dataSource = () => running.app.get(DataSource);

  /** A word no other test's dealer holds, so each test reads only its own dealers. */
  let token = 0;
  const unique = (label: string) => `${label}${Date.now().toString(36)}${(token += 1)}`;

  const list = async (who: SignedInOwner, query: Record<string, string | number>) => {
    const response = await who.agent.get('/api/dealers').query(query).expect(200);
    return { items: response.body as DealerListItem[], total: Number(response.headers[DEALER_LIST_TOTAL_HEADER.toLowerCase()]) };
  };
  const names = (items: DealerListItem[]) => items.map((dealer) => dealer.name);

  it('requires a signed-in owner', async () => {
    await request(running.app.getHttpServer()).get('/api/dealers?q=honda').expect(401);
  });

  it('finds by name, make, city or ZIP code, in any case and any part of the word, the query trimmed', async () => {
    const word = unique('Zeta');
    const byName = await createDealer(owner, { name: `${word} Honda`, city: 'Austin', zip: '78701', makes: ['Honda'] });
    const byMake = await createDealer(owner, { name: `Other ${word}x`, city: 'Dallas', zip: '75201', makes: [`${word}Make`] });
    await createDealer(owner, { name: 'Unrelated Motors', city: 'Boston', zip: '02108', makes: ['Ford'] });

    expect(names((await list(owner, { q: `  ${word.toUpperCase()} hon ` })).items)).toEqual([byName.name]);
    expect(names((await list(owner, { q: `${word}MAKE` })).items)).toEqual([byMake.name]);
    expect(names((await list(owner, { q: word.toLowerCase() })).items)).toEqual([byMake.name, byName.name]);

    const city = unique('Cityville');
    const byCity = await createDealer(owner, { name: unique('City Motors'), city });
    expect(names((await list(owner, { q: city.slice(2).toLowerCase() })).items)).toEqual([byCity.name]);

    const zip = `9${String(Date.now()).slice(-4)}`;
    const byZip = await createDealer(owner, { name: unique('Zip Motors'), zip });
    expect((await list(owner, { q: zip })).items.map((dealer) => dealer.id)).toContain(byZip.id);
  });

  it('lists the directory and the owner’s own dealers, never another owner’s', async () => {
    const word = unique('Shared');
    await importDirectory(dataSource(), `name,city,state,zip\n${word} Directory,Austin,TX,78701`);
    const mine = await createDealer(owner, { name: `${word} Mine` });
    const stranger = await createOwner(running, 'dealer-list-stranger');
    const theirs = await createDealer(stranger, { name: `${word} Theirs` });

    const seen = await list(owner, { q: word, limit: 50 });
    expect(names(seen.items)).toEqual([`${word} Directory`, `${word} Mine`]);
    expect(seen.total).toBe(2);
    expect(seen.items.map((dealer) => dealer.owned)).toEqual([false, true]);
    expect((await list(stranger, { q: word })).items.map((dealer) => dealer.id)).toEqual([expect.any(Number), theirs.id]);
    expect((await list(owner, { q: 'Theirs' })).items.map((dealer) => dealer.id)).not.toContain(theirs.id);
    expect((await list(owner, { limit: 50, page: 1 })).items.map((dealer) => dealer.id)).not.toContain(theirs.id);
    expect(mine.owned).toBe(true);
  });

  it('sorts by distance from a ZIP code, with the distance in miles, dealers without coordinates last', async () => {
    const word = unique('Near');
    const dallas = await createDealer(owner, { name: `${word} A Dallas`, lat: 32.7904, lng: -96.8044 });
    const austin = await createDealer(owner, { name: `${word} B Austin`, lat: 30.2672, lng: -97.7431 });
    const nowhere = await createDealer(owner, { name: `${word} C Nowhere` });
    const newYork = await createDealer(owner, { name: `${word} D New York`, lat: 40.7484, lng: -73.9967 });

    const { items, total } = await list(owner, { q: word, near: '78701' });
    expect(items.map((dealer) => dealer.id)).toEqual([austin.id, dallas.id, newYork.id, nowhere.id]);
    expect(total).toBe(4);
    expect(items[0].distance).toBeCloseTo(milesBetween(AUSTIN_78701, { lat: 30.2672, lng: -97.7431 }), 6);
    expect(items[1].distance).toBeCloseTo(milesBetween(AUSTIN_78701, { lat: 32.7904, lng: -96.8044 }), 6);
    expect(items[1].distance).toBeGreaterThan(150);
    expect(items[3].distance).toBeNull();
    // Without near: by name, and no distance.
    const byName = await list(owner, { q: word });
    expect(byName.items.map((dealer) => dealer.id)).toEqual([dallas.id, austin.id, nowhere.id, newYork.id]);
    expect(byName.items.every((dealer) => dealer.distance === null)).toBe(true);
  });

  it('pages through every match once, the total on each page', async () => {
    const word = unique('Paged');
    const created = [];
    for (let index = 0; index < 7; index += 1) created.push(await createDealer(owner, { name: `${word} ${String(index).padStart(2, '0')}` }));
    const seen: number[] = [];
    for (const page of [1, 2, 3]) {
      const { items, total } = await list(owner, { q: word, limit: 3, page });
      expect(total).toBe(7);
      expect(items.length).toBe(page < 3 ? 3 : 1);
      seen.push(...items.map((dealer) => dealer.id));
    }
    expect(seen).toEqual(created.map((dealer) => dealer.id));
    expect(new Set(seen).size).toBe(7);
    const past = await list(owner, { q: word, limit: 3, page: 4 });
    expect(past).toEqual({ items: [], total: 7 });
    // Near sorting pages the same way (ties broken by name, then id).
    const near = [];
    for (const page of [1, 2, 3]) near.push(...(await list(owner, { q: word, limit: 3, page, near: '78701' })).items.map((dealer) => dealer.id));
    expect(near).toEqual(seen);
  });

  it('answers 20 by default and at most 50', async () => {
    const word = unique('Many');
    for (let index = 0; index < 21; index += 1) await createDealer(owner, { name: `${word} ${String(index).padStart(2, '0')}` });
    const first = await list(owner, { q: word });
    expect(first.items).toHaveLength(20);
    expect(first.total).toBe(21);
    expect((await list(owner, { q: word, limit: 50 })).items).toHaveLength(21);
  });

  it.each([
    ['a limit over 50', { limit: '51' }, 'limit', DealerMessages.limitInvalid],
    ['a limit of 0', { limit: '0' }, 'limit', DealerMessages.limitInvalid],
    ['a limit that is not a whole number', { limit: '2.5' }, 'limit', DealerMessages.limitInvalid],
    ['a page of 0', { page: '0' }, 'page', DealerMessages.pageInvalid],
    ['a page that is not a number', { page: 'next' }, 'page', DealerMessages.pageInvalid],
    ['a search too long', { q: 'q'.repeat(101) }, 'q', DealerMessages.searchTooLong],
    ['a ZIP code of four digits', { near: '7870' }, 'near', DealerMessages.zipInvalid],
    ['a ZIP code with letters', { near: 'ABCDE' }, 'near', DealerMessages.zipInvalid],
    ['a ZIP code that does not exist', { near: '00000' }, 'near', DealerMessages.zipUnknown('00000')],
    ['an unknown parameter', { sort: 'name' }, 'sort', 'Unknown field: sort'],
  ])('refuses %s with a 400 that says why', async (_name, query, field, message) => {
    const response = await owner.agent.get('/api/dealers').query(query).expect(400);
    expect(response.body.errors).toEqual({ [field]: [message] });
  });

  it('takes a search of exactly 100 characters and a ZIP code with spaces around it', async () => {
    await owner.agent
      .get('/api/dealers')
      .query({ q: 'q'.repeat(100) })
      .expect(200);
    await owner.agent.get('/api/dealers').query({ near: ' 78701 ' }).expect(200);
  });
});
