import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { AuthMessages, ContactMessages } from '@dct/contracts';
import type { RunningApp } from '../../bootstrap';
import { appForTests, createOwner, createTestApp, newOwnerDetails } from '../../../test/test-app';

const attempt = (running: RunningApp, email: string, password: string) =>
  request(running.app.getHttpServer()).post('/api/auth/login').send({ email, password });

describe('Rate limits (integration)', () => {
  const running = appForTests({ LOGIN_RATE_LIMIT: '3', LOGIN_ADDRESS_RATE_LIMIT: '8', REGISTER_RATE_LIMIT: '1000' });

  it('slows down password guessing on one account without locking out others, and says when to retry', async () => {
    const owner = await createOwner(running, 'limited');
    for (let i = 0; i < 3; i += 1) expect((await attempt(running, owner.user.email, `guess-${i}-wrong`)).status).toBe(401);
    const blocked = await attempt(running, owner.user.email, owner.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(AuthMessages.tooManyAttempts);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);

    const other = await createOwner(running, 'unaffected');
    expect((await attempt(running, other.user.email, other.password)).status).toBe(200);
  });

  it('caps attempts from one address across many accounts', async () => {
    // 4 attempts were spent above; 4 more on new accounts reach the address's ceiling of 8.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await attempt(running, `stuffing-${i}-${randomUUID()}@example.test`, 'wrong password')).status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(2);
    expect(statuses.slice(-1)).toEqual([429]);
  });
});

describe('Sign-up and contact limits (integration)', () => {
  const running = appForTests({ REGISTER_RATE_LIMIT: '2', CONTACT_RATE_LIMIT: '1' });

  it('limits new accounts per client address', async () => {
    const register = () => request(running.app.getHttpServer()).post('/api/auth/register').send(newOwnerDetails('signup'));
    expect((await register()).status).toBe(201);
    expect((await register()).status).toBe(201);
    const third = await register();
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(AuthMessages.tooManySignUps);
    expect(third.headers['retry-after']).toBeDefined();
  });

  it('counts each limit on its own', async () => {
    const message = { name: 'Alex Driver', email: 'alex@example.test', subject: 'A question', message: 'How long do dealers take?' };
    expect((await request(running.app.getHttpServer()).post('/api/contact').send(message)).status).toBe(201);
    const second = await request(running.app.getHttpServer()).post('/api/contact').send(message);
    expect(second.status).toBe(429);
    expect(second.body.message).toBe(ContactMessages.tooMany);
  });
});

describe('Rate limits shared through Redis (integration)', () => {
  const redisEnv = { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_PREFIX: `dct-test-${randomUUID()}:`, LOGIN_RATE_LIMIT: '2' };
  let first: RunningApp;
  let second: RunningApp;
  beforeAll(async () => {
    first = await createTestApp(redisEnv);
    second = await createTestApp(redisEnv);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('counts attempts made on any API instance together', async () => {
    const owner = await createOwner(first, 'shared');
    expect((await attempt(first, owner.user.email, 'wrong password one')).status).toBe(401);
    expect((await attempt(second, owner.user.email, 'wrong password two')).status).toBe(401);
    const third = await attempt(first, owner.user.email, owner.password);
    expect(third.status).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is counted on its own, on either instance.
    const other = await createOwner(second, 'shared-other');
    expect((await attempt(second, other.user.email, other.password)).status).toBe(200);
  });
});
