import { AI_INTENTS, AI_SENTIMENTS } from '@dct/contracts';

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
  }),
};

export const LETTER_SCHEMA: JsonSchema = {
  name: 'claim_letter',
  strict: true,
  schema: object({ subject: { type: 'string' }, text_body: { type: 'string', description: 'The letter as plain text, greeting to signature' } }),
};

export const TRIAGE_SCHEMA: JsonSchema = {
  name: 'reply_triage',
  strict: true,
  schema: object({
    intent: { type: 'string', enum: [...AI_INTENTS] },
    sentiment: { type: 'string', enum: [...AI_SENTIMENTS] },
    summary: { type: 'string', description: 'What the dealer says, in one or two sentences' },
    next_actions: { type: 'array', items: { type: 'string' }, description: 'What the owner should do next, most important first' },
    due_in_days: nullable('integer', {
      description:
        'Calendar days from today until the deadline the reply sets for the owner or the dealer (10 business days is 14); a date that is a fact of the repair or a closure is not a deadline; null when it names none',
    }),
    offered_amount: nullable('number', {
      description: 'Dollars the dealer offers to pay or credit; never the amount quoted back from the claim or an amount refused; null when none is offered',
    }),
  }),
};
