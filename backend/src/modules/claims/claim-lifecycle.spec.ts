import { ClaimMessages } from '@dct/contracts';
import { InvalidFieldsError } from '../../common/domain-errors';
import { planClaimUpdate } from './claim-lifecycle';

describe(planClaimUpdate.name, () => {
  const now = new Date('2026-03-01T10:00:00Z');

  it('changes the terms of a draft, and refuses them once sent', () => {
    expect(planClaimUpdate({ status: 'Draft' }, { ask_amount: 500, contact_email: null })).toEqual({ ask_amount: 500, contact_email: null });
    expect(() => planClaimUpdate({ status: 'Sent' }, { ask_amount: 500 })).toThrow(ClaimMessages.draftOnlyFields);
  });

  it.each([
    ['Sent', 'Response'],
    ['Sent', 'Closed'],
    ['Response', 'Closed'],
  ] as const)('moves %s → %s', (from, to) => {
    expect(planClaimUpdate({ status: from }, { status: to }, now)).toMatchObject({ status: to });
  });

  it.each([
    ['Draft', 'Sent'],
    ['Draft', 'Closed'],
    ['Response', 'Sent'],
    ['Closed', 'Response'],
    ['Closed', 'Draft'],
  ] as const)('refuses %s → %s with a reason', (from, to) => {
    expect(() => planClaimUpdate({ status: from }, { status: to })).toThrow(ClaimMessages.transition(from, to));
  });

  it('moves the due date of a claim waiting for an answer, and never clears it', () => {
    expect(planClaimUpdate({ status: 'Sent' }, { response_due: '2026-03-20' })).toEqual({ response_due: '2026-03-20' });
    expect(() => planClaimUpdate({ status: 'Sent' }, { status: 'Response', response_due: null })).toThrow(ClaimMessages.dueDateKept);
    expect(() => planClaimUpdate({ status: 'Response' }, { response_due: null })).toThrow(ClaimMessages.dueDateKept);
  });

  it('records the reply with a response and the outcome with a close', () => {
    expect(planClaimUpdate({ status: 'Sent' }, { status: 'Response', dealer_reply: 'We offer $200' })).toEqual({
      status: 'Response',
      dealer_reply: 'We offer $200',
    });
    expect(planClaimUpdate({ status: 'Response' }, { status: 'Closed', recovered_amount: 200, outcome_notes: 'Accepted' }, now)).toEqual({
      status: 'Closed',
      closed_at: now,
      recovered_amount: 200,
      outcome_notes: 'Accepted',
    });
    expect(() => planClaimUpdate({ status: 'Sent' }, { recovered_amount: 10 })).toThrow(ClaimMessages.closeFieldsOnly);
    expect(() => planClaimUpdate({ status: 'Draft' }, { dealer_reply: 'x' })).toThrow();
  });

  it('records an offer with its kind, needs an amount for a kind and clears the kind with the amount', () => {
    expect(planClaimUpdate({ status: 'Sent' }, { status: 'Response', offered_amount: 150, offer_kind: 'cash' })).toEqual({
      status: 'Response',
      offered_amount: 150,
      offer_kind: 'cash',
    });
    expect(planClaimUpdate({ status: 'Response', offered_amount: 200 }, { offer_kind: 'credit' })).toEqual({ offer_kind: 'credit' });
    expect(() => planClaimUpdate({ status: 'Sent' }, { status: 'Response', offer_kind: 'credit' })).toThrow(InvalidFieldsError);
    expect(() => planClaimUpdate({ status: 'Response', offered_amount: 200 }, { offered_amount: null, offer_kind: 'cash' })).toThrow(InvalidFieldsError);
    expect(planClaimUpdate({ status: 'Response', offered_amount: 200 }, { offered_amount: null })).toEqual({ offered_amount: null, offer_kind: null });
    expect(() => planClaimUpdate({ status: 'Sent' }, { offer_kind: 'cash', offered_amount: 10 })).toThrow(ClaimMessages.transition('Sent', 'Response'));
  });
});
