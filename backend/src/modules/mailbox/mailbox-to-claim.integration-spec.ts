import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import type { ClaimReply, VisitDocument } from '@dct/contracts';
import { samplePdf } from '../../../test/document-samples';
import { TestDovecot } from '../../../test/dovecot';
import { replyWithAttachments } from '../../../test/hostile-mail';
import { outboxMails } from '../../../test/outbox-mail';
import { appForTests, createClaim, createOwner, downloadFile, mailOfClaim, type SignedInOwner } from '../../../test/test-app';
import { MailboxWatcher } from './mailbox-watcher';

const DEALER = 'service@dealer.example';
const DOMAIN = 'replies.example.test';
const OFFER = 'Hello,\r\n\r\nWe can offer $150 for the time without your car. Please let us know by December 12, 2026.\r\n\r\nBest regards,\r\nService';

/** A dealer's answer as a mail client writes it: the headers given over the defaults, the offer and invoice.pdf attached. */
const replyWithPdf = (headers: Record<string, string> & { 'In-Reply-To': string }, pdf: Buffer): Buffer =>
  replyWithAttachments(headers['In-Reply-To'], OFFER, [{ name: 'invoice.pdf', type: 'application/pdf', bytes: pdf }], {
    From: `Service Desk <${DEALER}>`,
    ...headers,
  });

