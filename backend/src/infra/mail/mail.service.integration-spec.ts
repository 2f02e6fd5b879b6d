import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RunningApp } from '../../bootstrap';
import { FakeSmtpServer } from '../../testing/fake-smtp-server';
import { createTestApp } from '../../../test/test-app';
import { JobRefusedError } from '../outbox/outbox.service';
import { MailService, type OutgoingMail } from './mail.service';

/** Sending over SMTP as a job does: a step timeout of 1 s, and 4 s for the answer to a whole message. */
describe(`${MailService.name} over SMTP (integration)`, () => {
  const smtp = new FakeSmtpServer();
  let running: RunningApp;
  const mail = (): OutgoingMail => {
    const id = randomUUID();
    return {
      to: 'dealer@example.test',
      replyTo: 'owner@example.test',
      subject: `SMTP ${id}`,
      template: 'message',
      context: { paragraphs: ['A message.'] },
      text: 'A message.',
      messageId: `<smtp-${id}@example.test>`,
    };
  };
  const delivered = (message: OutgoingMail) => smtp.messages.filter((received) => received.messageId === message.messageId).length;

  beforeAll(async () => {
    running = await createTestApp({ SMTP_URL: await smtp.start(), SMTP_TIMEOUT_SECONDS: '1', SMTP_DATA_TIMEOUT_SECONDS: '4' });
  });
  afterEach(() => {
    Object.assign(smtp, { down: false, downCode: 451, scanMs: 0 });
    smtp.release();
  });
  afterAll(async () => {
    await running.close();
    await smtp.stop();
  });

  it("waits for the answer to a message's final dot past the step timeout, up to SMTP_DATA_TIMEOUT_SECONDS", async () => {
    const message = mail();
    smtp.scanMs = 2_500;
    await running.app.get(MailService).send(message);
    expect(delivered(message)).toBe(1);
    expect(smtp.attempts.filter((attempt) => attempt.messageId === message.messageId)).toHaveLength(1);
  });

  it('gives up on an answer to the final dot that takes longer than SMTP_DATA_TIMEOUT_SECONDS', async () => {
    smtp.scanMs = 8_000;
    const started = performance.now();
    await expect(running.app.get(MailService).send(mail())).rejects.toThrow(/timeout/i);
    expect(performance.now() - started).toBeGreaterThan(3_500);
  });

  it('closes the connection at once when the send is stopped, so the server never answers it', async () => {
    const message = mail();
    smtp.hold = true;
    const stop = new AbortController();
    const sending = running.app.get(MailService).send(message, { signal: stop.signal });
    sending.catch(() => undefined);
    for (let waited = 0; smtp.heldCount === 0 && waited < 5_000; waited += 20) await sleep(20);
    const stoppedAt = performance.now();
    stop.abort(new Error('the lease was lost'));
    await expect(sending).rejects.toThrow('The send was stopped: the lease was lost');
    // Well under the data timeout (over 3.5 s above) it would otherwise wait out; loose enough for a busy machine.
    expect(performance.now() - stoppedAt).toBeLessThan(1_500);
    for (let waited = 0; smtp.openSessions > 0 && waited < 2_000; waited += 20) await sleep(20);
    expect(smtp.openSessions).toBe(0);
    smtp.release();
    await sleep(200);
    expect(delivered(message)).toBe(0);
  });

  it('gives a message the server refuses (5xx) up at once, and a temporary failure (4xx) to the retries', async () => {
    smtp.down = true;
    smtp.downCode = 550;
    await expect(running.app.get(MailService).send(mail())).rejects.toBeInstanceOf(JobRefusedError);
    smtp.downCode = 451;
    const temporary = await running.app
      .get(MailService)
      .send(mail())
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(temporary).toBeInstanceOf(Error);
    expect(temporary).not.toBeInstanceOf(JobRefusedError);
    expect((temporary as Error).message).toContain('temporarily unavailable');
  });
});
