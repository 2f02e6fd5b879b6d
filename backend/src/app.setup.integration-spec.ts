import request from 'supertest';
import type { RunningApp } from './bootstrap';
import { appForTests, newOwnerDetails } from '../test/test-app';

/** Signs up through a client that says it is `forwardedFor`, over HTTPS, as a proxy would forward it. */
function register(running: RunningApp, forwardedFor: string) {
  return request(running.app.getHttpServer())
    .post('/api/auth/register')
    .set('X-Forwarded-For', forwardedFor)
    .set('X-Forwarded-Proto', 'https')
    .send(newOwnerDetails('proxy'));
}

describe('configureApp: TRUST_PROXY (integration)', () => {
  const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), REGISTRATION: 'open', REGISTER_RATE_LIMIT: '1' };
  // Requests come from 127.0.0.1: a proxy in the list, or a client that reached the port directly.
  const behindListedProxy = appForTests({ ...production, TRUST_PROXY: '10.0.0.0/8,loopback' });
  const reachedDirectly = appForTests({ ...production, TRUST_PROXY: '10.0.0.0/8,192.168.0.0/16' });

  it('takes the client address and the scheme from a listed proxy', async () => {
    const first = await register(behindListedProxy, '203.0.113.1').expect(201);
    expect(String(first.headers['set-cookie'])).toMatch(/;\s*Secure/i);
    // Sign-ups are limited per client address: another client behind the proxy is counted apart.
    await register(behindListedProxy, '203.0.113.2').expect(201);
    await register(behindListedProxy, '203.0.113.2').expect(429);
  });

  it('ignores X-Forwarded-For and -Proto from an address it does not list', async () => {
    const first = await register(reachedDirectly, '203.0.113.1').expect(201);
    // Plain HTTP as far as the app can tell: no Secure cookie is sent over it.
    expect(first.headers['set-cookie']).toBeUndefined();
    // A forged address is no way round the limit: the connection's address is the client's.
    await register(reachedDirectly, '203.0.113.99').expect(429);
  });
});
