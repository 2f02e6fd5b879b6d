import { createHash } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { UploadMessages, type Claim, type ClaimReply } from '@dct/contracts';
import { appSecret } from '../../../common/app-secret';
import { INBOUND_MAIL, type InboundMailPort, type InboundOutcome } from '../../../common/inbound-mail.port';
import { samplePdf } from '../../../../test/document-samples';
import { appForTests, createClaim, createOwner, downloadFile, type SignedInOwner } from '../../../../test/test-app';
import { until } from '../../../../test/until';
import { CorrespondenceService } from '../../correspondence/correspondence.service';
import { ClaimsService } from '../claims.service';
import { ClaimRepliesService } from './claim-replies.service';
import { claimReplyAddress } from './reply-address';
import { inboundSignature } from './inbound-webhook';

const DOMAIN = 'replies.example.test';
const SECRET = 'inbound-secret-for-the-tests-0123456789';
const DEALER = 'service@dealer.example';
const ADMIN_TOKEN = 'admin-token-of-the-replies-spec-0123456789';

let counter = 0;
/** A plain reply; headers given replace the defaults. */
function mail(headers: Record<string, string>, body: string, extra = ''): Buffer {
  counter += 1;
  const all: Record<string, string> = {
    From: `Dealer <${DEALER}>`,
    To: 'owner@example.test',
    Subject: 'Re: Downtime compensation claim',
    'Message-ID': `<reply-${process.pid}-${Date.now()}-${counter}@dealer.example>`,
    Date: new Date().toUTCString(),
    'MIME-Version': '1.0',
    ...headers,
  };
  if (!('Content-Type' in headers)) all['Content-Type'] = 'text/plain; charset=utf-8';
  const head = Object.entries(all)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  return Buffer.from(`${head}\r\n${extra}\r\n${body}\r\n`);
}

const OFFER = 'Hello,\r\n\r\nWe can offer $150 for the time without your car. Please let us know by December 12, 2026.\r\n\r\nBest regards,\r\nService';

