import request from 'supertest';
import { DataSource } from 'typeorm';
import { DealerMessages, type Dealer } from '@dct/contracts';
import { appForTests, createDealer, createOwner, ownerForEachTest } from '../../../test/test-app';
import { importDirectory } from './dealer-directory';

describe('Dealers (integration)', () => {
  const running = appForTests();
  const owner = ownerForEachTest(running, 'dealers');
  const dataSource = () => running.app.get(DataSource);

  it('requires a signed-in owner', async () => {
    await request(running.app.getHttpServer()).get('/api/dealers').expect(401);
    await request(running.app.getHttpServer()).post('/api/dealers').send({ name: 'X' }).expect(401);
  });

  it('adds a dealer the owner alone can see, with every field', async () => {
    const dealer = await createDealer(owner, {
      name: '  Sunrise Honda ',
      address: '1200 Harbor Blvd',
      phone: '(714) 555-0142',
      email: 'Service@SunriseHonda.example',
      website: 'https://sunrisehonda.example',
      lat: 33.68,
      lng: -117.91,
      makes: ['Honda', 'Acura'],
      services: ['Service'],
    });
    expect(dealer).toMatchObject({
      name: 'Sunrise Honda',
      email: 'service@sunrisehonda.example',
      lat: 33.68,
      lng: -117.91,
      makes: ['Honda', 'Acura'],
      services: ['Service'],
      owned: true,
    });
    expect((await owner.agent.get(`/api/dealers/${dealer.id}`).expect(200)).body).toEqual(dealer);
    expect(((await owner.agent.get('/api/dealers').expect(200)).body as Dealer[]).map((d) => d.id)).toContain(dealer.id);

    const stranger = await createOwner(running, 'stranger');
    const other = await stranger.agent.get(`/api/dealers/${dealer.id}`).expect(404);
    expect(other.body.message).toBe(DealerMessages.notFound);
    expect(((await stranger.agent.get('/api/dealers').expect(200)).body as Dealer[]).map((d) => d.id)).not.toContain(dealer.id);
  });

  it.each([
    ['no name', { name: '' }, 'name', DealerMessages.nameRequired],
    ['a malformed email', { email: 'service@' }, 'email', DealerMessages.emailInvalid],
    ['a website without a scheme', { website: 'sunrisehonda.example' }, 'website', DealerMessages.websiteInvalid],
    ['a latitude past the pole', { lat: 91 }, 'lat', DealerMessages.latInvalid],
    ['makes that are not a list', { makes: 'Honda' }, 'makes', DealerMessages.listInvalid('Makes')],
    ['an unknown field', { rating: 5 }, 'rating', 'Unknown field: rating'],
  ])('refuses %s', async (_name, change, field, message) => {
    const response = await owner.agent
      .post('/api/dealers')
      .send({ name: 'Valid Motors', ...change })
      .expect(400);
    expect(response.body.errors[field]).toEqual([message]);
  });

  it('shows the shared directory to everyone, and a re-import updates rows matched on name and ZIP', async () => {
    const name = `Directory Motors ${Date.now()}`;
    const first = await importDirectory(
      dataSource(),
      `name,city,state,zip,makes,services\n${name},Austin,TX,78701,Ford;Lincoln,Service\nBroken Row,,,,,\n,No Name,TX,78701,,`,
    );
    expect(first.imported).toBe(2);
    expect(first.refused).toEqual([{ line: 4, problems: [DealerMessages.nameRequired] }]);
    const listed = ((await owner.agent.get('/api/dealers').expect(200)).body as Dealer[]).find((d) => d.name === name);
    expect(listed).toMatchObject({ city: 'Austin', makes: ['Ford', 'Lincoln'], owned: false });

    await importDirectory(dataSource(), `name,city,state,zip,phone\n${name.toUpperCase()},Austin,TX,78701,(512) 555-0100`);
    const rows = await dataSource().query('SELECT phone FROM dealers WHERE lower(name) = lower($1) AND user_id IS NULL', [name]);
    expect(rows).toEqual([{ phone: '(512) 555-0100' }]);
  });
});
