import { AI_INTENTS, AI_SENTIMENTS, OFFER_KINDS, REPAIR_ORDER_FIELDS, REPLY_LANGUAGES, TRIAGE_SURE } from '@dct/contracts';

/**
 * The JSON schemas the service is asked to answer in (structured output, strict). Written by
 * hand in the plain subset every OpenAI-compatible server understands; the answer is then
 * checked with the contracts' zod schemas, so a server that ignores the schema is caught.
 */
type JsonSchema = { name: string; strict: true; schema: Record<string, unknown> };

const object = (properties: Record<string, unknown>) => ({ type: 'object', additionalProperties: false, required: Object.keys(properties), properties });
const nullable = (type: string, extra: Record<string, unknown> = {}) => ({ type: [type, 'null'], ...extra });

export const EXTRACTION_SCHEMA: JsonSchema = {
  name: 'repair_order',
  strict: true,
  schema: object({
    dealer_name: nullable('string', { description: 'The dealership or repair shop that wrote the repair order' }),
    date_in: nullable('string', { description: 'The day the vehicle arrived, YYYY-MM-DD' }),
    date_out: nullable('string', { description: 'The day the vehicle was ready or returned, YYYY-MM-DD' }),
    issue_summary: nullable('string', { description: "The customer's complaint or the main repair, one sentence" }),
    line_items: {
      type: 'array',
      items: object({ desc: { type: 'string' }, amount: { type: 'number', description: 'Dollars' } }),
    },
    total: nullable('number', { description: 'The total due on the repair order, tax included, in dollars' }),
    confidence: { type: 'number', description: 'How sure you are of these fields, 0 to 1; low when fields are missing or unreadable' },
    ro_number: nullable('string', {
      description: "The repair order's own number (RO#, R.O. No.), else the invoice number; never a tag, stock or customer number",
    }),
    mileage_in: nullable('integer', { description: 'Odometer when the vehicle arrived, whole miles' }),
    mileage_out: nullable('integer', { description: 'Odometer when the vehicle left, whole miles; null when the order prints one reading' }),
    complaint: nullable('string', { description: "The first repair line's complaint (concern), as printed" }),
    cause: nullable('string', { description: "The first repair line's cause, as printed" }),
    correction: nullable('string', { description: "The first repair line's correction, as printed" }),
    warranty_repair: nullable('boolean', { description: "Whether any repair line is paid by the manufacturer's warranty" }),
    field_confidence: object(
      Object.fromEntries(REPAIR_ORDER_FIELDS.map((field) => [field, { type: 'number', description: 'How sure of this field, 0 to 1; 0 when not read' }])),
    ),
    questions: {
      type: 'array',
      description:
        'For each field where two readings compete (two totals, two dates under one label): leave the field null and ask, e.g. "Two possible totals: $119.96 and $2,337.76"',
      items: object({
        field: { type: 'string', enum: [...REPAIR_ORDER_FIELDS] },
        question: { type: 'string' },
        candidates: { type: 'array', items: { type: ['string', 'number'] } },
      }),
    },
  }),
};

export const LETTER_SCHEMA: JsonSchema = {
  name: 'claim_letter',
  strict: true,
  schema: object({ subject: { type: 'string' }, text_body: { type: 'string', description: 'The letter as plain text, greeting to signature' } }),
};

const question = (field: string, candidate: Record<string, unknown>) =>
  object({ field: { type: 'string', enum: [field] }, question: { type: 'string' }, candidates: { type: 'array', items: candidate } });

/** The reading of a dealer's reply: the contracts' triageReadingSchema, field for field. */
export const TRIAGE_SCHEMA: JsonSchema = {
  name: 'reply_triage',
  strict: true,
  schema: object({
    intent: { type: ['string', 'null'], enum: [...AI_INTENTS, null], description: 'null when not sure (then ask in questions) or when the reply is not read' },
    sentiment: { type: 'string', enum: [...AI_SENTIMENTS] },
    summary: { type: 'string', description: 'What the dealer says, in one or two sentences' },
    next_actions: { type: 'array', items: { type: 'string' }, description: 'What the owner should do next, most important first' },
    offered_amount: nullable('number', {
      description:
        'US dollars offered now, all items added up (two payments of $389 = 778; 50% of a $1,284.60 bill = 642.30); never the ask quoted back, a daily rate, a deductible, an invoice total or an amount refused; null when none is offered or not sure',
    }),
    offer_kind: {
      type: ['string', 'null'],
      enum: [...OFFER_KINDS, null],
      description:
        'cash: money paid (a check, a payment, a refund); credit: spent only at the dealer ("$200 off the next service", a service credit, a voucher); null when no amount is offered',
    },
    offer_alternatives: {
      type: 'array',
      description:
        'When the dealer offers one thing or another ("$200 off the next service, or a $100 check"): each alternative in the reply\'s order; else empty',
      items: object({ amount: { type: 'number', description: 'US dollars' }, kind: { type: 'string', enum: [...OFFER_KINDS] } }),
    },
    deadline: nullable('string', {
      description:
        'YYYY-MM-DD by which the owner (else the dealer) is to act, counted from the day the reply arrived; a meeting day, a return from the office, a closure or a fact of the repair is not one; null when none or not sure',
    }),
    language: { type: 'string', enum: [...REPLY_LANGUAGES], description: "The language of the dealer's own words: en, es, or other (then nothing is read)" },
    confidence: object({
      intent: { type: 'number', description: 'How sure, 0 to 1' },
      offered_amount: { type: 'number', description: 'How sure, 0 to 1' },
      deadline: { type: 'number', description: 'How sure, 0 to 1' },
    }),
    questions: {
      type: 'array',
      description: `For each field under ${TRIAGE_SURE} confidence: the competing readings for the owner to pick, e.g. "$900 or $2,340?"`,
      items: {
        anyOf: [
          question('intent', { type: 'string', enum: [...AI_INTENTS] }),
          question('offered_amount', { type: 'number' }),
          question('deadline', { type: 'string', description: 'YYYY-MM-DD' }),
        ],
      },
    },
  }),
};
