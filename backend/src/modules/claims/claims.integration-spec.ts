import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ClaimMessages, VisitMessages, vinSuffix, type Claim, type ClaimDetail } from '@dct/contracts';
import type { RunningApp } from '../../bootstrap';
import { simpleParser } from 'mailparser';
import { appSecret } from '../../common/app-secret';
import { FakeSmtpServer } from '../../testing/fake-smtp-server';
import { claimOfReplyAddress } from './replies/reply-address';
import { PDFDocument } from 'pdf-lib';
import { samplePdf, samplePng } from '../../../test/document-samples';
import {
  appForTests,
  binaryBody,
  createClaim,
  createDealer,
  createDocuments,
  createOwner,
  createTestApp,
  createVehicle,
  createVisit,
  expectEachRefused,
  filePart,
  householdRowCount,
  mailOfClaim,
  pdfText,
  type SignedInOwner,
} from '../../../test/test-app';
import { Outbox } from '../../infra/outbox/outbox.service';

/** Polls the claim until its latest mail reaches the state. */
async function waitForDelivery(owner: SignedInOwner, claimId: number, state: string, timeoutMs = 30_000): Promise<Claim> {
  const started = Date.now();
  for (;;) {
    const claim = (await owner.agent.get(`/api/claims/${claimId}`).expect(200)).body as ClaimDetail;
    if (claim.delivery?.state === state) return claim;
    if (Date.now() - started > timeoutMs) throw new Error(`Delivery of claim ${claimId} is ${JSON.stringify(claim.delivery)}, not ${state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('Claims (integration)', () => {
  const smtp = new FakeSmtpServer();
  let running: RunningApp;
  let owner: SignedInOwner;
  const countClaims = (userId: number) => householdRowCount(running, 'claims', userId);
  /** A new claim on a new visit of the owner's, with the change to a valid form, refused as invalid (400). */
  const createRefused = async (change: object) => {
    const visit = await createVisit(owner);
    return owner.agent
      .post('/api/claims')
      .send({ visit_id: visit.id, ask_amount: 100, ...change })
      .expect(400);
  };

  beforeAll(async () => {
    running = await createTestApp({ SMTP_URL: await smtp.start(), CLAIM_SENDS_PER_DAY: '3' });
  });
  beforeEach(async () => {
    owner = await createOwner(running, 'claims');
    smtp.down = false;
  });
  afterAll(async () => {
    await running.close();
    await smtp.stop();
  });

  it("creates a draft on the owner's visit, valued by the monthly payment when the vehicle has one", async () => {
    const financed = await createVehicle(owner, { monthly_payment: 450 });
    const visit = await createVisit(owner, { vehicle_id: financed.id });
    const claim = await createClaim(owner, { visit_id: visit.id, ask_amount: 210, contact_email: 'Manager@Dealer.example' });
    expect(claim).toMatchObject({
      visit_id: visit.id,
      status: 'Draft',
      ask_amount: 210,
      valuation_method: 'MonthlyPayment',
      contact_email: 'manager@dealer.example',
      response_due: null,
      vehicle_label: visit.vehicle_label,
      dealer_name: visit.dealer_name,
      primary_issue: visit.primary_issue,
      date_in: visit.date_in,
      date_out: visit.date_out,
      overdue: false,
      delivery: null,
    });
    const cash = await createClaim(owner);
    expect(cash.valuation_method).toBe('DailyFlatRate');
    expect(((await owner.agent.get('/api/claims').expect(200)).body as Claim[]).map((c) => c.id)).toEqual([cash.id, claim.id]);
  });

  it.each([
    ['no visit', { visit_id: undefined }, 'visit_id', ClaimMessages.visitRequired],
    ['a zero amount', { ask_amount: 0 }, 'ask_amount', ClaimMessages.askAmountMin],
    ['a negative amount', { ask_amount: -5 }, 'ask_amount', ClaimMessages.askAmountMin],
    ['a null amount', { ask_amount: null }, 'ask_amount', ClaimMessages.askAmountMin],
    ['fractions of a cent', { ask_amount: 10.001 }, 'ask_amount', ClaimMessages.amountInvalid('Ask amount')],
    ['a malformed e-mail', { contact_email: 'manager@' }, 'contact_email', ClaimMessages.emailInvalid],
    ['a status on create', { status: 'Sent' }, 'status', 'Unknown field: status'],
  ])("refuses %s with the form's message and stores nothing", async (_name, change, field, message) => {
    const response = await createRefused(change);
    expect(response.body.errors[field]).toEqual([message]);
    expect(await countClaims(owner.user.id)).toBe(0);
  });

  it.each([
    ['a visit id as text', { visit_id: '5' }, 'visit_id', ClaimMessages.visitRequired],
    ['a visit id past the id column', { visit_id: 2 ** 31 }, 'visit_id', ClaimMessages.visitRequired],
    ['an amount as text', { ask_amount: '100' }, 'ask_amount', ClaimMessages.askAmountMin],
    ['an amount past what the column holds', { ask_amount: 1e308 }, 'ask_amount', ClaimMessages.amountInvalid('Ask amount')],
    ['an e-mail that is not text', { contact_email: 5 }, 'contact_email', ClaimMessages.emailInvalid],
    ['an unknown valuation method', { valuation_method: 'Hourly' }, 'valuation_method', ClaimMessages.valuationMethodInvalid],
    ['documents as blank text', { document_ids: '' }, 'document_ids', ClaimMessages.documentsInvalid],
    ['a document id of 0', { document_ids: [0] }, 'document_ids', ClaimMessages.documentsInvalid],
    ['more than 100 documents', { document_ids: Array.from({ length: 101 }, (_, i) => i + 1) }, 'document_ids', ClaimMessages.documentsInvalid],
  ])('refuses %s, with the message it always had', async (_name, change, field, message) => {
    const response = await createRefused(change);
    expect(response.body.errors).toEqual({ [field]: [message] });
  });

  it('takes a blank e-mail as none, a method with spaces around it, and null documents as all of them', async () => {
    const visit = await createVisit(owner);
    const claim = (
      await owner.agent
        .post('/api/claims')
        .send({ visit_id: visit.id, ask_amount: 100, contact_email: '  ', valuation_method: ' DailyFlatRate ', document_ids: null })
        .expect(201)
    ).body as Claim;
    expect(claim).toMatchObject({ contact_email: null, valuation_method: 'DailyFlatRate', document_ids: null });
  });

  it.each([
    ['a null amount', { ask_amount: null }, 'ask_amount', ClaimMessages.askAmountMin],
    ['a blank amount', { ask_amount: '' }, 'ask_amount', ClaimMessages.askAmountMin],
    ['a null valuation method', { valuation_method: null }, 'valuation_method', ClaimMessages.valuationMethodInvalid],
    ['a blank status', { status: '' }, 'status', ClaimMessages.statusInvalid],
    ['a reply that is not text', { dealer_reply: 5 }, 'dealer_reply', ClaimMessages.textExpected('Dealer reply')],
    ['a subject too long', { letter_subject: 'S'.repeat(201) }, 'letter_subject', ClaimMessages.tooLong('Letter subject', 200)],
    ['a negative offer', { offered_amount: -1 }, 'offered_amount', ClaimMessages.amountInvalid('Offered amount')],
    ['a due date that does not exist', { response_due: '2025-02-30' }, 'response_due', ClaimMessages.dueDateInvalid],
    ['documents as blank text', { document_ids: '' }, 'document_ids', ClaimMessages.documentsInvalid],
    ['another visit', { visit_id: 1 }, 'visit_id', 'Unknown field: visit_id'],
  ])('refuses a PATCH with %s, with the message it always had', async (_name, change, field, message) => {
    const claim = await createClaim(owner);
    const response = await owner.agent.patch(`/api/claims/${claim.id}`).send(change).expect(400);
    expect(response.body.errors).toEqual({ [field]: [message] });
  });

  it("clears a draft's e-mail and letter with null or blank, and takes a null status or documents as no change and all of them", async () => {
    const claim = await createClaim(owner, { contact_email: 'gm@dealer.example' });
    const changed = (
      await owner.agent
        .patch(`/api/claims/${claim.id}`)
        .send({ contact_email: '', letter_subject: null, letter_body: '  ', status: null, document_ids: null })
        .expect(200)
    ).body as Claim;
    expect(changed).toMatchObject({ contact_email: null, letter_subject: null, letter_body: null, status: 'Draft', document_ids: null });
  });

  it.each([
    [{ early: 'yes' }, 'early', ClaimMessages.earlyInvalid],
    [{ soon: true }, 'soon', 'Unknown field: soon'],
  ])('refuses the reminder body %p', async (body, field, message) => {
    const claim = await createClaim(owner);
    const response = await owner.agent.post(`/api/claims/${claim.id}/remind`).send(body).expect(400);
    expect(response.body.errors).toEqual({ [field]: [message] });
  });

  it('asks for what the downtime is worth when no amount is given, and refuses when that is nothing yet', async () => {
    const financed = await createVehicle(owner, { monthly_payment: 450 });
    // 14 days × $15 a day.
    const valued = await createVisit(owner, { vehicle_id: financed.id, date_in: '2025-01-05', date_out: '2025-01-19' });
    const claim = (await owner.agent.post('/api/claims').send({ visit_id: valued.id }).expect(201)).body as Claim;
    expect(claim).toMatchObject({ ask_amount: 210, valuation_method: 'MonthlyPayment' });
    const flat = (await owner.agent.post('/api/claims').send({ visit_id: valued.id, valuation_method: 'DailyFlatRate' }).expect(201)).body as Claim;
    expect(flat.ask_amount).toBe(1260);

    const sameDay = await createVisit(owner, { date_in: '2025-02-01', date_out: '2025-02-01' });
    const refused = await owner.agent.post('/api/claims').send({ visit_id: sameDay.id }).expect(400);
    expect(refused.body.errors.ask_amount).toEqual([ClaimMessages.askAmountRequired]);
  });

  it("sends the documents the owner chose, each once, listed on the statement's first page", async () => {
    const visit = await createVisit(owner);
    const { documents } = await createDocuments(owner, visit.id, [
      filePart('receipt.png', samplePng()),
      filePart('estimate.pdf', samplePdf()),
      filePart('photo.png', samplePng()),
    ]);
    const [receipt, estimate] = documents;
    const stranger = await createOwner(running, 'evidence');
    const theirs = (await createDocuments(stranger, (await createVisit(stranger)).id)).documents[0];
    const foreign = await owner.agent
      .post('/api/claims')
      .send({ visit_id: visit.id, ask_amount: 100, document_ids: [receipt.id, theirs.id] })
      .expect(400);
    expect(foreign.body.errors.document_ids).toEqual([ClaimMessages.documentsInvalid]);

    const claim = (
      await owner.agent
        .post('/api/claims')
        .send({ visit_id: visit.id, ask_amount: 100, document_ids: [receipt.id, estimate.id, receipt.id] })
        .expect(201)
    ).body as Claim;
    expect(claim.document_ids).toEqual([receipt.id, estimate.id]);
    const pdf = (await owner.agent.get(`/api/claims/${claim.id}/statement.pdf`).buffer(true).parse(binaryBody).expect(200)).body as Buffer;
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    expect(text).toContain('2 service document(s) follow this page: 1. receipt.png 2. estimate.pdf');
    expect(text).not.toContain('photo.png');
    // The statement page, the receipt laid out as a page, the estimate's page.
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(3);

    // Back to all of them: null.
    const all = (await owner.agent.patch(`/api/claims/${claim.id}`).send({ document_ids: null }).expect(200)).body as Claim;
    expect(all.document_ids).toBeNull();
  });

  it("refuses a claim on another owner's visit, and hides claims from other owners", async () => {
    const stranger = await createOwner(running, 'stranger');
    const theirVisit = await createVisit(stranger);
    const refused = await owner.agent.post('/api/claims').send({ visit_id: theirVisit.id, ask_amount: 100 }).expect(404);
    expect(refused.body.message).toBe(VisitMessages.notFound);

    const claim = await createClaim(owner);
    expect((await stranger.agent.get('/api/claims').expect(200)).body).toEqual([]);
    await expectEachRefused(
      [
        stranger.agent.get(`/api/claims/${claim.id}`),
        stranger.agent.patch(`/api/claims/${claim.id}`).send({ ask_amount: 1 }),
        stranger.agent.delete(`/api/claims/${claim.id}`),
        stranger.agent.post(`/api/claims/${claim.id}/send`),
        stranger.agent.get(`/api/claims/${claim.id}/statement.pdf`),
      ],
      404,
      ClaimMessages.notFound,
    );
    expect((await owner.agent.get(`/api/claims/${claim.id}`).expect(200)).body).toMatchObject({ status: 'Draft', ask_amount: 1260 });
  });

  it('sends a draft once: Sent, due in 14 days, one mail with the statement to the dealer, replies to the owner', async () => {
    const vehicle = await createVehicle(owner, { vin: '1HGCV1F30LA654321', monthly_payment: 600 });
    const dealer = await createDealer(owner, { email: 'service@sunrise.example' });
    const visit = await createVisit(owner, { vehicle_id: vehicle.id, dealer_id: dealer.id, date_in: '2025-01-05', date_out: '2025-01-19' });
    const claim = await createClaim(owner, { visit_id: visit.id, ask_amount: 280 });

    const sent = (await owner.agent.post(`/api/claims/${claim.id}/send`).expect(202)).body as Claim;
    expect(sent.status).toBe('Sent');
    const due = new Date();
    due.setDate(due.getDate() + 14);
    expect(sent.response_due).toBe(`${due.getFullYear()}-${String(due.getMonth() + 1).padStart(2, '0')}-${String(due.getDate()).padStart(2, '0')}`);

    await waitForDelivery(owner, claim.id, 'delivered');
    const [mail] = await smtp.waitForMatching(mailOfClaim(claim.id));
    expect(smtp.messages.filter(mailOfClaim(claim.id))).toHaveLength(1);
    expect(mail.to).toMatchObject({ text: 'service@sunrise.example' });
    expect(mail.replyTo?.text).toBe(owner.user.email);
    // From the owner via the product (its own address), and a copy to the owner.
    expect(mail.from?.value).toEqual([{ name: `${owner.user.name} via Downtime Claim Tracker`, address: 'claims@localhost' }]);
    expect(smtp.recipients.get(mail.messageId as string)).toEqual(['service@sunrise.example', owner.user.email]);
    expect(mail.subject).toBe(`Downtime compensation claim #${claim.id}: ${visit.vehicle_label}, 14 days out of service [Claim #${claim.id}]`);
    expect(mail.text).toContain('$280.00');
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`claim-${claim.id}-statement.pdf`, 'application/pdf']]);
    const text = await pdfText(mail.attachments[0].content);
    expect(text).toContain(vinSuffix(vehicle.vin));
    expect(text).toMatch(/Days out of service\s+14/);
    expect(text).toContain('$280.00');
    expect(text).toContain('$20.00');

    // Sending again is refused, and nothing more is mailed.
    const again = await owner.agent.post(`/api/claims/${claim.id}/send`).expect(409);
    expect(again.body.message).toBe(ClaimMessages.onlyDraftSend);
    const detail = (await owner.agent.get(`/api/claims/${claim.id}`).expect(200)).body as ClaimDetail;
    expect(detail.dispatches).toEqual([
      expect.objectContaining({ kind: 'claim', state: 'delivered', attempts: 1, recipient: 'service@sunrise.example', message_id: mail.messageId }),
    ]);
    expect(smtp.messages.filter(mailOfClaim(claim.id))).toHaveLength(1);
  });

  it('sends to the contact e-mail when there is one, and refuses without any recipient', async () => {
    const dealer = await createDealer(owner, { email: null });
    const visit = await createVisit(owner, { dealer_id: dealer.id });
    const nobody = await createClaim(owner, { visit_id: visit.id });
    const refused = await owner.agent.post(`/api/claims/${nobody.id}/send`).expect(422);
    expect(refused.body.message).toBe(ClaimMessages.noRecipient);
    expect((await owner.agent.get(`/api/claims/${nobody.id}`).expect(200)).body).toMatchObject({ status: 'Draft', delivery: null });

    const direct = await createClaim(owner, { visit_id: visit.id, contact_email: 'gm@dealer.example' });
    await owner.agent.post(`/api/claims/${direct.id}/send`).expect(202);
    await waitForDelivery(owner, direct.id, 'delivered');
    expect((await smtp.waitForMatching(mailOfClaim(direct.id)))[0].to).toMatchObject({ text: 'gm@dealer.example' });
  });

  it('refuses the statement and the send while the vehicle has no VIN, and both work once it is added', async () => {
    const vehicle = await createVehicle(owner, { vin: null, year: 2013, make: 'Ford', model: 'F-150' });
    const claim = await createClaim(owner, { visit_id: (await createVisit(owner, { vehicle_id: vehicle.id })).id });
    const statement = await owner.agent.get(`/api/claims/${claim.id}/statement.pdf`).expect(422);
    expect(statement.body.message).toBe(ClaimMessages.vinRequired);
    const send = await owner.agent.post(`/api/claims/${claim.id}/send`).expect(422);
    expect(send.body.message).toBe(ClaimMessages.vinRequired);
    expect((await owner.agent.get(`/api/claims/${claim.id}`).expect(200)).body).toMatchObject({ status: 'Draft', delivery: null, vehicle: { vin: null } });

    await owner.agent.patch(`/api/vehicles/${vehicle.id}`).send({ vin: '1FTFW1EF1DFA00001' }).expect(200);
    await owner.agent.get(`/api/claims/${claim.id}/statement.pdf`).expect(200);
    await owner.agent.post(`/api/claims/${claim.id}/send`).expect(202);
    await waitForDelivery(owner, claim.id, 'delivered');
  });

  it('keeps a claim Sent while the mail server is down, its mail queued for the next attempt with the error, and delivers once it is back', async () => {
    smtp.down = true;
    const claim = await createClaim(owner);
    await owner.agent.post(`/api/claims/${claim.id}/send`).expect(202);
    let waiting = (await owner.agent.get(`/api/claims/${claim.id}`).expect(200)).body as ClaimDetail;
    for (let tries = 0; tries < 300 && !waiting.delivery?.last_error; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      waiting = (await owner.agent.get(`/api/claims/${claim.id}`).expect(200)).body as ClaimDetail;
    }
    expect(waiting.status).toBe('Sent');
    // Not "failed": a mail is retried for MAIL_RETRY_HOURS, and fails only when given up.
    expect(waiting.delivery).toMatchObject({ state: 'queued', attempts: 1, last_error: expect.stringContaining('temporarily unavailable') });

    smtp.down = false;
    // The retry is due in 5 s; bring it forward rather than wait.
    await running.app
      .get(DataSource)
      .query(
        `UPDATE outbox_jobs SET next_attempt_at = now() WHERE kind = 'claim-mail' AND (payload->>'dispatchId')::int IN (SELECT id FROM claim_dispatches WHERE claim_id = $1)`,
        [claim.id],
      );
    await running.app.get(Outbox).sweep();
    const delivered = await waitForDelivery(owner, claim.id, 'delivered');
    expect(delivered.delivery).toMatchObject({ attempts: 2, last_error: null });
    // This claim's mail arrived once (counted by its Message-ID: other tests' mail may still be arriving).
    const { dispatches } = (await owner.agent.get(`/api/claims/${claim.id}`).expect(200)).body as ClaimDetail;
    expect(smtp.messages.filter((mail) => mail.messageId === dispatches[0].message_id)).toHaveLength(1);
  });

  it('moves a sent claim to Response and Closed with what came of it, and refuses other moves', async () => {
    const claim = await createClaim(owner);
    const fromDraft = await owner.agent.patch(`/api/claims/${claim.id}`).send({ status: 'Closed' }).expect(409);
    expect(fromDraft.body.message).toBe(ClaimMessages.transition('Draft', 'Closed'));
    await owner.agent.patch(`/api/claims/${claim.id}`).send({ ask_amount: 300.5 }).expect(200);

    await owner.agent.post(`/api/claims/${claim.id}/send`).expect(202);
    await waitForDelivery(owner, claim.id, 'delivered');
    const lateEdit = await owner.agent.patch(`/api/claims/${claim.id}`).send({ ask_amount: 999 }).expect(409);
    expect(lateEdit.body.message).toBe(ClaimMessages.draftOnlyFields);

    const response = (await owner.agent.patch(`/api/claims/${claim.id}`).send({ status: 'Response', dealer_reply: 'We can offer $150.' }).expect(200))
      .body as Claim;
    expect(response).toMatchObject({ status: 'Response', dealer_reply: 'We can offer $150.', ask_amount: 300.5 });
    const closed = (await owner.agent.patch(`/api/claims/${claim.id}`).send({ status: 'Closed', recovered_amount: 150, outcome_notes: 'Accepted' }).expect(200))
      .body as Claim;
    expect(closed).toMatchObject({ status: 'Closed', recovered_amount: 150, outcome_notes: 'Accepted', closed_at: expect.any(String) });
    const back = await owner.agent.patch(`/api/claims/${claim.id}`).send({ status: 'Sent' }).expect(409);
    expect(back.body.message).toBe(ClaimMessages.transition('Closed', 'Sent'));
  });

  it("sends the owner's own letter as the claim e-mail, the statement still attached", async () => {
    const claim = await createClaim(owner);
    const half = await owner.agent.patch(`/api/claims/${claim.id}`).send({ letter_subject: 'Goodwill request' }).expect(400);
    expect(half.body.errors.letter_body).toEqual([ClaimMessages.letterIncomplete]);
    const tooLong = await owner.agent
      .patch(`/api/claims/${claim.id}`)
      .send({ letter_subject: 'x'.repeat(201), letter_body: 'Hello' })
      .expect(400);
    expect(tooLong.body.errors.letter_subject).toEqual([ClaimMessages.tooLong('Letter subject', 200)]);
    expect((await owner.agent.get(`/api/claims/${claim.id}`).expect(200)).body).toMatchObject({ letter_subject: null, letter_body: null });

    const letter = {
      letter_subject: 'Goodwill request: 14 days without my car',
      letter_body: 'Dear service team,\n\nMy car was with you for 14 days.\n\nSincerely,\nAlex',
    };
    expect((await owner.agent.patch(`/api/claims/${claim.id}`).send(letter).expect(200)).body).toMatchObject(letter);
    await owner.agent.post(`/api/claims/${claim.id}/send`).expect(202);
    await waitForDelivery(owner, claim.id, 'delivered');
    const [mail] = await smtp.waitForMatching(mailOfClaim(claim.id));
    expect(mail.subject).toBe(`${letter.letter_subject} [Claim #${claim.id}]`);
    expect(mail.text?.trim()).toBe(letter.letter_body);
    expect(mail.attachments.map((a) => a.filename)).toEqual([`claim-${claim.id}-statement.pdf`]);

    const late = await owner.agent.patch(`/api/claims/${claim.id}`).send({ letter_subject: null, letter_body: null }).expect(409);
    expect(late.body.message).toBe(ClaimMessages.draftOnlyFields);
  });

  it('sets the response due date once the claim is sent, as triage suggests, and refuses it on a draft', async () => {
    const claim = await createClaim(owner);
    const early = await owner.agent.patch(`/api/claims/${claim.id}`).send({ response_due: '2030-01-15' }).expect(409);
    expect(early.body.message).toBe(ClaimMessages.dueDateOnlySent);
    await owner.agent.post(`/api/claims/${claim.id}/send`).expect(202);
    const bad = await owner.agent.patch(`/api/claims/${claim.id}`).send({ response_due: '2030-02-30' }).expect(400);
    expect(bad.body.errors.response_due).toEqual([ClaimMessages.dueDateInvalid]);
    expect((await owner.agent.patch(`/api/claims/${claim.id}`).send({ response_due: '2030-01-15' }).expect(200)).body).toMatchObject({
      status: 'Sent',
      response_due: '2030-01-15',
    });
    const triaged = await owner.agent
      .patch(`/api/claims/${claim.id}`)
      .send({ status: 'Response', dealer_reply: 'Send us the RO within 10 business days.', response_due: '2030-01-29' })
      .expect(200);
    expect(triaged.body).toMatchObject({ status: 'Response', response_due: '2030-01-29', overdue: false });
  });

  it('limits the mails an owner sends in a day', async () => {
    const claims = [await createClaim(owner), await createClaim(owner), await createClaim(owner), await createClaim(owner)];
    for (const claim of claims.slice(0, 3)) await owner.agent.post(`/api/claims/${claim.id}/send`).expect(202);
    const fourth = await owner.agent.post(`/api/claims/${claims[3].id}/send`).expect(429);
    expect(fourth.body.message).toBe(ClaimMessages.sendLimit(3));
    expect((await owner.agent.get(`/api/claims/${claims[3].id}`).expect(200)).body.status).toBe('Draft');
  });

  it('counts sends in a ledger that deleting the sent claims does not reset', async () => {
    const sent = [await createClaim(owner), await createClaim(owner), await createClaim(owner)];
    for (const claim of sent) await owner.agent.post(`/api/claims/${claim.id}/send`).expect(202);
    for (const claim of sent) await owner.agent.delete(`/api/claims/${claim.id}`).expect(204);
    const next = await createClaim(owner);
    const refused = await owner.agent.post(`/api/claims/${next.id}/send`).expect(429);
    expect(refused.body.message).toBe(ClaimMessages.sendLimit(3));
    expect((await owner.agent.get(`/api/claims/${next.id}`).expect(200)).body.status).toBe('Draft');
  });

  it('reminds the dealer once the answer is due, earlier only when the owner confirms, and once per response period', async () => {
    const claim = await createClaim(owner);
    const sent = (await owner.agent.post(`/api/claims/${claim.id}/send`).expect(202)).body as Claim;
    const notDue = await owner.agent.post(`/api/claims/${claim.id}/remind`).send({}).expect(409);
    expect(notDue.body.message).toBe(ClaimMessages.reminderNotDue(sent.response_due as string));
    await owner.agent.post(`/api/claims/${claim.id}/remind`).send({ early: 'yes' }).expect(400);
    await owner.agent.post(`/api/claims/${claim.id}/remind`).send({ early: true }).expect(202);
    const again = await owner.agent.post(`/api/claims/${claim.id}/remind`).send({ early: true }).expect(409);
    expect(again.body.message).toMatch(/^A reminder was sent recently\. The next one can go on /);

    // Reminders count against the daily limit like sends: two mails so far, one more send, then the limit.
    const third = await createClaim(owner);
    await owner.agent.post(`/api/claims/${third.id}/send`).expect(202);
    const limited = await owner.agent.post(`/api/claims/${third.id}/remind`).send({ early: true }).expect(429);
    expect(limited.body.message).toBe(ClaimMessages.sendLimit(3));

    // A claim whose answer is overdue is reminded without confirming.
    const other = await createOwner(running, 'overdue');
    const overdue = await createClaim(other);
    await other.agent.post(`/api/claims/${overdue.id}/send`).expect(202);
    await other.agent.patch(`/api/claims/${overdue.id}`).send({ response_due: '2020-01-15' }).expect(200);
    await other.agent.post(`/api/claims/${overdue.id}/remind`).expect(202);
    const detail = (await other.agent.get(`/api/claims/${overdue.id}`).expect(200)).body as ClaimDetail;
    expect(detail.dispatches.map((dispatch) => dispatch.kind)).toEqual(['reminder', 'claim']);
  });

  it("appends the visit's documents to the statement: images as pages, PDFs merged", async () => {
    const claim = await createClaim(owner);
    await createDocuments(owner, claim.visit_id, [filePart('receipt.png', samplePng()), filePart('repair-order.pdf', samplePdf())]);
    const detail = (await owner.agent.get(`/api/claims/${claim.id}`).expect(200)).body as ClaimDetail;
    expect(detail.documents.map((document) => document.file_name).sort()).toEqual(['receipt.png', 'repair-order.pdf']);
    const pdf = (await owner.agent.get(`/api/claims/${claim.id}/statement.pdf`).buffer(true).parse(binaryBody).expect(200)).body as Buffer;
    const text = await pdfText(pdf);
    expect(text).toContain('2 service document(s) follow this page');
    expect(text).toContain('receipt.png');
    expect(text).toContain('Repair order');
    expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThanOrEqual(3);
  });

  it("prints the visit's repair-order number, mileage and three Cs on the statement, and leaves out those a visit lacks", async () => {
    const statementText = async (visitFields: Record<string, unknown>) => {
      const claim = await createClaim(owner, { visit_id: (await createVisit(owner, visitFields)).id });
      const pdf = (await owner.agent.get(`/api/claims/${claim.id}/statement.pdf`).buffer(true).parse(binaryBody).expect(200)).body as Buffer;
      return (await pdfText(pdf)).replace(/\s+/g, ' ');
    };
    const text = await statementText({
      ro_number: 'RO-4417',
      mileage_in: 12_351,
      mileage_out: 12_360,
      complaint: 'Grinding when braking\nat low speed',
      cause: 'Front pads worn to the backing plate',
      correction: 'Replaced pads & rotors <both axles>',
    });
    expect(text).toContain('Repair order no. RO-4417 Date in Jan 5, 2025');
    expect(text).toContain('Days out of service 14 Mileage in 12,351 miles Mileage out 12,360 miles');
    expect(text).toContain(
      'Complaint Grinding when braking at low speed Cause Front pads worn to the backing plate Correction Replaced pads & rotors <both axles>',
    );

    const without = await statementText({ mileage_in: 0 });
    expect(without).toContain('Days out of service 14 Mileage in 0 miles Loaner');
    for (const label of ['Repair order no.', 'Mileage out', 'Complaint', 'Cause', 'Correction']) expect(without).not.toContain(label);
  });

  it('downloads the statement at any time, and a visit takes its claims with it', async () => {
    const claim = await createClaim(owner);
    const response = await owner.agent.get(`/api/claims/${claim.id}/statement.pdf`).buffer(true).parse(binaryBody);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="claim-${claim.id}-statement.pdf"`);
    expect(await pdfText(response.body as Buffer)).toContain(`Claim #${claim.id}`);

    await owner.agent.delete(`/api/visits/${claim.visit_id}`).expect(204);
    await owner.agent.get(`/api/claims/${claim.id}`).expect(404);
    expect(await countClaims(owner.user.id)).toBe(0);
  });
});

