import request from 'supertest';
import { DataSource } from 'typeorm';
import { AuthMessages, RequestMessages, VehicleMessages } from '@dct/contracts';
import { validVehicleInput } from '@dct/contracts/testing';
import { appAndOwnerForTests, appForTests, createVehicle, newOwnerDetails } from '../../test/test-app';
import { MAX_BODY_DEPTH, MAX_BODY_FIELDS } from './request-body-guard';

/** What every route inherits from the shared pipeline, probed the way an attacker would. */
describe('Request pipeline (integration)', () => {
  const { running, owner } = appAndOwnerForTests('pipeline');
  const server = () => running.app.getHttpServer();
  const countVehicles = async () =>
    Number(
      (
        await running.app
          .get(DataSource)
          .query('SELECT count(*) AS n FROM vehicles WHERE household_id = (SELECT household_id FROM household_members WHERE user_id = $1)', [owner.user.id])
      )[0].n,
    );
  const postRaw = (path: string, json: string) => owner.agent.post(path).set('Content-Type', 'application/json').send(json);

  it('answers a body with 60,000 keys with a short 400 at once, and stays responsive meanwhile', async () => {
    const huge = JSON.stringify(Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, 1])));
    expect(huge.length).toBeGreaterThan(600_000);
    const started = Date.now();
    const [health, ...answers] = await Promise.all([
      new Promise((resolve) => setTimeout(resolve, 20)).then(() => request(server()).get('/api/health')),
      ...Array.from({ length: 3 }, () => request(server()).post('/api/auth/register').set('Content-Type', 'application/json').send(huge)),
    ]);
    // Before the guard, each of these held the event loop for about 5 s.
    expect(Date.now() - started).toBeLessThan(1500);
    expect(health.status).toBe(200);
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(RequestMessages.tooManyFields(MAX_BODY_FIELDS));
      expect(JSON.stringify(answer.body).length).toBeLessThan(300);
    }
  });

  it('refuses 2,000 nested arrays without overflowing the stack', async () => {
    const response = await postRaw('/api/vehicles', `${'['.repeat(2000)}${']'.repeat(2000)}`).expect(400);
    expect(response.body.message).toBe(RequestMessages.tooDeep(MAX_BODY_DEPTH));
  });

  it.each(['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'])('refuses an unknown key named %s like any other', async (key) => {
    const body = JSON.stringify(validVehicleInput()).replace(/^\{/, `{"${key}":{"polluted":true},`);
    const response = await postRaw('/api/vehicles', body).expect(400);
    expect(response.body.errors).toEqual({ [key]: [RequestMessages.unknownField(key)] });
    expect(await countVehicles()).toBe(0);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['a NUL character in a text field', { make: 'Toy\u0000ota' }, 'make', RequestMessages.nulCharacter],
    ['an unpaired surrogate', { notes: 'broken \ud800 text' }, 'notes', RequestMessages.brokenCharacter],
    ['100 letters with variation selectors, 102 characters to PostgreSQL', { make: 'a\ufe0f'.repeat(51) }, 'make', VehicleMessages.tooLong('Make', 100)],
    ['purchase date 0000-01-01', { purchase_date: '0000-01-01' }, 'purchase_date', VehicleMessages.purchaseDateInvalid],
    ['a purchase date in year 1066', { purchase_date: '1066-10-14' }, 'purchase_date', VehicleMessages.purchaseDateInvalid],
  ])('refuses %s with 400 and stores nothing', async (_name, change, field, message) => {
    const response = await owner.agent.post('/api/vehicles').send(validVehicleInput(change)).expect(400);
    expect(response.body.errors[field]).toEqual([message]);
    expect(await countVehicles()).toBe(0);
  });

  it('stores a 100-character make with variation selectors exactly as long as its column allows', async () => {
    const make = 'a\ufe0f'.repeat(50);
    const vehicle = await createVehicle(owner, { make });
    expect(vehicle.make).toBe(make);
  });

  it.each([
    ['an address that grows past 254 characters when lower-cased', `${'a'.repeat(60)}@${'\u0130'.repeat(120)}.example`],
    ['an address with an unpaired surrogate', 'al\udc00ex@example.test'],
  ])('refuses %s at sign-up with 400', async (_name, email) => {
    const response = await request(server())
      .post('/api/auth/register')
      .send({ ...newOwnerDetails('odd'), email });
    expect(response.status).toBe(400);
    expect(response.body.errors.email).toBeDefined();
  });

  it('takes only canonical decimal ids: anything else is the same 404', async () => {
    const vehicle = await createVehicle(owner);
    const id = vehicle.id;
    await owner.agent.get(`/api/vehicles/${id}`).expect(200);
    for (const alias of [`0x${id.toString(16)}`, `${id}.0`, `%20${id}`, `+${id}`, `0${id}`, `${id}%00`, `${id}e0`]) {
      const response = await owner.agent.get(`/api/vehicles/${alias}`);
      expect({ alias, status: response.status, message: response.body.message }).toEqual({ alias, status: 404, message: VehicleMessages.notFound });
    }
  });

  it("marks every answer with an owner's data no-store", async () => {
    await createVehicle(owner);
    for (const path of ['/api/auth/user', '/api/vehicles']) {
      const response = await owner.agent.get(path).expect(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect((await request(server()).get('/api/vehicles').expect(401)).headers['cache-control']).toBe('no-store');
  });

  it('compresses API answers of 1 KB or more for a client that accepts it, and only those', async () => {
    for (let i = 0; i < 8; i += 1) await createVehicle(owner);
    const list = await owner.agent.get('/api/vehicles').set('Accept-Encoding', 'gzip').expect(200);
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body).toHaveLength(8);
    const plain = await owner.agent.get('/api/vehicles').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(list.body);
    const small = await owner.agent.get('/api/auth/user').set('Accept-Encoding', 'gzip').expect(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it.each(['password', '12345678', '        ', 'qwertyuiop', 'P@ssw0rd!'])('refuses the guessable password %p at sign-up', async (password) => {
    const details = { ...newOwnerDetails('weak'), password };
    const response = await request(server()).post('/api/auth/register').send(details).expect(400);
    expect(response.body.errors.password).toEqual([AuthMessages.passwordTooGuessable]);
  });

  it("refuses a password made of the owner's own name", async () => {
    const details = { ...newOwnerDetails('weak'), name: 'Madeleine Brightwater', password: 'brightwater' };
    const response = await request(server()).post('/api/auth/register').send(details).expect(400);
    expect(response.body.errors.password).toEqual([AuthMessages.passwordTooGuessable]);
  });

  it('keeps return paths on this site, whatever a browser would make of them', async () => {
    for (const returnTo of ['/%09/evil.example', '/%0A/evil.example', '/%5C/evil.example', '%2F%2Fevil.example']) {
      expect((await request(server()).get(`/api/login?returnTo=${returnTo}`).expect(302)).headers.location).toBe('/sign-in');
    }
  });

  it('takes as long to refuse a taken address as to register a new one', async () => {
    const taken = newOwnerDetails('timing');
    await request(server()).post('/api/auth/register').send(taken).expect(201);
    const time = async (details: object, status: number) => {
      const started = process.hrtime.bigint();
      await request(server()).post('/api/auth/register').send(details).expect(status);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const known: number[] = [];
    const fresh: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      known.push(await time(taken, 409));
      fresh.push(await time(newOwnerDetails('timing'), 201));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1];
    // Without hashing on the known path the ratio was about 0.03; with it about 1, and under a full suite's load as low
    // as 0.5 once: the bound sits well between the two.
    expect(median(known) / median(fresh)).toBeGreaterThan(0.25);
  });
});

describe('Request pipeline in production (integration)', () => {
  const running = appForTests({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) });

  it('does not serve the API docs unless API_DOCS=true', async () => {
    await request(running.app.getHttpServer()).get('/api/docs').expect(404);
  });
});
