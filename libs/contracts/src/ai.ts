import { CLAIM_STATUSES, type ClaimStatus } from './claim';
import { calendarDaysBetween, countedDayOut, todayIso } from './days';
import type { TriageResult, ValuationResult } from './schemas/ai';
import { DAYS_PER_MONTH, DEFAULT_DAILY_RATE } from './valuation';
import { VEHICLE_SEGMENTS, type VehicleSegment } from './vehicle';
import type { ValuationMethod } from './visit';
import { labelledValues } from './labelled-values';
import { failureToast } from './record-toasts';

/**
 * The AI assistant (spec §2 "AI Assistant panel", §3 results, §4 "AI tabs", §5, §7 `/api/ai/*`,
 * §8 "AI", §9): the four calls' request and result shapes, the valuation table, the messages.
 * Both providers (the OpenAI-compatible service and the offline one) answer these shapes.
 */

// The results' and forms' zod schemas are `@dct/contracts/schemas` (schemas/ai.ts); their types are re-exported here.
export type {
  DraftLetterInput,
  ExtractStoredDocumentRequest,
  LetterResult,
  RepairOrderExtraction,
  RepairOrderQuestion,
  TriageFormValues,
  TriageQuestion,
  TriageReading,
  OfferAlternative,
  TriageReplyInput,
  TriageResult,
  ValuationResult,
  ValueDowntimeInput,
} from './schemas/ai';

/** The repair-order fields a reading gives a confidence for (and may ask about). */
export const REPAIR_ORDER_FIELDS = [
  'dealer_name',
  'date_in',
  'date_out',
  'total',
  'ro_number',
  'mileage_in',
  'mileage_out',
  'warranty_repair',
  'complaint',
  'cause',
  'correction',
] as const;
export type RepairOrderField = (typeof REPAIR_ORDER_FIELDS)[number];
/** The reading's fields a visit holds as read (the dealer is a record of its own; the total is the claim's). */
export type VisitEvidenceField = Exclude<RepairOrderField, 'dealer_name' | 'total'>;
const isVisitEvidence = (field: RepairOrderField): field is VisitEvidenceField => field !== 'dealer_name' && field !== 'total';
export const VISIT_EVIDENCE_FIELDS = REPAIR_ORDER_FIELDS.filter(isVisitEvidence);
/** A field read at this confidence or above is taken as read; below it the review says to check it. */
export const REPAIR_ORDER_SURE = 0.9;

export const { values: AI_INTENTS, labels: AI_INTENT_LABELS } = labelledValues({
  offer: 'Offer',
  denial: 'Denial',
  request_for_information: 'Request for information',
  acknowledgement: 'Acknowledgement',
  scheduling: 'Scheduling',
  other: 'Other',
});
export type AiIntent = (typeof AI_INTENTS)[number];

export const AI_SENTIMENTS = ['positive', 'negative', 'other'] as const;
export type AiSentiment = (typeof AI_SENTIMENTS)[number];

/** The languages a dealer's reply is read in; 'other' is not read (intent, amount and deadline stay empty). */
export const { values: REPLY_LANGUAGES, labels: REPLY_LANGUAGE_LABELS } = labelledValues({ en: 'English', es: 'Spanish', other: 'another language' });
export type ReplyLanguage = (typeof REPLY_LANGUAGES)[number];

/** The triage fields that carry a confidence, and become a question when it is low. */
export const TRIAGE_FIELDS = ['intent', 'offered_amount', 'deadline'] as const;
export type TriageField = (typeof TRIAGE_FIELDS)[number];
/**
 * A triage field is answered only at this confidence or above; below it the field is empty and
 * the owner is asked to pick among the candidates ("$900 or $2,340?").
 */
export const TRIAGE_SURE = 0.9;

/** Spec §9: letter tones. */
export const LETTER_TONES = ['polite', 'firm'] as const;
export type LetterTone = (typeof LETTER_TONES)[number];

/**
 * What a day without the car is worth when there is no monthly payment, by vehicle segment:
 * roughly a day's rental of a comparable car. Unknown segment: spec §9's $90.
 */
export const SEGMENT_DAILY_RATES: Record<VehicleSegment, number> = {
  economy: 60,
  midsize: 75,
  fullsize: 90,
  suv: 95,
  truck: 100,
  ev: 110,
  luxury: 150,
};

