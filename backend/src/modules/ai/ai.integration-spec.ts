import request from 'supertest';
import {
  AiMessages,
  REPAIR_ORDER_FIELDS,
  UploadMessages,
  type RepairOrderExtraction,
  type TriageReading,
  type TriageResult,
  type ValuationResult,
} from '@dct/contracts';
import type { RunningApp } from '../../bootstrap';
import { startCountingListener, type CountingListener } from '../../testing/counting-listener';
import { FakeOpenAiServer } from '../../testing/fake-openai-server';
import { REPAIR_ORDER_READER, type RepairOrderReaderPort, type RepairOrderReading } from './repair-order-reader.port';
import { samplePdf, samplePng } from '../../../test/document-samples';
import {
  appForTests,
  createClaim,
  createDocuments,
  createOwner,
  createTestApp,
  createVehicle,
  createVisit,
  filePart as documentPart,
  multipartBody,
  type SignedInOwner,
} from '../../../test/test-app';

const reading: RepairOrderReading = {
  dealer_name: 'Riverside Honda',
  date_in: '2025-11-03',
  date_out: '2025-11-17',
  issue_summary: 'Transmission slipping; replaced valve body',
  line_items: [
    { desc: 'Valve body assembly', amount: 1180.5 },
    { desc: 'Labor 3.5 h', amount: 542.5 },
  ],
  total: 1863.12,
  confidence: 0.91,
  ro_number: '603387',
  mileage_in: 39175,
  mileage_out: 39191,
  complaint: 'Customer states transmission slips when shifting',
  cause: 'Valve body worn',
  correction: 'Replaced valve body, road tested',
  warranty_repair: false,
  field_confidence: { dealer_name: 0.95, date_in: 0.95, date_out: 0.95, total: 0.95, ro_number: 0.95, mileage_in: 0.95, mileage_out: 0.95 },
  questions: [],
};

const extract = (owner: SignedInOwner, parts: Parameters<typeof multipartBody>[0]) => {
  const { body, contentType } = multipartBody(parts);
  return owner.agent.post('/api/ai/extract-ro').set('Content-Type', contentType).send(body);
};
const filePart = (content: Buffer, fileName = 'ro.png') => ({ name: 'file', fileName, contentType: 'image/png', content });

