import {
  AiMessages,
  REPLY_LANGUAGE_LABELS,
  TRIAGE_SURE,
  calendarDaysBetween,
  todayIso,
  type ClaimStatus,
  type ReplyLanguage,
  type TriageQuestion,
  type TriageReading,
  type TriageResult,
} from '@dct/contracts';
import { calibratedConfidence, type FieldRules, type RuleId } from './reply-calibration';
import { replyDeadline, sentencesOf } from './reply-deadline';
import { spanishAmountReading, spanishIntent } from './reply-intent-es';
import { replyLanguage } from './reply-language';
import { offerTerms } from './reply-offer-terms';
import { replyText } from '../../../common/reply-text';
import { questionFor, settledTriage } from '../triage-settle';
import {
  englishIntent,
  moneyMaybeGiven,
  nextActionsOf,
  offeredAmountReading,
  refusesIn,
  sentimentOf,
  summaryOf,
  unplacedAmounts,
  type AmountReading,
  type ClaimFigures,
  type IntentReading,
} from './reply-triage';

/**
 * The offline reading of a dealer's reply: its own words (reply-text), their language, then
 * intent, the amount offered and the deadline, each with a confidence. A field under TRIAGE_SURE
 * is not answered but asked: it is left empty and the competing readings are named for the owner
 * to pick ("$900 or $2,340?"). A reply in neither English nor Spanish is not read at all.
 */

export interface ReplyInput {
  email_text: string;
  /** The day the reply arrived: deadlines count from it. */
  received_at: string;
  current_claim_status: ClaimStatus | null;
  /** The claim's ask and daily rate, when the reply is read for one of the owner's claims. */
  claim?: ClaimFigures;
}

function notRead(input: ReplyInput): TriageResult {
  return {
    intent: null,
    sentiment: 'other',
    summary: `The reply is in ${REPLY_LANGUAGE_LABELS.other}, which the assistant does not read (${AiMessages.notReadLanguage}). It reads English and Spanish.`,
    next_actions: [
      ...(input.current_claim_status === 'Sent' ? ['Record the response on the claim (status Response)'] : []),
      'Read the reply yourself, or have it translated, and note what the dealer offers and by when',
    ],
    offered_amount: null,
    offer_kind: null,
    offer_alternatives: [],
    deadline: null,
    due_in_days: null,
    language: 'other',
    confidence: { intent: 0, offered_amount: 0, deadline: 0 },
    questions: [],
    not_read: AiMessages.notReadLanguage,
  };
}

/**
 * A reply read as neither an offer nor a refusal that still names money of its own (not the
 * owner's ask, not the daily rate, not said to be a bill, a price or a deductible) — a credit line,
 * an amount approved in passing, a revised figure in words no rule knows — may be an offer the
 * words did not show: the intent is asked, between its reading and an offer. A question costs the
 * owner a click; a missed offer costs the claim.
 */
function moneyNamed(intent: IntentReading, sentences: string[], claim: ClaimFigures): IntentReading {
  if (intent.intent === 'offer' || intent.intent === 'denial' || intent.confidence < TRIAGE_SURE) return intent;
  return moneyMaybeGiven(sentences, claim).length > 0
    ? { intent: intent.intent, confidence: 0.8, rival: 'offer', rule: 'intent:money-named-not-offered' }
    : intent;
}

/**
 * An offer whose only figure is the claim's own ask, in a reply that refuses ("We have reviewed the request … for rental
 * reimbursement of $675.00 … the claim is denied"): the ask quoted back in a refusal, or the ask granted. Asked, between the two.
 */
function askQuotedInRefusal(intent: IntentReading, amount: AmountReading, sentences: string[], claim: ClaimFigures, language: ReplyLanguage): IntentReading {
  if (language !== 'en' || intent.intent !== 'offer' || intent.confidence < TRIAGE_SURE || amount.rule !== 'amount:claim-figure-offered') return intent;
  if (claim.ask_amount === undefined || claim.ask_amount === null || !amount.candidates.includes(claim.ask_amount)) return intent;
  return sentences.some(refusesIn) ? { intent: 'offer', confidence: 0.8, rival: 'denial', rule: 'intent:en-ask-offered-beside-refusal' } : intent;
}

/** The amount reading that goes with the intent: a reading that may not be an offer makes the amount as unsure as the intent. */
function amountFor(intent: IntentReading, sentences: string[], claim: ClaimFigures, language: ReplyLanguage): AmountReading {
  const mayOffer = intent.intent === 'offer' || intent.rival === 'offer';
  if (!mayOffer) {
    // Sure there is no offer only as far as the intent is sure, when the reply names money at all.
    const named = unplacedAmounts(sentences, claim);
    if (named.candidates.length > 0 && intent.confidence < TRIAGE_SURE)
      return { ...named, confidence: intent.confidence, rule: 'amount:figures-beside-unsure-intent' };
    // "Other", unsure: no rule read the reply, so nothing says there is no offer either ("we can do 2 days of rental reimb",
    // "ya tengo su cheque"): the amount is as unsure as the intent.
    const unread = intent.intent === 'other' && intent.confidence < TRIAGE_SURE;
    // No offer, as surely as the intent rule that said so: the amount is named by that rule.
    return {
      amount: null,
      confidence: unread ? intent.confidence : Math.max(intent.confidence, 0.93),
      candidates: [],
      rule: `amount:no-offer-by-${intent.rule.slice('intent:'.length)}`,
    };
  }
  const reading = language === 'es' ? spanishAmountReading(sentences, claim) : offeredAmountReading(sentences, claim);
  if (intent.intent !== 'offer')
    return {
      amount: null,
      confidence: intent.confidence,
      candidates: reading.amount === null ? reading.candidates : [reading.amount],
      rule: 'amount:offer-only-the-rival-intent',
    };
  return { ...reading, confidence: Math.min(reading.confidence, intent.confidence >= TRIAGE_SURE ? 1 : intent.confidence) };
}