/** The daily flat rate of a segment; $90 (spec §9) when the segment is unknown. */
export const segmentDailyRate = (segment: string | null | undefined): number =>
  segment && segment in SEGMENT_DAILY_RATES ? SEGMENT_DAILY_RATES[segment as VehicleSegment] : DEFAULT_DAILY_RATE;

/** Texts larger than these are refused before any work is done. */
export const AI_TEXT_LIMITS = {
  email_text: 50_000,
  label: 200,
  vin_last6: 6,
  service_manager: 100,
} as const;

/** Spec §8 "AI" texts verbatim, §5's triage message, and the same voice for what the spec leaves unshown. */
/** A repair order runs to a few pages; the reader refuses more before reading any. */
export const MAX_REPAIR_ORDER_PDF_PAGES = 20;
/** Far more than a repair order's text (a dense page holds about 5,000 characters). */
export const MAX_REPAIR_ORDER_TEXT_CHARS = 100_000;

export const AiMessages = {
  noEmail: "No email content: Please paste the dealer's email response",
  emailTooLong: `The email must be at most ${AI_TEXT_LIMITS.email_text.toLocaleString('en-US')} characters`,
  noFile: 'Choose a repair order (an image or a PDF) to extract',
  oneFile: 'Send one repair order at a time',
  documentIdInvalid: 'document_id must be the id of one of your documents',
  dateInRequired: 'Date in is required',
  dateInvalid: (label: string) => `${label} must be a valid date (YYYY-MM-DD)`,
  dateOrder: 'Date out cannot be before date in',
  moneyInvalid: (label: string) => `${label} must be a positive amount with at most 2 decimals`,
  daysInvalid: 'Days must be a whole number from 0 to 3650',
  segmentInvalid: `Segment must be one of: ${VEHICLE_SEGMENTS.join(', ')}`,
  toneInvalid: `Tone must be one of: ${LETTER_TONES.join(', ')}`,
  statusInvalid: `Current claim status must be one of: ${CLAIM_STATUSES.join(', ')}`,
  textRequired: (label: string) => `${label} is required`,
  textTooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  vinLast6Invalid: 'VIN (last 6) must be the last 6 characters of the VIN',
  serviceFailed: 'The AI service did not answer properly. Please try again in a moment.',
  serviceTimeout: 'The AI service took too long to answer. Please try again in a moment.',
  readerUnavailable: 'Reading repair orders is not available on this server',
  readerBusy: 'The repair-order reader is busy. Please try again in a moment.',
  tooMany: 'Too many assistant requests. Please wait a minute and try again.',
  tooManyPages: (found: number) =>
    `A repair order may have at most ${MAX_REPAIR_ORDER_PDF_PAGES} pages; this PDF has ${found.toLocaleString('en-US')}. Upload the pages of the repair order only.`,
  tooMuchText: `The PDF holds more text than a repair order (over ${MAX_REPAIR_ORDER_TEXT_CHARS.toLocaleString('en-US')} characters). Upload the repair order only.`,
  tooSlow: 'The repair order took too long to read, or needed too much memory. Please upload a clearer photo or a smaller PDF.',
  /** Issue 33: a reply in a language the reader does not read is answered this, never guessed at. */
  notReadLanguage: 'not read: language',
  receivedAtFuture: 'Received on cannot be later than tomorrow',
  replyTooSlow: "The reply took too long to read. Please paste only the dealer's own message.",
  replyBusy: 'The reply reader is busy. Please try again in a moment.',
} as const;