describe('Claims on the embedded defaults (integration)', () => {
  const running = appForTests();

  it('writes the mail, statement attached, as an .eml file in the outbox when there is no SMTP server', async () => {
    const owner = await createOwner(running, 'outbox');
    const claim = await createClaim(owner);
    await owner.agent.post(`/api/claims/${claim.id}/send`).expect(202);
    const detail = (await waitForDelivery(owner, claim.id, 'delivered')) as ClaimDetail;
    const { outboxDir } = running.config;
    const file = readdirSync(outboxDir).find((name) => name.includes(`claim-${claim.id}.claim`));
    expect(file).toBeDefined();
    const eml = readFileSync(join(outboxDir, file as string), 'utf8');
    expect(eml).toContain(`Subject: Downtime compensation claim #${claim.id}`);
    expect(eml).toContain(`filename=claim-${claim.id}-statement.pdf`);
    expect(detail.delivery).toMatchObject({ state: 'delivered' });
    await request(running.app.getHttpServer()).get('/api/claims').expect(401);
  });
});

describe('Claims with a reply domain (integration)', () => {
  const running = appForTests({ REPLY_DOMAIN: 'Replies.Example.test' });

  it("sends replies to the claim's signed address and to the owner", async () => {
    const owner = await createOwner(running, 'reply-domain');
    const claim = await createClaim(owner);
    await owner.agent.post(`/api/claims/${claim.id}/send`).expect(202);
    await waitForDelivery(owner, claim.id, 'delivered');
    const file = readdirSync(running.config.outboxDir).find((name) => name.includes(`claim-${claim.id}.claim`));
    const eml = readFileSync(join(running.config.outboxDir, file as string), 'utf8');
    const mail = await simpleParser(eml);
    const [address, ownerAddress] = (mail.replyTo?.value ?? []).map((entry) => entry.address ?? '');
    expect(ownerAddress).toBe(owner.user.email);
    expect(claimOfReplyAddress(address, appSecret(running.config), 'replies.example.test')).toBe(claim.id);
    expect(mail.subject).toContain(`[Claim #${claim.id}]`);
  });
});
