import { CLAIM_TRANSITIONS, ClaimMessages, type Claim, type ClaimStatus, type UpdateClaimInput } from '@dct/contracts';
import { ConflictError, InvalidFieldsError } from '../../common/domain-errors';
import type { ClaimEntity } from './claim.entity';

/** Fields an owner may change only while the claim is a draft (what is asked, of whom, in which words, with which documents). */
const DRAFT_FIELDS = ['ask_amount', 'contact_email', 'valuation_method', 'letter_subject', 'letter_body', 'document_ids'] as const;

/**
 * What a PATCH changes, checked against the claim as it is: the draft's terms while Draft; the
 * moves Sent → Response, Sent → Closed and Response → Closed (Draft leaves only by being sent);
 * the dealer's reply with a response; the outcome with a close. Anything else is a 409 that says why.
 */
/**
 * The offer is its amount with its kind: a kind needs an amount (given now or already recorded),
 * and clearing the amount clears the kind.
 */
function offerChanges(current: Partial<Pick<Claim, 'offered_amount'>>, input: UpdateClaimInput): Partial<ClaimEntity> {
  const changes: Partial<ClaimEntity> = {};
  if (input.offered_amount !== undefined) changes.offered_amount = input.offered_amount;
  const amount = input.offered_amount !== undefined ? input.offered_amount : (current.offered_amount ?? null);
  if (input.offer_kind !== undefined && input.offer_kind !== null && amount === null) {
    throw new InvalidFieldsError({ offer_kind: [ClaimMessages.offerKindWithoutAmount] });
  }
  if (input.offer_kind !== undefined) changes.offer_kind = input.offer_kind;
  if (input.offered_amount === null) changes.offer_kind = null;
  return changes;
}

export function planClaimUpdate(
  current: Pick<Claim, 'status'> & Partial<Pick<Claim, 'offered_amount'>>,
  input: UpdateClaimInput,
  now = new Date(),
): Partial<ClaimEntity> {
  const changes: Partial<ClaimEntity> = {};
  if (DRAFT_FIELDS.some((field) => input[field] !== undefined)) {
    if (current.status !== 'Draft') throw new ConflictError(ClaimMessages.draftOnlyFields);
    for (const field of DRAFT_FIELDS) if (input[field] !== undefined) Object.assign(changes, { [field]: input[field] });
    // A letter is a subject with its body: one without the other would send half a letter.
    if ((input.letter_subject !== undefined || input.letter_body !== undefined) && !input.letter_subject !== !input.letter_body) {
      throw new InvalidFieldsError({ [input.letter_subject ? 'letter_body' : 'letter_subject']: [ClaimMessages.letterIncomplete] });
    }
  }

  const target: ClaimStatus = input.status ?? current.status;
  if (target !== current.status) {
    if (!CLAIM_TRANSITIONS[current.status].includes(target)) throw new ConflictError(ClaimMessages.transition(current.status, target));
    changes.status = target;
    if (target === 'Closed') changes.closed_at = now;
  }

  if (input.response_due !== undefined) {
    if (target !== 'Sent' && target !== 'Response') throw new ConflictError(ClaimMessages.dueDateOnlySent);
    // A claim waiting for an answer always knows when it is due: the date can move, not go.
    if (input.response_due === null) throw new InvalidFieldsError({ response_due: [ClaimMessages.dueDateKept] });
    changes.response_due = input.response_due;
  }
  if (input.dealer_reply !== undefined || input.offered_amount !== undefined || input.offer_kind !== undefined) {
    if (target !== 'Response' && target !== 'Closed') throw new ConflictError(ClaimMessages.transition(current.status, 'Response'));
    if (input.dealer_reply !== undefined) changes.dealer_reply = input.dealer_reply;
    Object.assign(changes, offerChanges(current, input));
  }
  if (input.outcome_notes !== undefined || input.recovered_amount !== undefined) {
    if (target !== 'Closed') throw new ConflictError(ClaimMessages.closeFieldsOnly);
    if (input.outcome_notes !== undefined) changes.outcome_notes = input.outcome_notes;
    if (input.recovered_amount !== undefined) changes.recovered_amount = input.recovered_amount;
  }
  return changes;
}
