import { z } from 'zod';
import { AI_INTENTS, AI_SENTIMENTS, AI_TEXT_LIMITS, AiMessages, LETTER_TONES, REPAIR_ORDER_FIELDS, REPLY_LANGUAGES, type RepairOrderField } from '../ai';
import { CLAIM_STATUSES, OFFER_KINDS } from '../claim';
import { addDays, todayIso } from '../days';
import { charCount, emptyToUndefined, hasControlCharacter, isIsoDate, isMoneyAmount } from '../fields';
import { MAX_MONEY, MAX_ROW_ID } from '../limits';
import { TextMessages } from '../messages';
import { VEHICLE_SEGMENTS } from '../vehicle';
import { VALUATION_METHODS } from '../visit';
import { requiredText } from './fields';

const isoDate = (label: string) => z.string().refine(isIsoDate, AiMessages.dateInvalid(label));
const money = (label: string) =>
  z
    .number({ invalid_type_error: AiMessages.moneyInvalid(label) })
    .max(MAX_MONEY, AiMessages.moneyInvalid(label))
    .refine(isMoneyAmount, AiMessages.moneyInvalid(label));

// ——— Results (spec §3): what both providers must answer, checked with these schemas. ———

const fieldConfidence = z.number().min(0).max(1);
const fieldConfidenceShape = Object.fromEntries(REPAIR_ORDER_FIELDS.map((field) => [field, fieldConfidence])) as Record<
  RepairOrderField,
  typeof fieldConfidence
>;

/** Two readings of one field that compete: the field is left empty and the owner picks ("two possible totals: $119.96 and $2,337.76"). */
export const repairOrderQuestionSchema = z.object({
  field: z.enum(REPAIR_ORDER_FIELDS),
  question: z.string(),
  candidates: z.array(z.union([z.string(), z.number()])),
});
export type RepairOrderQuestion = z.infer<typeof repairOrderQuestionSchema>;

/** Spec §3 "Repair-order extraction result", plus `total` (what the order says is due, tax included). */
export const repairOrderExtractionSchema = z.object({
  dealer_name: z.string().nullable(),
  date_in: isoDate('Date in').nullable(),
  date_out: isoDate('Date out').nullable(),
  issue_summary: z.string().nullable(),
  confidence: z.number().min(0).max(1),
  line_items: z.array(z.object({ desc: z.string(), amount: z.number().finite() })),
  total: z.number().finite().nullable(),
  /** The order's own number as printed (RO#, R.O. No.), else its invoice number. */
  ro_number: z.string().nullable().default(null),
  mileage_in: z.number().int().min(0).nullable().default(null),
  mileage_out: z.number().int().min(0).nullable().default(null),
  /** The first repair line's three Cs, as printed. */
  complaint: z.string().nullable().default(null),
  cause: z.string().nullable().default(null),
  correction: z.string().nullable().default(null),
  /** A repair line is paid by the manufacturer's warranty; null when the order does not say. */
  warranty_repair: z.boolean().nullable().default(null),
  /** How sure the reading is of each field, 0..1 (a field not read is 0). */
  field_confidence: z.object(fieldConfidenceShape).partial().default({}),
  /** Fields left empty because two readings compete, with the reason in words, for the owner to choose. */
  questions: z.array(repairOrderQuestionSchema).default([]),
});
export type RepairOrderExtraction = z.infer<typeof repairOrderExtractionSchema>;

/** Spec §3 "Valuation result". */
export const valuationResultSchema = z.object({
  days: z.number().int().min(0),
  method_used: z.enum(VALUATION_METHODS),
  daily_value: z.number().min(0),
  total: z.number().min(0),
  explanation: z.string(),
});
export type ValuationResult = z.infer<typeof valuationResultSchema>;

/** Spec §3 "Letter result". */
export const letterResultSchema = z.object({
  subject: z.string().min(1),
  text_body: z.string().min(1),
  tone: z.enum(LETTER_TONES),
});
export type LetterResult = z.infer<typeof letterResultSchema>;

const confidence = z.number().min(0).max(1);
const intentChoice = z.enum(AI_INTENTS);

