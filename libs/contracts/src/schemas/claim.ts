import { z } from 'zod';
import { CLAIM_STATUSES, CLAIM_TEXT_LIMITS, ClaimMessages, MIN_ASK_AMOUNT, OFFER_KINDS } from '../claim';
import { emptyToUndefined, isMoneyAmount } from '../fields';
import { MAX_MONEY, MAX_ROW_ID } from '../limits';
import { VALUATION_METHODS } from '../visit';
import { idList, optionalChoice, optionalDate, optionalEmail, optionalLabelledText, optionalMoney } from './fields';

/*
 * Each claim field's rule, once: the claim forms below and the API's schemas (claimInputSchema,
 * claimChangeSchema) are made of them.
 */

/** A visit's id: a whole number from 1 that fits the id column. */
const visitId = z
  .number({ errorMap: () => ({ message: ClaimMessages.visitRequired }) })
  .int(ClaimMessages.visitRequired)
  .min(1, ClaimMessages.visitRequired)
  .max(MAX_ROW_ID, ClaimMessages.visitRequired);

/** Dollars from 0.01. Not given (an empty box): it is asked for; anything else not a number is below the minimum. */
const askAmount = z
  .number({
    errorMap: (issue, ctx) => {
      if (issue.code !== 'invalid_type') return { message: ctx.defaultError };
      return { message: issue.received === 'nan' || issue.received === 'undefined' ? ClaimMessages.askAmountRequired : ClaimMessages.askAmountMin };
    },
  })
  .finite(ClaimMessages.askAmountMin)
  .min(MIN_ASK_AMOUNT, ClaimMessages.askAmountMin)
  .max(MAX_MONEY, ClaimMessages.amountInvalid('Ask amount'))
  .refine(isMoneyAmount, ClaimMessages.amountInvalid('Ask amount'))
  .describe('Dollars');

const contactEmail = optionalEmail(ClaimMessages.emailInvalid);

const valuationMethod = z.enum(VALUATION_METHODS, { errorMap: () => ({ message: ClaimMessages.valuationMethodInvalid }) });
/** Text is taken trimmed, as it always was where blank means absent. */
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
/** Blank means "the vehicle's default" (Monthly Payment when it has a monthly payment). */
export const optionalValuationMethod = z.preprocess((value) => emptyToUndefined(trimmed(value)), valuationMethod.optional());

/** The visit's documents the statement carries, at most 100; null means all of them. */
const documentIds = idList(100, ClaimMessages.documentsInvalid).nullable().describe("Ids of the visit's documents to send with the claim; null: all of them");

const text = (field: keyof typeof CLAIM_TEXT_LIMITS, label: string) =>
  // The letter's subject is the mail's Subject header.
  optionalLabelledText(ClaimMessages, label, CLAIM_TEXT_LIMITS[field], field === 'letter_subject');

/** The new-claim dialog (spec §5): visit, amount (starting at what the downtime is worth; step 0.01) and an optional e-mail. */
export const claimFormSchema = z.object({
  // The visit box holds the id as text.
  visit_id: z.preprocess((value) => (emptyToUndefined(value) === undefined ? undefined : Number(value)), visitId),
  ask_amount: askAmount,
  contact_email: contactEmail,
});

export type ClaimFormValues = z.infer<typeof claimFormSchema>;

/** Cash or a credit at the dealer; blank or null: not said. */
const offerKind = optionalChoice(OFFER_KINDS, ClaimMessages.offerKindInvalid).describe('cash: money paid; credit: spent only at the dealer (a service credit)');

/** Recording the dealer's answer: status Response with the reply pasted in, and what they offer. */
export const claimResponseSchema = z.object({
  dealer_reply: text('dealer_reply', 'Dealer reply'),
  offered_amount: optionalMoney(ClaimMessages.amountInvalid('Offered amount')),
  offer_kind: offerKind,
});

/** Closing a claim: what came of it. */
export const claimCloseSchema = z.object({
  recovered_amount: optionalMoney(ClaimMessages.amountInvalid('Recovered amount')),
  outcome_notes: text('outcome_notes', 'Outcome notes'),
});

/**
 * POST /api/claims: the claim form's fields as JSON (the visit a number), the amount optional
 * (left out, it is what the visit's downtime is worth), the valuation method and the documents.
 */
export const claimInputSchema = claimFormSchema.extend({
  visit_id: visitId,
  ask_amount: askAmount.optional(),
  valuation_method: optionalValuationMethod,
  document_ids: documentIds.optional(),
});

export type ClaimInputValues = z.infer<typeof claimInputSchema>;

/**
 * What PATCH /api/claims/{id} may change, each field as it is when sent; the API takes any subset
 * (patchSchemaOf). A field required here may be left out but not cleared: the amount and the
 * valuation method; the status and the documents take null (no move; all documents); every other
 * field is cleared by null or blank. Only the server sets the letter and the due date.
 */
export const claimChangeSchema = z.object({
  ask_amount: askAmount,
  contact_email: contactEmail,
  valuation_method: valuationMethod,
  status: z.enum(CLAIM_STATUSES, { errorMap: () => ({ message: ClaimMessages.statusInvalid }) }).nullable(),
  ...claimResponseSchema.shape,
  ...claimCloseSchema.shape,
  letter_subject: text('letter_subject', 'Letter subject'),
  letter_body: text('letter_body', 'Letter body'),
  response_due: z.preprocess(trimmed, optionalDate(ClaimMessages.dueDateInvalid)),
  document_ids: documentIds,
});

/** POST /api/claims/{id}/remind: `early` confirms a reminder before the answer is due. */
export const claimReminderSchema = z.object({
  early: z.boolean({ invalid_type_error: ClaimMessages.earlyInvalid }).nullish(),
});

/** POST /api/claims/{id}/remind. */
export type ClaimReminderInput = z.infer<typeof claimReminderSchema>;

/**
 * POST /api/claims/{id}/replies/{replyId}/accept: the proposal taken as read, or with the amount
 * and the due day the owner corrected (null: none).
 */
export const claimReplyAcceptSchema = z.object({
  offered_amount: optionalMoney(ClaimMessages.amountInvalid('Offered amount')),
  response_due: z.preprocess(trimmed, optionalDate(ClaimMessages.dueDateInvalid)),
});
export type ClaimReplyAcceptInput = z.infer<typeof claimReplyAcceptSchema>;

/** A dealer's reply by e-mail filed on a claim, with the assistant's proposal. */
export const claimReplySchema = z.object({
  id: z.number().int(),
  received_at: z.string(),
  from: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  triage: z
    .object({ intent: z.string().nullable(), offered_amount: z.number().nullable(), deadline: z.string().nullable() })
    .nullable()
    .describe('The proposal; null for an automatic answer or a reply the assistant could not read'),
  state: z.enum(['proposed', 'accepted', 'dismissed']),
  eml_url: z.string().describe('The original message, byte for byte (message/rfc822)'),
  sha256: z.string(),
  attachments: z.array(z.number().int()).describe('The documents its attachments became'),
  refused_attachments: z.array(z.object({ name: z.string(), reason: z.string() })),
  auto_reply: z.boolean(),
});
export type ClaimReply = z.infer<typeof claimReplySchema>;
