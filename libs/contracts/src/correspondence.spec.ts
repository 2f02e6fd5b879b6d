import { CorrespondenceMessages } from './correspondence';
import { badCorrespondenceInputs, type BadCorrespondenceInput } from './correspondence-bad-inputs';
import { addDays, todayIso } from './days';
import { correspondenceFormSchema, correspondenceInputSchema } from './schemas/correspondence';

const valid = {
  occurred_on: '2026-02-25',
  direction: 'sent',
  party: 'manufacturer',
  method: 'certified_mail',
  tracking_number: ' 9407 1000 ',
  summary: 'Written notice',
};

/** The first message of each field the schema refuses. */
function refused(schema: typeof correspondenceInputSchema | typeof correspondenceFormSchema, body: Record<string, unknown>): Record<string, string> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.reverse().map((issue) => [issue.path.join('.'), issue.message]));
}

describe('correspondenceInputSchema', () => {
  it('takes an entry, trimmed, blank optional text read as absent', () => {
    expect(correspondenceInputSchema.parse({ ...valid, party_name: '  ', purpose: '' })).toEqual({
      ...valid,
      tracking_number: '9407 1000',
    });
  });

  it.each<BadCorrespondenceInput>([
    ...badCorrespondenceInputs(),
    ['a date after tomorrow', { occurred_on: addDays(todayIso(), 2) }, 'occurred_on', CorrespondenceMessages.dateInvalid('Date')],
    ['a summary that is not text', { summary: 42 }, 'summary', CorrespondenceMessages.summaryRequired],
    ['no direction', { direction: undefined }, 'direction', CorrespondenceMessages.directionRequired],
    ['a delivery in 1900', { delivered_on: '1900-01-02' }, 'delivered_on', CorrespondenceMessages.dateInvalid('Delivered on')],
    ['a purpose it does not know', { purpose: 'demand' }, 'purpose', CorrespondenceMessages.purposeInvalid],
    ['too many attachments', { document_ids: Array.from({ length: 21 }, (_, index) => index + 1) }, 'document_ids', CorrespondenceMessages.documentsInvalid],
  ])('refuses %s', (_case, change, field, message) => {
    expect(refused(correspondenceInputSchema, { ...valid, ...change })[field]).toBe(message);
  });
});

describe('correspondenceFormSchema', () => {
  it('checks the rules between fields before anything is sent', () => {
    expect(refused(correspondenceFormSchema, { ...valid, method: 'phone' })).toEqual({ tracking_number: CorrespondenceMessages.trackingOnlyForMail });
    expect(refused(correspondenceFormSchema, { ...valid, delivered_on: '2026-02-24' })).toEqual({ delivered_on: CorrespondenceMessages.deliveredBeforeSent });
    expect(refused(correspondenceFormSchema, { ...valid, delivered_on: '2026-02-25' })).toEqual({});
  });
});
