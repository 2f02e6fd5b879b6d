import type { Claim, VisitDetail } from '@dct/contracts';
import { answerDueSentence, composeClaimMail, composeReminderMail } from './claim-mail';

const claim = (response_due: string | null) =>
  ({
    id: 7,
    ask_amount: 900,
    valuation_method: 'DailyFlatRate',
    response_due,
    sent_at: '2026-11-13T09:00:00Z',
    letter_subject: null,
    letter_body: null,
  }) as unknown as Claim;

const visit = (date_out: string | null) =>
  ({
    date_in: '2026-11-09',
    date_out,
    days: 18,
    primary_issue: 'Stalls at idle',
    vehicle_label: '2025 Honda Accord',
    dealer: { name: 'Sunrise Honda' },
    vehicle: { vin: '1HGCV1F30LA123456', monthly_payment: null },
  }) as unknown as VisitDetail;

describe(composeReminderMail.name, () => {
  it('says the answer is due, not that it was, before the due date', () => {
    const { text } = composeReminderMail(claim('2026-12-11'), visit('2026-11-20'), 'Ann Owner', '2026-11-27');
    expect(text).toContain('Your answer is due on Dec 11, 2026; please reply to this e-mail by then.');
    expect(text).not.toContain('was due');
  });

  it('says the answer is due today on the due date', () => {
    const { text } = composeReminderMail(claim('2026-12-11'), visit('2026-11-20'), 'Ann Owner', '2026-12-11');
    expect(text).toContain('Your answer is due today, Dec 11, 2026.');
    expect(text).not.toContain('was due');
  });

  it('says the answer was due once the due date has passed', () => {
    const { text } = composeReminderMail(claim('2026-12-11'), visit('2026-11-20'), 'Ann Owner', '2026-12-12');
    expect(text).toContain('I have not yet had your answer, which was due on Dec 11, 2026.');
  });

  it('names no date when the claim has none', () => {
    expect(answerDueSentence(null, '2026-11-27')).toBe('I have not yet had your answer. Please reply to this e-mail at your earliest convenience.');
  });
});

describe(composeClaimMail.name, () => {
  it('runs the days until today when the date out is only expected', () => {
    expect(composeClaimMail(claim(null), visit('2027-01-10'), 'Ann Owner', '2026-11-27').text).toContain(
      'from Nov 9, 2026 until today: 18 days out of service',
    );
    expect(composeClaimMail(claim(null), visit('2026-11-20'), 'Ann Owner', '2026-11-27').text).toContain('from Nov 9, 2026 to Nov 20, 2026');
  });
});