/** What the owner is asked when a field's readings compete: the question as shown ("$900 or $2,340?") and the candidates to pick from. */
export const triageQuestionSchema = z.discriminatedUnion('field', [
  z.object({ field: z.literal('intent'), question: z.string(), candidates: z.array(intentChoice) }),
  z.object({ field: z.literal('offered_amount'), question: z.string(), candidates: z.array(z.number().min(0)) }),
  z.object({ field: z.literal('deadline'), question: z.string(), candidates: z.array(isoDate('Deadline')) }),
]);
export type TriageQuestion = z.infer<typeof triageQuestionSchema>;

/**
 * What reading a reply gives, from either provider (the OpenAI-compatible one answers exactly this
 * through a JSON schema). A field whose confidence is under TRIAGE_SURE is empty (null) and has a
 * question; a reply in another language is not read (language 'other': intent, amount and
 * deadline empty).
 */
export const triageReadingSchema = z.object({
  intent: intentChoice.nullable(),
  sentiment: z.enum(AI_SENTIMENTS),
  summary: z.string(),
  next_actions: z.array(z.string()),
  /** Dollars the dealer offers now; null when they offer none (an amount quoted back or refused is not an offer), or when unsure. */
  offered_amount: z.number().min(0).nullable(),
  /** The day by which the owner (or else the dealer) is to act, YYYY-MM-DD; null when the reply names none, or when unsure. */
  deadline: isoDate('Deadline').nullable(),
  /** What the offered amount is: cash, or a credit spent only at the dealer; null with no amount. */
  offer_kind: z.enum(OFFER_KINDS).nullable().default(null),
  /** An offer of one thing or another ("$200 off the next service, or a $100 check"): each, with its kind, in the reply's order; empty otherwise. */
  offer_alternatives: z.array(z.object({ amount: z.number().min(0), kind: z.enum(OFFER_KINDS) })).default([]),
  language: z.enum(REPLY_LANGUAGES),
  confidence: z.object({ intent: confidence, offered_amount: confidence, deadline: confidence }),
  questions: z.array(triageQuestionSchema),
});
export type TriageReading = z.infer<typeof triageReadingSchema>;
export type OfferAlternative = TriageReading['offer_alternatives'][number];

/**
 * Spec §3 "Email triage result", and the reading above: `due_in_days` is calendar days from the
 * day the reply arrived to its deadline (null when there is none); `not_read` says why a reply was
 * not read (AiMessages.notReadLanguage), null when it was.
 */
export const triageResultSchema = triageReadingSchema.extend({
  due_in_days: z.number().int().min(0).nullable(),
  not_read: z.string().nullable(),
});
export type TriageResult = z.infer<typeof triageResultSchema>;

/** The triage form (spec §5: the email text is required). */
export const triageFormSchema = z.object({
  email_text: requiredText(AI_TEXT_LIMITS.email_text, { required: AiMessages.noEmail, tooLong: AiMessages.emailTooLong }),
});
export type TriageFormValues = z.infer<typeof triageFormSchema>;

/** The valuation form of the Calculate tab. */
export const valueDowntimeFormSchema = z
  .object({
    date_in: isoDate('Date in'),
    date_out: z.preprocess(emptyToUndefined, isoDate('Date out').optional()),
    monthly_payment: z.preprocess(emptyToUndefined, money('Monthly payment').optional()),
    segment: z.preprocess(emptyToUndefined, z.enum(VEHICLE_SEGMENTS, { errorMap: () => ({ message: AiMessages.segmentInvalid }) }).optional()),
  })
  .refine((value) => !value.date_out || value.date_out >= value.date_in, { path: ['date_out'], message: AiMessages.dateOrder });

// ——— Requests (spec §7): what POST /api/ai/* take. ———
// An optional field may be null; one of text, a date or a choice sent blank is null too (stated
// absent: with a visit or claim to fill from, null is "none" where leaving it out is "the record's").

const blankIsNull = (value: unknown) => (typeof value === 'string' ? value.trim() || null : value);
const orBlank = <T extends z.ZodTypeAny>(field: T) => z.preprocess(blankIsNull, field.nullish());

