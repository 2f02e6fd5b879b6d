import { formatDay } from './days';
import { csvDay, csvYesNo, type CsvColumn } from './fields';
import { formatMoney } from './format';
import type { ClaimInputValues } from './schemas/claim';
import { VALUATION_METHODS, valuationMethodLabel, type ValuationMethod } from './visit';
import { labelledValues } from './labelled-values';
import { recordToasts } from './record-toasts';

// The claim forms' and the API's zod schemas are `@dct/contracts/schemas` (schemas/claim.ts); their types are re-exported here.
export type { ClaimFormValues, ClaimInputValues, ClaimReminderInput, ClaimReply, ClaimReplyAcceptInput } from './schemas/claim';
import type { Claim } from './schemas/answers/claim';
export type { ClaimDelivery, Claim, ClaimDispatch, ClaimDetail } from './schemas/answers/claim';

/** Spec §4: Draft → Sent by sending; beyond the spec: the dealer's Response, then Closed. */
export const CLAIM_STATUSES = ['Draft', 'Sent', 'Response', 'Closed'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
/** The styles a claim's badge may take: `success` is calm green, `neutral` plain grey. */
export type ClaimBadgeVariant = 'default' | 'secondary' | 'outline' | 'success' | 'neutral';
/**
 * Spec §4 badge styles, except Closed: a closed claim is an ending, not an alarm, so it is never
 * red; `claimStatusBadge` tells one that recovered money (green) from one that did not (grey).
 * The dashboard shows any other status with the outline style.
 */
export const CLAIM_STATUS_BADGES: Record<ClaimStatus, ClaimBadgeVariant> = {
  Draft: 'default',
  Sent: 'secondary',
  Response: 'default',
  Closed: 'neutral',
};

/** The moves a claim may make by PATCH; Draft leaves only by being sent. */
export const CLAIM_TRANSITIONS: Record<ClaimStatus, readonly ClaimStatus[]> = {
  Draft: [],
  Sent: ['Response', 'Closed'],
  Response: ['Closed'],
  Closed: [],
};

export const { values: DELIVERY_STATES, labels: DELIVERY_STATE_LABELS } = labelledValues({
  queued: 'Queued',
  sending: 'Sending',
  delivered: 'Delivered',
  failed: 'Failed',
});
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/**
 * What a dealer's offer is worth to the owner: `cash` is money paid (a check, a payment, a refund);
 * `credit` is only spent at the dealer (a service credit, "$200 off the next service", a voucher).
 */
export const { values: OFFER_KINDS, labels: OFFER_KIND_LABELS } = labelledValues({ cash: 'cash', credit: 'service credit' });
export type OfferKind = (typeof OFFER_KINDS)[number];

/** An offer as the owner reads it: "$150.00 cash", "$200.00 service credit" ("$150.00" when its kind is not known). */
export function offerLabel(offer: { amount: number; kind: OfferKind | null }): string {
  return offer.kind ? `${formatMoney(offer.amount)} ${OFFER_KIND_LABELS[offer.kind]}` : formatMoney(offer.amount);
}

export const CLAIM_TEXT_LIMITS = { outcome_notes: 5000, dealer_reply: 50_000, letter_subject: 200, letter_body: 20_000 } as const;
/** Spec §5/§9: the ask amount defaults to 0.01 with step 0.01. */
export const MIN_ASK_AMOUNT = 0.01;

/** Spec §5 "Claim form" and §8 "Claims", verbatim, and the same voice for what the spec leaves unshown. */
export const ClaimMessages = {
  visitRequired: 'Visit is required',
  askAmountMin: 'Ask amount must be greater than 0',
  /** No amount given and none can be worked out from the visit (no days out of service yet). */
  askAmountRequired: 'Enter the amount to ask for',
  documentsInvalid: "Choose documents of this claim's visit",
  offerKindInvalid: `Offer kind must be one of: ${OFFER_KINDS.join(', ')}`,
  offerKindWithoutAmount: 'An offer kind needs the amount offered',
  amountInvalid: (label: string) => `${label} must be a positive amount with at most 2 decimals`,
  emailInvalid: 'Please enter a valid email',
  valuationMethodInvalid: `Valuation method must be one of: ${VALUATION_METHODS.join(', ')}`,
  statusInvalid: `Status must be one of: ${CLAIM_STATUSES.join(', ')}`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  textExpected: (label: string) => `${label} must be text`,
  onlyDraftSend: 'Only draft claims can be sent',
  noRecipient: 'Add a contact email or a dealer email before sending',
  /** The claim's vehicle was saved without its VIN (from the catalog, say): the statement names it. */
  vinRequired: "Add the vehicle's VIN before sending a claim: the statement needs it.",
  sendLimit: (perDay: number) => `You can send at most ${perDay} claims and reminders a day. Please try again tomorrow.`,
  draftOnlyFields: 'The amount, contact email, valuation method and letter can only change while the claim is a draft',
  letterIncomplete: 'A letter needs both a subject and a body',
  dueDateInvalid: 'Response due must be a date (YYYY-MM-DD)',
  dueDateOnlySent: 'The response due date can be set once the claim is sent',
  dueDateKept: 'A sent claim keeps a response due date: choose a date',
  transition: (from: ClaimStatus, to: string) =>
    from === 'Draft' ? 'A draft claim changes status only by being sent' : `A ${from} claim cannot move to ${to}`,
  closeFieldsOnly: 'Recovered amount and outcome notes belong to a claim that is being closed or is closed',
  reminderOnlySent: 'Only sent claims that are still waiting for an answer can be reminded',
  reminderNotDue: (due: string) =>
    `The dealer's answer is not due until ${formatDay(due)}. Send a reminder before then only if you are sure (confirm an early reminder).`,
  reminderTooSoon: (next: string) => `A reminder was sent recently. The next one can go on ${formatDay(next)}.`,
  earlyInvalid: 'early must be true or false',
  notFound: 'Claim not found',
  replyNotFound: 'Reply not found',
  /** An attachment of a dealer's reply that was not kept as a document, with why. */
  replyAttachmentNotKept: (name: string, reason: string) => `Not kept: ${name} — ${reason}`,
} as const;

/** Spec §8 "Claims" toasts, and the same voice for the moves the spec leaves unshown. */
export const ClaimToasts = {
  ...recordToasts('Claim', ['create', 'update', 'delete'], { create: 'downtime claim' }),
  sent: { title: 'Claim sent', description: 'The downtime claim has been successfully sent to the dealer.' },
  sendFailed: { title: 'Error sending claim', fallbackDescription: 'Failed to send claim. Please try again.' },
  reminded: { title: 'Reminder sent', description: 'A reminder has been sent to the dealer.' },
  remindFailed: { title: 'Error sending reminder', fallbackDescription: 'Failed to send the reminder. Please try again.' },
} as const;

/** POST /api/claims (`claimInputSchema`). */
export type CreateClaimInput = ClaimInputValues;
/** PATCH /api/claims/{id} (`claimChangeSchema`, any subset). */
export interface UpdateClaimInput {
  ask_amount?: number;
  contact_email?: string | null;
  valuation_method?: ValuationMethod;
  /** null: no move. */
  status?: ClaimStatus | null;
  dealer_reply?: string | null;
  outcome_notes?: string | null;
  recovered_amount?: number | null;
  /** Draft only: the claim e-mail's own subject and body (both, or both null for the standard letter). */
  letter_subject?: string | null;
  letter_body?: string | null;
  /** Sent or Response: when the dealer's answer (or the next step) is due. */
  response_due?: string | null;
  /** Draft only: the visit's documents that go with the claim; null for all of them. */
  document_ids?: number[] | null;
  /** With a response: what the dealer offered. */
  offered_amount?: number | null;
  /** With a response: whether the offer is cash or a credit at the dealer. */
  offer_kind?: OfferKind | null;
}

/** Client-side search of the claims page: number, status, issue, dealer, vehicle, e-mail. */
export function claimMatchesSearch(
  claim: Pick<Claim, 'id' | 'status' | 'primary_issue' | 'dealer_name' | 'vehicle_label' | 'contact_email'>,
  search: string,
): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [`#${claim.id}`, String(claim.id), claim.status, claim.primary_issue, claim.dealer_name, claim.vehicle_label, claim.contact_email ?? ''].some(
    (field) => field.toLowerCase().includes(needle),
  );
}

