import request from 'supertest';
import { CatalogMessages, type CatalogOption, type DecodedVin, type GeocodeResult } from '@dct/contracts';
import type { RunningApp } from '../../bootstrap';
import { createOwner, createTestApp, type SignedInOwner } from '../../../test/test-app';
import { COMMON_MAKES } from './vehicle-catalog';
import { VPIC_CLEAN } from './vin-decoding';

const CHECK_DIGIT = '1 - Check Digit (9th position) does not calculate properly';

describe('Vehicle catalog and places (integration)', () => {
  let running: RunningApp;
  let owner: SignedInOwner;

  beforeAll(async () => {
    running = await createTestApp();
    owner = await createOwner(running, 'catalog');
  });
  afterAll(() => running.close());

  const get = async <T>(path: string, status = 200) => {
    const response = await owner.agent.get(path).expect(status);
    return response.body as T;
  };

  it.each<[string, Partial<DecodedVin>]>([
    // vPIC's own example VIN; its answer: 2003 Honda Accord EX-V6 coupe.
    ['1HGCM82633A004352', { year: 2003, make: 'Honda', model: 'Accord', trim: 'EX-V6', bodyClass: 'Coupe', fuelType: 'Gasoline' }],
    ['5YJ3E1EA5KF328931', { year: 2019, make: 'Tesla', model: 'Model 3', bodyClass: 'Sedan', fuelType: 'Electric' }],
    ['1FTFW1EF9EFA00000', { year: 2014, make: 'Ford', model: 'F-150', bodyClass: 'Pickup', fuelType: 'Gasoline' }],
    ['2T1BURHE8JC000000', { year: 2018, make: 'Toyota', model: 'Corolla', trim: 'L/LE/SE/XLE/XSE', bodyClass: 'Sedan', fuelType: 'Gasoline' }],
  ])('decodes %s field by field, cached by the browser for 5 minutes', async (vin, expected) => {
    const response = await owner.agent.get(`/api/vehicles/decode/${vin.toLowerCase()}`).expect(200);
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    expect(response.body).toEqual({
      vin,
      trim: null,
      transmission: null,
      ...expected,
      bodyClass: expected.bodyClass,
      errorCode: '0',
      errorText: VPIC_CLEAN,
    });
  });

  it('reports a bad check digit the way vPIC does: 200 with its error code and text, and what it could still read', async () => {
    const decoded = await get<DecodedVin>('/api/vehicles/decode/1FTFW1EF1EFA00000');
    expect(decoded).toMatchObject({ errorCode: '1', errorText: CHECK_DIGIT, make: 'Ford', model: 'F-150', year: 2014 });
    const unknownMaker = await get<DecodedVin>('/api/vehicles/decode/ZZZZZZZZZZZZZZZZZ');
    expect(unknownMaker.errorCode).not.toBe('0');
    expect(unknownMaker.errorText).toBeTruthy();
  });

  it.each(['1HGCM8263', '1HGCM82633A0043521', '1HGCM82633A00435%21', '1HGCM82633A00435-', '1HGCM82633A00435%C3%A9'])(
    'refuses %s with the spec message',
    async (vin) => {
      const response = await owner.agent.get(`/api/vehicles/decode/${vin}`).expect(400);
      expect(response.body.message).toBe(CatalogMessages.vinInvalid);
    },
  );

  it("lists a year's makes: only those with models that year, the common US makes first, then the rest by name", async () => {
    const all = await get<CatalogOption[]>('/api/vehicles/manufacturers');
    const of2013 = await get<CatalogOption[]>('/api/vehicles/manufacturers?year=2013');
    const names = of2013.map((make) => make.name);
    expect(names.slice(0, 4)).toEqual(['Toyota', 'Ford', 'Chevrolet', 'Honda']);
    expect(names.length).toBeLessThan(all.length);
    // Tesla made no Model 3 in 2013 but did make the Model S; a make with nothing in 2013 is left out.
    expect(names).toContain('Tesla');
    const ford = of2013.find((make) => make.name === 'Ford')!;
    expect((await get<CatalogOption[]>(`/api/vehicles/models/${ford.id}/2013`)).map((model) => model.name)).toContain('F-150');
    for (const make of of2013.slice(0, 40)) expect((await get<CatalogOption[]>(`/api/vehicles/models/${make.id}/2013`)).length).toBeGreaterThan(0);
    const rest = names.slice(names.findIndex((name) => !COMMON_MAKES.some((common) => common.toLowerCase() === name.toLowerCase())));
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(rest.some((name) => COMMON_MAKES.some((common) => common.toLowerCase() === name.toLowerCase()))).toBe(false);
    expect(all.length).toBeGreaterThan(of2013.length);
    for (const year of ['13', 'abcd', '1899']) {
      const refused = await owner.agent.get(`/api/vehicles/manufacturers?year=${year}`).expect(400);
      expect(refused.body.message).toBe(CatalogMessages.yearInvalid);
    }
  });

  it('lists passenger-car, truck and MPV makes by name, and their models by year', async () => {
    const makes = await get<CatalogOption[]>('/api/vehicles/manufacturers');
    expect(makes.length).toBeGreaterThan(100);
    expect(makes.map((make) => make.name)).toEqual([...makes.map((make) => make.name)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const honda = makes.find((make) => make.name === 'Honda')!;
    const tesla = makes.find((make) => make.name === 'Tesla')!;
    expect(honda).toBeDefined();
    expect(makes.some((make) => /motorcycle/i.test(make.name))).toBe(false);

    const honda2003 = (await get<CatalogOption[]>(`/api/vehicles/models/${honda.id}/2003`)).map((model) => model.name);
    expect(honda2003).toEqual(expect.arrayContaining(['Accord', 'Civic', 'CR-V', 'Odyssey']));
    expect(honda2003).not.toContain('Ridgeline'); // first sold as a 2006 model
    const tesla2019 = (await get<CatalogOption[]>(`/api/vehicles/models/${tesla.id}/2019`)).map((model) => model.name);
    expect(tesla2019).toEqual(expect.arrayContaining(['Model 3', 'Model S', 'Model X']));
    expect(tesla2019).not.toContain('Model Y'); // from 2020
    const everyHonda = (await get<CatalogOption[]>(`/api/vehicles/models/${honda.id}`)).map((model) => model.name);
    expect(everyHonda).toEqual(expect.arrayContaining(['Accord', 'Ridgeline']));

    const response = await owner.agent.get(`/api/vehicles/models/${honda.id}/2003`).expect(200);
    expect(response.headers['cache-control']).toBe('private, max-age=300');
  });

  it('answers an unknown make with 404, a bad year with 400, and keeps /api/vehicles/:id as it was', async () => {
    expect((await get<{ message: string }>('/api/vehicles/models/999999', 404)).message).toBe(CatalogMessages.makeNotFound);
    expect((await get<{ message: string }>('/api/vehicles/models/abc/2003', 404)).message).toBe(CatalogMessages.makeNotFound);
    expect((await get<{ errors: Record<string, string[]> }>('/api/vehicles/models/474/20x3', 400)).errors.year).toEqual([CatalogMessages.yearInvalid]);
    await get('/api/vehicles/models/474/1850', 400);
    await get('/api/vehicles/manufacturer', 404);
    await get('/api/vehicles/999999', 404);
    expect(await get<unknown[]>('/api/vehicles')).toEqual([]);
  });

  it('geocodes a ZIP code and "City, ST" offline, and says when it cannot', async () => {
    expect(await get<GeocodeResult>('/api/geocode?q=90210')).toEqual({ lat: 34.0901, lng: -118.4065, label: 'Beverly Hills, CA 90210' });
    expect(await get<GeocodeResult>('/api/geocode?q=60601-1234')).toMatchObject({ lat: 41.8858, lng: -87.6181, label: 'Chicago, IL 60601' });
    const chicago = await get<GeocodeResult>('/api/geocode?q=chicago,%20il');
    expect(chicago.label).toBe('Chicago, IL');
    expect(chicago.lat).toBeCloseTo(41.85, 0);
    expect(chicago.lng).toBeCloseTo(-87.7, 0);
    expect((await get<GeocodeResult>('/api/geocode?q=Salt%20Lake%20City%20UT')).label).toBe('Salt Lake City, UT');
    expect((await get<GeocodeResult>('/api/geocode?q=Austin,%20Texas')).label).toBe('Austin, TX');
    expect((await get<GeocodeResult>('/api/geocode?q=Raleigh%20North%20Carolina')).label).toBe('Raleigh, NC');
    const response = await owner.agent.get('/api/geocode?q=90210').expect(200);
    expect(response.headers['cache-control']).toBe('private, max-age=300');

    for (const q of ['Nowhere, ZZ', '00000', 'Springfield', 'M5V 3L9']) {
      expect((await get<{ message: string }>(`/api/geocode?q=${encodeURIComponent(q)}`, 404)).message).toBe(CatalogMessages.locationNotFound);
    }
    expect((await get<{ errors: Record<string, string[]> }>('/api/geocode?q=%20', 400)).errors.q).toEqual([CatalogMessages.locationRequired]);
    await get('/api/geocode', 400);
    await get(`/api/geocode?q=${'x'.repeat(101)}`, 400);
    await get('/api/geocode?q=1&q=2', 400);
  });

  it('is for signed-in owners', async () => {
    const server = running.app.getHttpServer();
    await request(server).get('/api/vehicles/decode/1HGCM82633A004352').expect(401);
    await request(server).get('/api/vehicles/manufacturers').expect(401);
    await request(server).get('/api/geocode?q=90210').expect(401);
  });
});
