import type { ParsedMail } from 'mailparser';
import * as argon2 from 'argon2';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AuthMessages } from '@dct/contracts';
import type { RunningApp } from '../../bootstrap';
import { mailTo, outboxMails, waitForOutbox } from '../../../test/outbox-mail';
import { appForTests, newOwnerDetails } from '../../../test/test-app';

/** The registration mails to this address, oldest first. */
async function mailsTo(running: RunningApp, email: string): Promise<ParsedMail[]> {
  return (await outboxMails(running, 'registration')).filter((mail) => mailTo(mail, email));
}

/** The registration mails to this address, oldest first, once there are `count` of them. */
function waitForMails(running: RunningApp, email: string, count: number): Promise<ParsedMail[]> {
  return waitForOutbox(
    running,
    'registration',
    (mails) => {
      const to = mails.filter((mail) => mailTo(mail, email));
      return to.length >= count ? to : undefined;
    },
    `${count} registration mails to ${email}`,
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('Registration, REGISTRATION=verify (integration)', () => {
  const running = appForTests({ REGISTRATION: 'verify', TRUST_PROXY: 'loopback', ACCOUNT_MAILS_PER_DAY: '3' });
  const server = () => running.app.getHttpServer();

  it('answers a new address and a taken one alike, in comparable time, and mails each what it needs', async () => {
    const taken = await createOwnerDirectly(running);
    const fresh = newOwnerDetails('verify');
    const timed = async (details: { name: string; email: string; password: string }, client: string) => {
      const started = performance.now();
      const response = await request(server()).post('/api/auth/register').set('X-Forwarded-For', client).send(details);
      return { status: response.status, body: response.body as unknown, cookie: response.headers['set-cookie'], ms: performance.now() - started };
    };
    const forNew = await timed(fresh, '198.51.100.1');
    const forTaken = await timed({ ...newOwnerDetails('verify'), email: taken.email }, '198.51.100.2');
    expect(forNew).toMatchObject({ status: 202, body: { message: AuthMessages.checkEmail }, cookie: undefined });
    expect({ status: forTaken.status, body: forTaken.body, cookie: forTaken.cookie }).toEqual({ status: forNew.status, body: forNew.body, cookie: undefined });

    // Both hash the password and write one mail: five of each, medians within a factor of two.
    const newTimes: number[] = [];
    const takenTimes: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      newTimes.push((await timed(newOwnerDetails('verify'), `198.51.100.${10 + round}`)).ms);
      takenTimes.push((await timed({ ...newOwnerDetails('verify'), email: taken.email }, `198.51.100.${20 + round}`)).ms);
    }
    const ratio = median(takenTimes) / median(newTimes);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);

    const [confirmation] = await waitForMails(running, fresh.email, 1);
    expect(confirmation.subject).toBe('Confirm your address to finish creating your account');
    const [warning] = await waitForMails(running, taken.email, 1);
    expect(warning.subject).toBe('Someone tried to register with your address');
    expect(warning.text).toContain('/forgot-password');
    expect(warning.text).not.toContain('confirm-email');

    // No account until the link is followed; then the owner is signed in, once.
    await request(server()).post('/api/auth/login').send({ email: fresh.email, password: fresh.password }).expect(401);
    const token = /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(confirmation.text ?? '')?.[1];
    expect(token).toBeDefined();
    const browser = request.agent(server());
    const confirmed = await browser.post('/api/auth/register/confirm').send({ token }).expect(201);
    expect(confirmed.body).toMatchObject({ email: fresh.email, name: fresh.name });
    expect((await browser.get('/api/auth/user').expect(200)).body).toMatchObject({ email: fresh.email });
    const again = await request(server()).post('/api/auth/register/confirm').send({ token }).expect(400);
    expect(again.body.errors.token).toEqual([AuthMessages.confirmLinkInvalid]);
    await request(server()).post('/api/auth/login').send({ email: fresh.email, password: fresh.password }).expect(200);
  });

  it('mails one address at most ACCOUNT_MAILS_PER_DAY times and answers alike past it; one client is refused past it', async () => {
    const details = newOwnerDetails('capped');
    for (const client of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']) {
      await request(server()).post('/api/auth/register').set('X-Forwarded-For', client).send(details).expect(202);
    }
    await waitForMails(running, details.email, 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(running, details.email)).toHaveLength(3);

    for (let attempt = 0; attempt < 3; attempt += 1) {
      await request(server()).post('/api/auth/register').set('X-Forwarded-For', '203.0.113.50').send(newOwnerDetails('client')).expect(202);
    }
    const refused = await request(server()).post('/api/auth/register').set('X-Forwarded-For', '203.0.113.50').send(newOwnerDetails('client')).expect(429);
    expect(refused.body.message).toBe(AuthMessages.tooManySignUpsToday);
  });

  it('refuses a link that is not one', async () => {
    const response = await request(server()).post('/api/auth/register/confirm').send({ token: 'not-a-token' }).expect(400);
    expect(response.body.errors.token).toEqual([AuthMessages.confirmLinkInvalid]);
  });
});

/** An account made straight in the database (this server only signs people up by mail). */
async function createOwnerDirectly(running: RunningApp): Promise<{ email: string }> {
  const { name, email, password } = newOwnerDetails('taken');
  await running.app.get(DataSource).query('INSERT INTO users (email, name, password_hash) VALUES ($1, $2, $3)', [email, name, await argon2.hash(password)]);
  return { email };
}

describe('Registration, REGISTRATION=closed (integration)', () => {
  const running = appForTests({ REGISTRATION: 'closed' });

  it('refuses every sign-up with a sentence, and tells the sign-up page', async () => {
    const response = await request(running.app.getHttpServer()).post('/api/auth/register').send(newOwnerDetails('closed')).expect(403);
    expect(response.body).toEqual({ statusCode: 403, message: AuthMessages.registrationClosed, error: 'Forbidden' });
    expect((await request(running.app.getHttpServer()).get('/api/auth/providers').expect(200)).body).toEqual({ oidc: null, registration: 'closed' });
  });
});