/** "Recovered vs asked" over closed claims. */
export function recoveredVsAsked(claims: ReadonlyArray<Pick<Claim, 'status' | 'ask_amount' | 'recovered_amount'>>): { asked: number; recovered: number } {
  const closed = claims.filter((claim) => claim.status === 'Closed');
  const cents = (amount: number | null) => Math.round((amount ?? 0) * 100);
  return {
    asked: closed.reduce((sum, claim) => sum + cents(claim.ask_amount), 0) / 100,
    recovered: closed.reduce((sum, claim) => sum + cents(claim.recovered_amount), 0) / 100,
  };
}

// What the list's "Export CSV" writes: the fields an owner reads on the cards, as a spreadsheet
// wants them (dates as YYYY-MM-DD, money as plain dollars, yes/no for flags).
export const CLAIM_CSV_COLUMNS: ReadonlyArray<CsvColumn<Claim>> = [
  { header: 'Claim #', value: (c) => c.id },
  { header: 'Status', value: (c) => c.status },
  { header: 'Visit #', value: (c) => c.visit_id },
  { header: 'Vehicle', value: (c) => c.vehicle_label },
  { header: 'Dealer', value: (c) => c.dealer_name },
  { header: 'Primary issue', value: (c) => c.primary_issue },
  { header: 'Service start', value: (c) => c.date_in },
  { header: 'Service end', value: (c) => c.date_out },
  { header: 'Ask amount (USD)', value: (c) => c.ask_amount },
  { header: 'Valuation method', value: (c) => valuationMethodLabel(c.valuation_method) },
  { header: 'Contact email', value: (c) => c.contact_email },
  { header: 'Created', value: (c) => csvDay(c.created_at) },
  { header: 'Sent', value: (c) => csvDay(c.sent_at) },
  { header: 'Response due', value: (c) => c.response_due },
  { header: 'Overdue', value: (c) => csvYesNo(c.overdue) },
  { header: 'Recovered (USD)', value: (c) => c.recovered_amount },
  { header: 'Closed', value: (c) => csvDay(c.closed_at) },
  { header: 'Outcome notes', value: (c) => c.outcome_notes },
];

/**
 * A claim's status badge: its status in the spec's style, and a closed claim by its outcome:
 * "Closed · $450.00 recovered" in calm green when money came back, plain grey "Closed" when none did.
 */
export function claimStatusBadge(claim: Pick<Claim, 'status' | 'recovered_amount'>): { label: string; variant: ClaimBadgeVariant } {
  if (claim.status === 'Closed') {
    const recovered = claim.recovered_amount ?? 0;
    return recovered > 0 ? { label: `Closed · ${formatMoney(recovered)} recovered`, variant: 'success' } : { label: 'Closed', variant: 'neutral' };
  }
  return { label: claim.status, variant: Object.hasOwn(CLAIM_STATUS_BADGES, claim.status) ? CLAIM_STATUS_BADGES[claim.status] : 'outline' };
}
