import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ContactMessages } from '@dct/contracts';
import type { RunningApp } from '../../bootstrap';
import { Outbox } from '../../infra/outbox/outbox.service';
import { FakeSmtpServer } from '../../testing/fake-smtp-server';
import { ContactMailer } from './contact-mailer';
import { appForTests, createOwner, createTestApp } from '../../../test/test-app';

const validMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Alex Driver',
  email: 'Alex@Example.test',
  subject: 'Question about claims',
  message: 'How long do dealers usually take to answer?',
  category: 'feedback',
  ...overrides,
});

describe('Contact (integration)', () => {
  const running = appForTests();
  const rowsFor = (subject: string) =>
    running.app.get(DataSource).query('SELECT name, email, category, user_id FROM contact_messages WHERE subject = $1', [subject]);

  it("accepts a visitor's message and keeps it", async () => {
    const subject = `Visitor ${Date.now()}`;
    const response = await request(running.app.getHttpServer()).post('/api/contact').send(validMessage({ subject })).expect(201);
    expect(response.body).toEqual({ id: expect.any(Number), created_at: expect.any(String) });
    expect(await rowsFor(subject)).toEqual([{ name: 'Alex Driver', email: 'alex@example.test', category: 'feedback', user_id: null }]);
  });

  it('links the message to a signed-in owner and defaults the category to support', async () => {
    const owner = await createOwner(running, 'contact');
    const subject = `Owner ${Date.now()}`;
    await owner.agent
      .post('/api/contact')
      .send(validMessage({ subject, category: undefined }))
      .expect(201);
    expect(await rowsFor(subject)).toEqual([expect.objectContaining({ category: 'support', user_id: owner.user.id })]);
  });

  it.each([
    ['an empty name', { name: '' }, 'name', ContactMessages.nameRequired],
    ['a one-letter name', { name: 'A' }, 'name', ContactMessages.nameTooShort],
    ['a missing email', { email: undefined }, 'email', ContactMessages.emailRequired],
    ['a malformed email', { email: 'alex@' }, 'email', ContactMessages.emailInvalid],
    ['a short subject', { subject: 'Hi' }, 'subject', ContactMessages.subjectTooShort],
    ['a blank message', { message: '   ' }, 'message', ContactMessages.messageRequired],
    ['a short message', { message: 'Too short' }, 'message', ContactMessages.messageTooShort],
    ['an unknown category', { category: 'sales' }, 'category', ContactMessages.categoryInvalid],
    ['an unknown field', { phone: '555' }, 'phone', 'Unknown field: phone'],
  ] as Array<[string, Record<string, unknown>, string, string]>)(
    "refuses %s with the form's message and keeps nothing",
    async (_name, change, field, message) => {
      const subject = typeof change.subject === 'string' ? change.subject : `Refused ${Date.now()} ${field}`;
      const response = await request(running.app.getHttpServer())
        .post('/api/contact')
        .send(validMessage({ subject, ...change }))
        .expect(400);
      expect(response.body.errors[field]).toEqual([message]);
      if (!('subject' in change)) expect(await rowsFor(subject)).toEqual([]);
    },
  );

  it.each([
    ['a name that is not text', { name: 42 }, 'name', ContactMessages.nameRequired],
    ['a one-emoji name', { name: '😀' }, 'name', ContactMessages.nameTooShort],
    ['a name of a letter and its presentation selector', { name: 'A\uFE0F' }, 'name', ContactMessages.nameTooShort],
    ['a subject too long', { subject: 'S'.repeat(201) }, 'subject', ContactMessages.subjectTooLong],
    ['an email that is not text', { email: 5 }, 'email', ContactMessages.emailRequired],
    ['a blank email', { email: '   ' }, 'email', ContactMessages.emailRequired],
    ['an email with an underscore in its domain', { email: 'alex@example_mail.test' }, 'email', ContactMessages.emailInvalid],
    ['a blank category', { category: '' }, 'category', ContactMessages.categoryInvalid],
  ] as Array<[string, Record<string, unknown>, string, string]>)('refuses %s, with the message it always had', async (_name, change, field, message) => {
    const response = await request(running.app.getHttpServer())
      .post('/api/contact')
      .send(validMessage({ subject: `Refused ${Date.now()} ${field}`, ...change }))
      .expect(400);
    expect(response.body.errors).toEqual({ [field]: [message] });
  });

  it('takes a null category as support, and a two-emoji name', async () => {
    const subject = `Null category ${Date.now()}`;
    await request(running.app.getHttpServer())
      .post('/api/contact')
      .send(validMessage({ subject, name: '😀😀', email: 'Null.Category@Example.test', category: null }))
      .expect(201);
    expect(await rowsFor(subject)).toEqual([{ name: '😀😀', email: 'null.category@example.test', category: 'support', user_id: null }]);
  });
});

