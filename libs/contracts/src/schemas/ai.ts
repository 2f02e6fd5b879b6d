import { z } from 'zod';
import { AI_INTENTS, AI_SENTIMENTS, AI_TEXT_LIMITS, AiMessages, LETTER_TONES } from '../ai';
import { charCount, emptyToUndefined, isIsoDate, isMoneyAmount } from '../fields';
import { MAX_MONEY } from '../limits';
import { VEHICLE_SEGMENTS } from '../vehicle';
import { VALUATION_METHODS } from '../visit';

const isoDate = (label: string) => z.string().refine(isIsoDate, AiMessages.dateInvalid(label));
const money = (label: string) =>
  z
    .number({ invalid_type_error: AiMessages.moneyInvalid(label) })
    .max(MAX_MONEY, AiMessages.moneyInvalid(label))
    .refine(isMoneyAmount, AiMessages.moneyInvalid(label));

// ——— Results (spec §3): what both providers must answer, checked with these schemas. ———

/** Spec §3 "Repair-order extraction result", plus `total` (what the order says is due, tax included). */
export const repairOrderExtractionSchema = z.object({
  dealer_name: z.string().nullable(),
  date_in: isoDate('Date in').nullable(),
  date_out: isoDate('Date out').nullable(),
  issue_summary: z.string().nullable(),
  confidence: z.number().min(0).max(1),
  line_items: z.array(z.object({ desc: z.string(), amount: z.number().finite() })),
  total: z.number().finite().nullable(),
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

/** Spec §3 "Email triage result"; `due_in_days` is calendar days, null when the reply names no deadline. */
export const triageResultSchema = z.object({
  intent: z.enum(AI_INTENTS),
  sentiment: z.enum(AI_SENTIMENTS),
  summary: z.string(),
  next_actions: z.array(z.string()),
  due_in_days: z.number().int().min(0).nullable(),
  /** Dollars the dealer offers; null when they offer none (an amount quoted back or refused is not an offer). */
  offered_amount: z.number().min(0).nullable(),
});
export type TriageResult = z.infer<typeof triageResultSchema>;

/** The triage form (spec §5: the email text is required). */
export const triageFormSchema = z.object({
  email_text: z
    .string({ required_error: AiMessages.noEmail })
    .trim()
    .min(1, AiMessages.noEmail)
    .refine((value) => charCount(value) <= AI_TEXT_LIMITS.email_text, AiMessages.emailTooLong),
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