/** A reply with a PDF attached. */
function mailWithPdf(headers: Record<string, string>): Buffer {
  const boundary = 'b1_reply';
  const pdf = samplePdf().toString('base64').replace(/.{76}/g, '$&\r\n');
  return mail(
    { ...headers, 'Content-Type': `multipart/mixed; boundary="${boundary}"` },
    [
      `--${boundary}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      OFFER,
      `--${boundary}`,
      'Content-Type: application/pdf; name="invoice.pdf"',
      'Content-Disposition: attachment; filename="invoice.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      pdf,
      `--${boundary}`,
      'Content-Type: application/octet-stream; name="setup.exe"',
      'Content-Disposition: attachment; filename="setup.exe"',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('MZ\x90\x00 not a document').toString('base64'),
      `--${boundary}--`,
    ].join('\r\n'),
  );
}

async function sentClaim(owner: SignedInOwner): Promise<Claim> {
  const claim = await createClaim(owner, { contact_email: DEALER });
  await owner.agent.post(`/api/claims/${claim.id}/send`).expect(202);
  return claim;
}

describe("Dealers' replies by e-mail (integration)", () => {
  const running = appForTests({ REPLY_DOMAIN: DOMAIN, INBOUND_SECRET: SECRET, ADMIN_TOKEN });
  const port = () => running.app.get<InboundMailPort>(INBOUND_MAIL);
  const database = () => running.app.get(DataSource);
  const messageIdOf = async (claimId: number) =>
    (await database().query<Array<{ message_id: string }>>('SELECT message_id FROM claim_dispatches WHERE claim_id = $1', [claimId]))[0].message_id;
  const dispatchStateOf = async (claimId: number) =>
    (await database().query<Array<{ state: string }>>('SELECT state FROM claim_dispatches WHERE claim_id = $1', [claimId]))[0]?.state;
  const statusOf = async (id: number) =>
    (await database().query<Array<{ status: string; reason: string | null }>>('SELECT status, reason FROM inbound_messages WHERE id = $1', [id]))[0];
  const post = (body: Buffer, timestamp = String(Math.floor(Date.now() / 1000)), signature = inboundSignature(SECRET, timestamp, body)) =>
    request(running.app.getHttpServer())
      .post('/api/inbound/mail')
      .set('Content-Type', 'message/rfc822')
      .set('X-Inbound-Timestamp', timestamp)
      .set('X-Inbound-Signature', signature)
      .send(body);

  it('files a reply to a sent claim by its In-Reply-To, with the proposal and its PDF as a document, and accepts it as the manual path does', async () => {
    const owner = await createOwner(running, 'replies');
    const claim = await sentClaim(owner);
    const raw = mailWithPdf({ 'In-Reply-To': await messageIdOf(claim.id) });
    const outcome = await port().receive(raw, 'imap');
    expect(outcome).toMatchObject({ status: 'matched', claimId: claim.id });
    expect(await port().receive(raw, 'imap')).toMatchObject({ status: 'duplicate', filed: true });

    const [reply] = (await owner.agent.get(`/api/claims/${claim.id}/replies`).expect(200)).body as ClaimReply[];
    expect(reply).toMatchObject({
      from: DEALER,
      state: 'proposed',
      auto_reply: false,
      triage: { intent: expect.any(String), offered_amount: 150, deadline: '2026-12-12' },
    });
    expect(reply.text).toContain('We can offer $150');
    expect(reply.text).not.toContain('Best regards');
    expect(reply.attachments).toHaveLength(1);
    expect(reply.refused_attachments).toEqual([{ name: 'setup.exe', reason: UploadMessages.wrongType }]);
    const documents = (await owner.agent.get(`/api/documents/visit/${claim.visit_id}`).expect(200)).body as Array<{ id: number; mime_type: string }>;
    expect(documents.find((document) => document.id === reply.attachments[0])).toMatchObject({ mime_type: 'application/pdf' });

    const eml = await downloadFile(owner, reply.eml_url).expect(200);
    expect(eml.headers['content-type']).toContain('message/rfc822');
    expect(eml.headers['content-disposition']).toMatch(/^attachment;/);
    expect(Buffer.compare(eml.body as Buffer, raw)).toBe(0);
    expect(
      createHash('sha256')
        .update(eml.body as Buffer)
        .digest('hex'),
    ).toBe(reply.sha256);

    const stranger = await createOwner(running, 'stranger');
    await stranger.agent.get(`/api/claims/${claim.id}/replies`).expect(404);
    await stranger.agent.get(reply.eml_url).expect(404);
    await stranger.agent.post(`/api/claims/${claim.id}/replies/${reply.id}/accept`).send({}).expect(404);

    const accepted = (await owner.agent.post(`/api/claims/${claim.id}/replies/${reply.id}/accept`).send({}).expect(200)).body as ClaimReply;
    expect(accepted.state).toBe('accepted');
    const recorded = (await owner.agent.get(`/api/claims/${claim.id}`).expect(200)).body as Claim;
    expect(recorded).toMatchObject({ status: 'Response', offered_amount: 150, response_due: '2026-12-12' });
    expect(recorded.dealer_reply).toContain('We can offer $150');

    const alerts = await database().query<Array<{ kind: string }>>(`SELECT kind FROM notifications WHERE user_id = $1 AND subject_id = $2`, [
      owner.user.id,
      claim.id,
    ]);
    expect(alerts.map((alert) => alert.kind)).toContain('dealer_reply');
    const entries = await database().query<unknown[]>(
      `SELECT direction, party, method FROM correspondence_entries WHERE household_id = (SELECT household_id FROM household_members WHERE user_id = $1)`,
      [owner.user.id],
    );
    expect(entries).toEqual([{ direction: 'received', party: 'dealer', method: 'email' }]);
  });

  it('matches by the signed reply address and by the subject tag from the owner; a forged or borrowed token, and a tag from another owner, match nothing', async () => {
    const owner = await createOwner(running, 'replies');
    const claim = await sentClaim(owner);
    const other = await sentClaim(owner);
    const secret = appSecret(running.config);
    const address = claimReplyAddress(claim.id, secret, DOMAIN);
    expect(await port().receive(mail({ To: address }, OFFER), 'imap')).toMatchObject({ status: 'matched', claimId: claim.id });
    expect(await port().receive(mail({ From: owner.user.email, Subject: `Fwd: their answer [Claim #${claim.id}]` }, OFFER), 'imap')).toMatchObject({
      status: 'matched',
      claimId: claim.id,
    });

    const forged = address.replace(/\.([a-z2-7])/, (_all, first: string) => `.${first === 'a' ? 'b' : 'a'}`);
    const borrowed = address.replace(`+${claim.id}.`, `+${other.id}.`);
    const stranger = await createOwner(running, 'stranger');
    for (const raw of [
      mail({ To: forged }, OFFER),
      mail({ To: borrowed }, OFFER),
      mail({ From: stranger.user.email, Subject: `About [Claim #${claim.id}]` }, OFFER),
    ]) {
      const outcome = (await port().receive(raw, 'webhook')) as Extract<InboundOutcome, { status: 'unmatched' }>;
      expect(outcome.status).toBe('unmatched');
      expect((await statusOf(outcome.inboundId)).status).toBe('unmatched');
    }
    expect(((await owner.agent.get(`/api/claims/${other.id}/replies`).expect(200)).body as ClaimReply[]).length).toBe(0);

    const [forwarded, byAddress] = (await owner.agent.get(`/api/claims/${claim.id}/replies`).expect(200)).body as ClaimReply[];
    await owner.agent.post(`/api/claims/${claim.id}/replies/${forwarded.id}/dismiss`).expect(200);
    await owner.agent.post(`/api/claims/${claim.id}/replies/${byAddress.id}/accept`).send({ offered_amount: -3 }).expect(400);
    expect(((await owner.agent.get(`/api/claims/${claim.id}`).expect(200)).body as Claim).status).toBe('Sent');
    await owner.agent.post(`/api/claims/${claim.id}/replies/${byAddress.id}/accept`).send({ offered_amount: 120, response_due: '2026-12-20' }).expect(200);
    expect((await owner.agent.get(`/api/claims/${claim.id}`).expect(200)).body).toMatchObject({
      status: 'Response',
      offered_amount: 120,
      response_due: '2026-12-20',
    });
    const states = ((await owner.agent.get(`/api/claims/${claim.id}/replies`).expect(200)).body as ClaimReply[]).map((reply) => reply.state);
    expect(states).toEqual(['dismissed', 'accepted']);
  });

  it("lists unmatched mail with its reason on the operators' page", async () => {
    const raw = mail({ Subject: 'A question <b>about</b> nothing' }, 'Hello?');
    const outcome = (await port().receive(raw, 'webhook')) as Extract<InboundOutcome, { status: 'unmatched' }>;
    expect(outcome.status).toBe('unmatched');
    // Handed in again (moved back to the inbox by a person), it is read again: still no claim.
    expect(await port().receive(raw, 'imap')).toEqual(outcome);
    const server = running.app.getHttpServer();
    const json = await request(server).get('/admin/queues/outbox?format=json').set('Authorization', `Bearer ${ADMIN_TOKEN}`).expect(200);
    const listed = (json.body as { unmatched_mail: Array<{ id: number; status: string; reason: string }> }).unmatched_mail.find(
      (row) => row.id === outcome.inboundId,
    );
    expect(listed).toMatchObject({ status: 'unmatched', reason: outcome.reason });
    const page = await request(server).get('/admin/queues/outbox').set('Authorization', `Bearer ${ADMIN_TOKEN}`).expect(200);
    expect(page.text).toContain('<h2>Unmatched mail</h2>');
    expect(page.text).toContain(`<td>${outcome.inboundId}</td>`);
  });

  it('hands a message that fails every time in again until its attempts are used up, then fails it for the operators', async () => {
    const owner = await createOwner(running, 'replies');
    const claim = await sentClaim(owner);
    // The claim's own mailing reads the claim too: held below, it would stand in for the reply's reading.
    await until('the claim to be mailed', async () => (await dispatchStateOf(claim.id)) === 'delivered', 30_000);
    const claims = running.app.get(ClaimsService);
    const get = claims.get.bind(claims);
    const broken = jest
      .spyOn(claims, 'get')
      .mockImplementation((userId, id) => (id === claim.id ? Promise.reject(new Error('The claim could not be read')) : get(userId, id)));
    const { maxAttempts } = running.app.get(ClaimRepliesService);
    expect(maxAttempts).toBeGreaterThanOrEqual(50);
    const raw = mail({ 'In-Reply-To': await messageIdOf(claim.id) }, OFFER);
    try {
      for (let attempt = 1; attempt < maxAttempts; attempt += 1) await expect(port().receive(raw, 'imap')).rejects.toThrow('The claim could not be read');
      const outcome = (await port().receive(raw, 'imap')) as Extract<InboundOutcome, { status: 'unmatched' }>;
      expect(outcome).toEqual({
        status: 'unmatched',
        inboundId: expect.any(Number),
        reason: `Given up after ${maxAttempts} attempts: The claim could not be read`,
      });
      const [{ attempts }] = await database().query<Array<{ attempts: number }>>('SELECT attempts FROM inbound_messages WHERE id = $1', [outcome.inboundId]);
      expect(attempts).toBe(maxAttempts);
      expect(await statusOf(outcome.inboundId)).toEqual({ status: 'failed', reason: outcome.reason });

      const json = await request(running.app.getHttpServer()).get('/admin/queues/outbox?format=json').set('Authorization', `Bearer ${ADMIN_TOKEN}`).expect(200);
      const listed = (json.body as { unmatched_mail: Array<{ id: number; status: string; reason: string }> }).unmatched_mail.find(
        (row) => row.id === outcome.inboundId,
      );
      expect(listed).toMatchObject({ status: 'failed', reason: outcome.reason });
    } finally {
      broken.mockRestore();
    }
    expect(((await owner.agent.get(`/api/claims/${claim.id}/replies`).expect(200)).body as ClaimReply[]).length).toBe(0);
    // Handed in again once the cause is gone (an operator moved it back to the inbox): read afresh and filed.
    expect(await port().receive(raw, 'imap')).toMatchObject({ status: 'matched', claimId: claim.id });
    expect(((await owner.agent.get(`/api/claims/${claim.id}/replies`).expect(200)).body as ClaimReply[]).length).toBe(1);
  });

  it('writes nothing twice when a hand-in cut off after filing the reply is handed in again', async () => {
    const owner = await createOwner(running, 'replies');
    const claim = await sentClaim(owner);
    const correspondence = running.app.get(CorrespondenceService);
    const log = correspondence.logReceivedReply.bind(correspondence);
    // The first attempt dies after its entry is written: the reply, its document, alert and entry are all there, the message not settled.
    const cut = jest.spyOn(correspondence, 'logReceivedReply').mockImplementationOnce(async (...args) => {
      await log(...args);
      throw new Error('The process was killed');
    });
    const raw = mailWithPdf({ 'In-Reply-To': await messageIdOf(claim.id), From: `Dealer <${'d'.repeat(400)}@dealer.example>` });
    try {
      await expect(port().receive(raw, 'imap')).rejects.toThrow('The process was killed');
      const [{ id: inboundId }] = await database().query<Array<{ id: number }>>('SELECT id FROM inbound_messages WHERE sha256 = $1', [
        createHash('sha256').update(raw).digest('hex'),
      ]);
      expect(await statusOf(inboundId)).toEqual({ status: 'received', reason: 'The process was killed' });
      expect(await port().receive(raw, 'webhook')).toMatchObject({ status: 'matched', claimId: claim.id });
    } finally {
      cut.mockRestore();
    }
    const replies = (await owner.agent.get(`/api/claims/${claim.id}/replies`).expect(200)).body as ClaimReply[];
    expect(replies).toHaveLength(1);
    // A sender longer than any address is cut to the column, not a failed message.
    expect(replies[0].from).toHaveLength(320);
    const documents = (await owner.agent.get(`/api/documents/visit/${claim.visit_id}`).expect(200)).body as unknown[];
    expect(documents).toHaveLength(1);
    const counts = await database().query<Array<{ alerts: number; entries: number; attached: number[] }>>(
      `SELECT (SELECT count(*)::int FROM notifications WHERE user_id = $1 AND kind = 'dealer_reply' AND subject_id = $2) AS alerts,
              (SELECT count(*)::int FROM correspondence_entries WHERE claim_reply_id = $3) AS entries,
              (SELECT document_ids FROM correspondence_entries WHERE claim_reply_id = $3) AS attached`,
      [owner.user.id, claim.id, replies[0].id],
    );
    expect(counts).toEqual([{ alerts: 1, entries: 1, attached: replies[0].attachments }]);
  });

  it('lets one hand-in of a message read it while another of the same message waits, and answers the webhook 503 meanwhile', async () => {
    const owner = await createOwner(running, 'replies');
    const claim = await sentClaim(owner);
    // The claim's own mailing reads the claim too: held below, it would stand in for the reply's reading.
    await until('the claim to be mailed', async () => (await dispatchStateOf(claim.id)) === 'delivered', 30_000);
    const claims = running.app.get(ClaimsService);
    const get = claims.get.bind(claims);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let reading!: () => void;
    const isReading = new Promise<void>((resolve) => (reading = resolve));
    const held = jest.spyOn(claims, 'get').mockImplementation(async (householdId, id) => {
      if (id === claim.id) {
        reading();
        await released;
      }
      return get(householdId, id);
    });
    const raw = mail({ 'In-Reply-To': await messageIdOf(claim.id) }, OFFER);
    try {
      const first = port().receive(raw, 'imap');
      await isReading;
      const second = await port().receive(raw, 'imap');
      expect(second).toEqual({ status: 'busy', inboundId: expect.any(Number) });
      const answered = await post(raw).expect(503);
      expect(answered.headers['retry-after']).toBeDefined();
      release();
      expect(await first).toMatchObject({ status: 'matched', claimId: claim.id });
    } finally {
      release();
      held.mockRestore();
    }
    expect(await port().receive(raw, 'webhook')).toMatchObject({ status: 'duplicate' });
    expect(((await owner.agent.get(`/api/claims/${claim.id}/replies`).expect(200)).body as ClaimReply[]).length).toBe(1);
  });

  it('keeps an automatic answer without a proposal', async () => {
    const owner = await createOwner(running, 'replies');
    const claim = await sentClaim(owner);
    const outcome = await port().receive(
      mail(
        { 'In-Reply-To': await messageIdOf(claim.id), 'Auto-Submitted': 'auto-replied', Subject: 'Out of office' },
        'I am away until Monday. We can offer $500.',
      ),
      'imap',
    );
    expect(outcome).toMatchObject({ status: 'matched' });
    const [reply] = (await owner.agent.get(`/api/claims/${claim.id}/replies`).expect(200)).body as ClaimReply[];
    expect(reply).toMatchObject({ auto_reply: true, triage: null });
    expect(
      (await statusOf((await database().query<Array<{ id: number }>>('SELECT inbound_message_id AS id FROM claim_replies WHERE id = $1', [reply.id]))[0].id))
        .status,
    ).toBe('auto_reply');
  });

  it('takes a signed call with 202, and refuses a wrong signature, an old timestamp and a replay', async () => {
    const owner = await createOwner(running, 'replies');
    const claim = await sentClaim(owner);
    const raw = mail({ 'In-Reply-To': await messageIdOf(claim.id) }, OFFER);
    const now = String(Math.floor(Date.now() / 1000));
    await post(raw, now, inboundSignature('another-secret-of-enough-length-000000', now, raw)).expect(401);
    const old = String(Math.floor(Date.now() / 1000) - 600);
    await post(raw, old).expect(401);
    await request(running.app.getHttpServer()).post('/api/inbound/mail').set('Content-Type', 'text/plain').send('hello').expect(400);
    expect((await owner.agent.get(`/api/claims/${claim.id}/replies`).expect(200)).body).toEqual([]);

    const accepted = await post(raw, now).expect(202);
    expect(accepted.body).toEqual({ status: 'matched' });
    const replayed = await post(raw, now).expect(409);
    expect((replayed.body as { message: string }).message).toMatch(/already received/);
    expect(((await owner.agent.get(`/api/claims/${claim.id}/replies`).expect(200)).body as ClaimReply[]).length).toBe(1);
  });

  it('refuses or quarantines hostile mail with a reason, and keeps answering', async () => {
    const boundary = (depth: number) => `n${depth}`;
    let nested = 'Content-Type: text/plain\r\n\r\ndeep\r\n';
    for (let depth = 0; depth < 40; depth += 1)
      nested = `Content-Type: multipart/mixed; boundary="${boundary(depth)}"\r\n\r\n--${boundary(depth)}\r\n${nested}--${boundary(depth)}--\r\n`;
    const deep = Buffer.from(`From: ${DEALER}\r\nSubject: deep\r\nMessage-ID: <deep-${Date.now()}@x>\r\nMIME-Version: 1.0\r\n${nested}`);
    const manyParts = Array.from({ length: 1000 }, (_, index) =>
      [`--many`, `Content-Type: application/octet-stream; name="f${index}.bin"`, 'Content-Disposition: attachment', '', 'x'].join('\r\n'),
    ).join('\r\n');
    const many = mail({ 'Content-Type': 'multipart/mixed; boundary="many"' }, `${manyParts}\r\n--many--`);
    const someParts = manyParts.split('\r\n--many').slice(0, 25).join('\r\n--many');
    const some = mail({ 'Content-Type': 'multipart/mixed; boundary="many"' }, `${someParts}\r\n--many--`);
    for (const [raw, reason] of [
      [deep, /nesting/i],
      [many, /More than 100 MIME parts/],
      [some, /More than 20 attachments \(25\)/],
    ] as const) {
      const outcome = (await port().receive(raw, 'webhook')) as Extract<InboundOutcome, { status: 'unmatched' }>;
      expect(outcome.status).toBe('unmatched');
      expect(await statusOf(outcome.inboundId)).toEqual({ status: 'quarantined', reason: expect.stringMatching(reason) as string });
      // Not read again: handed in anew it is a duplicate that was never filed (the mailbox sets it aside again).
      expect(await port().receive(raw, 'imap')).toEqual({ status: 'duplicate', inboundId: outcome.inboundId, filed: false });
    }

    const huge = Buffer.concat([mail({}, ''), Buffer.alloc(30 * 1024 * 1024, 'a')]);
    expect(await port().receive(huge, 'webhook')).toEqual({ status: 'refused', reason: expect.stringContaining('larger than') });
    await post(huge).expect(413);
    const bigHeader = mail({ 'X-Padding': 'p'.repeat(1024 * 1024) }, 'hi');
    expect(await port().receive(bigHeader, 'webhook')).toEqual({ status: 'refused', reason: expect.stringContaining('headers') });

    const broken = mail(
      { 'Content-Type': 'text/plain; charset=nonsense-9', 'Content-Transfer-Encoding': 'base64', Subject: '=?utf-8?B?###?=' },
      '@@@ not base64 ÿÿ',
    );
    expect(['matched', 'unmatched']).toContain((await port().receive(broken, 'webhook')).status);

    const owner = await createOwner(running, 'replies');
    const claim = await sentClaim(owner);
    const html = mail(
      { 'In-Reply-To': await messageIdOf(claim.id), 'Content-Type': 'text/html; charset=utf-8' },
      '<p>We can offer $90.</p><script>fetch("/api/account")</script><img src=x onerror=alert(1)>',
    );
    expect(await port().receive(html, 'webhook')).toMatchObject({ status: 'matched' });
    const [reply] = (await owner.agent.get(`/api/claims/${claim.id}/replies`).expect(200)).body as ClaimReply[];
    expect(reply.text).not.toMatch(/<script|<img/i);
    await request(running.app.getHttpServer()).get('/api/health').expect(200);
  });
});

describe('The inbound mail webhook without its secret (integration)', () => {
  const running = appForTests();

  it('answers 404', async () => {
    await request(running.app.getHttpServer()).post('/api/inbound/mail').set('Content-Type', 'message/rfc822').send('From: a@b\r\n\r\nhi').expect(404);
  });
});