describe('Contact mail (integration)', () => {
  const smtp = new FakeSmtpServer();
  let running: RunningApp;
  beforeAll(async () => {
    running = await createTestApp({ SMTP_URL: await smtp.start(), SUPPORT_EMAIL: 'help@tracker.example' });
  });
  afterAll(async () => {
    await running.close();
    await smtp.stop();
  });

  it('mails each message to support once, replying to the sender', async () => {
    const subject = `Mailed ${Date.now()}`;
    const { body } = await request(running.app.getHttpServer())
      .post('/api/contact')
      .send(validMessage({ subject, category: 'billing' }))
      .expect(201);
    // By subject: the database is shared, so a claim mail another spec left undelivered may arrive here too.
    const ofThisMessage = (mail: ParsedMail) => mail.subject === `[Billing] ${subject}`;
    const [mail] = await smtp.waitForMatching(ofThisMessage);
    expect(mail.to).toMatchObject({ text: 'help@tracker.example' });
    expect(mail.replyTo?.text).toBe('alex@example.test');
    expect(mail.subject).toBe(`[Billing] ${subject}`);
    expect(mail.text).toContain('How long do dealers usually take to answer?');
    // A job that runs again, once the message is recorded as mailed, sends nothing.
    const id = (body as { id: number }).id;
    for (let tries = 0; tries < 100; tries += 1) {
      const [{ mailed_at }] = await running.app.get(DataSource).query('SELECT mailed_at FROM contact_messages WHERE id = $1', [id]);
      if (mailed_at) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await running.app.get(ContactMailer).deliver(id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.filter(ofThisMessage)).toHaveLength(1);
  });

  it('sends the same Message-ID on every attempt, so a receiver can drop a second copy', async () => {
    const subject = `Retried ${Date.now()}`;
    smtp.down = true;
    const { body } = await request(running.app.getHttpServer()).post('/api/contact').send(validMessage({ subject })).expect(201);
    const ofThisMessage = (attempt: { subject?: string }) => attempt.subject === `[Feedback] ${subject}`;
    for (let tries = 0; tries < 200 && !smtp.attempts.some(ofThisMessage); tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    smtp.down = false;
    // The retry is due later; bring it forward rather than wait.
    await running.app
      .get(DataSource)
      .query(`UPDATE outbox_jobs SET next_attempt_at = now() WHERE kind = 'contact-mail' AND (payload->>'messageId')::int = $1`, [(body as { id: number }).id]);
    await running.app.get(Outbox).sweep();
    await smtp.waitForMatching((mail) => mail.subject === `[Feedback] ${subject}`);
    const ids = smtp.attempts.filter(ofThisMessage).map((attempt) => attempt.messageId);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(1);
  });
});

describe('Contact rate limiting (integration)', () => {
  const running = appForTests({ CONTACT_RATE_LIMIT: '2' });

  it('refuses a flood of messages from one address with a readable message', async () => {
    const send = () => request(running.app.getHttpServer()).post('/api/contact').send(validMessage());
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    const third = await send();
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(ContactMessages.tooMany);
    // Sign-in has its own limit, untouched by the contact form.
    expect((await request(running.app.getHttpServer()).post('/api/auth/login').send({ email: 'x@example.test', password: 'whatever1' })).status).toBe(401);
  });
});