/** Spec §8 "AI" toasts: title and text, verbatim. */
export const AiToasts = {
  extractFailed: { title: 'Extraction failed', description: 'Failed to extract repair order' },
  calculateFailed: { title: 'Calculation failed', description: 'Failed to calculate downtime value' },
  draftFailed: { title: 'Draft failed', description: 'Failed to draft letter' },
  triageFailed: { title: 'Analysis failed', description: 'Failed to analyze email' },
  noEmail: { title: 'No email content', description: "Please paste the dealer's email response" },
  visitFilled: { title: 'Visit updated', description: 'The repair order was applied to the visit.' },
  visitCreated: { title: 'Visit created', description: 'The service visit has been successfully created.' },
  receiptUploaded: { title: 'Upload successful', description: 'The repair order was saved as the Service Receipt.' },
  /** Applied and the file kept in one go: one toast (one shows at a time), which carries the Undo of the fields. */
  visitFilledAndReceipt: { title: 'Upload successful', description: 'The repair order was applied to the visit and saved as its Service Receipt.' },
  visitRestored: { title: 'Visit restored', description: 'The visit is back as it was before the repair order was applied.' },
  claimValued: { title: 'Claim updated', description: 'The ask amount and valuation method were applied to the claim.' },
  letterCopied: { title: 'Copied', description: 'The letter is on your clipboard.' },
  claimEmailSet: { title: 'Claim updated', description: 'The letter is now the body of the claim e-mail.' },
  claimTriaged: { title: 'Claim updated', description: 'The dealer reply was recorded on the claim.' },
  applyFailed: failureToast('apply the result'),
} as const;

// ——— Requests (spec §7), as the front end sends them. The server checks them with the request schemas of schemas/ai.ts. ———

/** POST /api/ai/value-downtime. With `visit_id`, what is left out comes from that visit and its vehicle. */
export interface ValueDowntimeRequest {
  date_in?: string;
  /** Empty: the car is still at the dealer, counted to today. */
  date_out?: string | null;
  monthly_payment?: number | null;
  segment?: VehicleSegment | null;
  visit_id?: number;
}

export interface LetterDates {
  date_in: string;
  date_out?: string | null;
}

/** POST /api/ai/draft-letter. With `claim_id`, what is left out comes from that claim, its visit, vehicle and dealer. */
export interface DraftLetterRequest {
  vehicle_label?: string;
  vin_last6?: string;
  dealer_name?: string;
  service_manager?: string | null;
  dates?: LetterDates;
  days?: number;
  daily_value?: number;
  total?: number;
  tone: LetterTone;
  claim_id?: number;
}

/**
 * POST /api/ai/triage-reply. With `claim_id`, the claim's status is the current one unless given,
 * and its ask and daily rate tell the offer from amounts quoted back. Deadlines count from
 * `received_at` (the day the reply arrived; today when left out).
 */
export interface TriageReplyRequest {
  email_text: string;
  current_claim_status?: ClaimStatus | null;
  claim_id?: number;
  received_at?: string | null;
}

// ——— The offline valuation: the same arithmetic on the server and in tests. ———

const roundCents = (amount: number) => Math.round(amount * 100) / 100;

/** Days out of service between the dates (the visits' definition: calendar days, to today while open or while the date out is still ahead). */
export const downtimeDaysBetween = (dateIn: string, dateOut: string | null | undefined, today: string = todayIso()): number =>
  Math.max(0, calendarDaysBetween(dateIn, countedDayOut(dateOut, today)));

/**
 * Spec §3/§9 valuation: the monthly payment over 30 days ('MonthlyPayment'), else the segment's
 * daily flat rate, $90 when the segment is unknown ('DailyFlatRate'); total = days × daily value.
 */
export function valueDowntime(
  input: { date_in: string; date_out?: string | null; monthly_payment?: number | null; segment?: string | null },
  today: string = todayIso(),
): ValuationResult {
  const days = downtimeDaysBetween(input.date_in, input.date_out, today);
  const method_used: ValuationMethod = input.monthly_payment && input.monthly_payment > 0 ? 'MonthlyPayment' : 'DailyFlatRate';
  const daily_value = method_used === 'MonthlyPayment' ? roundCents((input.monthly_payment as number) / DAYS_PER_MONTH) : segmentDailyRate(input.segment);
  const total = roundCents(days * daily_value);
  const dollars = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const period = !input.date_out
    ? `from ${input.date_in} to today (${today}), the vehicle still being at the dealer`
    : input.date_out > today
      ? `from ${input.date_in} to today (${today}), the vehicle expected out on ${input.date_out}`
      : `from ${input.date_in} to ${input.date_out}`;
  const basis =
    method_used === 'MonthlyPayment'
      ? `the monthly payment of ${dollars(input.monthly_payment as number)} divided by ${DAYS_PER_MONTH} days is ${dollars(daily_value)} a day`
      : input.segment && input.segment in SEGMENT_DAILY_RATES
        ? `with no monthly payment on record, the daily flat rate for a ${input.segment} vehicle is ${dollars(daily_value)}`
        : `with no monthly payment or vehicle segment on record, the standard daily flat rate is ${dollars(daily_value)}`;
  const explanation = `The vehicle was out of service ${days} ${days === 1 ? 'day' : 'days'} ${period}; ${basis}. ${days} × ${dollars(daily_value)} = ${dollars(total)}.`;
  return { days, method_used, daily_value, total, explanation };
}