const date = (label: string) => z.string({ invalid_type_error: AiMessages.dateInvalid(label) }).refine(isIsoDate, AiMessages.dateInvalid(label));
const amount = (label: string) => z.number({ invalid_type_error: AiMessages.moneyInvalid(label) }).refine(isMoneyAmount, AiMessages.moneyInvalid(label));
const choice = <T extends readonly [string, ...string[]]>(values: T, invalid: string) => z.enum(values, { errorMap: () => ({ message: invalid }) });
/** A name the letter prints on a line of its own. */
const text = (label: string, max: number) =>
  z
    .string({ invalid_type_error: AiMessages.textRequired(label) })
    .refine((value) => charCount(value) <= max, AiMessages.textTooLong(label, max))
    .refine((value) => !hasControlCharacter(value), TextMessages.singleLine(label));
/** The id of one of the owner's records; null names none ("not found"). */
const recordId = (message: string) =>
  z.number({ required_error: message, invalid_type_error: message }).int(message).positive(message).max(MAX_ROW_ID, message);
const optionalRecordId = (label: string) => recordId(`${label} must be a record id`).nullish();

/** POST /api/ai/extract-ro as JSON: read a document already on one of the owner's visits instead of an upload. */
export const extractStoredDocumentSchema = z.object({ document_id: recordId(AiMessages.documentIdInvalid) });

/** POST /api/ai/value-downtime: the dates, the monthly payment and the segment; or a visit to take them from. */
export const valueDowntimeRequestSchema = z.object({
  date_in: orBlank(date('Date in')),
  date_out: orBlank(date('Date out')),
  monthly_payment: orBlank(amount('Monthly payment')),
  segment: orBlank(choice(VEHICLE_SEGMENTS, AiMessages.segmentInvalid)),
  visit_id: optionalRecordId('Visit'),
});

/** A letter's dates: the day in (trimmed; blank or not text is "required"), the day out if any. */
export const letterDatesSchema = z
  .object(
    {
      date_in: z
        .string({ required_error: AiMessages.dateInRequired, invalid_type_error: AiMessages.dateInRequired })
        .trim()
        .min(1, AiMessages.dateInRequired)
        .refine((value) => value === '' || isIsoDate(value), AiMessages.dateInvalid('Date in')),
      date_out: orBlank(date('Date out')),
    },
    { invalid_type_error: AiMessages.dateInRequired },
  )
  .strict();

/** POST /api/ai/draft-letter; with `claim_id`, what is left out comes from the claim. */
export const draftLetterRequestSchema = z.object({
  vehicle_label: orBlank(text('Vehicle', AI_TEXT_LIMITS.label)),
  vin_last6: z
    .string({ invalid_type_error: AiMessages.vinLast6Invalid })
    .regex(/^[A-HJ-NPR-Za-hj-npr-z0-9]{6}$/, AiMessages.vinLast6Invalid)
    .nullish()
    .describe('The last 6 characters of the VIN'),
  dealer_name: orBlank(text('Dealer name', AI_TEXT_LIMITS.label)),
  service_manager: orBlank(text('Service manager', AI_TEXT_LIMITS.service_manager)),
  dates: letterDatesSchema.nullish(),
  days: z
    .number({ invalid_type_error: AiMessages.daysInvalid })
    .int(AiMessages.daysInvalid)
    .min(0, AiMessages.daysInvalid)
    .max(3650, AiMessages.daysInvalid)
    .nullish(),
  daily_value: amount('Daily value').nullish(),
  total: amount('Total').nullish(),
  tone: choice(LETTER_TONES, AiMessages.toneInvalid),
  claim_id: optionalRecordId('Claim'),
});

/** POST /api/ai/triage-reply: the triage form's text, and what the server may take from a claim. */
export const triageReplyRequestSchema = triageFormSchema.extend({
  current_claim_status: orBlank(choice(CLAIM_STATUSES, AiMessages.statusInvalid)),
  claim_id: optionalRecordId('Claim'),
  // A day of slack for the owner's time zone ahead of the server's.
  received_at: orBlank(date('Received on').refine((value) => value <= addDays(todayIso(), 1), AiMessages.receivedAtFuture)).describe(
    'The day the reply arrived (YYYY-MM-DD); deadlines count from it. Default today.',
  ),
});

export type ExtractStoredDocumentRequest = z.infer<typeof extractStoredDocumentSchema>;
export type ValueDowntimeInput = z.infer<typeof valueDowntimeRequestSchema>;
export type DraftLetterInput = z.infer<typeof draftLetterRequestSchema>;
export type TriageReplyInput = z.infer<typeof triageReplyRequestSchema>;