describe('AI assistant (integration, offline provider)', () => {
  let running: RunningApp;
  let owner: SignedInOwner;
  let other: SignedInOwner;
  const read = jest.fn<Promise<RepairOrderReading>, Parameters<RepairOrderReaderPort['read']>>();

  beforeAll(async () => {
    running = await createTestApp({ AI_RATE_LIMIT: '1000' });
    // The OCR reader is another module's: here it is a fake that records what it was given.
    const reader = running.app.get<RepairOrderReaderPort>(REPAIR_ORDER_READER);
    jest.spyOn(reader, 'read').mockImplementation(read);
    owner = await createOwner(running, 'ai');
    other = await createOwner(running, 'ai-other');
  });
  afterAll(() => running.close());
  beforeEach(() => read.mockReset().mockResolvedValue(reading));

  describe('POST /api/ai/extract-ro', () => {
    it('reads the uploaded repair order and answers the spec shape with total', async () => {
      const png = samplePng();
      const response = await extract(owner, [filePart(png, 'scan.pdf')]).expect(200);
      expect(response.body as RepairOrderExtraction).toEqual(reading);
      // The type comes from the bytes, never from the name or the declared type.
      expect(read).toHaveBeenCalledWith({ buffer: png, mimetype: 'image/png', originalname: 'scan.pdf' });
    });

    it('takes PDFs', async () => {
      await extract(owner, [{ name: 'file', fileName: 'ro.pdf', contentType: 'application/pdf', content: samplePdf() }]).expect(200);
      expect(read.mock.calls[0][0].mimetype).toBe('application/pdf');
    });

    it.each([
      ['no file', [], 400, AiMessages.noFile],
      ['an empty file', [filePart(Buffer.alloc(0))], 400, AiMessages.noFile],
      ['a file of another type', [filePart(Buffer.from('GIF89a this is not accepted'))], 400, UploadMessages.wrongType],
      ['two files', [filePart(samplePng()), filePart(samplePng())], 400, AiMessages.oneFile],
      ['an unknown field', [{ name: 'files', fileName: 'a.png', content: samplePng() }], 400, 'Unknown field: files'],
    ])('refuses %s', async (_case, parts, status, message) => {
      const response = await extract(owner, parts).expect(status);
      expect((response.body as { message: string }).message).toBe(message);
      expect(read).not.toHaveBeenCalled();
    });

    it('refuses a file over 15 MB', async () => {
      const big = Buffer.concat([samplePng(), Buffer.alloc(15 * 1024 * 1024)]);
      const response = await extract(owner, [filePart(big)]).expect(413);
      expect((response.body as { message: string }).message).toBe(UploadMessages.tooLarge());
    });

    it("refuses a body that is neither a file nor one of the owner's documents", async () => {
      const json = await owner.agent.post('/api/ai/extract-ro').send({ file: 'x' }).expect(400);
      expect((json.body as { errors: Record<string, string[]> }).errors.document_id).toEqual([AiMessages.documentIdInvalid]);
      const text = await owner.agent.post('/api/ai/extract-ro').set('Content-Type', 'text/plain').send('x').expect(400);
      expect((text.body as { message: string }).message).toBe(UploadMessages.unreadable);
    });

    it("reads a document already on the owner's visit, and answers 404 for another owner's", async () => {
      const visit = await createVisit(owner);
      const pdf = samplePdf();
      const { documents } = await createDocuments(owner, visit.id, [documentPart('ro-48213.pdf', pdf)]);
      const response = await owner.agent.post('/api/ai/extract-ro').send({ document_id: documents[0].id }).expect(200);
      expect(response.body as RepairOrderExtraction).toEqual(reading);
      expect(read).toHaveBeenCalledWith({ buffer: pdf, mimetype: 'application/pdf', originalname: 'ro-48213.pdf' });
      await other.agent.post('/api/ai/extract-ro').send({ document_id: documents[0].id }).expect(404);
      expect(read).toHaveBeenCalledTimes(1);
    });

    it('answers 503 with a readable message when the reader is not there, never a 500', async () => {
      read.mockReset().mockRejectedValue(Object.assign(new (await import('./ai-errors')).AiUnavailableError(AiMessages.readerUnavailable, 503)));
      const response = await extract(owner, [filePart(samplePng())]).expect(503);
      expect(response.body).toEqual({ statusCode: 503, message: AiMessages.readerUnavailable, error: 'Service Unavailable' });
    });

    it('is for signed-in owners only', async () => {
      await request(running.app.getHttpServer()).post('/api/ai/extract-ro').expect(401);
    });
  });

  describe('POST /api/ai/value-downtime', () => {
    it('values by the monthly payment over 30 days', async () => {
      const response = await owner.agent
        .post('/api/ai/value-downtime')
        .send({ date_in: '2025-01-05', date_out: '2025-01-19', monthly_payment: 450, segment: 'suv' })
        .expect(200);
      expect(response.body).toEqual({
        days: 14,
        method_used: 'MonthlyPayment',
        daily_value: 15,
        total: 210,
        explanation: expect.stringContaining('14 days') as string,
      });
    });

    it('uses the flat rate of the segment, and $90 when it is unknown', async () => {
      const suv = await owner.agent.post('/api/ai/value-downtime').send({ date_in: '2025-01-05', date_out: '2025-01-07', segment: 'suv' }).expect(200);
      expect(suv.body).toMatchObject({ method_used: 'DailyFlatRate', daily_value: 95, total: 190 });
      const unknown = await owner.agent
        .post('/api/ai/value-downtime')
        .send({ date_in: '2025-01-05', date_out: '2025-01-07', monthly_payment: null })
        .expect(200);
      expect(unknown.body).toMatchObject({ method_used: 'DailyFlatRate', daily_value: 90, total: 180 });
    });

    it("takes what is left out from the owner's visit and its vehicle", async () => {
      const vehicle = await createVehicle(owner, { monthly_payment: 600 });
      const visit = await createVisit(owner, { vehicle_id: vehicle.id, date_in: '2025-03-01', date_out: '2025-03-11', status: 'completed' });
      const response = await owner.agent.post('/api/ai/value-downtime').send({ visit_id: visit.id }).expect(200);
      expect(response.body as ValuationResult).toMatchObject({ days: 10, method_used: 'MonthlyPayment', daily_value: 20, total: 200 });
    });

    it("answers 404 for another owner's visit", async () => {
      const visit = await createVisit(other);
      const response = await owner.agent.post('/api/ai/value-downtime').send({ visit_id: visit.id }).expect(404);
      expect((response.body as { message: string }).message).toBe('Visit not found');
    });

    it.each([
      [{}, 'date_in', AiMessages.dateInRequired],
      [{ date_in: '2025-02-30' }, 'date_in', AiMessages.dateInvalid('Date in')],
      [{ date_in: '2025-01-05', date_out: '2025-01-01' }, 'date_out', AiMessages.dateOrder],
      [{ date_in: '2025-01-05', monthly_payment: -5 }, 'monthly_payment', AiMessages.moneyInvalid('Monthly payment')],
      [{ date_in: '2025-01-05', segment: 'spaceship' }, 'segment', AiMessages.segmentInvalid],
      [{ date_in: '2025-01-05', color: 'red' }, 'color', 'Unknown field: color'],
    ])('refuses %j with a clear 400', async (body, field, message) => {
      const response = await owner.agent.post('/api/ai/value-downtime').send(body).expect(400);
      expect((response.body as { errors: Record<string, string[]> }).errors[field]).toEqual([message]);
    });
  });

  describe('POST /api/ai/draft-letter', () => {
    const fields = {
      vehicle_label: '2022 Honda Accord',
      vin_last6: 'a12345',
      dealer_name: 'Riverside Honda',
      service_manager: 'Mike Alvarez',
      dates: { date_in: '2025-11-03', date_out: '2025-11-17' },
      days: 14,
      daily_value: 15,
      total: 210,
    };

    it.each(['polite', 'firm'] as const)('drafts a %s letter with every field', async (tone) => {
      const response = await owner.agent
        .post('/api/ai/draft-letter')
        .send({ ...fields, tone })
        .expect(200);
      const letter = response.body as { subject: string; text_body: string; tone: string };
      expect(letter.tone).toBe(tone);
      expect(letter.subject).toContain('2022 Honda Accord (VIN ending A12345), 14 days');
      for (const text of ['Mike Alvarez', 'Riverside Honda', 'Nov 3, 2025', 'Nov 17, 2025', '$15.00 a day', '$210.00', owner.user.name])
        expect(letter.text_body).toContain(text);
    });

    it("drafts from the owner's claim: its visit's dates and days, the claim's amount", async () => {
      const vehicle = await createVehicle(owner, { monthly_payment: 450 });
      const visit = await createVisit(owner, { vehicle_id: vehicle.id, date_in: '2025-06-02', date_out: '2025-06-12', status: 'completed' });
      const claim = await createClaim(owner, { visit_id: visit.id, ask_amount: 150 });
      const response = await owner.agent.post('/api/ai/draft-letter').send({ claim_id: claim.id, tone: 'firm' }).expect(200);
      const { text_body } = response.body as { text_body: string };
      expect(text_body).toContain('10 days');
      expect(text_body).toContain('$15.00 a day');
      expect(text_body).toContain('$150.00');
    });

    it("answers 404 for another owner's claim", async () => {
      const claim = await createClaim(other);
      await owner.agent.post('/api/ai/draft-letter').send({ claim_id: claim.id, tone: 'polite' }).expect(404);
    });

    it('says which fields are missing without a claim, and refuses a tone it does not know', async () => {
      const missing = await owner.agent.post('/api/ai/draft-letter').send({ tone: 'polite' }).expect(400);
      expect(Object.keys((missing.body as { errors: object }).errors)).toEqual(['vehicle_label', 'vin_last6', 'dealer_name', 'dates.date_in']);
      const tone = await owner.agent
        .post('/api/ai/draft-letter')
        .send({ ...fields, tone: 'angry' })
        .expect(400);
      expect((tone.body as { message: string }).message).toBe(AiMessages.toneInvalid);
      const dates = await owner.agent
        .post('/api/ai/draft-letter')
        .send({ ...fields, dates: { date_in: 'soon' }, tone: 'firm' })
        .expect(400);
      expect((dates.body as { errors: Record<string, string[]> }).errors['dates.date_in']).toEqual([AiMessages.dateInvalid('Date in')]);
    });
  });

  describe('POST /api/ai/triage-reply', () => {
    it('triages a dealer reply', async () => {
      const response = await owner.agent
        .post('/api/ai/triage-reply')
        .send({
          email_text:
            'Thank you for your patience. We are able to offer a goodwill payment of $400.00 for the inconvenience. Please confirm within 10 business days.',
          current_claim_status: 'Sent',
        })
        .expect(200);
      const result = response.body as TriageResult;
      expect(result).toMatchObject({ intent: 'offer', sentiment: 'positive' });
      expect(result.due_in_days).toBeGreaterThanOrEqual(12);
      expect(result.due_in_days).toBeLessThanOrEqual(14);
      expect(result.next_actions.length).toBeGreaterThan(0);
    });

    it.each([{}, { email_text: '' }, { email_text: '   \n ' }])("refuses %j with the spec's message", async (body) => {
      const response = await owner.agent.post('/api/ai/triage-reply').send(body).expect(400);
      expect((response.body as { message: string }).message).toBe("No email content: Please paste the dealer's email response");
    });

    it('counts the deadline from the day the reply arrived, and reads it in Spanish or not at all', async () => {
      const english = await owner.agent
        .post('/api/ai/triage-reply')
        .send({ email_text: 'We can offer $400. Please return the signed release within ten business days.', received_at: '2025-03-05' })
        .expect(200);
      expect(english.body as TriageResult).toMatchObject({ intent: 'offer', offered_amount: 400, deadline: '2025-03-19', due_in_days: 14, language: 'en' });
      const spanish = await owner.agent
        .post('/api/ai/triage-reply')
        .send({
          email_text: 'Estimada Sra. Ruiz: le podemos dar un crédito de servicio de 300 $ para su próxima visita. Atentamente, Ford del Sol',
          received_at: '2025-03-05',
        })
        .expect(200);
      expect(spanish.body as TriageResult).toMatchObject({ intent: 'offer', offered_amount: 300, language: 'es', not_read: null });
      const french = await owner.agent
        .post('/api/ai/triage-reply')
        .send({ email_text: 'Bonjour Madame, nous vous proposons un montant de 300 $ à titre de geste commercial. Merci de nous confirmer votre accord.' })
        .expect(200);
      expect(french.body as TriageResult).toMatchObject({ intent: null, offered_amount: null, language: 'other', not_read: AiMessages.notReadLanguage });
    });

    it("tells the offer from the claim's own ask quoted back, with the owner's claim", async () => {
      const claim = await createClaim(owner, { ask_amount: 1330 });
      const email_text = 'About the $1,330 you mentioned: we will pay $1,330.';
      const alone = (await owner.agent.post('/api/ai/triage-reply').send({ email_text }).expect(200)).body as TriageResult;
      expect(alone.offered_amount).toBe(1330);
      const withClaim = (await owner.agent.post('/api/ai/triage-reply').send({ email_text, claim_id: claim.id }).expect(200)).body as TriageResult;
      expect(withClaim.offered_amount).toBeNull();
      expect(withClaim.questions).toContainEqual({ field: 'offered_amount', question: 'Is $1,330.00 the offer?', candidates: [1330] });
    });

    it("takes the claim's status from the owner's claim, and answers 404 for another owner's", async () => {
      const claim = await createClaim(owner);
      const response = await owner.agent.post('/api/ai/triage-reply').send({ email_text: 'We have received your claim.', claim_id: claim.id }).expect(200);
      expect((response.body as TriageResult).intent).toBe('acknowledgement');
      const theirs = await createClaim(other);
      await owner.agent.post('/api/ai/triage-reply').send({ email_text: 'We have received your claim.', claim_id: theirs.id }).expect(404);
    });
  });
});

