import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { AccountMessages, AuthMessages } from '@dct/contracts';
import type { RunningApp } from '../../bootstrap';
import { startCountingListener, type CountingListener } from '../../testing/counting-listener';
import { FakeOidcProvider } from '../../../test/fake-oidc-provider';
import { appForTests, createOwner, createTestApp } from '../../../test/test-app';

/** Follows the browser's path: /api/login → our authorize → the provider → our callback. */
async function signInThroughProvider(agent: TestAgent, returnTo?: string): Promise<string> {
  const login = await agent.get(`/api/login${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`).expect(302);
  const toProvider = await agent.get(login.headers.location).expect(302);
  const providerAnswer = await fetch(toProvider.headers.location, { redirect: 'manual' });
  const callback = new URL(providerAnswer.headers.get('location') ?? '');
  const landed = await agent.get(callback.pathname + callback.search).expect(302);
  return landed.headers.location;
}

describe('Sign-in through an OpenID Connect provider (integration)', () => {
  const provider = new FakeOidcProvider();
  let running: RunningApp;
  // A listening server, so the callback URL keeps one origin (supertest would pick a new port per request).
  let appUrl: string;
  const agent = () => request.agent(appUrl);
  let counter = 0;
  const uniqueIdentity = (extra: Record<string, unknown> = {}) => {
    counter += 1;
    const id = `${process.pid}-${Date.now().toString(36)}-${counter}`;
    provider.nextIdentity = { sub: `sub-${id}`, email: `oidc-${id}@example.test`, email_verified: true, name: 'Oidc Owner', ...extra };
    return provider.nextIdentity;
  };

  beforeAll(async () => {
    const issuer = await provider.start();
    running = await createTestApp({ OIDC_ISSUER_URL: issuer, OIDC_CLIENT_ID: 'dct-test', OIDC_CLIENT_SECRET: 'test-secret' });
    await running.app.listen(0, '127.0.0.1');
    appUrl = (await running.app.getUrl()).replace('[::1]', '127.0.0.1');
  });
  afterAll(async () => {
    await running.close();
    await provider.stop();
  });

  it('tells the sign-in page about the provider', async () => {
    expect((await agent().get('/api/auth/providers').expect(200)).body).toEqual({ oidc: { name: 'your identity provider' }, registration: 'open' });
  });

  it('sends /api/login to the provider and signs a new owner in on the way back', async () => {
    const identity = uniqueIdentity();
    const browser = agent();
    const login = await browser.get('/api/login?returnTo=/vehicles').expect(302);
    expect(login.headers.location).toBe('/api/auth/oidc/authorize?returnTo=%2Fvehicles');
    const toProvider = await browser.get(login.headers.location).expect(302);
    const authorizeUrl = new URL(toProvider.headers.location);
    expect(authorizeUrl.origin).toBe(provider.issuer);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('scope')).toBe('openid email profile');

    const providerAnswer = await fetch(authorizeUrl, { redirect: 'manual' });
    const callback = new URL(providerAnswer.headers.get('location') ?? '');
    const landed = await browser.get(callback.pathname + callback.search).expect(302);
    expect(landed.headers.location).toBe('/vehicles');
    const me = await browser.get('/api/auth/user').expect(200);
    expect(me.body).toEqual({ id: expect.any(Number), email: identity.email, name: 'Oidc Owner', preferred_dealer_id: null, zip_code: null });

    // The same identity later is the same account; it has no password to guess.
    expect(await signInThroughProvider(agent())).toBe('/');
    const users = await running.app.get(DataSource).query('SELECT count(*) AS n FROM users WHERE email = $1', [identity.email]);
    expect(Number(users[0].n)).toBe(1);
    const withPassword = await agent().post('/api/auth/login').send({ email: identity.email, password: 'any password' }).expect(401);
    expect(withPassword.body.message).toBe(AuthMessages.invalidCredentials);
  });

  it('links a verified address to the existing password account', async () => {
    const owner = await createOwner(running, 'linked');
    uniqueIdentity({ email: owner.user.email.toUpperCase() });
    const browser = agent();
    await signInThroughProvider(browser);
    expect((await browser.get('/api/auth/user').expect(200)).body).toEqual({ ...owner.user, preferred_dealer_id: null, zip_code: null });
  });

  it('lets an account without a password confirm its deletion with its e-mail, and has no password to change', async () => {
    const identity = uniqueIdentity();
    const browser = agent();
    await signInThroughProvider(browser);
    const summary = await browser.get('/api/account').expect(200);
    expect(summary.body).toMatchObject({ email: identity.email, has_password: false, provider_linked: true });

    const change = await browser.post('/api/auth/password').send({ current_password: 'anything at all', new_password: 'a brand new passphrase' }).expect(400);
    expect(change.body.errors.current_password).toEqual([AccountMessages.noPassword]);
    for (const body of [{ password: 'anything at all' }, { email: 'someone-else@example.test' }, {}]) {
      const refused = await browser.delete('/api/account').send(body).expect(400);
      expect(refused.body.errors.email).toEqual([AccountMessages.emailMismatch]);
    }
    await browser
      .delete('/api/account')
      .send({ email: ` ${identity.email?.toUpperCase()} ` })
      .expect(204);
    await browser.get('/api/auth/user').expect(401);
    const users = await running.app.get(DataSource).query('SELECT count(*) AS n FROM users WHERE email = $1', [identity.email]);
    expect(Number(users[0].n)).toBe(0);
  });

  it('tells the settings page that a linked password account still has its password', async () => {
    const owner = await createOwner(running, 'linked-summary');
    uniqueIdentity({ email: owner.user.email });
    const browser = agent();
    await signInThroughProvider(browser);
    expect((await browser.get('/api/account').expect(200)).body).toMatchObject({ email: owner.user.email, has_password: true, provider_linked: true });
  });

  it('refuses an unverified address that belongs to another account', async () => {
    const owner = await createOwner(running, 'unverified');
    uniqueIdentity({ email: owner.user.email, email_verified: false });
    const browser = agent();
    expect(await signInThroughProvider(browser)).toBe('/sign-in?error=oidc_email_taken');
    await browser.get('/api/auth/user').expect(401);
  });

  it('refuses an identity without an email address', async () => {
    uniqueIdentity({ email: undefined });
    const browser = agent();
    expect(await signInThroughProvider(browser)).toBe('/sign-in?error=oidc_no_email');
    await browser.get('/api/auth/user').expect(401);
  });

  it('refuses an ID token whose nonce is not the one this browser sent', async () => {
    uniqueIdentity();
    provider.forgeNonce = 'replayed-nonce';
    try {
      const browser = agent();
      expect(await signInThroughProvider(browser)).toBe('/sign-in?error=oidc_failed');
      await browser.get('/api/auth/user').expect(401);
    } finally {
      provider.forgeNonce = undefined;
    }
  });

  it('refuses a callback that this browser did not start, or with a forged state', async () => {
    uniqueIdentity();
    const started = agent();
    await started
      .get('/api/auth/oidc/authorize')
      .expect(302)
      .then(async (toProvider) => {
        const providerAnswer = await fetch(toProvider.headers.location, { redirect: 'manual' });
        const callback = new URL(providerAnswer.headers.get('location') ?? '');
        // Another browser presents the code: no sign-in was in progress there.
        const stranger = agent();
        expect((await stranger.get(callback.pathname + callback.search).expect(302)).headers.location).toBe('/sign-in?error=oidc_failed');
        // The right browser with a tampered state.
        callback.searchParams.set('state', 'tampered');
        expect((await started.get(callback.pathname + callback.search).expect(302)).headers.location).toBe('/sign-in?error=oidc_failed');
        await started.get('/api/auth/user').expect(401);
      });
  });
});

