import { triageReply } from './reply-triage';
import { businessDaysToCalendarDays, replyDeadlineDays } from './reply-deadline';

// A Monday, so business days and weekdays are easy to check by hand.
const TODAY = '2025-11-10';

describe('replyDeadlineDays', () => {
  it.each([
    ['We will respond within 10 business days.', 14],
    ['Please allow 5-7 business days for our review.', 9],
    ['You should hear back from us in 2 weeks.', 14],
    ['We need the documents within two weeks of this message.', 14],
    ['Please send the receipts by Friday.', 4],
    ['Kindly reply no later than November 21, 2025.', 11],
    ['Please respond by 11/24/2025 so we can close the file.', 14],
    ['We expect to have an answer within 48 hours.', 2],
    ['A decision will be made within 30 days.', 30],
    ['Give us about a week to look into it.', 7],
  ])('reads %j as %i calendar days', (text, days) => {
    expect(replyDeadlineDays(text, TODAY)).toBe(days);
  });

  it('takes no number that is not a deadline', () => {
    expect(replyDeadlineDays('Your Accord was with us for 14 days while we waited for the part.', TODAY)).toBeNull();
  });

  it('takes the earliest of several deadlines', () => {
    expect(replyDeadlineDays('Send the invoice within 3 days; we decide within 30 days.', TODAY)).toBe(3);
  });

  it('counts business days across weekends from the day it is', () => {
    expect(businessDaysToCalendarDays(10, TODAY)).toBe(14);
    // From a Thursday, 2 business days end on Monday.
    expect(businessDaysToCalendarDays(2, '2025-11-13')).toBe(4);
  });
});

describe('triageReply', () => {
  it('reads a goodwill offer as an offer, positive, with its amount and deadline', () => {
    const result = triageReply(
      `Hi Jordan,

Thank you for your patience while your Accord was in our shop. After reviewing your claim with our district manager, we are able to offer a goodwill payment of $450.00 toward your loss of use. We cannot cover the full $1,260 you requested, but we hope this helps.

Please let us know within 10 business days whether you accept.

Best regards,
Mike Alvarez, Service Manager`,
      'Sent',
      TODAY,
    );
    expect(result.intent).toBe('offer');
    expect(result.sentiment).toBe('positive');
    expect(result.summary).toContain('$1,260.00');
    expect(result.due_in_days).toBe(14);
    expect(result.next_actions[0]).toBe('Record the response on the claim (status Response)');
    expect(result.next_actions.some((action) => action.includes('within 14 days'))).toBe(true);
  });

  it('reads a refusal as a denial, negative, with its reason', () => {
    const result = triageReply(
      `Dear Ms. Chen,

Unfortunately we are unable to offer compensation for the time your vehicle was in service, because loss of use is not covered under the manufacturer's warranty. Our records show a loaner was offered on the first day.

Regards,
Riverside Toyota Customer Care`,
      'Sent',
      TODAY,
    );
    expect(result.intent).toBe('denial');
    expect(result.sentiment).toBe('negative');
    expect(result.summary).toMatch(/^The dealer declines the claim, because loss of use is not covered/);
    expect(result.due_in_days).toBeNull();
  });

  it('reads a request for documents, with what is asked and by when', () => {
    const result = triageReply(
      `Hello,

We received your claim. In order to review it, could you please send us copies of the repair orders and the rental receipts by Friday?

Thanks,
Dana (Service Advisor)`,
      'Sent',
      TODAY,
    );
    expect(result.intent).toBe('request_for_information');
    expect(result.summary).toContain('copies of the repair orders and the rental receipts');
    expect(result.due_in_days).toBe(4);
  });

  it('reads an appointment request as scheduling', () => {
    const result = triageReply(
      'Hi, our regional rep would like to inspect the vehicle before deciding. Can we schedule an appointment for next Tuesday morning? What time works for you?',
      'Sent',
      TODAY,
    );
    expect(result.intent).toBe('scheduling');
    expect(result.due_in_days).toBe(8);
  });

  it('reads a holding reply as an acknowledgement', () => {
    const result = triageReply(
      'Thank you for reaching out. We have received your letter and forwarded it to our general manager, who is reviewing it. We will get back to you within 5 business days.',
      'Sent',
      TODAY,
    );
    expect(result.intent).toBe('acknowledgement');
    expect(result.sentiment).toBe('other');
    expect(result.due_in_days).toBe(7);
  });

  it('reads a reply that says nothing actionable as other, and suggests no status change for a draft', () => {
    const result = triageReply('Noted.', 'Draft', TODAY);
    expect(result.intent).toBe('other');
    expect(result.next_actions).not.toContain('Record the response on the claim (status Response)');
  });

  it('ignores the quoted claim below the reply', () => {
    const result = triageReply(
      `We have received your request and are looking into it.

On Mon, Nov 3, 2025 at 9:12 AM Jordan Lee wrote:
> I am asking for goodwill compensation of $1,260.00. Please reply within 14 days.`,
      'Sent',
      TODAY,
    );
    expect(result.intent).toBe('acknowledgement');
    expect(result.due_in_days).toBeNull();
  });
});
