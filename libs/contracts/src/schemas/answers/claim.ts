import { z } from 'zod';
import { CLAIM_STATUSES, DELIVERY_STATES, OFFER_KINDS } from '../../claim';
import { VALUATION_METHODS } from '../../visit';
import { day, instant, recordFields, rowId, authorFields } from './common';
import { dealerSchema } from './dealer';
import { visitDocumentSchema } from './document';
import { vehicleSchema } from './vehicle';
import { visitSchema } from './visit';

/** The latest mail of a claim: where its delivery stands. */
export const claimDeliverySchema = z.object({
  state: z.enum(DELIVERY_STATES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
});
/** The latest delivery of a claim's mail, as the list shows it. */
export type ClaimDelivery = z.infer<typeof claimDeliverySchema>;

/** A claim as the API returns it: its fields, then what a card needs of its visit. */
export const claimSchema = z.object({
  ...recordFields,
  ...authorFields,
  visit_id: rowId(),
  status: z.enum(CLAIM_STATUSES),
  ask_amount: z.number().describe('Dollars'),
  valuation_method: z.enum(VALUATION_METHODS),
  contact_email: z.string().nullable(),
  response_due: day().nullable().describe("The day the dealer's answer is due: set when the claim is sent"),
  sent_at: instant().nullable(),
  dealer_reply: z.string().nullable().describe("The dealer's reply, pasted when the response is recorded"),
  letter_subject: z.string().nullable().describe("The owner's own letter (drafted with the assistant) sent as the claim e-mail; null: the standard letter"),
  letter_body: z.string().nullable(),
  outcome_notes: z.string().nullable(),
  recovered_amount: z.number().nullable().describe('Dollars recovered, when the claim is closed'),
  offered_amount: z.number().nullable().describe('Dollars the dealer offered in their response (read by triage, or typed), when they offered money'),
  offer_kind: z
    .enum(OFFER_KINDS)
    .nullable()
    .describe('What the offer is: cash, or a credit spent only at the dealer; null when no offer is recorded (or its kind was not said)'),
  closed_at: instant().nullable(),
  vehicle_id: rowId().describe('From the visit, so a card needs no other call'),
  primary_issue: z.string(),
  date_in: day(),
  date_out: day().nullable(),
  vehicle_label: z.string(),
  dealer_name: z.string(),
  overdue: z.boolean().describe('Sent, the response due date passed, and no response recorded'),
  delivery: claimDeliverySchema.nullable().describe('The latest mail (the claim or a reminder); null until sent'),
  document_ids: z.array(rowId()).nullable().describe("The visit's documents the statement carries, each once; null: all of them"),
  recipient: z.string().nullable().describe("Where the claim mail goes: the contact e-mail, else the dealer's; null when there is neither"),
  days: z.number().int().describe("The visit's days out of service (as its card counts them)"),
  document_count: z.number().int().describe("How many of the visit's documents the statement carries"),
});
export type Claim = z.infer<typeof claimSchema>;

/** A mail sent for a claim: the claim itself or a reminder. */
export const claimDispatchSchema = claimDeliverySchema.extend({
  id: rowId(),
  kind: z.enum(['claim', 'reminder']),
  recipient: z.string(),
  reply_to: z.string(),
  subject: z.string(),
  body_text: z.string(),
  attachment_name: z.string().nullable(),
  message_id: z.string(),
  created_at: instant(),
  delivered_at: instant().nullable(),
});
/** One e-mail sent for a claim: the statement, or a reminder. */
export type ClaimDispatch = z.infer<typeof claimDispatchSchema>;

/** A claim with its visit, vehicle, dealer, documents and mails. */
export const claimDetailSchema = claimSchema.extend({
  visit: visitSchema,
  vehicle: vehicleSchema,
  dealer: dealerSchema,
  documents: z.array(visitDocumentSchema),
  dispatches: z.array(claimDispatchSchema).describe('Every mail sent for the claim, newest first'),
});
/** GET /api/claims/{id}: the claim with its visit, vehicle, dealer, documents and every mail sent. */
export type ClaimDetail = z.infer<typeof claimDetailSchema>;