// ——— The panel (spec §2 and §4). ———

export const { values: AI_TABS, labels: AI_TAB_LABELS } = labelledValues({ extract: 'Extract', calculate: 'Calculate', draft: 'Draft', triage: 'Triage' });
export type AiTab = (typeof AI_TABS)[number];

/** What the panel has to work with where it is mounted. */
export interface AiPanelRecords {
  hasVisit: boolean;
  hasVehicle: boolean;
  hasClaim: boolean;
  claimStatus?: ClaimStatus | null;
}

/** Spec §2: Extract always; Calculate needs a visit and a vehicle; Draft a claim, a visit and a vehicle; Triage a claim. */
export function aiTabAvailable(tab: AiTab, records: AiPanelRecords): boolean {
  switch (tab) {
    case 'extract':
      return true;
    case 'calculate':
      return records.hasVisit && records.hasVehicle;
    case 'draft':
      return records.hasClaim && records.hasVisit && records.hasVehicle;
    case 'triage':
      return records.hasClaim;
    default: {
      const unreachable: never = tab;
      return unreachable;
    }
  }
}

/**
 * Spec §2 "the default tab depends on which records exist": the furthest step the records allow
 * (a sent claim waits for the dealer's reply; a draft claim needs its letter; a visit its value).
 */
export function defaultAiTab(records: AiPanelRecords): AiTab {
  if (records.hasClaim && records.claimStatus && records.claimStatus !== 'Draft') return 'triage';
  if (aiTabAvailable('draft', records)) return 'draft';
  if (aiTabAvailable('calculate', records)) return 'calculate';
  return 'extract';
}

/** Spec §4: after extraction, Calculate if a visit and vehicle exist; after valuation, Draft if a claim exists. */
export function aiTabAfter(tab: AiTab, records: AiPanelRecords): AiTab {
  if (tab === 'extract' && aiTabAvailable('calculate', records)) return 'calculate';
  if (tab === 'calculate' && aiTabAvailable('draft', records)) return 'draft';
  return tab;
}

/** Spec §2 "a hint line changes with progress": what to do next, by the tab the owner is on and what is done. */
export function aiHint(tab: AiTab, records: AiPanelRecords, done: ReadonlySet<AiTab>): string {
  if (tab === 'extract') {
    if (done.has('extract'))
      return records.hasVisit ? 'Check the extracted fields, then apply them to the visit.' : 'Check the extracted fields, then create the visit.';
    return 'Upload a photo or PDF of the repair order to fill in the visit.';
  }
  if (tab === 'calculate') {
    if (done.has('calculate'))
      return records.hasClaim ? 'Apply the value to the claim, then draft the letter.' : 'Create a claim for this visit to ask for this amount.';
    return 'Value the downtime from the dates and the monthly payment.';
  }
  if (tab === 'draft') {
    return done.has('draft') ? 'Edit the letter, then copy it or make it the claim e-mail.' : 'Choose a tone and draft the letter to the dealer.';
  }
  return done.has('triage') ? 'Apply the suggested status and due date to the claim.' : "Paste the dealer's reply to see what it means and what to do next.";
}

/**
 * The claim change a triaged reply suggests: a sent claim that got an answer moves to Response,
 * with the reply's deadline (its date when the reading gives one, else `due_in_days` from today).
 */
export function suggestedClaimUpdate(
  result: Pick<TriageResult, 'due_in_days'> & { deadline?: string | null },
  currentStatus: ClaimStatus | null | undefined,
  today: string = todayIso(),
): { status: ClaimStatus | null; response_due: string | null } {
  const status = currentStatus === 'Sent' ? 'Response' : null;
  if (result.deadline) return { status, response_due: result.deadline };
  if (result.due_in_days === null) return { status, response_due: null };
  const due = new Date(`${today}T00:00:00Z`);
  due.setUTCDate(due.getUTCDate() + result.due_in_days);
  return { status, response_due: due.toISOString().slice(0, 10) };
}