/** Calls `check` every 100 ms until it answers something, or `ms` pass (then undefined). */
async function within<T>(ms: number, check: () => Promise<T | undefined>): Promise<T | undefined> {
  const until = Date.now() + ms;
  for (;;) {
    const found = await check();
    if (found !== undefined || Date.now() > until) return found;
    await sleep(100);
  }
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The whole way in from the mailbox: a real dovecot holds the mailbox of REPLY_DOMAIN, the app runs
 * in the role that watches it (APP_ROLE=all: the API and the workers in one process, as the test app
 * is built and as `npm start` runs), and a dealer's answer appended over IMAP must turn up on the
 * claim, read by the assistant, with its original and its attachment, through the owner's API.
 */
describe('A reply in the IMAP mailbox onto its claim (integration)', () => {
  let server: TestDovecot;
  // Read when the app's hook runs: the dovecot's address is known by then.
  const env: Record<string, string> = { APP_ROLE: 'all', REPLY_DOMAIN: DOMAIN };
  beforeAll(async () => {
    server = await TestDovecot.start();
    // IMAP_POLL_SECONDS stays at its default (a minute): only IDLE can bring a reply in within the 10 s.
    env.IMAP_URL = server.url();
  });
  const running = appForTests(env);
  afterAll(async () => {
    await server?.stop();
  });

  const folders = () => server.subjects(['INBOX', 'Processed', 'Unmatched']);
  const database = () => running.app.get(DataSource);

  beforeAll(async () => {
    // The app started the watcher on its own at bootstrap; the mail waits until it is watching.
    const watcher = running.app.get(MailboxWatcher);
    expect(await within(10_000, () => Promise.resolve(watcher.state === 'watching' ? watcher.state : undefined))).toBe('watching');
  });

  /** A claim of the owner's sent to the dealer, and the mail the dealer got (in the outbox: no SMTP_URL). */
  async function sentClaim(owner: SignedInOwner) {
    const claim = await createClaim(owner, { contact_email: DEALER });
    await owner.agent.post(`/api/claims/${claim.id}/send`).expect(202);
    // Its statement PDF is printed by Chromium first: a cold start on a busy machine is given time (this is not what is measured).
    const mail = await within(30_000, async () => (await outboxMails(running, `claim-${claim.id}.`)).find(mailOfClaim(claim.id)));
    if (!mail) throw new Error(`No mail of claim ${claim.id} in the outbox`);
    return { claim, mail };
  }

  it("files a dealer's answer appended to the mailbox on its claim within 10 s: the proposal, the original .eml, the PDF as a document of the visit", async () => {
    const owner = await createOwner(running, 'imap-replies');
    const { claim, mail } = await sentClaim(owner);
    expect(mail.messageId).toMatch(/^<claim-\d+\..+>$/);
    // The dealer presses Reply: to the addresses of Reply-To, the subject kept, In-Reply-To the claim mail's Message-ID.
    const replyTo = (mail.replyTo?.value ?? []).map((entry) => entry.address ?? '');
    expect(replyTo).toContain(owner.user.email);
    const pdf = samplePdf();
    const raw = replyWithPdf(
      {
        To: replyTo.join(', '),
        Subject: `Re: ${mail.subject ?? ''}`,
        'In-Reply-To': mail.messageId as string,
        References: mail.messageId as string,
      },
      pdf,
    );
    expect(await folders()).toMatchObject({ INBOX: [] });

    const appendedAt = Date.now();
    await server.append([raw]);
    const replies = await within(10_000, async () => {
      const listed = (await owner.agent.get(`/api/claims/${claim.id}/replies`).expect(200)).body as ClaimReply[];
      return listed.length > 0 ? listed : undefined;
    });
    const elapsedMs = Date.now() - appendedAt;
    console.log(`mailbox-to-claim: the reply appended over IMAP was on the claim after ${elapsedMs} ms`);
    expect(replies).toHaveLength(1);
    expect(elapsedMs).toBeLessThan(10_000);

    const [reply] = replies as ClaimReply[];
    expect(reply).toMatchObject({
      from: DEALER,
      subject: `Re: ${mail.subject ?? ''}`,
      state: 'proposed',
      auto_reply: false,
      triage: { intent: 'offer', offered_amount: 150, deadline: '2026-12-12' },
      refused_attachments: [],
    });
    expect(reply.text).toContain('We can offer $150');
    // Filed by its In-Reply-To, the surest of the three ways (the reply address and the subject's tag would match it too).
    const [filed] = await database().query<Array<{ matched_by: string }>>('SELECT matched_by FROM claim_replies WHERE id = $1', [reply.id]);
    expect(filed.matched_by).toBe('headers');

    // The original, byte for byte as it was appended to the mailbox.
    const eml = await downloadFile(owner, reply.eml_url).expect(200);
    expect(eml.headers['content-type']).toContain('message/rfc822');
    expect((eml.body as Buffer).length).toBe(raw.length);
    expect(Buffer.compare(eml.body as Buffer, raw)).toBe(0);
    expect(reply.sha256).toBe(sha256(raw));

    // The PDF is a document of the claim's visit, with the same bytes.
    expect(reply.attachments).toHaveLength(1);
    const documents = (await owner.agent.get(`/api/documents/visit/${claim.visit_id}`).expect(200)).body as VisitDocument[];
    const document = documents.find((one) => one.id === reply.attachments[0]);
    expect(document).toMatchObject({ mime_type: 'application/pdf', file_name: 'invoice.pdf', sha256: sha256(pdf) });
    const file = await downloadFile(owner, (document as VisitDocument).file_path).expect(200);
    expect(Buffer.compare(file.body as Buffer, pdf)).toBe(0);

    // Out of the INBOX, into the done folder (a copy, then an expunge: the look waits for both).
    const after = await within(10_000, async () => {
      const now = await folders();
      return now.INBOX?.length === 0 && now.Processed?.includes(reply.subject) ? now : undefined;
    });
    expect(after).toMatchObject({ INBOX: [], Processed: [reply.subject] });
    expect(after?.Unmatched ?? []).not.toContain(reply.subject);

    // Another owner sees neither the replies nor the original.
    const stranger = await createOwner(running, 'imap-stranger');
    await stranger.agent.get(`/api/claims/${claim.id}/replies`).expect(404);
    await stranger.agent.get(reply.eml_url).expect(404);
  });

  it('sets a message that answers no claim aside in the unmatched folder, on no claim', async () => {
    const owner = await createOwner(running, 'imap-replies');
    const { claim } = await sentClaim(owner);
    const subject = `Re: Our service offer ${process.pid}-${Date.now()}`;
    const messageId = `<imap-stray-${process.pid}-${Date.now()}@dealer.example>`;
    // An In-Reply-To of a mail this app never sent, to an address that is no claim's, without a claim tag.
    const raw = replyWithPdf(
      { To: `claims@${DOMAIN}`, Subject: subject, 'Message-ID': messageId, 'In-Reply-To': `<newsletter-${Date.now()}@dealer.example>` },
      samplePdf(),
    );

    await server.append([raw]);
    const after = await within(10_000, async () => {
      const now = await folders();
      return now.INBOX?.length === 0 && now.Unmatched?.includes(subject) ? now : undefined;
    });
    expect(after).toMatchObject({ INBOX: [] });
    expect(after?.Unmatched).toContain(subject);
    expect(after?.Processed ?? []).not.toContain(subject);

    const [stored] = await database().query<Array<{ id: number; status: string; reason: string | null; claim_id: number | null }>>(
      'SELECT id, status, reason, claim_id FROM inbound_messages WHERE message_id = $1',
      [messageId],
    );
    expect(stored).toMatchObject({ status: 'unmatched', claim_id: null, reason: expect.stringMatching(/names no claim/) as string });
    const [{ count }] = await database().query<Array<{ count: number }>>('SELECT count(*)::int AS count FROM claim_replies WHERE inbound_message_id = $1', [
      stored.id,
    ]);
    expect(count).toBe(0);
    expect((await owner.agent.get(`/api/claims/${claim.id}/replies`).expect(200)).body).toEqual([]);
  });
});
