import request from 'supertest';
import { DataSource } from 'typeorm';
import { AuthMessages, RequestMessages } from '@dct/contracts';
import { appForTests, createOwner, newOwnerDetails } from '../../../test/test-app';

describe('Auth (integration)', () => {
  const running = appForTests();
  const server = () => running.app.getHttpServer();
  const countUsers = async (email: string) =>
    Number((await running.app.get(DataSource).query('SELECT count(*) AS n FROM users WHERE email = $1', [email.toLowerCase()]))[0].n);

  it('registers, signs the new user in with a safe cookie, and keeps the session in the database', async () => {
    const details = newOwnerDetails('register');
    const agent = request.agent(server());
    const response = await agent.post('/api/auth/register').send(details).expect(201);
    expect(response.body).toEqual({ id: expect.any(Number), email: details.email.toLowerCase(), name: details.name });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^dct\.sid=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toEqual({ ...response.body, preferred_dealer_id: null, zip_code: null });
    const sessions = await running.app.get(DataSource).query('SELECT count(*) AS n FROM sessions WHERE user_id = $1', [response.body.id]);
    expect(Number(sessions[0].n)).toBe(1);
  });

  it('offers only e-mail and password when no provider is configured', async () => {
    expect((await request(server()).get('/api/auth/providers').expect(200)).body).toEqual({ oidc: null, registration: 'open' });
  });

  it('answers 401 with a readable message when nobody is signed in', async () => {
    const response = await request(server()).get('/api/auth/user').expect(401);
    expect(response.body).toEqual({ statusCode: 401, message: AuthMessages.signInRequired, error: 'Unauthorized' });
  });

  it('refuses a taken email, whatever its case, and keeps the first account', async () => {
    const details = newOwnerDetails('taken');
    await request(server()).post('/api/auth/register').send(details).expect(201);
    const again = await request(server())
      .post('/api/auth/register')
      .send({ ...details, email: details.email.toUpperCase(), name: 'Someone Else' })
      .expect(409);
    expect(again.body.message).toBe(AuthMessages.emailTaken);
    expect(await countUsers(details.email)).toBe(1);
  });

  it.each([
    ['a 7-character password', { password: 'seven77' }, 'password', AuthMessages.passwordTooShort],
    ['a malformed email', { email: 'not-an-email' }, 'email', AuthMessages.emailInvalid],
    ['a blank name', { name: '   ' }, 'name', AuthMessages.nameRequired],
    ['a number for a name', { name: 42 }, 'name', AuthMessages.nameRequired],
    ['an unknown field', { admin: true }, 'admin', 'Unknown field: admin'],
  ])('refuses registration with %s and stores nothing', async (_name, change, field, message) => {
    const details = { ...newOwnerDetails('invalid'), ...change };
    const response = await request(server()).post('/api/auth/register').send(details).expect(400);
    expect(response.body.errors[field]).toEqual([message]);
    expect(response.body.message).toContain(message);
    if (typeof details.email === 'string') expect(await countUsers(details.email)).toBe(0);
  });

  it('signs in with the right password only, with one message for every failure', async () => {
    const owner = await createOwner(running, 'login');
    const fresh = request.agent(server());
    const wrong = await fresh.post('/api/auth/login').send({ email: owner.user.email, password: 'wrong password' }).expect(401);
    expect(wrong.body.message).toBe(AuthMessages.invalidCredentials);
    const unknown = await fresh.post('/api/auth/login').send({ email: 'nobody@example.test', password: 'whatever1' }).expect(401);
    expect(unknown.body.message).toBe(AuthMessages.invalidCredentials);
    await fresh.get('/api/auth/user').expect(401);

    await fresh.post('/api/auth/login').send({ email: owner.user.email.toUpperCase(), password: owner.password }).expect(200);
    expect((await fresh.get('/api/auth/user').expect(200)).body).toEqual({ ...owner.user, preferred_dealer_id: null, zip_code: null });
  });

  it('signs out with POST /api/auth/logout, and the old cookie opens nothing afterwards', async () => {
    const owner = await createOwner(running, 'logout');
    const cookie = (await owner.agent.post('/api/auth/login').send({ email: owner.user.email, password: owner.password })).headers['set-cookie'];
    await owner.agent.post('/api/auth/logout').expect(204);
    await owner.agent.get('/api/auth/user').expect(401);
    await request(server()).get('/api/auth/user').set('Cookie', cookie).expect(401);
  });

  it('never signs out on a GET: /api/logout only leads to the sign-out page', async () => {
    const owner = await createOwner(running, 'logout-get');
    const response = await owner.agent.get('/api/logout').expect(302);
    expect(response.headers.location).toBe('/sign-out');
    await owner.agent.get('/api/auth/user').expect(200);
  });

  it('refuses a sign-out sent from another site', async () => {
    const owner = await createOwner(running, 'logout-csrf');
    await owner.agent.post('/api/auth/logout').set('Origin', 'https://evil.example').expect(403);
    await owner.agent.get('/api/auth/user').expect(200);
  });

  it('sends /api/login to the sign-in page, keeping only same-site return paths', async () => {
    expect((await request(server()).get('/api/login').expect(302)).headers.location).toBe('/sign-in');
    expect((await request(server()).get('/api/login?returnTo=/vehicles').expect(302)).headers.location).toBe('/sign-in?next=%2Fvehicles');
    expect((await request(server()).get('/api/login?returnTo=//evil.example').expect(302)).headers.location).toBe('/sign-in');
    expect((await request(server()).get('/api/login?returnTo=https://evil.example').expect(302)).headers.location).toBe('/sign-in');
  });

  it('refuses state-changing requests from another site and stores nothing', async () => {
    const details = newOwnerDetails('csrf');
    const fromElsewhere = await request(server()).post('/api/auth/register').set('Origin', 'https://evil.example').send(details).expect(403);
    expect(fromElsewhere.body.message).toBe(RequestMessages.crossOrigin);
    await request(server()).post('/api/auth/register').set('Sec-Fetch-Site', 'cross-site').send(details).expect(403);
    expect(await countUsers(details.email)).toBe(0);

    // The app's own pages send their own origin and pass.
    const ownOrigin = await request(server()).post('/api/auth/register').set('Host', 'app.example').set('Origin', 'http://app.example').send(details);
    expect(ownOrigin.status).toBe(201);
  });

  it('answers malformed JSON with 400 and a readable message', async () => {
    const response = await request(server()).post('/api/auth/login').set('Content-Type', 'application/json').send('{"email":').expect(400);
    expect(response.body).toEqual({ statusCode: 400, message: RequestMessages.malformedJson, error: 'Bad Request' });
  });
});

describe('Session cookie in production (integration)', () => {
  const running = appForTests({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), TRUST_PROXY: 'loopback', REGISTRATION: 'open' });

  it('is marked Secure behind an HTTPS proxy', async () => {
    const response = await request(running.app.getHttpServer())
      .post('/api/auth/register')
      .set('X-Forwarded-Proto', 'https')
      .send(newOwnerDetails('secure'))
      .expect(201);
    expect(String(response.headers['set-cookie'])).toMatch(/;\s*Secure/i);
  });
});
