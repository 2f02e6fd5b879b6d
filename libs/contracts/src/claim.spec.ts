import { ClaimMessages } from './claim';
import { claimChangeSchema, claimFormSchema, claimInputSchema, claimReminderSchema } from './schemas/claim';
import { newClaimFormSchema } from './schemas/claim-forms';

const firstMessages = (result: { error?: { issues: Array<{ path: Array<string | number>; message: string }> } }) =>
  Object.fromEntries([...(result.error?.issues ?? [])].reverse().map((issue) => [issue.path[0], issue.message]));

describe('the claim forms', () => {
  it('show the messages they always showed: an empty visit box and amount box, a bad e-mail', () => {
    expect(firstMessages(newClaimFormSchema.safeParse({ visit_id: '', ask_amount: Number.NaN, contact_email: 'not-an-email', valuation_method: '' }))).toEqual({
      visit_id: ClaimMessages.visitRequired,
      ask_amount: ClaimMessages.askAmountRequired,
      contact_email: ClaimMessages.emailInvalid,
    });
    expect(firstMessages(claimFormSchema.safeParse({ visit_id: '8', ask_amount: 0 }))).toEqual({ ask_amount: ClaimMessages.askAmountMin });
  });

  it('turn the boxes into what the API takes', () => {
    const values = newClaimFormSchema.parse({ visit_id: '8', ask_amount: 270, contact_email: ' Service@Dealer.Test ', valuation_method: '' });
    expect(values).toEqual({ visit_id: 8, ask_amount: 270, contact_email: 'service@dealer.test' });
    expect(claimInputSchema.parse(values)).toEqual(values);
  });
});

describe('the API claim schemas', () => {
  it("take the form's fields as JSON (the visit a number), the amount optional, and the API-only documents", () => {
    expect(claimInputSchema.parse({ visit_id: 8, document_ids: [3, 4] })).toEqual({ visit_id: 8, document_ids: [3, 4] });
    expect(firstMessages(claimInputSchema.safeParse({ visit_id: '8', ask_amount: null }))).toEqual({
      visit_id: ClaimMessages.visitRequired,
      ask_amount: ClaimMessages.askAmountMin,
    });
  });

  it("keep the server's fields of a change: status, letter, due date, documents", () => {
    const change = {
      ask_amount: 10,
      valuation_method: 'DailyFlatRate',
      status: 'Closed',
      letter_subject: 'S',
      letter_body: 'B',
      response_due: ' 2025-03-01 ',
      document_ids: null,
    };
    expect(claimChangeSchema.parse(change)).toEqual({ ...change, response_due: '2025-03-01' });
    expect(firstMessages(claimReminderSchema.safeParse({ early: 'yes' }))).toEqual({ early: ClaimMessages.earlyInvalid });
  });
});
