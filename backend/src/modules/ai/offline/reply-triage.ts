import type { AiIntent, AiSentiment, ClaimStatus, TriageResult } from '@dct/contracts';
import { replyDeadlineDays } from './reply-deadline';

/**
 * Rule-based reading of a dealer's reply to a claim: what they mean (intent), how it reads
 * (sentiment), a one-paragraph summary, what the owner should do next and by when.
 * Refusals are found before offers, so "we are unable to offer compensation" is a denial while
 * "we cannot cover the full amount but can offer $400" is an offer.
 */

const NEGATED_OFFER =
  /\b(?:cannot|can ?not|can't|unable to|not able to|won't|will not|would not|not in a position to|decline to|do not|don't|are not going to)\s+(?:\w+\s+){0,3}?(?:offer|provide|approve|reimburse|compensate|cover|honou?r|extend|issue|pay)\w*/gi;

const DENIAL = [
  /\b(?:unable|not able) to (?:offer|provide|approve|honou?r|accommodate|reimburse|compensate|cover|assist|help|grant)/i,
  /\b(?:cannot|can ?not|can't|won't|will not) (?:offer|provide|approve|honou?r|accommodate|reimburse|compensate|cover|grant|be (?:offering|providing|approving))/i,
  /\b(?:declin(?:e|ed|ing)|den(?:y|ied|ying)|reject(?:ed|ing)?|turn(?:ed)? down)\b/i,
  /\bnot (?:eligible|entitled|covered|responsible|liable|in a position)\b/i,
  /\bno (?:compensation|reimbursement|goodwill|payment|credit)\b/i,
  /\b(?:does|do|did) not (?:qualify|meet)\b/i,
  /\boutside (?:of )?(?:the )?(?:warranty|policy|coverage)\b/i,
  /\b(?:we )?regret to (?:inform|advise)\b/i,
];

const OFFER = [
  /\b(?:offer(?:ing)?|propose|proposing|extend(?:ing)?)\b[^.]{0,80}?\$\s?\d/i,
  /\$\s?\d[\d,]*(?:\.\d{2})?[^.]{0,80}?\b(?:goodwill|credit|reimburse\w*|compensation|check|payment|gesture|settle\w*)\b/i,
  /\b(?:goodwill|courtesy) (?:payment|credit|gesture|reimbursement|check|adjustment)\b/i,
  /\b(?:we (?:can|could|will|would like to|are (?:able|happy|pleased|willing) to)|happy to|pleased to|willing to) (?:offer|provide|reimburse|credit|cover|compensate|pay|issue)\b/i,
  /\b(?:approved|approve) (?:your|the|a) (?:claim|request|reimbursement|compensation)\b/i,
  /\b(?:rental|loaner) (?:reimbursement|credit)\b/i,
  /\b(?:free|complimentary) (?:oil change|service|maintenance)s?\b/i,
];

const REQUEST_FOR_INFORMATION = [
  /\b(?:please|kindly) (?:send|provide|forward|submit|attach|email|e-mail|share|upload|fax|include|confirm|let us know)\b/i,
  /\b(?:could|can|would) you (?:please )?(?:send|provide|forward|submit|attach|email|e-mail|share|confirm|let us know)\b/i,
  /\b(?:we|i) (?:will )?(?:need|require|are missing|did not receive|have not received|haven't received)\b[^.]{0,60}\b(?:copy|copies|receipt|invoice|repair order|documentation|documents|records|proof|statement|information|details|photos?|vin|mileage|registration)\b/i,
  /\b(?:additional|more|further|missing) (?:information|documentation|details|documents|records)\b/i,
  /\bin order (?:for us )?to (?:review|process|evaluate)\b/i,
];

const SCHEDULING = [
  /\b(?:schedul\w*|reschedul\w*|appointment|book (?:a|an|your))\b/i,
  /\b(?:bring|drop(?: off)?) (?:the|your) (?:vehicle|car|truck)\b/i,
  /\b(?:inspect|inspection|test drive|diagnos\w*)\b[^.]{0,60}\b(?:vehicle|car|truck)\b/i,
  /\b(?:meet|meeting|call) (?:with )?(?:you|us)? ?(?:on|at|this|next) (?:monday|tuesday|wednesday|thursday|friday|saturday|\d)/i,
  /\bwhat (?:day|time|times) (?:works|would work|is convenient)\b/i,
  /\b(?:are|is) you available\b/i,
];

const ACKNOWLEDGEMENT = [
  /\b(?:we|i) (?:have )?received (?:your|the)\b/i,
  /\b(?:receipt of|confirm(?:ing)? receipt|acknowledg\w*)\b/i,
  /\b(?:under review|reviewing|being reviewed|looking into|will review|will look into|forwarded (?:it|this|your \w+) to|passed (?:it|this|your \w+) (?:on )?to|escalated)\b/i,
  /\b(?:get back to you|follow up with you|be in touch|respond (?:to you )?(?:shortly|soon|within))\b/i,
  /\bthank you for (?:your|reaching|contacting|the|bringing)\b/i,
];

const POSITIVE = /\b(?:happy|pleased|glad|delighted|appreciate|approved|value you|valued customer|gladly|good news|resolve this|make this right)\b/i;
const NEGATIVE =
  /\b(?:unfortunately|regret|unable|cannot|can't|denied|decline|not (?:eligible|responsible|covered)|disappointed|no compensation|final decision)\b/i;

const AMOUNT = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?/g;

const count = (patterns: RegExp[], text: string) => patterns.filter((pattern) => pattern.test(text)).length;

const dollars = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Dollar amounts the reply names, in order. */
export function amountsIn(text: string): number[] {
  return [...text.matchAll(AMOUNT)].map((match) => Number(`${match[1].replace(/,/g, '')}.${match[2] ?? '00'}`));
}

/** The reply's sentences, with quoted earlier mail (lines starting with '>' or after "On … wrote:") left out. */
export function replyText(email: string): string {
  const lines: string[] = [];
  for (const line of email.replace(/\r\n?/g, '\n').split('\n')) {
    if (/^\s*>/.test(line)) continue;
    if (/^\s*(?:On .{4,100} wrote:|-{2,}\s*Original Message\s*-{2,}|From:\s.+@)/i.test(line)) break;
    lines.push(line);
  }
  return lines.join('\n').trim() || email.trim();
}

function intentOf(text: string): AiIntent {
  const withoutRefusals = text.replace(NEGATED_OFFER, ' ');
  const offer = count(OFFER, withoutRefusals);
  const denial = count(DENIAL, text);
  if (offer > 0 && (denial === 0 || amountsIn(withoutRefusals).length > 0 || offer >= denial)) return 'offer';
  if (denial > 0) return 'denial';
  const information = count(REQUEST_FOR_INFORMATION, text);
  const scheduling = count(SCHEDULING, text);
  if (information > 0 && information >= scheduling) return 'request_for_information';
  if (scheduling > 0) return 'scheduling';
  if (count(ACKNOWLEDGEMENT, text) > 0) return 'acknowledgement';
  return 'other';
}

function sentimentOf(intent: AiIntent, text: string): AiSentiment {
  if (intent === 'offer') return NEGATIVE.test(text.replace(NEGATED_OFFER, ' ')) && !POSITIVE.test(text) ? 'other' : 'positive';
  if (intent === 'denial') return 'negative';
  if (POSITIVE.test(text) && !NEGATIVE.test(text)) return 'positive';
  if (NEGATIVE.test(text) && !POSITIVE.test(text)) return 'negative';
  return 'other';
}

/** What the dealer asks for, in their words: the object of "please send …" or "we need …". */
function requestedItems(text: string): string | undefined {
  const match =
    /\b(?:please|kindly|could you|can you|would you)(?: please)? (?:send|provide|forward|submit|attach|email|e-mail|share|upload|fax|include)(?: us| me)?(?: with)? ([^.?!\n]{3,160})/i.exec(
      text,
    ) ?? /\b(?:we|i) (?:will )?(?:need|require)(?: to see| to review)? ([^.?!\n]{3,160})/i.exec(text);
  return match?.[1]?.replace(/\s+(?:so that|so we|in order|to help|before|and we will).*$/i, '').trim();
}

function dueText(days: number | null): string {
  if (days === null) return '';
  if (days === 0) return ' They expect an answer today.';
  return ` They give a deadline of ${days} calendar ${days === 1 ? 'day' : 'days'}.`;
}

function summaryOf(intent: AiIntent, text: string, due: number | null): string {
  const amounts = amountsIn(text.replace(NEGATED_OFFER, ' '));
  switch (intent) {
    case 'offer':
      return `The dealer makes an offer${amounts.length > 0 ? ` of ${dollars(Math.max(...amounts))}` : ''} to settle the claim.${dueText(due)}`;
    case 'denial': {
      const reason = /\b(?:because|as|since|due to)\b ([^.?!\n]{5,160})/i.exec(text)?.[1];
      return `The dealer declines the claim${reason ? `, because ${reason.trim()}` : ''}.${dueText(due)}`;
    }
    case 'request_for_information': {
      const items = requestedItems(text);
      return `The dealer needs more information before deciding${items ? `: ${items}` : ''}.${dueText(due)}`;
    }
    case 'scheduling':
      return `The dealer wants to set a time to meet or to see the vehicle.${dueText(due)}`;
    case 'acknowledgement':
      return `The dealer has received the claim and is reviewing it; no decision yet.${dueText(due)}`;
    case 'other':
      return `The reply does not accept, refuse or ask for anything specific.${dueText(due)}`;
    default: {
      const unreachable: never = intent;
      return unreachable;
    }
  }
}

function nextActionsOf(intent: AiIntent, text: string, due: number | null, status: ClaimStatus | null): string[] {
  const by = due === null ? '' : ` within ${due} ${due === 1 ? 'day' : 'days'}`;
  const record = status === 'Sent' ? ['Record the response on the claim (status Response)'] : [];
  const amounts = amountsIn(text.replace(NEGATED_OFFER, ' '));
  switch (intent) {
    case 'offer':
      return [
        ...record,
        `Compare the offer${amounts.length > 0 ? ` of ${dollars(Math.max(...amounts))}` : ''} with the amount you asked for`,
        `Reply to accept in writing, or counter with your valuation${by}`,
        'Ask how and when the payment or credit will be made',
        'Close the claim with the amount recovered once it is paid',
      ];
    case 'denial':
      return [
        ...record,
        'Ask the dealer to put the reason for the refusal in writing',
        "Escalate to the manufacturer's customer care with the claim statement and repair orders",
        'Check the lemon-law watch for this vehicle',
        'Close the claim if you decide not to pursue it',
      ];
    case 'request_for_information': {
      const items = requestedItems(text);
      return [
        ...record,
        `Send what the dealer asks for${items ? `: ${items}` : ''}${by}`,
        'Upload the documents to the visit so the statement includes them',
        'Reply in the same e-mail thread so the claim stays together',
      ];
    }
    case 'scheduling':
      return [...record, `Reply with dates and times that suit you${by}`, 'Bring the repair orders and the claim statement to the appointment'];
    case 'acknowledgement':
      return [...record, `Wait for the dealer's decision${by}`, 'Send a reminder if no answer comes by the due date'];
    case 'other':
      return [...record, 'Read the reply and decide whether it answers the claim', 'Send a reminder if no answer comes by the due date'];
    default: {
      const unreachable: never = intent;
      return unreachable;
    }
  }
}

export function triageReply(email: string, currentStatus: ClaimStatus | null, today: string): TriageResult {
  const text = replyText(email);
  const intent = intentOf(text);
  const due_in_days = replyDeadlineDays(text, today);
  return {
    intent,
    sentiment: sentimentOf(intent, text),
    summary: summaryOf(intent, text, due_in_days),
    next_actions: nextActionsOf(intent, text, due_in_days, currentStatus),
    due_in_days,
    offered_amount: intent === 'offer' ? (amountsIn(text.replace(NEGATED_OFFER, ' ')).at(-1) ?? null) : null,
  };
}
