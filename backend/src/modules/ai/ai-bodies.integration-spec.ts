import { AiMessages, ClaimMessages, VisitMessages } from '@dct/contracts';
import type { RunningApp } from '../../bootstrap';
import { createOwner, createTestApp, type SignedInOwner } from '../../../test/test-app';

/**
 * What the assistant's JSON bodies answer to values of the wrong type, blank ones, padded ones
 * and nested ones: the field's message, a letter's dates named as `dates.<field>`.
 */
describe('AI request bodies (integration, offline provider)', () => {
  let running: RunningApp;
  let owner: SignedInOwner;

  beforeAll(async () => {
    running = await createTestApp({ AI_RATE_LIMIT: '1000' });
    owner = await createOwner(running, 'ai-bodies');
  });
  afterAll(() => running.close());

  const refused = async (path: string, body: object) =>
    (await owner.agent.post(`/api/ai/${path}`).send(body).expect(400)).body as { errors: Record<string, string[]>; message: string };

  it.each([
    [{ date_in: 42 }, 'date_in', AiMessages.dateInvalid('Date in')],
    [{ date_in: '2025-01-05', date_out: 20250110 }, 'date_out', AiMessages.dateInvalid('Date out')],
    [{ date_in: '2025-01-05', monthly_payment: '500' }, 'monthly_payment', AiMessages.moneyInvalid('Monthly payment')],
    [{ date_in: '2025-01-05', monthly_payment: 1.234 }, 'monthly_payment', AiMessages.moneyInvalid('Monthly payment')],
    [{ date_in: '2025-01-05', segment: 7 }, 'segment', AiMessages.segmentInvalid],
    [{ date_in: '2025-01-05', visit_id: '1' }, 'visit_id', 'Visit must be a record id'],
    [{ date_in: '2025-01-05', visit_id: 0 }, 'visit_id', 'Visit must be a record id'],
    [{ date_in: '2025-01-05', visit_id: 2 ** 31 }, 'visit_id', 'Visit must be a record id'],
  ])('value-downtime refuses %j', async (body, field, message) => {
    expect((await refused('value-downtime', body)).errors).toEqual({ [field]: [message] });
  });

  it('value-downtime trims padded values and takes blank ones as none', async () => {
    const response = await owner.agent
      .post('/api/ai/value-downtime')
      .send({ date_in: ' 2025-01-05 ', date_out: ' 2025-01-15', monthly_payment: '  ', segment: ' luxury ' })
      .expect(200);
    expect(response.body).toMatchObject({ days: 10, method_used: 'DailyFlatRate' });
    await owner.agent.post('/api/ai/value-downtime').send({ date_in: '2025-01-05', date_out: '', segment: '' }).expect(200);
  });

  it('answers a null visit or claim as one not found', async () => {
    const visit = await owner.agent.post('/api/ai/value-downtime').send({ date_in: '2025-01-05', visit_id: null }).expect(404);
    expect((visit.body as { message: string }).message).toBe(VisitMessages.notFound);
    const claim = await owner.agent.post('/api/ai/triage-reply').send({ email_text: 'We received it.', claim_id: null }).expect(404);
    expect((claim.body as { message: string }).message).toBe(ClaimMessages.notFound);
    await owner.agent.post('/api/ai/draft-letter').send({ tone: 'firm', claim_id: null }).expect(404);
  });

  const letter = {
    vehicle_label: '2022 Honda Accord',
    vin_last6: 'a12345',
    dealer_name: 'Riverside Honda',
    dates: { date_in: '2025-11-03', date_out: '2025-11-17' },
    tone: 'polite',
  };

  it.each([
    [{ vehicle_label: 42 }, 'vehicle_label', AiMessages.textRequired('Vehicle')],
    [{ dealer_name: 'd'.repeat(201) }, 'dealer_name', AiMessages.textTooLong('Dealer name', 200)],
    [{ service_manager: 'm'.repeat(101) }, 'service_manager', AiMessages.textTooLong('Service manager', 100)],
    [{ service_manager: [] }, 'service_manager', AiMessages.textRequired('Service manager')],
    [{ vin_last6: '' }, 'vin_last6', AiMessages.vinLast6Invalid],
    [{ vin_last6: 123456 }, 'vin_last6', AiMessages.vinLast6Invalid],
    [{ vin_last6: 'ABCDEI' }, 'vin_last6', AiMessages.vinLast6Invalid],
    [{ dates: [] }, 'dates', AiMessages.dateInRequired],
    [{ dates: 'soon' }, 'dates', AiMessages.dateInRequired],
    [{ dates: {} }, 'dates.date_in', AiMessages.dateInRequired],
    [{ dates: { date_in: 42 } }, 'dates.date_in', AiMessages.dateInRequired],
    [{ dates: { date_in: '   ' } }, 'dates.date_in', AiMessages.dateInRequired],
    [{ dates: { date_in: '2025-11-03', date_out: 'later' } }, 'dates.date_out', AiMessages.dateInvalid('Date out')],
    [{ dates: { date_in: '2025-11-03', hours: 3 } }, 'dates.hours', 'Unknown field: dates.hours'],
    [{ days: 1.5 }, 'days', AiMessages.daysInvalid],
    [{ days: '' }, 'days', AiMessages.daysInvalid],
    [{ days: 3651 }, 'days', AiMessages.daysInvalid],
    [{ daily_value: '' }, 'daily_value', AiMessages.moneyInvalid('Daily value')],
    [{ total: -1 }, 'total', AiMessages.moneyInvalid('Total')],
    [{ tone: undefined }, 'tone', AiMessages.toneInvalid],
    [{ tone: ' firm' }, 'tone', AiMessages.toneInvalid],
    [{ claim_id: 1.5 }, 'claim_id', 'Claim must be a record id'],
  ])('draft-letter refuses %j', async (change, field, message) => {
    expect((await refused('draft-letter', { ...letter, ...change })).errors).toEqual({ [field]: [message] });
  });

  it('draft-letter trims padded text and dates, and takes null for what it may leave out', async () => {
    const response = await owner.agent
      .post('/api/ai/draft-letter')
      .send({
        ...letter,
        vehicle_label: '  2022 Honda Accord ',
        dates: { date_in: ' 2025-11-03 ', date_out: '' },
        service_manager: null,
        days: null,
        total: null,
      })
      .expect(200);
    expect((response.body as { subject: string }).subject).toContain('2022 Honda Accord (VIN ending A12345)');
    const blank = await refused('draft-letter', { ...letter, vehicle_label: '   ' });
    expect(blank.errors).toEqual({ vehicle_label: [AiMessages.textRequired('Vehicle')] });
  });

  it.each([
    [{ email_text: 42 }, 'email_text', AiMessages.noEmail],
    [{ email_text: null }, 'email_text', AiMessages.noEmail],
    [{ email_text: 'x'.repeat(50_001) }, 'email_text', AiMessages.emailTooLong],
    [{ email_text: 'We received it.', current_claim_status: 'Open' }, 'current_claim_status', AiMessages.statusInvalid],
    [{ email_text: 'We received it.', claim_id: '3' }, 'claim_id', 'Claim must be a record id'],
    [{ email_text: 'We received it.', priority: 'high' }, 'priority', 'Unknown field: priority'],
    [{ email_text: 'We received it.', received_at: '03/05/2025' }, 'received_at', AiMessages.dateInvalid('Received on')],
    [{ email_text: 'We received it.', received_at: 20250305 }, 'received_at', AiMessages.dateInvalid('Received on')],
    [{ email_text: 'We received it.', received_at: '2999-01-01' }, 'received_at', AiMessages.receivedAtFuture],
  ])('triage-reply refuses %j', async (body, field, message) => {
    expect((await refused('triage-reply', body)).errors).toEqual({ [field]: [message] });
  });

  it('triage-reply takes a padded status and a blank one', async () => {
    await owner.agent.post('/api/ai/triage-reply').send({ email_text: ' We received it. ', current_claim_status: ' Sent ' }).expect(200);
    await owner.agent.post('/api/ai/triage-reply').send({ email_text: 'We received it.', current_claim_status: '' }).expect(200);
  });

  it.each([{}, { document_id: null }, { document_id: '1' }, { document_id: 0 }, { document_id: 1.5 }])('extract-ro refuses the JSON %j', async (body) => {
    expect((await refused('extract-ro', body)).errors).toEqual({ document_id: [AiMessages.documentIdInvalid] });
  });
});
