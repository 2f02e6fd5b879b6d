/**
 * Dealer replies to a goodwill claim, written by hand, each with the answer a careful person
 * would give. The conventions below decide every case; where a reply could be read two ways,
 * the rule here is the truth.
 *
 * What is read
 * - Only the reply's own new text counts: quoted originals (`>` lines, "On … wrote:",
 *   Outlook "From: … Sent: …" blocks, forwarded chains) and signatures never give an intent,
 *   an amount or a deadline.
 * - language: the language of that new text ('es' for Spanish even when it quotes English;
 *   'other' for French, German, Portuguese and the rest: such a reply is not read, so its intent,
 *   amount and deadline are null).
 *
 * intent (the first of these that applies)
 * - offer: money or money's worth is offered now: cash, a cheque, a reimbursement, a service or
 *   vehicle credit, waived or paid payments, a share of a bill. Also when it depends on signing a
 *   release, when it is called "our final position", and when it comes with a request for a
 *   document or a call.
 * - denial: the claim is refused and nothing is offered, even when the text names money (the
 *   owner's ask quoted back, a bill, a deductible).
 * - scheduling: the main point is a meeting, a call, an inspection or a time slot (proposing one
 *   or asking for the owner's availability); asking the owner to bring papers along does not
 *   change that.
 * - request_for_information: documents or facts are asked for before anything is decided, and no
 *   meeting is proposed.
 * - acknowledgement: received / under review / forwarded to the right person, including a
 *   manufacturer's or a ticket system's case-number reply.
 * - other: out-of-office and other automatic replies that say nothing about the claim, and
 *   anything not covered above.
 *
 * offered_amount (null when the intent is not offer, or when the offer names no value)
 * - US dollars as a number: "two hundred fifty dollars" = 250; "$1.2k" = 1200; "1.200,00 $" =
 *   1200; "a $300 service credit" = 300; "waive two payments of $389" = 778; "50% of the
 *   $1,284.60 invoice" = 642.30 (a share of a stated bill, rounded to cents).
 * - The sum of everything offered now ("the $180 rental plus a $100 credit" = 280; "three days at
 *   $64.50 a day" = 193.50). A revised
 *   offer counts at its new figure. The owner's ask, a daily rate, a deductible, an invoice total,
 *   a receipt or an earlier figure mentioned in passing is not the offer.
 *
 * deadline (an ISO date; null when there is none)
 * - The date by which the owner is asked to act (accept, sign, send, call back) or by which the
 *   dealer says it will act (answer, decide, pay). When both appear, the owner's.
 * - A meeting's or an appointment's own time is not a deadline; an out-of-office return date is
 *   not one either; nor are dates in signatures, office hours, quoted mail or past events.
 * - Resolved against received_at (the day the reply arrived):
 *   - "within N business days": N weekdays (Mon–Fri, no holidays) counted after received_at;
 *   - "within N days", "in two weeks": N (14) calendar days after received_at;
 *   - a weekday ("by Friday"): the first such day after received_at;
 *   - "by end of this week": the Friday of received_at's week (weeks run Monday to Sunday);
 *     "by end of next week": the Friday of the following week;
 *   - "end of the month": the last day of received_at's month;
 *   - "no later than the 15th": the first 15th on or after received_at (it may be next month);
 *   - a date without a year: its first occurrence on or after received_at;
 *   - "before then", "beforehand": the day before the meeting or date named earlier in the reply;
 *   - "valid for 30 days": 30 calendar days after received_at.
 *
 * The same conventions hold for Spanish ("dentro de diez días hábiles", "a más tardar el 15 de
 * marzo", "antes de esa fecha", "doscientos cincuenta dólares", "1.200,00 $").
 */

export type ReplyLanguage = 'en' | 'es' | 'other';
export type ReplyIntent = 'offer' | 'denial' | 'request_for_information' | 'acknowledgement' | 'scheduling' | 'other';
export type ReplySet = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h' | 'i' | 'j' | 'k' | 'l' | 'm' | 'n';
export type ReplyPart = 'tune' | 'report';

/**
 * Who wrote the reply. Set a uses the first six; set b adds the next four; set c adds the next three;
 * set d adds the last six (a captive lease company, a sales manager, an extended-service-contract
 * administrator, a fleet desk, a brand's social-media care team, a service advisor typing on a phone).
 */
export const REPLY_VOICES = [
  'service_manager',
  'customer_relations',
  'manufacturer_case_manager',
  'general_manager',
  'spanish_office',
  'automated',
  'finance_office',
  'dealership_owner',
  'regional_rep',
  'chatbot',
  'independent_shop',
  'bdc_agent',
  'corporate_counsel',
  'lease_company',
  'sales_manager',
  'warranty_administrator',
  'fleet_desk',
  'social_media_team',
  'service_advisor_mobile',
] as const;
export type ReplyVoice = (typeof REPLY_VOICES)[number];

/**
 * What a reply exercises, for the counts and for splitting each kind between tuning and reporting.
 * Sets a to c cover the first twenty-five; set d adds the rest (see KINDS_SINCE_SET_D).
 */
export const REPLY_KINDS = [
  'quoted_original',
  'forwarded_chain',
  'one_line_top_post',
  'amount_in_words',
  'amount_shorthand',
  'credit',
  'waived_payments',
  'percentage_of_bill',
  'distractor_amounts',
  'conditional_on_release',
  'final_position',
  'denial_naming_money',
  'deadline_business_days',
  'deadline_end_of_next_week',
  'deadline_before_meeting',
  'deadline_across_month',
  'deadline_other',
  'spanish',
  'out_of_office',
  'case_number',
  'signature_noise',
  'other_language',
  'offer_without_value',
  'typos',
  'long',
  'html_remnants',
  'multiple_offers_revised',
  'relative_weekday',
  'european_number_format',
  'table_layout',
  'ticket_acknowledgement',
] as const;
export type ReplyKind = (typeof REPLY_KINDS)[number];

/** The kinds added with set d; the earlier sets were written before them and are not held to them. */
export const KINDS_SINCE_SET_D: readonly ReplyKind[] = REPLY_KINDS.slice(REPLY_KINDS.indexOf('html_remnants'));

export interface ReplyClaim {
  /** What the owner asked for: daily_rate × days_out. */
  ask_amount: number;
  daily_rate: number;
  days_out: number;
  owner_name: string;
  dealer_name: string;
  vehicle: string;
}

export interface ReplyTruth {
  language: ReplyLanguage;
  /** Null exactly when the language is 'other' (not read). */
  intent: ReplyIntent | null;
  /** Dollars offered now; null when there is no offer or it names no value. */
  offered_amount: number | null;
  /** ISO date (YYYY-MM-DD) resolved against received_at; null when there is none. */
  deadline: string | null;
  notes?: string;
}

export interface DealerReplyCase {
  id: string;
  set: ReplySet;
  part: ReplyPart;
  voice: ReplyVoice;
  /** ISO date (YYYY-MM-DD) the reply arrived. */
  received_at: string;
  claim: ReplyClaim;
  kinds: ReplyKind[];
  text: string;
  truth: ReplyTruth;
}

/** A case as written, before its part is assigned. */
export type WrittenReply = Omit<DealerReplyCase, 'set' | 'part'>;