describe('AI assistant (integration, rate limit)', () => {
  const running = appForTests({ AI_RATE_LIMIT: '2' });

  it('limits each owner, not everyone, and says when to retry', async () => {
    const owner = await createOwner(running, 'ai-limit');
    const body = { email_text: 'We received your claim.' };
    await owner.agent.post('/api/ai/triage-reply').send(body).expect(200);
    await owner.agent.post('/api/ai/triage-reply').send(body).expect(200);
    const limited = await owner.agent.post('/api/ai/triage-reply').send(body).expect(429);
    expect((limited.body as { message: string }).message).toBe(AiMessages.tooMany);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const another = await createOwner(running, 'ai-limit-2');
    await another.agent.post('/api/ai/triage-reply').send(body).expect(200);
  });
});

describe('AI assistant (integration, OpenAI-compatible provider)', () => {
  let running: RunningApp;
  let fake: FakeOpenAiServer;
  let owner: SignedInOwner;

  beforeAll(async () => {
    fake = new FakeOpenAiServer();
    const baseUrl = await fake.start();
    running = await createTestApp({
      OPENAI_API_KEY: 'sk-test-key',
      OPENAI_BASE_URL: baseUrl,
      OPENAI_MODEL: 'text-model',
      OPENAI_VISION_MODEL: 'vision-model',
      OPENAI_TIMEOUT_SECONDS: '2',
      AI_RATE_LIMIT: '1000',
    });
    owner = await createOwner(running, 'ai-openai');
  });
  afterAll(async () => {
    await running.close();
    await fake.stop();
  });
  beforeEach(() => {
    fake.received.length = 0;
    fake.failure = undefined;
  });

  it('sends an image to the vision model as a data URL with the JSON schema, and checks the answer', async () => {
    fake.outputs.set('repair_order', reading);
    const png = samplePng();
    const response = await extract(owner, [filePart(png)]).expect(200);
    expect(response.body).toEqual(reading);
    const [{ authorization, body }] = fake.received;
    expect(authorization).toBe('Bearer sk-test-key');
    expect(body.model).toBe('vision-model');
    expect(body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'repair_order', strict: true } });
    const user = body.messages.find((message) => message.role === 'user');
    expect(user?.content).toEqual(
      expect.arrayContaining([{ type: 'image_url', image_url: { url: `data:image/png;base64,${png.toString('base64')}`, detail: 'high' } }]),
    );
  });

  it('reads the order number, mileage, the three Cs and warranty pay through the same schema, and leaves a field in question empty', async () => {
    const question = { field: 'total' as const, question: 'Two possible totals: $119.96 and $2,337.76', candidates: [119.96, 2337.76] };
    fake.outputs.set('repair_order', {
      ...reading,
      warranty_repair: true,
      field_confidence: { ...reading.field_confidence, total: 0.5 },
      questions: [question],
    });
    const response = await extract(owner, [filePart(samplePng())]).expect(200);
    expect(response.body).toMatchObject({
      ro_number: '603387',
      mileage_in: 39175,
      mileage_out: 39191,
      complaint: reading.complaint,
      cause: reading.cause,
      correction: reading.correction,
      warranty_repair: true,
      total: null,
      field_confidence: { total: 0, ro_number: 0.95 },
      questions: [question],
    });
    const schema = fake.received[0].body.response_format?.json_schema?.schema as { required: string[]; properties: Record<string, { required?: string[] }> };
    expect(schema.required).toEqual(expect.arrayContaining([...REPAIR_ORDER_FIELDS, 'field_confidence', 'questions']));
    expect(schema.properties.field_confidence.required).toEqual(expect.arrayContaining([...REPAIR_ORDER_FIELDS]));

    // An answer that does not fit the schema is refused, as for the other fields.
    fake.outputs.set('repair_order', { ...reading, mileage_in: '39,175 mi' });
    await extract(owner, [filePart(samplePng())]).expect(502);
  });

  it("sends a PDF's own text to the text model", async () => {
    fake.outputs.set('repair_order', reading);
    const pdf = samplePdf();
    await extract(owner, [{ name: 'file', fileName: 'ro.pdf', content: pdf }]).expect(200);
    const [{ body }] = fake.received;
    // "Repair order" is too little text to be a text layer: the PDF itself goes to the vision model.
    expect(body.model).toBe('vision-model');
    expect(JSON.stringify(body.messages)).toContain('data:application/pdf;base64,');
  });

  it('triages and drafts through the service, the structured output checked', async () => {
    const triage: TriageReading = {
      intent: 'denial',
      sentiment: 'negative',
      summary: 'The dealer declines.',
      next_actions: ['Escalate'],
      offered_amount: null,
      offer_kind: null,
      offer_alternatives: [],
      deadline: null,
      language: 'en',
      confidence: { intent: 0.97, offered_amount: 0.95, deadline: 0.95 },
      questions: [],
    };
    fake.outputs.set('reply_triage', triage);
    const response = await owner.agent.post('/api/ai/triage-reply').send({ email_text: 'We cannot help.', current_claim_status: 'Sent' }).expect(200);
    expect(response.body).toEqual({ ...triage, due_in_days: null, not_read: null });
    expect(fake.received[0].body.model).toBe('text-model');
    expect(fake.received[0].body.messages[1]).toEqual({ role: 'user', content: 'We cannot help.' });

    fake.outputs.set('claim_letter', { subject: 'Downtime claim', text_body: 'Dear Riverside Honda service team, …' });
    const letter = await owner.agent
      .post('/api/ai/draft-letter')
      .send({
        vehicle_label: '2022 Honda Accord',
        vin_last6: 'A12345',
        dealer_name: 'Riverside Honda',
        dates: { date_in: '2025-11-03', date_out: '2025-11-17' },
        tone: 'firm',
      })
      .expect(200);
    expect(letter.body).toEqual({ subject: 'Downtime claim', text_body: 'Dear Riverside Honda service team, …', tone: 'firm' });
    expect(JSON.stringify(fake.received[1].body.messages)).toContain('Days out of service: 14');
  });

  it('reads a reply through the triage JSON schema with the day it arrived, and answers "not sure" as offline does', async () => {
    const claim = await createClaim(owner, { ask_amount: 2340 });
    fake.outputs.set('reply_triage', {
      intent: 'offer',
      sentiment: 'positive',
      summary: 'The dealer offers money.',
      next_actions: ['Compare the offer'],
      offered_amount: 900,
      offer_kind: 'cash',
      offer_alternatives: [],
      deadline: '2025-03-19',
      language: 'en',
      confidence: { intent: 0.95, offered_amount: 0.6, deadline: 0.93 },
      questions: [{ field: 'offered_amount', question: '$900 or $2,340?', candidates: [900, 2340] }],
    } satisfies TriageReading);
    const response = await owner.agent
      .post('/api/ai/triage-reply')
      .send({ email_text: 'We can do $900, or the $2,340 once the release is signed.', received_at: '2025-03-05', claim_id: claim.id })
      .expect(200);
    // Under 0.9 the amount is emptied and asked, whatever the model put in the field.
    expect(response.body).toMatchObject({
      intent: 'offer',
      offered_amount: null,
      deadline: '2025-03-19',
      due_in_days: 14,
      questions: [{ field: 'offered_amount', question: '$900 or $2,340?', candidates: [900, 2340] }],
    });
    const [{ body }] = fake.received;
    expect(body.response_format?.json_schema).toMatchObject({ name: 'reply_triage', strict: true });
    const properties = body.response_format?.json_schema?.schema.properties as Record<string, unknown>;
    expect(Object.keys(properties)).toEqual(expect.arrayContaining(['intent', 'offered_amount', 'deadline', 'language', 'confidence', 'questions']));
    const system = JSON.stringify(body.messages[0].content);
    expect(system).toContain('2025-03-05');
    expect(system).toContain('$2,340.00');
  });

  it('refuses a triage answer without its confidences, as one that does not fit the schema', async () => {
    // The spec's fields all there (what the service was asked for before), the reading's confidences and questions missing.
    fake.outputs.set('reply_triage', {
      intent: 'denial',
      sentiment: 'negative',
      summary: 'No.',
      next_actions: [],
      due_in_days: null,
      offered_amount: null,
      deadline: null,
      language: 'en',
    });
    const response = await owner.agent.post('/api/ai/triage-reply').send({ email_text: 'We cannot help.' }).expect(502);
    expect((response.body as { message: string }).message).toBe(AiMessages.serviceFailed);
  });

  it('values downtime by arithmetic, without asking the service', async () => {
    await owner.agent.post('/api/ai/value-downtime').send({ date_in: '2025-01-05', date_out: '2025-01-15' }).expect(200);
    expect(fake.received).toHaveLength(0);
  });

  it.each([
    ['fails', { status: 500 }, 502, AiMessages.serviceFailed],
    ['answers text that is not JSON', { rawContent: 'Sure! Here is the data:' }, 502, AiMessages.serviceFailed],
    ['answers JSON of the wrong shape', { rawContent: JSON.stringify({ intent: 'maybe' }) }, 502, AiMessages.serviceFailed],
    ['takes too long', { delayMs: 5_000 }, 504, AiMessages.serviceTimeout],
  ])(
    'answers a clear %s error when the service %s',
    async (_case, failure, status, message) => {
      fake.failure = failure;
      const response = await owner.agent.post('/api/ai/triage-reply').send({ email_text: 'We received your claim.' }).expect(status);
      expect((response.body as { message: string }).message).toBe(message);
    },
    20_000,
  );
});

describe('AI assistant under the address rule, as in production (integration)', () => {
  let listener: CountingListener;
  let running: RunningApp;
  beforeAll(async () => {
    listener = await startCountingListener();
    running = await createTestApp({
      OUTBOUND_ALLOW_LOOPBACK: 'false',
      OPENAI_API_KEY: 'sk-test-key',
      OPENAI_BASE_URL: `https://localhost:${listener.port}/v1`,
      OPENAI_TIMEOUT_SECONDS: '2',
    });
  });
  afterAll(async () => {
    await running.close();
    await listener.close();
  });

  it('refuses a service whose name resolves to this machine before connecting: a clear 502, nothing reaches it', async () => {
    const owner = await createOwner(running, 'ai-rule');
    const response = await owner.agent.post('/api/ai/triage-reply').send({ email_text: 'We received your claim.' }).expect(502);
    expect((response.body as { message: string }).message).toBe(AiMessages.serviceFailed);
    expect(listener.connections()).toBe(0);
  });
});