/** A reading's confidence as its rule's record on the tuning replies allows (reply-calibration). */
const calibrated = <Reading extends { rule: RuleId; confidence: number }>(reading: Reading): Reading => ({
  ...reading,
  confidence: calibratedConfidence(reading.rule, reading.confidence),
});

export interface ReadingOptions {
  /** Hold each rule to its record on the tuning replies (the default); off only to measure the rules themselves. */
  calibrated?: boolean;
}

export function readReply(input: ReplyInput): TriageResult {
  return readReplyByRules(input).result;
}

const NOT_READ_RULES: FieldRules = { intent: 'intent:not-read', offered_amount: 'amount:not-read', deadline: 'deadline:not-read' };

/** The reading, with the rule that decided each field: for the benches that measure the rules. */
export function readReplyByRules(input: ReplyInput, options: ReadingOptions = {}): { result: TriageResult; rules: FieldRules } {
  const hold = options.calibrated === false ? <Reading>(reading: Reading) => reading : calibrated;
  // Curly apostrophes read as straight ones: "we’re at $1k" as "we're at $1k".
  const text = replyText(input.email_text).text.replace(/[’‘]/g, "'");
  const language = replyLanguage(text);
  if (language === 'other') return { result: notRead(input), rules: NOT_READ_RULES };
  const sentences = sentencesOf(text);
  const read = moneyNamed(language === 'es' ? spanishIntent(sentences) : englishIntent(sentences), sentences, input.claim ?? {});
  const amount = hold(amountFor(read, sentences, input.claim ?? {}, language));
  const intent = hold(askQuotedInRefusal(read, amount, sentences, input.claim ?? {}, language));
  const due = hold(replyDeadline(text, input.received_at, language));

  const questions: TriageQuestion[] = [];
  const sureIntent = intent.confidence >= TRIAGE_SURE;
  if (!sureIntent) questions.push(questionFor('intent', [intent.intent, ...(intent.rival ? [intent.rival] : [])]));
  const sureAmount = amount.confidence >= TRIAGE_SURE;
  const offered_amount = sureAmount ? amount.amount : null;
  // A figure read but not sure (its rule has not earned it) is the first candidate.
  const unsureCandidates = amount.amount !== null && !amount.candidates.includes(amount.amount) ? [amount.amount, ...amount.candidates] : amount.candidates;
  const terms = offerTerms(sentences, offered_amount, sureAmount ? [] : unsureCandidates);
  // "$200 off the next service, or a $100 check" is a choice between the two, never their sum.
  const amountCandidates = terms.offer_alternatives.length > 1 ? terms.offer_alternatives.map((alternative) => alternative.amount) : unsureCandidates;
  if (!sureAmount && amountCandidates.length > 0) questions.push(questionFor('offered_amount', amountCandidates));
  const sureDeadline = due.confidence >= TRIAGE_SURE;
  const deadline = sureDeadline ? due.deadline : null;
  const dates = due.candidates.length > 0 ? due.candidates : due.deadline ? [due.deadline] : [];
  if (!sureDeadline) questions.push(questionFor('deadline', dates));

  const due_in_days = deadline === null ? null : calendarDaysBetween(input.received_at, deadline);
  const readIn = language === 'es' ? ` (Read in ${REPLY_LANGUAGE_LABELS.es}.)` : '';
  const summary = sureIntent
    ? summaryOf(intent.intent, text, offered_amount, due_in_days)
    : `The reply is not clear enough to say what it means: ${questions[0].question} Pick the reading that fits below.`;
  const reading: TriageReading = {
    intent: sureIntent ? intent.intent : null,
    sentiment: sentimentOf(intent.intent, text),
    summary: `${summary}${readIn}`,
    next_actions: [
      ...(questions.length > 0 ? ['Answer the questions below: each names what the reply could mean'] : []),
      ...nextActionsOf(intent.intent, text, offered_amount, due_in_days, input.current_claim_status),
    ],
    offered_amount,
    ...terms,
    deadline,
    language,
    confidence: { intent: intent.confidence, offered_amount: amount.confidence, deadline: due.confidence },
    questions,
  };
  return { result: settledTriage(reading, input.received_at), rules: { intent: intent.rule, offered_amount: amount.rule, deadline: due.rule } };
}

/** The reading as the tests and benches call it: the reply, the claim's status, the day it arrived. */
export function triageReply(email: string, currentStatus: ClaimStatus | null, receivedAt: string = todayIso(), claim?: ClaimFigures): TriageResult {
  return readReply({ email_text: email, current_claim_status: currentStatus, received_at: receivedAt, claim });
}