describe('OpenID Connect routes without a provider (integration)', () => {
  const running = appForTests();

  it('answers 404, and /api/login uses the built-in page', async () => {
    await request(running.app.getHttpServer()).get('/api/auth/oidc/authorize').expect(404);
    await request(running.app.getHttpServer()).get('/api/auth/oidc/callback?code=x&state=y').expect(404);
    expect((await request(running.app.getHttpServer()).get('/api/login').expect(302)).headers.location).toBe('/sign-in');
  });
});

describe('OpenID Connect discovery under the address rule, as in production (integration)', () => {
  let listener: CountingListener;
  let running: RunningApp;
  beforeAll(async () => {
    listener = await startCountingListener();
    // A name that resolves to this machine passes the start-up check (no lookup there); the connection is refused.
    running = await createTestApp({ OUTBOUND_ALLOW_LOOPBACK: 'false', OIDC_ISSUER_URL: `https://localhost:${listener.port}`, OIDC_CLIENT_ID: 'dct-test' });
  });
  afterAll(async () => {
    await running.close();
    await listener.close();
  });

  it('refuses a provider whose name resolves to this machine before connecting: the sign-in fails, nothing reaches it', async () => {
    const toProvider = await request(running.app.getHttpServer()).get('/api/auth/oidc/authorize').expect(302);
    expect(toProvider.headers.location).toBe('/sign-in?error=oidc_failed');
    expect(listener.connections()).toBe(0);
  });
});
