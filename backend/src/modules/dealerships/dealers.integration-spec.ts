import request from 'supertest';
import { DataSource } from 'typeorm';
import { DealerMessages, type Dealer } from '@dct/contracts';
import { appAndOwnerForTests, createDealer, createOwner } from '../../../test/test-app';
import { importDirectory } from './dealer-directory';

describe('Dealers (integration)', () => {
  const { running, owner } = appAndOwnerForTests('dealers');
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

  it.each([
    ['a name that is not text', { name: 42 }, 'name', DealerMessages.nameRequired],
    ['a name too long', { name: 'N'.repeat(201) }, 'name', DealerMessages.tooLong('Dealer name', 200)],
    ['a city that is not text', { city: 7 }, 'city', DealerMessages.textExpected('City')],
    ['a ZIP code too long', { zip: '1'.repeat(11) }, 'zip', DealerMessages.tooLong('ZIP code', 10)],
    ['an email that is not text', { email: 5 }, 'email', DealerMessages.emailInvalid],
    ['an email with an underscore in its domain', { email: 'service@sunrise_honda.example' }, 'email', DealerMessages.emailInvalid],
    ['a website too long', { website: `https://${'w'.repeat(500)}.example` }, 'website', DealerMessages.tooLong('Website', 500)],
    ['a website that is not text', { website: 1 }, 'website', DealerMessages.websiteInvalid],
    ['a latitude as text', { lat: '33.6' }, 'lat', DealerMessages.latInvalid],
    ['a longitude past the date line', { lng: -180.5 }, 'lng', DealerMessages.lngInvalid],
    ['makes set to null', { makes: null }, 'makes', DealerMessages.listInvalid('Makes')],
    ['a make that is not text', { makes: ['Honda', 7] }, 'makes', DealerMessages.listInvalid('Makes')],
    ['a service name too long', { services: ['S'.repeat(101)] }, 'services', DealerMessages.listInvalid('Services')],
    ['too many services', { services: Array.from({ length: 51 }, (_, i) => `Service ${i}`) }, 'services', DealerMessages.listInvalid('Services')],
  ])('refuses %s, with the message it always had', async (_name, change, field, message) => {
    const response = await owner.agent
      .post('/api/dealers')
      .send({ name: 'Valid Motors', ...change })
      .expect(400);
    expect(response.body.errors).toEqual({ [field]: [message] });
  });

  it('takes blank or null optional fields as absent, an unusual but valid address, and empty lists', async () => {
    const dealer = await createDealer(owner, { name: 'Blank Motors', city: '  ', phone: null, email: ' "front desk"@Blank.example ', lat: null, makes: [] });
    expect(dealer).toMatchObject({ city: null, phone: null, email: '"front desk"@blank.example', lat: null, makes: [], services: [] });
  });

  it("refuses a directory row by the API's rules, a coordinate that is not a number included", async () => {
    const result = await importDirectory(
      dataSource(),
      `name,lat,lng,email,website\nNorth Motors ${Date.now()},north,-97.7,,\nMail Motors,30.2,-97.7,sales@,\nWeb Motors,30.2,-97.7,,web.example`,
    );
    expect(result).toEqual({
      imported: 0,
      refused: [
        { line: 2, problems: [DealerMessages.latInvalid] },
        { line: 3, problems: [DealerMessages.emailInvalid] },
        { line: 4, problems: [DealerMessages.websiteInvalid] },
      ],
    });
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
    const rows = await dataSource().query('SELECT phone FROM dealers WHERE lower(name) = lower($1) AND household_id IS NULL', [name]);
    expect(rows).toEqual([{ phone: '(512) 555-0100' }]);
  });
});
