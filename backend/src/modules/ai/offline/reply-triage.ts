import { formatMoney, type AiIntent, type AiSentiment, type ClaimStatus } from '@dct/contracts';
import { countOf, moneyIn, roundCents, type Money } from './reply-amounts';
import type { RuleId } from './reply-calibration';
import { listedOffer } from './reply-offer-items';

/**
 * Rule-based reading of a dealer's reply to a claim: what they mean (intent), how it reads
 * (sentiment), the dollars they offer, a one-paragraph summary, what the owner should do next and
 * by when. Only the reply itself is read: quoted earlier mail, the signature and legal footers go.
 *
 * Offers are found before refusals, so "we cannot cover the full amount but can offer $400" is an
 * offer while "we are unable to offer compensation" is a denial. Whether an offer word is meant is
 * judged from the few words before it: a refusal ("cannot", "not able to", "no … will be") or a
 * condition on the dealer's side ("once we receive…", "whether we can…") takes it back.
 */

// ——— Amounts ———

type Amount = Money;

const amountsOf = (sentence: string): Amount[] => moneyIn(sentence);

/** Dollar amounts the reply names, in order. */
export function amountsIn(text: string): number[] {
  return amountsOf(text).map((amount) => amount.value);
}

// ——— Whether a word is meant: refusals and conditions in the words before it ———

const wordSet = (words: string) => new Set(words.split(' '));
/** Lower-case words (and semicolons, which end a clause), curly apostrophes made straight. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/’/g, "'")
    .match(/[a-z']+|;/g) ?? [];

const NEGATORS = wordSet(
  "not no never cannot can't cant won't wont wouldn't wouldnt couldn't couldnt don't dont doesn't doesnt didn't didnt isn't isnt aren't arent wasn't wasnt unable nothing neither nor declined declines decline refuse refused",
);
/** Words that say the dealer can or will: they end the look back unless a refusal sits just before them. */
const MODALS = wordSet(
  "can will able like happy pleased glad prepared willing delighted going would could shall we'll i'll we'd i'd we're we've has have only",
);
const BOUNDARIES = new Set(['but', 'however', 'though', 'although', 'instead', 'rather', 'yet', ';']);
/** Words that may stand between a refusal and what it refuses: "unable, at this time, to offer", "not in a position to". */
const BETWEEN = wordSet(
  'to be been in a position any at this time further more additional the also currently now still really we i are is am do does did all even partially fully justify afford agree consider see our way basis grounds reason for authorized allowed permitted allow allows permit permits us make',
);

/** Words between a refusal and the modal it governs: "there isn't anything further we can offer". */
const REFUSED_GAP = wordSet('anything something much else that there');

/** Whether the words just before a word refuse it: "we are unable to offer", "no payment will be made". */
function refused(before: string): boolean {
  const words = wordsOf(before);
  for (let index = words.length - 1, seen = 0; index >= 0 && seen < 8; index -= 1, seen += 1) {
    const word = words[index];
    if (BOUNDARIES.has(word)) return false;
    // "deadline or not, the offer stands", "whether or not": a choice, not a refusal.
    if (word === 'not' && words[index - 1] === 'or') return false;
    if (NEGATORS.has(word)) return true;
    if (MODALS.has(word)) {
      // "we would not be able to", "won't be able": a refusal right before the modal, with only such words between. "The
      // loaner wasn't ready we'll pay …" refuses nothing the dealer gives.
      for (let back = index - 1; back >= Math.max(0, index - 4); back -= 1) {
        const previous = words[back];
        if (NEGATORS.has(previous)) return !(previous === 'not' && words[back - 1] === 'or');
        if (!BETWEEN.has(previous) && !MODALS.has(previous) && !REFUSED_GAP.has(previous)) break;
      }
      // "neither GM nor Framingham Chevrolet can reimburse": the subject itself is refused, whatever its name.
      return words.slice(Math.max(0, index - 6), index).includes('nor');
    }
    // Another verb or noun in between: the refusal, if any, is of something else ("unable to locate proof of payment").
    if (!BETWEEN.has(word)) return false;
  }
  return false;
}

/** The words before a position, as far back as a clause reaches: reading them stays linear in the sentence. */
const lookBack = (sentence: string, index: number) => sentence.slice(Math.max(0, index - 200), index);

/** A condition on the dealer's side before a word: "once we receive them we can…", "whether we can offer…". */
const DEALER_CONDITION =
  /\b(?:(?:if|once|whether|when|after|before|until|unless)\s+(?:we|i|our|the (?:review|manufacturer|regional|district)|it is|this is|they|everything)|whether\s+(?:[\w'-]+\s+){0,2}(?:could|can|would|will|might)|may be able|might be able|to see (?:if|whether)|to determine|in order to|consider(?:ing)?)\b/i;

const DEALER_SUBJECTS = new Set(['we', 'i', "we'd", "we'll", "we're", "we've", "i'd", "i'll", "i'm", "i've", 'our', 'us']);
const OWNER_SUBJECTS = new Set(['you', 'please', 'kindly']);
const OWNER_HELPERS = wordSet('could can would will do did should might may if when once and so that please');

/** Asking the owner to do something ("please send…", "would you mind sending…") is no offer to them: the nearest subject decides. */
function askedOfOwner(before: string): boolean {
  // "Please find enclosed a check…", "please accept…": the dealer giving, politely.
  if (/\bplease\s+(?:find|see|note|accept|be advised)\b/i.test(before)) return false;
  const words = wordsOf(before);
  for (let index = words.length - 1; index >= Math.max(0, words.length - 6); index -= 1) {
    // "you" after a verb is its object ("we will send you a check"); as the subject it starts the clause or follows a helper.
    const youAsSubject = words[index] === 'you' && (index === 0 || OWNER_HELPERS.has(words[index - 1]));
    if (youAsSubject || (words[index] !== 'you' && OWNER_SUBJECTS.has(words[index]))) return true;
    if (DEALER_SUBJECTS.has(words[index])) return false;
  }
  return false;
}

// ——— Offers ———

const OFFER_VERB =
  /\b(?:make it(?=\s*(?:\$|\d))|put|get you(?!\s+(?:an?\s+)?(?:answer|decision|response|update|reply|call)\b)|go(?: up)? to|knock|sign(?:ed)? off on|c(?:ame|ome) through with|cut (?:you )?(?:a|the) check|take care of|pick up|absorb|split|comp|propos(?:e|ing)|settle (?:for|at)|authoriz(?:e|ed|ing)|agreed (?:in principle )?to (?:cover|pay|reimburse|contribute|refund|waive)|waiv(?:e|ing)|revers(?:e|ing)|defer(?:ring)?|apply(?:ing)? (?:a |an )?(?:credit|payment)|make (?:your|the|that|this|those|these) (?:[\w,-]+ ){0,5}(?:payments?|installments?)|rais(?:e|ing) (?:it |that |this |the offer |our offer |the amount )?to|increas(?:e|ing) (?:it |that |this |the offer |our offer )?to|revis(?:e|ing) (?:it |that |this |the offer |our offer |the amount )?to|offer(?:ing|ed)?|reimburs(?:e|ing)|refund(?:ing)?|compensat(?:e|ing)|cover(?:ing)?|pay(?:ing)?|tender(?:ing)?|issu(?:e|ing)|extend(?:ing)?|provid(?:e|ing)|contribut(?:e|ing)|credit(?:ing)?|approv(?:e|ed|ing)|give|giving|send|sending|meet you halfway|can do|could do|(?:be|been) (?:mailed|sent|issued|credited|applied|paid|refunded|reimbursed|authorized)|you(?:'ll| will) receive)\b/gi;
/** What an offer gives: money, a credit, a free service. */
const COMPENSATION =
  /\$|\bUSD\b|\bdollars\b|\b(?:tab|goodwill|credit|reimburse\w*|reimb|days? of (?:the |a |your )?rental|refund|compensation|check|cheque|payment|gift card|voucher|courtesy|discount|% off|free|complimentary|oil changes?|in full|full amount|entire amount|halfway|toward|towards|warranty|coverage|no (?:cost|charge) to you|rotation|detail|(?:your|the) rental)\b/i;
/** Offers said with a noun: "a goodwill credit", "a check for", "two free oil changes", "our best offer is". */
const OFFER_NOUN =
  /\b(?:(?:request|claim)\s+(?:has been|was|is|have been)\s+approved|(?:are|is|will be) on us(?!,?\s+not\s+on\b)|on the house|(?:in (?:full )?)?settlement of|(?:goodwill|courtesy)\s+(?:payment|credit|check|cheque|gesture|reimbursement|adjustment|contribution|refund)|gesture of goodwill|(?:check|cheque|gift card|voucher)\s+(?:for|of|in the amount of)|(?:service|loaner|store|account)\s+credit|complimentary|(?<![-\w]|feel |(?:is|are|am|be|'s|'re|'m|you|we|i|they|he|she) )free (?!to\b|of (?:defects|charge)\b|(?:on|at|this|next|tomorrow|today|any|all|after|before|mon|tue|wed|thu|fri|sat|sun|morning|afternoon|evening)\w*\b)[\w-]+|(?:add|appl(?:y|ied)|load)(?:ed|ing)?\s[^.]{0,60}\b(?:to|onto) your (?:account|profile)|(?:(?:last|best) and final|final (?:offer|number|figure|word)|best (?:offer|number|figure))\b[^.$]{0,40}\bis(?=\s*(?:\$|\d))|(?:our|my|its|their) (?:final|best|last) (?:position|figure|word|number)|if you(?:'d| would) like the (?:reimbursement|payment|check|cheque|credit|goodwill)|(?:it's|it is) yours if you want it|approved \d{1,3}(?:\.\d+)?\s?% of|position is (?:final|firm) at(?=\s+(?:\$|\d))|(?:check|cheque)(?:'s| is) (?:here|ready|waiting|at the (?:front |service )?desk)|(?:tender|proffer) of(?=\s+(?:the\s+)?(?:\$|USD\b|\d))|check in the mail|(?:best|final) offer|you(?:'ve| have)? accepted(?=\s+(?:the\s+|our\s+)?(?:\$|USD\b|\d))|your acceptance of(?=\s+(?:the\s+|our\s+)?(?:\$|USD\b|\d))|the most we (?:can|are able to|could) (?:offer|do|pay)|(?:received|got|have) (?:[\w'’]+ ){0,2}approval (?:for|of)(?=\s*(?:\$|USD\b|\d))|(?<!\b(?:not|never|if|once|whether)\s)approved (?:[\w-]+ )?(?:reimbursement|compensation|goodwill|payment|credit)|will add(?=\s*(?:\$|USD\b|\d))|(?:we're|we are|i'm|i am|we(?:'ve| have)? landed|we(?:'ll| will) land)\s+at(?=\s*(?:\$|USD\b|\d))|offer of(?=\s*(?:\$|USD\s?)[\d,.]+\s+(?:remains|stands|still stands|is still|will remain|is open))|(?:our|my) (?:offer|proposal)(?: (?:from|of) [\w ]{1,20}?)? (?:still )?stands|approved (?:the |your )?(?:full |entire )?(?:[\w-]+ )?benefit|make up the difference|whatever (?:is|remains|'s) (?:left|owed|outstanding)\b[^.]{0,60}\b(?:will|'ll) (?:pay|cover|take care of))\b/gi;
/** After an amount: "$150 goodwill credit", "$150 has been approved". */
const OFFER_AFTER_AMOUNT =
  /^\s*back\b(?!\s+(?:to|then|in|when))|^\s*off (?:your |the |of your )?(?:next|future)\b|^\s*(?:going|coming) (?:back )?to you\b|^\s*is where [\w ]{1,30}? (?:land|lands|stand|stands|end up)\b|^\s*,?\s*(?:final|firm|best and final)\b|^\s*(?:[\w-]+\s+)?(?:offer\s+)?(?:still\s+)?stands\b|^\s*(?:offer\s+)?remains (?:open|available|on the table|valid|in effect)\b|^\s*(?:(?:goodwill|courtesy|service|account|store|\w+-\w+)\s+)?(?:credit|check|cheque|gift card|voucher|refund|reimbursement(?!\s+(?:request|claim|form|policy)))\b|^\s*(?:has|have|is|was|will)\s+(?:been\s+|be\s+)?(?:approved|issued|mailed|sent|credited|authorized|applied|refunded)\b/i;
/** "we cannot offer more than $150": the amount is the offer. */
const CAP_BEFORE_AMOUNT = /\b(?:more than|higher than|beyond|in excess of|above|over)\s*$/i;
/** "approved in full", "reimburse the full amount": the offer is the amount claimed. */
export const FULL_AMOUNT =
  /\b(?:in full|(?:the )?full amount|the entire amount|full reimbursement|100%|(?:the|your) (?:full|entire|whole)(?= \$)|d[ií]as completos|la totalidad)/i;

/** "we'll comp you $75", "they can do $200": the dealer's will or can, then an amount. */
const DEALER_WILL =
  /\b(?:we|i|they)(?:(?:'ll|'d| will| would| can| could)(?: be (?:able|willing|prepared|happy|glad|pleased) to| like to)?|(?:'re| are) (?:able|willing|prepared|happy|glad|pleased) to)\b(?!['’]t|\s+not\b)/gi;
/** Between "we will" and an amount, these mean the amount is being weighed or asked about, not given. */
const DELIBERATION =
  /\b(?:review|consider|look|discuss|go over|talk (?:about|through|over)|walk (?:you )?through|forward|pass|process|need|require|receiv|get back|respond|contact|evaluat|investigat|check|verif|determin|decid|let you know|be in touch|see|submit|confirm|explain|ask)\w*/i;
/** Just before an amount: it is the owner's claim or a cost quoted back, not an offer. */
const QUOTED_BEFORE =
  /\b(?:request(?:ed)?|claim(?:ed)?|ask(?:ed|ing)|seek(?:ing)?|sought|submitted|paid|spent|invoice|bill|costs?|total|charges?|deductible)\b[^$]{0,25}$/i;
const CLAIM_BEFORE = /\b(?:request(?:ed)?|claim(?:ed)?|ask(?:ed|ing)|seek(?:ing)?|sought)\b[^$]{0,25}$/i;
/** Just after an amount: "$75 toward the rental", "$200 for your trouble". */
const TOWARD_AFTER = /^\s*(?:toward|towards|to cover|to help|for your (?:trouble|inconvenience|expenses)|in (?:goodwill|compensation|reimbursement))\b/i;
/** Just before an amount, a label of what is given: "Rental reimbursement: $120.00", "a goodwill payment of $500". */
const GIVEN_LABEL_BEFORE =
  /(?:[-=_]{3,}|\|)\s*(?:total\s+)?(?:reimbursement|goodwill|refund|compensation)(?:\s+total)?\s*\|?\s*$|\b(?:reimbursement|compensation|refund|credit|payment|settlement|goodwill)\s*(?::|-|of|in the amount of|totaling|amount)\s*$|\bamount\s+(?:payable|paid|due)\s+to\s+(?:the\s+)?(?:customer|you|owner)\s*:?\s*$/i;

/** "Your payment of $812.40 remains due": what the owner owes, not what is given. */
const OWED_BEFORE = /\byour\s+(?:[\w-]+\s+){0,2}(?:payment|balance|installment)\s*(?::|-|of|in the amount of|amount)?\s*$/i;
const OWED_AFTER = /^\s*\)?\s*(?:remains|is|was|are|will be|stays)\s+(?:still\s+)?(?:due|owed|outstanding|payable|owing)\b/i;

/** Our offer is…: the noun, not the verb. */
const OFFER_IS = /\bour offer (?:is|of)\b/gi;

/** Words one of which comes just before an offer verb that is meant as one: "we can offer", "we are happy to refund". */
const AUXILIARIES = wordSet(
  "to can will would could shall may might we'll i'll we'd i'd they'll are am is be been have has did do does we i they we're i'm we've i've and",
);

function auxiliaryBefore(before: string): boolean {
  const words = wordsOf(before);
  return words.slice(-3).some((word) => AUXILIARIES.has(word));
}

interface Cue {
  start: number;
  end: number;
  noun: boolean;
  meant: boolean;
  /** Refused by the words before it ("we cannot offer"), not merely conditional or asked of the owner. */
  refused: boolean;
}

/** Offer words in a sentence, each with whether it is meant (not refused, not conditional, not asked of the owner). */
function offerCues(sentence: string): Cue[] {
  const cues: Cue[] = [];
  for (const [pattern, noun] of [
    [OFFER_VERB, false],
    [OFFER_NOUN, true],
    [OFFER_IS, true],
    [DEALER_WILL, false],
  ] as const) {
    for (const match of sentence.matchAll(pattern)) {
      const before = lookBack(sentence, match.index);
      // "We will review your claim for $900": will, but not to give.
      if (pattern === DEALER_WILL && !willGive(sentence.slice(match.index + match[0].length, match.index + match[0].length + 80))) continue;
      // A bare verb needs a subject or helper before it: "the issue with…" is no offer to issue anything.
      // … unless the amount follows at once: "approved $500 goodwill".
      // "We'll do $1,250": the dealer's will is its own subject and helper.
      if (
        !noun &&
        pattern !== DEALER_WILL &&
        !match[0].includes(' ') &&
        !auxiliaryBefore(before) &&
        // A list item under "Chrysler Capital will:" ("- waive your August payment…") has its helper above it.
        !/(?:^|\s)[-•*]\s*$/.test(before) &&
        !/^\s*(?:\$|USD\b)/.test(sentence.slice(match.index + match[0].length, match.index + match[0].length + 3))
      )
        continue;
      const isRefused = refused(before);
      const meant = !isRefused && !DEALER_CONDITION.test(before) && !askedOfOwner(before);
      cues.push({ start: match.index, end: match.index + match[0].length, noun, meant, refused: isRefused });
    }
  }
  return cues.sort((a, b) => a.start - b.start);
}

/** After "we will": an amount comes within a few words, with nothing weighed or asked for before it. */
function willGive(after: string): boolean {
  const amount = amountsOf(after)[0];
  return amount !== undefined && amount.start <= 40 && !DELIBERATION.test(after.slice(0, amount.start));
}

/**
 * Whether the reply offers, and how surely: "firm" when it names the amount, offers a thing (a free
 * service, a credit) or approves the claim, or offers after a "but"; "vague" when an offer word with
 * something to give stands alone ("we will reimburse rentals…"), which a refusal elsewhere outweighs.
 */
function offerIn(sentences: string[]): 'firm' | 'named' | 'vague' | 'none' {
  let vague = false;
  let named = false;
  for (const [index, sentence] of sentences.entries()) {
    const offered = offeredIn(sentence);
    if (daysAtRate(sentence) !== undefined || shareOfBill(sentences, index) !== undefined) return 'firm';
    // "a $400 credit": money named as a thing given, with no offer word of the dealer's before it (a label, "Reimbursement:
    // $120", is a determination's own line: firm).
    // "$500.00 will be issued", "$150 has been approved" say the giving itself: firm.
    const namedHere = offered !== undefined && offered.how === 'offer-word-after' && !GIVING_SAID_AFTER.test(sentence.slice(offered.end, offered.end + 40));
    if (namedHere) named = true;
    else if (offered !== undefined) return 'firm';
    for (const cue of offerCues(sentence)) {
      if (!cue.meant) continue;
      // The noun that names the money ("$300.00 service credit") is the same naming, no offer word of its own.
      if (namedHere && cue.noun && cue.start >= offered.end && cue.start <= offered.end + 20) continue;
      if (cue.noun) return 'firm';
      const after = sentence.slice(cue.end, cue.end + 80);
      // "covering $4,210.77 in parts and labor": what the repair cost, not something given.
      // "we will make that payment for you": the cue names what is given itself.
      const givesItself = /\b(?:payments?|installments?)\b/i.test(sentence.slice(cue.start, cue.end));
      if (!(COMPENSATION.test(after) || givesItself) || COST_NAMED.test(after)) continue;
      if (/\b(?:but|however|instead)\b/i.test(lookBack(sentence, cue.start)) || FULL_AMOUNT.test(after)) return 'firm';
      // "reimburse your rental for all eight days, less the $50.00 refueling charge": what is given, worked out.
      if (amountsOf(after).some((amount) => DEDUCTED_BEFORE.test(after.slice(Math.max(0, amount.start - 30), amount.start)))) return 'firm';
      vague = true;
    }
  }
  return named ? 'named' : vague ? 'vague' : 'none';
}

const GIVING_SAID_AFTER = /^\s*(?:has|have|is|was|will)\s+(?:been\s+|be\s+)?(?:approved|issued|mailed|sent|credited|authorized|applied|refunded)\b/i;

const COST_NAMED = /^\s*(?:the\s+)?(?:\$|USD\s?)[\d,.]+\s+(?:in (?:parts|labou?r|repairs|warranty)|worth)\b/i;

/** "$40/day", "$18.57 per day": a rate, never the sum offered. */
const RATE_AFTER = /^\s*(?:\/\s*|per |a |an |each )(?:day|night|hour|hr|week|month|mile)\b/i;
/** "7 of the 14 rental days at $53.00 ($371.00)", "5 down days at $120.00 = $600.00": a rate whose product the reply writes next. */
const RATE_THEN_PRODUCT = (sentence: string, amount: Amount) =>
  /\b(?:days?|nights?)\s+at\s*$/i.test(sentence.slice(Math.max(0, amount.start - 12), amount.start)) &&
  /^\s*(?:\(\s*|=\s*|,\s*(?:or|so|for|that's)\s+)(?:\$|USD\b)/i.test(sentence.slice(amount.end, amount.end + 16));
/** "your $1,000 claim", "the $2,340 repair bill": the claim or a cost named by what follows, never the sum offered. */
const NAMED_AFTER =
  /^\s*(?:claim|request|repair|bill|invoice|deductible|balance|in (?:parts|labou?r|repairs|warranty)|worth of|of (?:parts|labou?r|repairs|work))\b/i;

/** An earlier figure the sentence replaces: "instead of the $500 credit, … a check for $650", "raising our offer from $520 to $850". */
const REPLACED_BEFORE = /\b(?:instead of|in place of|rather than|in lieu of|replac(?:e|es|ing))\s+(?:[a-z-]+\s+){0,3}$/i;
const replaced = (sentence: string, amount: Amount) =>
  REPLACED_BEFORE.test(sentence.slice(Math.max(0, amount.start - 50), amount.start)) ||
  (/\bfrom\s+(?:the\s+|our\s+)?$/i.test(sentence.slice(Math.max(0, amount.start - 12), amount.start)) &&
    /^\s*to\s+(?:\$|USD\b|\d)/i.test(sentence.slice(amount.end, amount.end + 12)));

/** How a sentence's offered amount was placed: after a meant offer word (or the figure it was raised to), after a cap, by the words after it, by a label before it. */
type OfferedHow = 'offer-word-before' | 'revised-to' | 'cap-before' | 'offer-word-after' | 'given-label';
type Offered = Amount & { how: OfferedHow };

/**
 * The amount a sentence offers: the first amount after a meant offer word (not one quoted after it,
 * as in "$150 of the $259.40 you requested"), or one followed by "credit" or "has been approved".
 */
/** Just before an amount taken off what is given: "less the $50.00 refueling charge", "minus your $100 deductible". */
const DEDUCTED_BEFORE = /\b(?:less|minus|excluding|deducting|net of)\s+(?:the\s+|your\s+|a\s+|an\s+)?$/i;
/** "That's your $422.00 minus $50.00": the reply works out what it gives as one figure less another. */
const STATED_DIFFERENCE =
  /\b(?:that(?:'s| is| comes to| works out to)|which (?:is|comes to)|so)\s+(?:your\s+|the\s+)?(\$\s?[\d,]+(?:\.\d{2})?)\s+(?:minus|less)\s+(?:the\s+)?(\$\s?[\d,]+(?:\.\d{2})?)/i;

const THRESHOLD_BEFORE = /\b(?:any|all)\s+(?:[\w-]+\s+){0,2}(?:over|above|exceeding|in excess of|more than|under|below)\s*$/i;

function offeredIn(sentence: string): Offered | undefined {
  const amounts = amountsOf(sentence).filter((amount) => {
    const after = sentence.slice(amount.end, amount.end + 16);
    // "release any reimbursement over $300": a threshold, not a sum.
    const threshold = THRESHOLD_BEFORE.test(sentence.slice(Math.max(0, amount.start - 40), amount.start));
    // "reimburse your rental …, less the $50.00 refueling charge": a deduction, not a sum given.
    const deducted = DEDUCTED_BEFORE.test(sentence.slice(Math.max(0, amount.start - 30), amount.start));
    return (
      !threshold && !deducted && !RATE_AFTER.test(after) && !RATE_THEN_PRODUCT(sentence, amount) && !NAMED_AFTER.test(after) && !replaced(sentence, amount)
    );
  });
  const cues = offerCues(sentence);
  let next = 0;
  let latest: Cue | undefined;
  for (const [index, amount] of amounts.entries()) {
    // The cue that governs an amount is the last one ending before it, with no other amount in between.
    for (; next < cues.length && cues[next].start < amount.start; next += 1) if (cues[next].end <= amount.start) latest = cues[next];
    const previousEnd = index > 0 ? amounts[index - 1].end : -1;
    const cue = latest && latest.start > previousEnd && amount.start - latest.end <= 120 ? latest : undefined;
    if (cue?.meant) {
      const given = revised(sentence, amounts, index);
      return { ...given, how: given === amount ? 'offer-word-before' : 'revised-to' };
    }
    // "we cannot offer more than $150": the cap is the offer; "before I can cut the check… payments over $600" caps nothing.
    if (cue?.refused && CAP_BEFORE_AMOUNT.test(sentence.slice(cue.end, amount.start))) return { ...amount, how: 'cap-before' };
    if (cue || QUOTED_BEFORE.test(sentence.slice(Math.max(0, amount.start - 40), amount.start))) continue;
    // "forwarded me MBUSA's message about the $750 credit": an offer talked about, not made here.
    if (/\b(?:about|regarding|concerning)\s+(?:the|that|this|their|its)\s*$/i.test(sentence.slice(Math.max(0, amount.start - 30), amount.start))) continue;
    // No offer word before it: an amount can still be offered by what follows ("$200 goodwill check", "$75 toward the rental").
    const [before, after] = [lookBack(sentence, amount.start), sentence.slice(amount.end, amount.end + 60)];
    if (refused(before) || DEALER_CONDITION.test(before)) continue;
    if ((OFFER_AFTER_AMOUNT.test(after) && !/\bnot\b/i.test(after.slice(0, 20))) || TOWARD_AFTER.test(after)) return { ...amount, how: 'offer-word-after' };
    if (GIVEN_LABEL_BEFORE.test(before) && !OWED_BEFORE.test(before) && !OWED_AFTER.test(after)) return { ...amount, how: 'given-label' };
  }
  return undefined;
}

/** "his offer of $250, and I'm raising it to $400": a later figure the offer is raised or revised to replaces it. */
const REVISION_BEFORE = /\b(?:rais(?:e[ds]?|ing)|increas(?:e[ds]?|ing)|revis(?:e[ds]?|ing)|bump(?:s|ed|ing)?|go(?:es|ing)? up|went up)\b[^$]{0,30}\bto\s*$/i;

/** An amount the sentence says an offer was raised or revised to, said without an offer word of its own. */
function revisedTo(sentence: string): Amount | undefined {
  return amountsOf(sentence).find((amount) => REVISION_BEFORE.test(sentence.slice(Math.max(0, amount.start - 60), amount.start)));
}

function revised(sentence: string, amounts: Amount[], index: number): Amount {
  for (let later = amounts.length - 1; later > index; later -= 1) {
    if (REVISION_BEFORE.test(sentence.slice(Math.max(amounts[later - 1].end, amounts[later].start - 60), amounts[later].start))) return amounts[later];
  }
  return amounts[index];
}

// ——— What the offer adds up to ———

/** "two payments of $389", "three (3) monthly payments of $529.40", "dos pagos de 300 $": a count of items of that amount. */
const COUNT_OF_ITEMS_BEFORE =
  /\b([a-z]+|\d{1,2})(?:\s*\(\d{1,2}\))?\s+(?:(?:more|next|further|monthly|loan|lease|car|vehicle|of your|your|mensuales|de sus|de las|de tus|sus)\s+){0,3}(?:payments?|installments?|months?|pagos?|cuotas?|mensualidades)\s+(?:of|at|de)\s*$/i;
/** "your March and April loan payments ($702.15 each)": two named items, each of the amount. */
const EACH_AFTER = /^\s*(?:\$|d[oó]lares)?\s*\)?\s*(?:each|apiece|ea\b|c\/u|cada un[oa])\b/i;
/** "your next payment ($587.33) and the one after it": the item and the next one like it. */
const AND_THE_NEXT_AFTER =
  /^\s*\)?\s*,?\s*(?:and|as well as|plus)\s+the\s+(?:one|payment|installment|month)\s+(?:after|following)\s+(?:it|that)\b|^\s*\)?\s*,?\s*and\s+the\s+following\s+(?:one|payment|installment)\b/i;
const PAIR_OF_ITEMS_BEFORE =
  /\b(\w+(?:,\s*\w+){0,10},?\s+(?:and|y)\s+\w+|\w+)\s+(?:(?:monthly|months?'?|loan|lease|car)\s+){0,2}(?:payments?|installments?|pagos?|cuotas?|mensualidad(?:es)?)\b[^$]{0,50}$/i;
/** "sus mensualidades de mayo y junio, de $389.47 cada una", "the payments for May and June, $410 each": the items named after the word for them. */
const ITEMS_NAMED_AFTER =
  /\b(?:payments?|installments?|pagos?|cuotas?|mensualidad(?:es)?)\s+(?:de|for|of)\s+(\w+(?:,\s*\w+){0,10},?\s+(?:and|y)\s+\w+)\b[^$]{0,30}$/i;
/**
 * "three days of alternate transportation at $64.50 per day": a count of days at a daily rate. Led by the longest run it
 * can, so the count read is the one nearest the rate ("for 8 of those days, … 3 days' rental at $45/day"); it only ever
 * reads a window of 120 characters before the rate.
 */
const DAYS_AT_RATE = /^[^]*\b([a-z]+|\d{1,2})\s+(?:(?:more|additional|extra|full|rental)\s+)?(?:days?|días?)\b[^$.]{0,60}\b(?:at|a)\s*$/i;
/** "50% of", "25 percent of", "half of", "el 50 % de". */
const SHARE =
  /\b(?:(\d{1,3}(?:[.,]\d{1,2})?)\s?(?:%|percent|por ciento)|(half|la mitad|(?:one|a)[- ]third|two[- ]thirds|(?:one|a)[- ]quarter|three[- ]quarters|un tercio|una tercera parte|dos tercios|un cuarto|una cuarta parte))\s+(?:of|del?)\b/gi;
/** The share a word names: "half" 1/2, "one-third" 1/3, "three quarters" 3/4. */
const shareOf = (match: RegExpMatchArray): number => {
  if (!match[2]) return Number(match[1].replace(',', '.')) / 100;
  const words = match[2].toLowerCase();
  const [top, bottom] = /two|dos/.test(words)
    ? [2, 3]
    : /three/.test(words)
      ? [3, 4]
      : /third|terc/.test(words)
        ? [1, 3]
        : /quarter|cuart/.test(words)
          ? [1, 4]
          : [1, 2];
  return top / bottom;
};
/** A bill the share may be of: "the Hertz invoice ($1,126.90…)", "cuya factura fue de 1.318,70 $". */
const BILL_WORD_LIST = 'invoice|bill|receipt|total|paid|factura|recibo|cuenta';
const BILL_WORDS = new RegExp(`\\b(?:${BILL_WORD_LIST})\\b`, 'i');

function countBefore(text: string): number | undefined {
  const items = COUNT_OF_ITEMS_BEFORE.exec(text);
  if (items) return countOf(items[1]);
  return undefined;
}

/** An offered amount with what multiplies it: a count of payments, a count of days at a rate. */
export function composed(sentence: string, amount: Amount): number {
  const before = sentence.slice(Math.max(0, amount.start - 80), amount.start);
  const count = countBefore(before);
  if (count !== undefined && count > 1 && count <= 24) return roundCents(count * amount.value);
  if (AND_THE_NEXT_AFTER.test(sentence.slice(amount.end, amount.end + 50)) && /\b(?:payments?|installments?)\b/i.test(before.slice(-40)))
    return roundCents(2 * amount.value);
  if (EACH_AFTER.test(sentence.slice(amount.end, amount.end + 20))) {
    const pair = PAIR_OF_ITEMS_BEFORE.exec(sentence.slice(Math.max(0, amount.start - 80), amount.start));
    // "your April, May and June installments": one item a name; "two payments": the count.
    const named = ITEMS_NAMED_AFTER.exec(sentence.slice(Math.max(0, amount.start - 80), amount.start));
    if (named) return roundCents(named[1].split(/,\s*|\s+(?:and|y)\s+/i).filter(Boolean).length * amount.value);
    const items = pair ? (/\s(?:and|y)\s/i.test(pair[1]) ? pair[1].split(/,\s*|\s+(?:and|y)\s+/i).filter(Boolean).length : countOf(pair[1])) : undefined;
    if (items !== undefined && items > 1) return roundCents(items * amount.value);
  }
  return amount.value;
}

/** Between two amounts: the later one is given on top of the first ("$750 …, and on top of that we'll cover the $129.95"). */
const ADDITIVE =
  /\b(?:on top of (?:that|it|this)|plus|in addition|additionally|as well as|and also|we(?:'ll| will) also|i(?:'ll| will) also|added|(?:and|we(?:'ll| will)|i(?:'ll| will)|will(?: also)?) add|and (?:(?:(?:we|i|\w+) )?(?:will|can|shall) |(?:we|i)(?:'ll|’ll) )(?:also )?(?:reimburse|cover|pay|refund|include|issue|give|credit|knock|take|throw in|waive)|and\s+(?:[-•*]\s+)?(?:waive|cover|pay|reimburse|refund|comp|reverse|remove))\b/i;
/** After a later amount: what it is given as ("… 400.00 USD as a service credit"). */
const GIVEN_AS_AFTER = /^\s*(?:as|in the form of)\s+(?:a|an)\s+(?:[\w-]+\s+)?(?:credit|check|cheque|payment|refund|voucher|gift card)\b/i;
/** Between an earlier amount and the offered one: the earlier is given too ("1050 bucks …, by check, plus a $200 credit"). */
const ADDED_BEFORE = /^[^$]{0,60}\b(?:plus|as well as|along with|together with|and also)\b[^$]{0,20}$/i;
/** After the later amount: "and we'll refund the $100 deductible on top of it". */
const ADDITIVE_AFTER = /^[^.;$]{0,50}\b(?:on top of (?:that|it|this|the \w+)|in addition)\b/i;
/** Between the offered amount and a later one: something given free ("… and your service at no charge (normally $389)"). */
const FREE_BEFORE = /\b(?:at no (?:charge|cost)|free of charge|no charge|complimentary|free|on us|on the house)\b/i;
/** A later sentence that gives more: "We are also waiving the $95.00 diagnostic charge", "In addition, …". */
const ALSO_GIVEN = /\b(?:also|in addition|additionally|as well|on top of (?:that|this|it))\b/i;
/** The offer the reply says replaces every other: "which supersedes all prior offers", "this replaces our earlier offer". */
const SUPERSEDES = /\b(?:supersed\w*|replac\w*)\s+(?:all\s+|any\s+)?(?:our\s+|the\s+)?(?:prior|previous|earlier|other)\s+(?:offers?|figures?|proposals?)\b/i;
/** A total the reply states: "so $800 altogether", "for a total of $1,050". */
const STATED_TOTAL_BEFORE =
  /\b(?:total\s+(?:goodwill|offer|compensation|reimbursement|package)\s*:?|(?:the|a|your) total (?:stays|remains|is|comes to|will be|would be)(?: at)?|,\s*total(?: of)?:?|so|(?:so )?call it(?: roughly| about| around| approximately)?|so (?:roughly|about|around|approximately)|making it|(?:made|make) (?:you )?whole at|that(?:'s| is| makes| comes to)|comes to|bringing (?:it|that|the total|your total) to|for a (?:combined )?total of|in total|altogether)\s*$/i;
const STATED_TOTAL_AFTER = /^\s*(?:altogether|in total|in all|combined|all told|total value|in (?:total )?value|all in)\b/i;

/**
 * What a sentence gives besides its offered amount (the amounts added): later amounts after a word of addition, each offered
 * by a meant offer word or by what follows it ("and Bayview will cover the three days … at $45 a day" adds the days at the
 * rate); an earlier amount the offered one is added to ("1050 bucks …, plus a $200 credit").
 */
function addedTo(sentence: string, offered: Amount, claim: ClaimFigures = {}): Amount[] {
  const cues = offerCues(sentence).filter((cue) => cue.meant);
  const added: Amount[] = [];
  const amounts = amountsOf(sentence);
  const earlier = amounts.filter((amount) => amount.end <= offered.start).pop();
  if (
    earlier !== undefined &&
    ADDED_BEFORE.test(sentence.slice(earlier.end, offered.start)) &&
    earlier.value !== claim.ask_amount &&
    earlier.value !== claim.daily_rate &&
    !RATE_AFTER.test(sentence.slice(earlier.end, earlier.end + 16)) &&
    !NAMED_AFTER.test(sentence.slice(earlier.end, earlier.end + 16)) &&
    !QUOTED_BEFORE.test(sentence.slice(Math.max(0, earlier.start - 40), earlier.start)) &&
    !refused(lookBack(sentence, earlier.start)) &&
    !replaced(sentence, earlier)
  )
    added.push(earlier);
  for (const later of amounts) {
    if (later.start <= offered.end) continue;
    const between = sentence.slice(offered.end, later.start);
    const after = sentence.slice(later.end, later.end + 60);
    // "…, so $945 in value overall, with $675 in cash": past a total the sentence states, figures break it down.
    if (STATED_TOTAL_AFTER.test(after) || STATED_TOTAL_BEFORE.test(between)) break;
    // "two oil changes (those run $79.95 apiece …)": a unit price, counted when the reply counts it.
    if (/^\s*(?:apiece|a piece)\b/i.test(after)) continue;
    if (RATE_THEN_PRODUCT(sentence, later)) continue;
    // "we'll do your 20,000-mile service at no charge (it is normally $389 here)": a free service given at its stated price.
    if (
      FREE_BEFORE.test(between) &&
      /\b(?:normally|usually|regularly|retails? (?:for|at)|valued at|a value of|worth)\s*(?:about\s+|around\s+)?$/i.test(
        sentence.slice(Math.max(0, later.start - 30), later.start),
      ) &&
      !RATE_AFTER.test(after)
    ) {
      added.push(later);
      continue;
    }
    if (!(ADDITIVE.test(between) || ADDITIVE_AFTER.test(after))) continue;
    // A cue that starts between the two governs the later one, even when it spans it ("add … $175 to your account").
    const cued =
      cues.some((cue) => cue.start >= offered.end && cue.start < later.start) ||
      OFFER_AFTER_AMOUNT.test(after) ||
      TOWARD_AFTER.test(after) ||
      GIVEN_AS_AFTER.test(after);
    if (!cued) continue;
    if (RATE_AFTER.test(after)) {
      // "… will cover the three days you rented on your own, at $45 a day": the days at the rate are given.
      const days = DAYS_AT_RATE.exec(sentence.slice(Math.max(offered.end, later.start - 120), later.start));
      const count = days ? countOf(days[1]) : undefined;
      if (count !== undefined && count > 0) added.push({ ...later, value: roundCents(count * later.value) });
      continue;
    }
    added.push(later);
  }
  return added;
}

/**
 * Amounts after the offered one in its sentence that no rule explains: not a rate, not a cost or
 * the claim named as such, not quoted after a word for the owner's ask or a bill, not the claim's
 * ask or daily rate, not already counted in the offer, not a stated total or a difference.
 */
function looseAfter(sentence: string, offered: Amount, value: number, claim: ClaimFigures, added: Amount[]): number[] {
  const loose: number[] = [];
  for (const later of amountsOf(sentence)) {
    if (
      later.start <= offered.end ||
      added.some((amount) => amount.start === later.start) ||
      later.value === value ||
      later.value === claim.ask_amount ||
      later.value === claim.daily_rate
    )
      continue;
    const after = sentence.slice(later.end, later.end + 20);
    const before = sentence.slice(Math.max(0, later.start - 40), later.start);
    if (RATE_AFTER.test(after) || RATE_THEN_PRODUCT(sentence, later) || NAMED_AFTER.test(after) || QUOTED_BEFORE.test(before) || CAP_BEFORE_AMOUNT.test(before))
      continue;
    if (STATED_TOTAL_BEFORE.test(before) || STATED_TOTAL_AFTER.test(after) || /^\s*(?:less|more|short|under|over|below|above|off|than)\b/i.test(after))
      continue;
    if (REVISION_BEFORE.test(before) || /\b(?:of|from|out of)\s+(?:the|your)?\s*$/i.test(before)) continue;
    loose.push(later.value);
  }
  return loose;
}

const DAY_COUNT =
  /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|twenty|thirty)\s+(?:[a-z-]+\s+)?days?\b/gi;
/** Each count of days times each daily rate the reply names ("all 9 days", "$60 per day"). */
function daysTimesRate(sentences: string[]): number[] {
  const text = sentences.join(' ');
  const counts = [...text.matchAll(DAY_COUNT)].map((match) => countOf(match[1])).filter((count) => count !== undefined);
  const rates = amountsOf(text).filter((amount) => RATE_AFTER.test(text.slice(amount.end, amount.end + 16)));
  return counts.flatMap((count) => rates.map((rate) => roundCents(count * rate.value))).slice(0, 50);
}

/** What the reply works out it gives as one figure less another, if it does. */
function statedDifference(sentences: string[]): number | undefined {
  for (const sentence of sentences) {
    const difference = STATED_DIFFERENCE.exec(sentence);
    const [from, taken] = difference ? [amountsIn(difference[1])[0], amountsIn(difference[2])[0]] : [];
    if (from !== undefined && taken !== undefined && from > taken) return roundCents(from - taken);
  }
  return undefined;
}

/** The total the reply states for what it offers, if any. */
function statedTotal(sentences: string[]): number | undefined {
  for (const sentence of sentences) {
    for (const amount of amountsOf(sentence)) {
      const before = sentence.slice(Math.max(0, amount.start - 40), amount.start);
      if (/\b(?:invoice|bill|receipt|paid|cost|charges?|claim|request|ask)\b/i.test(before)) continue;
      const after = sentence.slice(amount.end, amount.end + 20);
      // "That's $780 less than you asked for": a difference, not a total.
      if (/^\s*(?:less|more|short|under|over|below|above|off|than)\b/i.test(after)) continue;
      if (STATED_TOTAL_BEFORE.test(before) || STATED_TOTAL_AFTER.test(after)) return amount.value;
    }
  }
  return undefined;
}

/** "make up the difference between the $40/day the contract allowed and the $105/day you actually paid": two daily rates. */
const RATE_DIFFERENCE = /\bdifference between\b/i;

/** The difference of two daily rates times the days the sentence counts ("for the same five days … between $40/day … and $105/day"). */
function rateDifference(sentence: string): number | undefined {
  if (!RATE_DIFFERENCE.test(sentence)) return undefined;
  const rates = amountsOf(sentence).filter((amount) => RATE_AFTER.test(sentence.slice(amount.end, amount.end + 16)));
  const days = [...sentence.matchAll(DAY_COUNT)].map((match) => countOf(match[1])).filter((count) => count !== undefined);
  if (rates.length !== 2 || days.length !== 1) return undefined;
  return roundCents(Math.abs(rates[1].value - rates[0].value) * days[0]);
}

/** An offer of N days at a daily rate, which offeredIn leaves out as a rate. */
function daysAtRate(sentence: string): Amount | undefined {
  if (!offerCues(sentence).some((cue) => cue.meant)) return undefined;
  for (const amount of amountsOf(sentence)) {
    if (!RATE_AFTER.test(sentence.slice(amount.end, amount.end + 16)) && !/^\s*(?:por|al) día\b/i.test(sentence.slice(amount.end, amount.end + 16))) continue;
    const days = DAYS_AT_RATE.exec(sentence.slice(Math.max(0, amount.start - 120), amount.start));
    const count = days ? countOf(days[1]) : undefined;
    if (count !== undefined && count > 0) return { ...amount, value: roundCents(count * amount.value) };
  }
  return undefined;
}

/** A share of a stated bill offered: "reimburse 50% of the rental invoice" (the invoice's figure named before), "25% of the $2,976.40". */
/** A share of what the owner asked, then its figure: "half of what you asked, $360" (the figure is the share, not the bill). */
const SHARE_OF_THE_ASK =
  /^\s*(?:what you (?:asked|requested|claimed|wanted)(?: for)?|your (?:request|ask|claim)(?: amount)?|the amount (?:you )?(?:requested|asked for|claimed))(?:\s+(?:ourselves|myself|itself|themselves|in full|then|now))?\s*(?:,|:|-|–|—)\s*$/i;

export function shareOfBill(sentences: string[], index: number): number | undefined {
  const sentence = sentences[index];
  if (!offerCues(sentence).some((cue) => cue.meant) && !/\b(?:reembols|pag|ofrec|cubr|devol|devuelv)\w*/i.test(sentence)) return undefined;
  for (const match of sentence.matchAll(SHARE)) {
    const share = shareOf(match);
    if (!(share > 0 && share <= 1)) continue;
    const after = sentence.slice(match.index + match[0].length);
    // The bill's figure right after the share; read whole, so a figure cut at the window's edge is not misread.
    // … or, further on, the figure of the bill named between ("50% of the charges on the Hertz invoice you submitted ($2,418.60)").
    const right = amountsOf(after).find(
      (amount) => amount.start < 40 || (amount.start < 100 && BILL_WORDS.test(after.slice(0, amount.start)) && /\(\s*$/.test(after.slice(0, amount.start))),
    );
    // "50% of your rental cost, i.e. $175.50", "half of what you asked, $360": the figure given is the share itself.
    if (right && /\b(?:i\.?e\.?|that is|which is|which comes to|or)\b|=/i.test(after.slice(0, right.start))) return right.value;
    if (right && SHARE_OF_THE_ASK.test(after.slice(0, right.start))) return right.value;
    if (right) return roundCents(share * right.value);
    // The bill named earlier: the latest amount beside a word for one, in this sentence or those before.
    for (let at = index; at >= 0; at -= 1) {
      const text = at === index ? sentence.slice(0, match.index) : sentences[at];
      const bills = amountsOf(text).filter((amount) => BILL_WORDS.test(text.slice(Math.max(0, amount.start - 60), amount.end + 30)));
      if (bills.length > 0) return roundCents(share * bills[bills.length - 1].value);
    }
  }
  return undefined;
}

const SHARE_THEN_APPOSED_FIGURE = /\b\d{1,3}(?:[.,]\d+)?\s?%\s+of\s+(?:the|your)\s+[a-z][\w -]{0,40}?,\s*\$\s?[\d,]+(?:\.\d{2})?/i;

/** The figures of a sentence with a share of a bill other than the bill, the share itself, the claim's ask or rate, a rate or a cost named. */
function figuresBesideShare(sentence: string, share: number, claim: ClaimFigures): number[] {
  const fractions = [...sentence.matchAll(SHARE)].map(shareOf);
  return amountsOf(sentence)
    .filter((amount) => amount.value !== share && amount.value !== claim.ask_amount && amount.value !== claim.daily_rate)
    .filter((amount) => !fractions.some((fraction) => roundCents(fraction * amount.value) === share))
    .filter((amount) => !RATE_AFTER.test(sentence.slice(amount.end, amount.end + 16)))
    .map((amount) => amount.value);
}

/** What the claim says, when the reply is read for one: the ask and the daily rate are never the offer when quoted back. */
export interface ClaimFigures {
  ask_amount?: number | null;
  daily_rate?: number | null;
}

export interface AmountReading {
  amount: number | null;
  confidence: number;
  /** The amounts that compete when unsure. */
  candidates: number[];
  /** The rule that decided it. */
  rule: RuleId;
}

/**
 * The dollars offered, or null for an offer of something else (a free service, a credit without a
 * figure). Sure when one reading stands; when the reply offers different figures in different
 * places, or offers the ask itself without saying "in full", the owner picks.
 */
export function offeredAmountReading(sentences: string[], claim: ClaimFigures = {}): AmountReading {
  const offers: number[] = [];
  const offeredSentences: { sentence: string; value: number }[] = [];
  /** The rule that placed each offer, beside it. */
  const rules: RuleId[] = [];
  /** Amounts after an offered one in its sentence that nothing explains: the offer may be more than the first. */
  const loose: number[] = [];
  let composedOffer = false;
  for (const [index, sentence] of sentences.entries()) {
    // "What I can do: - 8 days of the rental at your $59/day rate - we'll reverse the $129.95 …": the items add up.
    const listed = listedOffer(sentences, index);
    if (listed !== undefined) {
      offers.push(listed);
      offeredSentences.push({ sentence, value: listed });
      rules.push('amount:listed-items');
      composedOffer = true;
      continue;
    }
    const share = shareOfBill(sentences, index);
    if (share !== undefined) {
      offers.push(share);
      rules.push('amount:share-of-bill');
      composedOffer = true;
      // "40% of your bill ($1,562.30) …, and I'll refund the $189 fee": a figure beside the share that is not its bill may be given too.
      loose.push(...figuresBesideShare(sentence, share, claim));
      // "final at 80% of the rental invoice, $1,139.85": the figure after a comma may be the bill or the share itself: asked.
      const apposed = SHARE_THEN_APPOSED_FIGURE.exec(sentence);
      if (apposed)
        loose.push(
          ...amountsOf(apposed[0])
            .map((amount) => amount.value)
            .filter((value) => value !== share),
        );
      continue;
    }
    const difference = rateDifference(sentence);
    if (difference !== undefined && offerCues(sentence).some((cue) => cue.meant)) {
      offers.push(difference);
      offeredSentences.push({ sentence, value: difference });
      rules.push('amount:rate-difference-for-days');
      composedOffer = true;
      continue;
    }
    const atRate = daysAtRate(sentence);
    const offered = offeredIn(sentence);
    if (offered === undefined && atRate !== undefined) {
      offers.push(atRate.value);
      rules.push('amount:days-at-rate');
      composedOffer = true;
      continue;
    }
    if (offered === undefined) {
      // "Our letter offered $150. … the board has increased the amount to $330": the new figure replaces the earlier offers.
      const raised = offers.length > 0 ? revisedTo(sentence) : undefined;
      if (raised !== undefined) {
        offers.splice(0, offers.length, raised.value);
        rules.splice(0, rules.length, 'amount:raised-in-later-sentence');
        loose.length = 0;
      }
      continue;
    }
    const added = addedTo(sentence, offered, claim);
    // "we'll pay 3 days' rental at $45/day and add a $100 service credit": the days at the rate are given too.
    if (
      atRate !== undefined &&
      atRate.end <= offered.start &&
      ADDITIVE.test(sentence.slice(atRate.end, offered.start)) &&
      !added.some((amount) => amount.start === atRate.start)
    )
      added.push(atRate);
    const value = roundCents(added.reduce((sum, amount) => sum + amount.value, composed(sentence, offered)));
    composedOffer ||= value !== offered.value;
    offers.push(value);
    offeredSentences.push({ sentence, value });
    rules.push(added.length > 0 ? 'amount:added-up' : value !== offered.value ? 'amount:items-counted' : `amount:${offered.how}`);
    loose.push(...looseAfter(sentence, offered, value, claim, added));
  }
  const distinct = [...new Set(offers)];
  // "…and I've added $200 on top of it, so $800 altogether": a total the reply states is the offer.
  // "… reimburse your rental for all eight days, less the $50.00 refueling charge. That's your $422.00 minus $50.00.": the difference.
  const difference = offerIn(sentences) !== 'none' ? statedDifference(sentences) : undefined;
  if (difference !== undefined && distinct.every((value) => value === difference))
    return { amount: difference, confidence: 0.92, candidates: [], rule: 'amount:stated-difference' };
  const total = statedTotal(sentences);
  if (total !== undefined && distinct.length > 0 && total >= Math.max(...distinct))
    return { amount: total, confidence: 0.92, candidates: [], rule: 'amount:stated-total' };
  // "approved rental reimbursement for all 9 days, … at $60 per day … That comes to $540": a total that is the days times the rate.
  if (total !== undefined && distinct.length === 0 && daysTimesRate(sentences).includes(total))
    return { amount: total, confidence: 0.92, candidates: [], rule: 'amount:stated-total-of-days-at-rate' };
  // "$600.00 reimbursement … We are also waiving the $95.00 diagnostic charge": each later offer said to be given as well adds up.
  if (
    distinct.length > 1 &&
    offeredSentences.length === offers.length &&
    offeredSentences.slice(1).every((entry) => ALSO_GIVEN.test(entry.sentence) && !REVISION_BEFORE.test(entry.sentence) && !SUPERSEDES.test(entry.sentence))
  )
    return { amount: roundCents(offers.reduce((sum, value) => sum + value, 0)), confidence: 0.92, candidates: [], rule: 'amount:added-across-sentences' };
  if (distinct.length === 1) {
    const [amount] = distinct;
    // "the full $869 less the one day … ($79), so $790": what is left once the part is taken off, as the reply works it out.
    if (total !== undefined && total < amount && offeredSentences.some((entry) => /\b(?:less|minus)\b/i.test(entry.sentence)))
      return { amount: total, confidence: 0.92, candidates: [], rule: 'amount:full-less-a-part' };
    // The ask or the daily rate offered back without "in full" may be the claim quoted: ask.
    const echo = amount === claim.ask_amount || amount === claim.daily_rate;
    if (echo && !sentences.some((sentence) => FULL_AMOUNT.test(sentence)))
      return { amount: null, confidence: 0.6, candidates: [amount], rule: 'amount:claim-figure-offered' };
    // "$750 for the days, and the $129.95 waiver…": a second figure beside the offer that no rule places makes the sum a rival reading.
    const others = [...new Set(loose)].filter((value) => value !== amount);
    // "$1,000.00: $600.00 from Audi and $400.00 from the dealership": figures that add up to the offer are its parts.
    if (others.length > 1 && roundCents(others.reduce((sum, value) => sum + value, 0)) === amount)
      return { amount, confidence: 0.92, candidates: [], rule: 'amount:parts-add-up' };
    if (others.length > 0)
      return {
        amount: null,
        confidence: 0.7,
        candidates: [amount, roundCents(others.reduce((sum, value) => sum + value, amount)), ...others].slice(0, 4),
        rule: 'amount:loose-figures-beside',
      };
    // The offer said once, or said again alike: the rule that placed it first.
    return { amount, confidence: composedOffer ? 0.92 : 0.95, candidates: [], rule: rules[offers.indexOf(amount)] };
  }
  if (distinct.length > 1) {
    // "… $1,500.00, which supersedes all prior offers": the offer the reply says replaces the others.
    const superseding = offeredSentences.filter((entry) => SUPERSEDES.test(entry.sentence));
    if (superseding.length === 1 && distinct.includes(superseding[0].value))
      return { amount: superseding[0].value, confidence: 0.92, candidates: [], rule: 'amount:supersedes-prior' };
    return { amount: null, confidence: 0.6, candidates: distinct, rule: 'amount:several-offers' };
  }
  // "We will reimburse the full amount": the amount claimed, from the claim or as the reply quotes it.
  const full = sentences.find((sentence) => FULL_AMOUNT.test(sentence) && offerIn([sentence]) !== 'none');
  if (full !== undefined) {
    // "the full $869 less the one day you chose not to take our loaner ($79), so $790": the full amount less a part, worked out.
    if (/\b(?:less|minus)\b/i.test(full)) {
      const worked = total ?? statedDifference(sentences);
      return worked !== undefined
        ? { amount: worked, confidence: 0.92, candidates: [], rule: 'amount:full-less-a-part' }
        : { amount: null, confidence: 0.6, candidates: amountsIn(full).slice(0, 4), rule: 'amount:full-less-a-part-unstated' };
    }
    // "We'll cover the Enterprise bill in full, whatever it came to": a bill paid in full whose figure the reply does not give is an
    // offer without a value, not the owner's ask.
    const billInFull = /\b(?:bill|invoice|receipt|rental|charges?|costs?)\s+in full\b/i.test(full) && !/\b(?:request|claim|ask)\b/i.test(full);
    if (billInFull && amountsOf(full).length === 0) {
      const figureUnknown = /\bwhatever (?:it|they|that) (?:came|comes|come|was|is|were|are|cost)\b/i.test(full);
      return { amount: null, confidence: figureUnknown ? 0.92 : 0.8, candidates: [], rule: 'amount:bill-in-full-without-figure' };
    }
    const quoted = claimedAmount(sentences);
    const amount = claim.ask_amount ?? quoted ?? amountsIn(full)[0] ?? null;
    if (amount === null) return { amount: null, confidence: 0.9, candidates: [], rule: 'amount:full-without-figure' };
    return { amount, confidence: claim.ask_amount || quoted !== undefined ? 0.93 : 0.85, candidates: [amount], rule: 'amount:full-amount' };
  }
  return unplacedAmounts(sentences, claim);
}

/** A figure of two to five digits that is no date, time, percentage, count of days or part of a phone number, or a sum in words. */
const FIGURE_UNREAD =
  /(?<![\d.,:/$-])\b\d{2,5}(?:[.,]\d{2})?\b(?![.,:/-]?\d|\s?(?:%|am\b|pm\b|a\.m|p\.m|days?\b|d[ií]as\b|hours?\b|horas\b|weeks?\b|semanas\b|months?\b|meses\b|miles?\b|millas\b|km\b))|\b(?:hundred|thousand|cien|cientos?|mil)\b/i;

/**
 * An offer in which no amount was found to be the one offered: sure there is none only when the
 * reply names no amount but the claim's own; otherwise the amounts it names are the candidates.
 */
const ASK_GIVEN_BEFORE =
  /\b(?:to|pay|cover|reimburse|refund)\s+(?:the|your|all|all of the)\s+(?:full|whole|entire)\s*$|\b(?:the|your)\s+(?:full|whole|entire)\s*$/i;

/** "2 days of rental", "three more days' rental": days given without a rate. */
const DAYS_OF_RENTAL =
  /\b(\d{1,2}|[a-z]+)\s+(?:more\s+|additional\s+|full\s+|extra\s+)?days?(?:'|’)?\s+(?:of\s+|worth\s+of\s+)?(?:the\s+|a\s+|your\s+)?rental\b/i;

export function unplacedAmounts(sentences: string[], claim: ClaimFigures): AmountReading {
  const named = [...new Set(sentences.flatMap((sentence) => amountsOf(sentence).map((amount) => amount.value)))].filter(
    (value) => value !== claim.ask_amount && value !== claim.daily_rate,
  );
  // "bumped it to the full $398": the claim's own figure, said as what is now given.
  const askGiven = sentences.some((sentence) =>
    amountsOf(sentence).some(
      (amount) => amount.value === claim.ask_amount && ASK_GIVEN_BEFORE.test(sentence.slice(Math.max(0, amount.start - 30), amount.start)),
    ),
  );
  if (named.length === 0 && askGiven && typeof claim.ask_amount === 'number')
    return { amount: null, confidence: 0.6, candidates: [claim.ask_amount], rule: 'amount:claim-figure-offered' };
  // "we can do 2 days of rental reimb": days without a rate are worth the claim's daily rate, if that is what is meant: asked.
  const days = named.length === 0 ? DAYS_OF_RENTAL.exec(sentences.join(' ')) : null;
  const count = days ? countOf(days[1]) : undefined;
  if (count !== undefined && count > 0)
    return typeof claim.daily_rate === 'number'
      ? { amount: null, confidence: 0.6, candidates: [roundCents(count * claim.daily_rate)], rule: 'amount:days-at-the-claims-rate' }
      : { amount: null, confidence: 0.8, candidates: [], rule: 'amount:days-without-a-rate' };
  return named.length === 0
    ? // A figure or a sum in words no money rule reads ("mil doscientos en cheque", "4 x 49.75 = 199"): not sure there is none.
      FIGURE_UNREAD.test(sentences.join(' '))
      ? { amount: null, confidence: 0.8, candidates: [], rule: 'amount:no-money-read-beside-figures' }
      : { amount: null, confidence: 0.92, candidates: [], rule: 'amount:no-figure-named' }
    : { amount: null, confidence: 0.6, candidates: named.slice(0, 4), rule: 'amount:figures-unplaced' };
}

/** Words that say what a figure is when it is not money given: a bill, a deductible, a price, a rate. */
const NOT_GIVEN_WORDS = new RegExp(
  `\\b(?:${BILL_WORD_LIST}|billed|charged?|cost|costs|price|balance|deductible|per day|a day|daily|monthly payment|deducible|diari[oa]s?|al día|por día)\\b`,
  'i',
);

/**
 * Money the reply names that is neither the owner's ask nor the daily rate nor said to be a bill, a
 * price, a deductible or a rate (within a few words of it): money that may be given.
 */
export function moneyMaybeGiven(sentences: string[], claim: ClaimFigures): number[] {
  return sentences.flatMap((sentence) =>
    amountsOf(sentence)
      .filter((amount) => amount.value !== claim.ask_amount && amount.value !== claim.daily_rate)
      .filter((amount) => !NOT_GIVEN_WORDS.test(sentence.slice(Math.max(0, amount.start - 30), amount.end + 20)))
      .map((amount) => amount.value),
  );
}

/** The amount of the claim as the reply quotes it back: "your request for $570". */
function claimedAmount(sentences: string[]): number | undefined {
  for (const sentence of sentences) {
    const quoted = amountsOf(sentence).find((amount) => CLAIM_BEFORE.test(sentence.slice(Math.max(0, amount.start - 40), amount.start)));
    if (quoted) return quoted.value;
  }
  return undefined;
}

// ——— Refusals, requests, appointments, acknowledgements ———

const REFUSAL_VERB =
  /\b(?:offer(?:ed|ing)?|provid(?:e|ed|ing)|approv(?:e|ed|al|ing)|honou?r(?:ed|ing)?|accommodat(?:e|ed|ing)|reimburs(?:e|ed|ing|ement)|compensat(?:e|ed|ing|ion)|cover(?:ed|ing)?|assist(?:ance|ing)?|help(?:ing)?|grant(?:ed|ing)?|pay(?:ing)?|paid|payments?|contribut(?:e|ed|ing)|extend(?:ed|ing)?|issu(?:e|ed|ing)|refund(?:ed|ing)?|add(?: anything| more)?|do anything|make an exception)\b/gi;
const DENIAL = [
  // "you declined a loaner": the owner declining something is no refusal of the dealer's.
  /(?<!\b(?:you|you've|you have|you had|owner|customer|they|he|she)\s)\b(?:declin(?:e|es|ed|ing)|den(?:y|ies|ied|ying)|reject(?:s|ed|ing)?|turn(?:s|ed)? down)\b/i,
  /\bnot (?:eligible|entitled|covered|responsible|liable|payable)\b/i,
  /\b(?:does|do|did) not (?:qualify|meet)\b/i,
  /\bno (?:further |additional )?(?:compensation|reimbursement|goodwill|payment|credit)\b/i,
  /\boutside (?:of )?(?:the )?(?:scope|terms|limits|guidelines|warranty|policy|coverage)\b/i,
  /\bno (?:basis|grounds) for\b|\b(?:voted|ruled|decided) against\b/i,
  /\b(?:no further action(?!\s+(?:is|will be)\s+(?:required|needed|necessary)|\s+(?:on your part|from you))|shot (?:it|this) down|nothing (?:more |else |further )?(?:i|we) can do)\b/i,
  /\bregret to (?:inform|advise|tell)\b/i,
  /\b(?:decision|this) is final\b/i,
  /\bnot something (?:we|our policy)\b/i,
  // "…, and I'm afraid the store can't either": a refusal that joins one named before.
  /\b(?:can't|cannot|can not|won't|will not)\s+either\b/i,
  /\b(?:matter|file|case) (?:is )?(?:closed|resolved)\b/i,
  /\bour position (?:on this )?(?:has not|hasn't) changed\b/i,
  /\bnot (?:warranted|justified|appropriate|possible)\b/i,
  /\b(?:responsibility of the (?:owner|customer)|your responsibility|customer[- ]pay|(?:answer|response|decision)(?: from [\w ]{1,30})? (?:is|was)(?: a)?(?: hard| firm)? no|came back with (?:a )?(?:hard |firm )?no|without (?:payment|compensation|reimbursement))\b/i,
];

/** A refusal under a condition is none: "if…", "unless…", "they'll reject it without receipts". */
const CONDITION =
  /\b(?:if|unless|otherwise|should you)\b|\bwithout (?:(?:the|your|any|a|an|those|these|copies of|proof of)\s+){0,2}(?:receipts?|documents?|documentation|proof|paperwork|invoices?|records?|copies|agreement|contract|statements?)\b/i;

/** A weaker refusal, read only when nothing is asked or proposed: a "not" or "no" close before a word about money or the claim. */
const REFUSAL_OBJECT = /\b(?:goodwill|reimburs\w*|compensat\w*|pay(?:ing|ment)?|paid|cover(?:ed|ing)?|refund\w*|rental|claim|request|costs?|expenses?)\b/gi;

function refusesWeaklyIn(sentence: string): boolean {
  if (CONDITION.test(sentence) || /\bnot yet\b|\b(?:not|n't) (?:received|have|got)\b|\bno (?:cost|charge|word)\b/i.test(sentence)) return false;
  for (const match of sentence.matchAll(REFUSAL_OBJECT)) {
    if (
      wordsOf(sentence.slice(Math.max(0, match.index - 40), match.index))
        .slice(-5)
        .some((word) => NEGATORS.has(word))
    )
      return true;
  }
  return false;
}

/** A refusal: a refused offer word ("we are unable to reimburse"), or a word of refusal not under a condition. */
/** A refusal to give more than something already named: "unable to provide additional compensation", "nothing beyond what the dealer offered". */
const MORE_THAN_NAMED = /\b(?:additional|further|in addition to|on top of|beyond|more than|any more|anything more|anything else)\b/i;
/** Read up to a "but": "we can't reimburse the rental, but we will add an additional year of coverage" refuses nothing more. */
function refusesMore(sentence: string): boolean {
  const refusal = sentence.split(/\b(?:but|however|instead)\b/i)[0];
  return MORE_THAN_NAMED.test(refusal) && refusesIn(refusal);
}

/** "so you won't be paying for a rental this time": the owner spared a cost, not a refusal of the dealer's. */
const OWNER_NOT_PAYING =
  /\byou\s+(?:won'?t|will not|wouldn'?t|would not|don'?t|do not|shouldn'?t|should not|aren'?t|are not)\s+(?:be\s+|have\s+to\s+|need\s+to\s+)?$/i;
/** "I can't do anything on the downtime side myself, … but I've forwarded your email": a refusal of one's own part beside the claim passed on. */
const OWN_PART_ONLY = /\b(?:myself|personally|on my (?:end|side)|at my level)\b/i;
const PASSED_ON =
  /\b(?:forward(?:ed|ing)|pass(?:ed|ing) (?:it |this |your \w+ )?(?:on|along)?\s*to|sent (?:it|this|your \w+) (?:on )?to|escalat\w+|hand(?:ed|ing) (?:it|this) (?:over )?to)\b/i;

export function refusesIn(sentence: string): boolean {
  // "so we're not paying twice for the same days": a reason for asking, not a refusal.
  if (/\b(?:not|never|n't) (?:be )?pa(?:y|ying|id) (?:for (?:it |them |the same \w+ )?)?twice\b/i.test(sentence)) return false;
  if (OWN_PART_ONLY.test(sentence) && PASSED_ON.test(sentence)) return false;
  if (CONDITION.test(sentence) && !/\bif you (?:would like to appeal|wish to appeal|have any questions)/i.test(sentence)) return false;
  for (const match of sentence.matchAll(REFUSAL_VERB)) {
    const before = lookBack(sentence, match.index);
    if (/^pay(?:ing)?$/i.test(match[0]) && OWNER_NOT_PAYING.test(before)) continue;
    // "the $1,225 isn't something I can approve over email": not refused, only not by mail.
    if (
      /^\s*(?:it\s+|that\s+|this\s+)?(?:over|by|via|through) (?:e-?mail|the phone|phone|text)\b/i.test(
        sentence.slice(match.index + match[0].length, match.index + match[0].length + 30),
      )
    )
      continue;
    if (refused(before)) return true;
  }
  return DENIAL.some((pattern) => pattern.test(sentence));
}

const DOCUMENT =
  /\b(?:cop(?:y|ies)|receipts?|invoices?|repair orders?|documents?|documentation|records?|proof|statements?|information|details|photos?|pictures?|pics?|vin|mileage|odometer|registration|form|agreement|contract|bank|address|paperwork|title|estimate|dates?|numbers?|bills?|signatures?|card|reports?|contract)\b/i;
const REQUEST = [
  /\b(?:(?:can|could) u let (?:me|us) know|please|pls|plz|kindly|could you|can you|could u|can u|would you(?: mind)?|would you be able to|(?:we|i) need you to|you(?:'ll| will) need to|(?:we )?ask(?: that)? you(?: to)?|if you (?:can|could))\s+(?:[\w-]+\s+){0,2}(?:send|sending|provide|forward|submit|attach|e-?mail|mail|scan|share|upload|fax|include|reply with|complete|fill|sign|return|furnish|advise|indicate|describe|list|supply|produce|put together|resend|reply(?: to (?:this|that|the|my|our) (?:message|e-?mail|letter|note))? with|confirm|clarify|explain|specify|verify|tell us|tell me|let us know|let me know|get|show|dm|message|text)\b/i,
  /\b(?:one more thing|a couple (?:more|of) things|a few (?:more )?things)\b/i,
  // "we still need ur ok on the estimate": the owner's decision asked for.
  /\bneed (?:ur|your) (?:ok|okay|approval|go-ahead|authori[sz]ation)\b/i,
  /\b(?:can|could|may) (?:i|we) (?:get|have|see|ask for)\b|\b(?:is|are) missing\b/i,
  /\bwithout (?:the |your |a |an |any |copies of |proof of )/i,
  /\b(?:we|i)(?:'ll|'d| will| would)?\s+(?:need|require|are missing|were unable to locate|could not find|did not receive|have not received|haven't received)\b/i,
  /\b(?:they|he|she)(?:'ll| will)?\s+(?:need|needs|require|requires)\s+(?:[\w-]+\s+){0,2}from you\b/i,
  /\b(?:need|needs|require|still (?:don't|do not|haven't|have not) (?:have|got|received|seen))\s+(?:it|them|those|these|the|your|a|an|copies)\b/i,
  /\b(?:additional|more|further|missing|a few more)\s+(?:information|documentation|details|documents|records)\b/i,
  /\b(?:has|have) asked for\b/i,
  /\b(?:i|we)(?:'d| would) like to see\b|\bget (?:them|it|those|these|the [\w-]+) (?:over )?to (?:me|us|my|our)\b/i,
  /\bmissing from your\b/i,
];

/** A question about the facts of the claim: "Which dates was the car out of service?", "Do you have the receipts?". */
const FACT_QUESTION =
  /^(?:[\w .]{1,30}(?:[,:]|\s[-–]))?\s*(?:and\s+)?(?:can you tell me\s+)?(?:which|what|when|where|who|how many|how much|how long|did|do|does|were|was|is|are|have|has|had|could you (?:clarify|confirm|explain|tell)|can you (?:clarify|confirm|explain|tell))\b(?![^?]{0,60}\b(?:questions?|works?|time|day|available|convenient|free|we do|anything else|helpful|satisf\w*|experience|rate)\b)[^?]{0,200}\?$/i;

/**
 * A request for documents or details: an asking phrase, with what is wanted named in the sentence
 * or, for "them", in the one before ("We need the receipts. Please mail them."), not under "if we need…".
 */
const REFERENCE_NUMBER_ASKED =
  /\b(?:include|quote|reference|use|keep|mention|refer to)\s+(?:this|the|your|our)\s+(?:reference|case|ticket|claim|file)\s+(?:number|#|no\.?|id)\b[^.?!]{0,60}\b(?:future|further|all|any)\b/i;

function requestsIn(sentence: string, index: number, sentences: string[]): boolean {
  // "if we need…", "will contact you if additional information is needed": papers that may be asked for later, not asked now.
  if (
    /\b(?:if|should|when)\s+(?:we\s+(?:need|require)\b|(?:any\s+|additional\s+|more\s+|further\s+){1,2}(?:information|documents?|documentation|details)\s+(?:is|are)\s+(?:needed|required)\b)/i.test(
      sentence,
    )
  )
    return false;
  if (FACT_QUESTION.test(sentence)) return true;
  if (!REQUEST.some((pattern) => pattern.test(sentence))) return false;
  // "Please include the reference number in any future correspondence": a habit asked for, not a paper.
  if (REFERENCE_NUMBER_ASKED.test(sentence)) return false;
  const previous = sentences[index - 1] ?? '';
  return (
    DOCUMENT.test(sentence) ||
    /\bthe following\b[^.?!]{0,20}:\s*$/i.test(sentence) ||
    // "Before the request can be reviewed, please provide:", "he needs 2 things from you: 1." over a list of papers.
    (/:\s*(?:\d{1,2}[.)]|[-•*])?\s*$/.test(sentence) && DOCUMENT.test(sentences[index + 1] ?? '')) ||
    (/\b(?:them|those|these|it|both)\b/i.test(sentence) && DOCUMENT.test(previous) && !/\b(?:if|should|when)\s+we\b/i.test(previous))
  );
}

const SCHEDULING = [
  /\b(?:schedule|reschedule|set up|book|arrange|reserved?|hold)\s+(?:a |an |the |your )?(?:\w+\s+)?(?:appointment|time|meeting|call|inspection|visit|slot|date)\b/i,
  /\b(?<!\b(?:so (?:that )?(?:we|i|they|\w+) can|in order to|to be able to|for (?:\w+ ){1,2}to) )(?:inspect|evaluate|examine|road test|test drive|drive|diagnose|take a look at|look at|looked at)\s+it\b|\b(?:inspect|evaluate|examine|road test|test drive|drive|diagnose|take a look at|look at|looked at|see|check)\s+(?:the|your)\s+(?:vehicle|car|truck|suv|van|transmission|engine|noise|concern)\b/i,
  /\binspection\b(?!\s+(?:report|results?|records?))|\bto schedule\b|\bschedule (?:at|a|an|your|it)\b/i,
  /\b(?:inspect|evaluate|examine|road test|test drive|diagnose)\s+(?:the|your)\s+(?!claim|request|file|paperwork|documents|receipts|history|records)/i,
  /\b(?:diagnostic|vehicle|technical|physical)\s+(?:inspection|evaluation)\b|\b(?:inspection|evaluation) of (?:the|your)\b/i,
  /\b(?:bring|drop)\s+(?:it|the\s+(?!check|payment|form|paperwork)\w+|your\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:in|off|by)\b|\bleave (?:it|the car|the vehicle|your [\w-]+) (?:with us|here|overnight)\b|\b(?:bring|drop) it off\b|\bdrop(?:ping)? (?:it |the car |the vehicle )?off\b/i,
  /\bcall (?:him|her|me|us)\b[^.?!]{0,60}\bwhen (?:u|you) (?:get|have) a (?:min|minute|sec|second|chance)\b/i,
  /\b(?:are|is) you available\b|\byour availability\b|\bwould you be available\b/i,
  /\bwhat (?:day|time|times|days) (?:works|would work|is convenient|suits)\b|\bwhich (?:one |day |date |time )?(?:works better|works for you|you prefer|do you prefer)\b|\bavailable (?:dates|times|days|slots)\b|\bdoes that (?:time |day )?work\b|\bwhen would be a good time\b|\bconvenient time\b|\btimes? that works?\b|\bworks for (?:you|your schedule)\b/i,
  /\b(?:openings?|slots?)\s+(?:on|this|next|at|tomorrow|for you)\b/i,
  /\bmeet (?:with )?(?:you|him|her|us)\b|\bset up a meeting\b|\bin[- ]person\b/i,
  /\b(?:have|get) (?:it|the car|the vehicle|your [\w-]+) (?:here|in|over)\b|\bwill be (?:at|in) (?:our|the) (?:store|shop|dealership|facility)\b/i,
  /\b(?:ride (?:along|with)|hear the noise|(?:when )?are you free|set up a call|a call with|sit down with|(?:your|the) week look like|good time to (?:call|talk|meet)|phone (?:call|conversation)|give you a call|talk (?:by|over the) phone|(?:got|have|put) you down|booked you|see you then|(?:will be|is) here (?:on|tomorrow|this|next|mon|tue|wed|thu|fri|sat)|(?:review|evaluation|inspection|look) of the (?:vehicle|car)|(?:vehicle|car) can be (?:made )?available|dates when|pencil you in|get you (?:in|on the schedule)|on the calendar)\b/i,
  /\b(?:an|any|have|has|some)\s+openings?\b|\b(?:swing|stop|drop|pop|come)\s+(?:by|in)\b/i,
  /\b(?:have a|a short|a quick|a brief) (?:call|chat|meeting) with you\b|\b(?:following )?times? (?:open|available)\b|\bthe (?:one|time|slot) that works best\b|\bsuits? you\?|\bpencil(?:l)?ed (?:you )?in\b/i,
  // "Would Monday 3/9 at 8 AM or Tuesday 3/10 at 1 PM work for you?": a time proposed and asked about.
  /\b(?:would|does|do|will|could)\s+(?:[^?!]{0,40}\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|[^?!]{0,40}\b\d{1,2}(?::\d{2})?\s*(?:a\.?m\b|p\.?m\b)|[^?!]{0,40}\b(?:tomorrow|morning|afternoon)\b)[^?!]{0,60}\bwork\b(?:\s+(?:for|with)\s+(?:you|your schedule))?[^?!]{0,40}\?/i,
];

const ACKNOWLEDGEMENT = [
  /\b(?:we|i)(?:'ve| have)?\s+(?:received|got)\s+(?:your|the)\b|^received\b|\b(?:release|form|paperwork|documents?|receipts?|w-?9|acceptance|signed copy)\s+received\b/i,
  // "got ur msg, checking w the GM rep", "will txt u back": a note typed on a phone.
  /\b(?:got|rcvd|recvd)\s+(?:ur|yr|your)\s+(?:signed\s+)?(?:msg|message|txt|text|email|e-mail|note|letter|vm|voicemail|reply|form|paperwork|docs|release)\b|\b(?:passing|walking|taking|running)\s+(?:it|this|them)\s+(?:over\s+|on\s+|along\s+)?to\b|\bcheck(?:ing)?\s+w(?:\/|ith)?\s+(?:the|my|our)\b|\b(?:txt|text|call|get back to|hit)\s+(?:u|ya)\s+(?:back|later)\b/i,
  /\b(?:confirm(?:ing)? receipt|receipt of your|acknowledg\w*)\b/i,
  /\b(?:under review|reviewing|being reviewed|will review|for review|looking into|will look into|investigating|forwarded|passed (?:it|this|your \w+) (?:on |along )?to|(?:sent|submitted|referred|handed|shared)(?:\s+\S+){0,3}\s+(?:on |along |up |over )?(?:to|with)|in the queue|being (?:handled|processed)|(?:is )?pending|escalated|under consideration|being considered|(?:will be|is being|has been) (?:reviewed|documented|logged|recorded)|will receive a (?:written )?response|has your (?:file|claim|request|paperwork)|looking at (?:it|your)|no word|still waiting|chasing|following up|(?:i've|i have|we've|we have) got it|putting (?:the|your) \w+ together|push (?:it|this) through|(?:got|have) everything (?:i|we) need|run (?:this|it) (?:by|past)|present (?:it|this|your \w+) to|gathering|put (?:it|this) in front of|take a look|circle back|take it from here|put in (?:the|a|your) (?:request|claim)|update you|once i have an answer|check(?:ing)? with|is (?:now )?with (?:our|the|\w+ services?)|(?:under|with) reference|(?:were|was|have been|has been) received|passed (?:on |along )?to|passed (?:it|this|your \w+) along\b|status:?\s+(?:is\s+)?(?:in review|under review|pending|open|received))\b/i,
  /\b(?:get back to you|be in touch|contact you|reach out to you|respond (?:to you )?(?:shortly|soon|when|within|as soon as)|will respond|let you know|follow up|keep you (?:posted|updated|informed)|(?:get|give|send) you an? (?:answer|response|update|decision)|you(?:'ll| will) (?:have|get|receive) (?:a|an|our) (?:decision|answer|response|reply)|an answer for you|expect (?:to have |to hear |to receive )?(?:an?|our|their) (?:response|answer|decision|reply|update)|decisions? (?:usually |typically |generally )?takes?|hear from us|as soon as (?:i|we) (?:hear|know|have))\b/i,
  /\b(?:case|ticket|reference|request|claim|file)\s*(?:number|#|no\.?|id)|\b(?:logged|assigned (?:to|a))\b/i,
  /\b(?:(?:ticket|case|request|claim)\s+(?:has been |was |is )?(?:created|opened|submitted|logged|received)|(?:a|an|one of our)\s+(?:specialist|representative|agent|advisor|member of our team|case manager)s?\s+will\s+(?:reach out|contact|follow up|get back|review|call))\b/i,
  /\b(?:on file|we have your (?:claim|request|letter)|decision will (?:follow|be made)|opened a case|looping in)\b/i,
  // "Sofia … already has your case … She'll be your point of contact from here": the claim is with someone who will answer it.
  /\b(?:already )?has your (?:case|file|claim|request)\b|\b(?:will|'ll) be your (?:point of contact|contact person|case manager)\b/i,
  /\ballow\s+(?:up to\s+|about\s+)?\d/i,
  // "I'll let Ross know", "Forwarding to Victor now", "ill make sure he sees this", a ticket's "Status changed", "im giving it to my mgr".
  /\b(?:giving|handing|taking) (?:it|this|that) to (?:my|our|the) (?:mgr|manager|gm|boss|director|supervisor)\b|\b(?:i'll|ill|i will|will)\s+let\s+(?!(?:you|u|ya|me|us)\b)\w+\s+know\b|\bforwarding\s+(?:it|this|to|your|now)\b|\bmake sure (?:he|she|they|\w+) (?:sees?|gets?|reads?) (?:this|it)\b|\bstatus (?:changed|updated)\b/i,
  /(?:^|[.!]\s*)(?:i'm |we're |i am |we are )?on it\b|\b(?:i|we)(?:'ll| will) (?:call|ring|phone) you\b(?!\s+to\s+(?:set|schedule|arrange|book))/i,
];

/** Mail about something else: a recall, a part, a survey, thanks. */
const NOT_ABOUT_THE_CLAIM =
  /\b(?:open recall|recall (?:notice|campaign|repair)|in stock|kind words|survey|service specials?|brochure|coupon|save \d+%|haven't been in)\b/i;

/** Auto-replies and redirections: nobody has read the claim yet. */
const AWAY =
  /\b(?:(?:i am|i'm|i will be)\s+(?:currently\s+)?(?:out of (?:the )?office|away|on (?:vacation|leave|pto))|(?:respond|reply|answer|get back to you)\s+(?:\w+\s+){0,3}(?:when|once|upon)\s+(?:i|we)\s+(?:return|get back|am back|are back)|upon my return|automatic reply|auto[-\s]?reply|(?:i'?m|i am)\s+(?:off|out)\s+(?:until|till|til)\b|\bout of (?:the )?office\b|closed today|no longer with|(?:mailbox|inbox|address) is not monitored|by mistake|in error|please (?:disregard|ignore))\b/i;

/** A system's note that nobody reads its address. */
const NO_REPLY_NOTE = /\b(?:this |the )?(?:mailbox|inbox|address|e-?mail address) is not monitored\b/i;
const NO_REPLY_NOTES = new RegExp(NO_REPLY_NOTE.source, 'gi');
/** A receipt said in so many words: "we received your request", "Request Received", "your ticket has been created". */
const RECEIPT_CONFIRMED =
  /\b(?:we|i)(?:'ve| have)?\s+received\s+your\s+(?:request|claim|message|e-?mail|inquiry|case)\b|\b(?:request|claim|case|ticket|inquiry|enquiry|message|concern)(?:\s*\(#?\w+\))?\s+(?:has been |was |is )?(?:received|created|opened|logged)\b|\byour case number is\b/i;

/** A virtual assistant introducing itself: "I'm Genie, the Genesis virtual assistant", "Soy KIAra, la asistente virtual". */
export const VIRTUAL_ASSISTANT =
  /\b(?:i'?m|i am|soy)\s+[\p{L}\d-]+,?\s+(?:the|your|a|an|la|el|tu|su)\s+(?:[\p{L}-]+\s+){0,3}(?:virtual|digital|automated|ai)\s+(?:assistant|agent)\b|\b(?:asistente|agente)\s+(?:virtual|digital)\b/iu;

/**
 * A chatbot's menu of keywords: "Reply SERVICE to book an appointment", "type AGENT", "Escribe CITA para agendar". Such a
 * reply is a machine's and says nothing about the claim, whatever its menu offers (a text platform's "Reply STOP" under a
 * person's note is no menu, nor is "Responda SÍ para confirmar" under an appointment's reminder).
 */
export const BOT_MENU =
  /\b(?:[Rr]eply|[Tt]ext|[Tt]ype|[Ss]end|[Pp]ress|[Ee]scrib[ea]|[Rr]espond[ae]|[Ee]nv[ií][ae])\s+["“'«]?(?!(?:STOP|HELP|UNSUBSCRIBE|ALTO|BAJA|AYUDA|YES|NO|SI|SÍ|CONFIRM|CONFIRMAR|OK)["”'»]?\s)[A-ZÁÉÍÓÚÑ]{2,}["”'»]?\s+(?:to|for|or|during|anytime|para|o|y)\b/u;

/** What the reply means, how surely, and the reading it competes with when unsure. */
export interface IntentReading {
  intent: AiIntent;
  confidence: number;
  rival?: AiIntent;
  /** The rule that decided it. */
  rule: RuleId;
}

/** The claim sent on to someone who decides, with an answer promised: "submitted it to BMW NA's goodwill team … I'll let you know". */
const PASSED_ON_FOR_DECISION =
  /\b(?:submitted|forwarded|sent|escalated|passed)\b[^.]{0,60}\b(?:goodwill|review|recommendation|district|region|regional|manufacturer)\b[^]{0,200}\b(?:let you know|get back to you|as soon as (?:i|we) hear|once (?:i|we) hear)\b/i;

/** An offer called the last one: "its final position; there will be no further offer" refuses only a further one, its own. */
const FINAL_OFFER = /\b(?:final (?:position|offer|figure|number|word)|best and final|last offer)\b/i;

/** The English rules, in the conventions' order: an offer, a denial, a meeting, a request, a receipt, anything else. */
export function englishIntent(sentences: string[]): IntentReading {
  const text = sentences.join(' ');
  const offer = offerIn(sentences);
  const refuses = sentences.some(refusesIn);
  // Money only named as a thing given ("a $400 credit"), with no offer word of the dealer's, beside a refusal or a meeting
  // proposed: it may be someone else's or an earlier offer ("any arrangement the dealer made with you (a $400 credit)", "the
  // $300 credit extended to you on April 4"). Two readings compete: asked.
  if (offer === 'named' && (refuses || MEETING_PROPOSED.test(text)))
    return { intent: 'offer', confidence: 0.8, rival: refuses ? 'denial' : 'scheduling', rule: 'intent:en-money-named-beside-refusal-or-meeting' };
  if (offer === 'firm' || offer === 'named')
    // "… will not be providing compensation in addition to the dealer's offer of $750": the money named may be someone
    // else's offer, reported beside a refusal to add to it. Asked, between an offer and a denial.
    return sentences.some(refusesMore) && !FINAL_OFFER.test(text)
      ? { intent: 'offer', confidence: 0.8, rival: 'denial', rule: 'intent:en-offer-beside-refusal-of-more' }
      : { intent: 'offer', confidence: 0.95, rule: 'intent:en-offer-firm' };
  // A chatbot's keyword menu: a machine answering, not the claim's answer (unless it confirms the claim was received).
  // A virtual assistant that neither files the claim nor asks for anything ("I can help you with: • Schedule Service …").
  const assistantOnly =
    VIRTUAL_ASSISTANT.test(text) &&
    !ACKNOWLEDGEMENT.some((pattern) => pattern.test(text)) &&
    !sentences.some((sentence, index) => requestsIn(sentence, index, sentences));
  if ((BOT_MENU.test(text) || assistantOnly) && !RECEIPT_CONFIRMED.test(text))
    // A bot that answers with times to book may be proposing a meeting: asked.
    return /\b(?:next available|available (?:times|slots|appointments)|open (?:times|slots)|openings)\b/i.test(text)
      ? { intent: 'other', confidence: 0.8, rival: 'scheduling', rule: 'intent:en-bot-menu-with-times' }
      : { intent: 'other', confidence: 0.92, rival: 'acknowledgement', rule: 'intent:en-bot-menu' };
  // "the tank was not covered … I've submitted it to BMW's goodwill team with my recommendation; I'll let you know": a refusal of
  // part of a repair beside the claim sent on for a decision. Asked, between the two.
  if (refuses && offer === 'none' && PASSED_ON_FOR_DECISION.test(text))
    return { intent: 'denial', confidence: 0.8, rival: 'acknowledgement', rule: 'intent:en-refusal-beside-passed-on' };
  if (refuses)
    return offer === 'vague'
      ? { intent: 'denial', confidence: 0.9, rival: 'offer', rule: 'intent:en-refusal-over-vague-offer' }
      : { intent: 'denial', confidence: 0.93, rival: 'offer', rule: 'intent:en-refusal' };
  if (offer === 'vague') return { intent: 'offer', confidence: 0.9, rival: 'acknowledgement', rule: 'intent:en-offer-vague' };
  // "This mailbox is not monitored" under a ticket's receipt is the ticket system's acknowledgement, not an absence.
  const away = AWAY.test(text.replace(NO_REPLY_NOTES, ''));
  if (away || (NO_REPLY_NOTE.test(text) && !RECEIPT_CONFIRMED.test(text))) return { intent: 'other', confidence: 0.95, rule: 'intent:en-away' };
  // A survey's comments taken up as a case ("we've opened reference 1-22… so a specialist can review them") may be the claim's receipt: asked.
  if (NOT_ABOUT_THE_CLAIM.test(text))
    return RECEIPT_CONFIRMED.test(text) || /\bopened (?:a |an )?(?:reference|case|ticket|file)\b/i.test(text)
      ? { intent: 'other', confidence: 0.8, rival: 'acknowledgement', rule: 'intent:en-not-about-claim-but-case-opened' }
      : { intent: 'other', confidence: 0.92, rival: 'acknowledgement', rule: 'intent:en-not-about-claim' };
  const requests = sentences.filter((sentence, index) => requestsIn(sentence, index, sentences)).length;
  const meetings = sentences.filter((sentence) => SCHEDULING.some((pattern) => pattern.test(sentence)));
  // A visit already arranged ("as the dealer arranged with you") is not proposed: papers asked for ahead of it are the point.
  const scheduling = requests > 0 && meetings.every((sentence) => ALREADY_ARRANGED.test(sentence)) ? 0 : meetings.length;
  // A meeting proposed is the point even when papers are asked for too ("bring the receipts along"); papers asked for ahead of a
  // visit already booked ("you're already booked … email those beforehand, while the car is on the lift") are the point.
  if (MEETING_PROPOSED.test(text) && !(requests > 0 && ALREADY_ARRANGED.test(text)))
    return { intent: 'scheduling', confidence: 0.92, rule: 'intent:en-meeting-proposed' };
  // Papers asked for along with a meeting leave the meeting the point: a tie is scheduling.
  if (scheduling > 0 && scheduling >= requests)
    return requests === 0
      ? { intent: 'scheduling', confidence: 0.92, rival: 'request_for_information', rule: 'intent:en-meeting' }
      : { intent: 'scheduling', confidence: 0.85, rival: 'request_for_information', rule: 'intent:en-meeting-and-request' };
  if (requests > 0)
    return scheduling === 0
      ? { intent: 'request_for_information', confidence: 0.93, rival: 'scheduling', rule: 'intent:en-request' }
      : { intent: 'request_for_information', confidence: 0.8, rival: 'scheduling', rule: 'intent:en-request-and-meeting' };
  if (ACKNOWLEDGEMENT.some((pattern) => pattern.test(text))) return { intent: 'acknowledgement', confidence: 0.92, rule: 'intent:en-acknowledgement' };
  if (sentences.some(refusesWeaklyIn)) return { intent: 'denial', confidence: 0.75, rival: 'other', rule: 'intent:en-weak-refusal' };
  // No rule read anything: a reply about something else (a bounce, a chatbot, a sales note) may be plainly other. But on voices
  // the rules had not seen, most such replies were acknowledgements, meetings or offers in words no rule knows (13 of 16
  // answered "other" were wrong), and nearly all of those named a time or money: those are asked, other first.
  if (CLAIM_WORDS.test(text)) return { intent: 'other', confidence: 0.6, rival: 'acknowledgement', rule: 'intent:en-no-rule-claim-words' };
  // A note that names money or a time ("by end of next week", "tmrw", "five business days"), or says next to nothing,
  // is about something: asked.
  if (text.trim().length < 20 || amountsOf(text).length > 0 || BARE_CENTS.test(text) || TIME_TALK.test(text))
    return { intent: 'other', confidence: 0.7, rival: 'acknowledgement', rule: 'intent:en-no-rule-names-time-or-money' };
  return /\?/.test(text)
    ? { intent: 'other', confidence: 0.85, rival: 'acknowledgement', rule: 'intent:en-no-rule-question' }
    : { intent: 'other', confidence: 0.9, rival: 'acknowledgement', rule: 'intent:en-no-rule' };
}

/** A figure with cents and no currency sign, as a note typed on a phone writes money ("the 78.25 so 156.50"). */
const BARE_CENTS = /\b\d{1,5}\.\d{2}\b/;

/** A time a person writes about: a weekday, tomorrow, a date, a span of business days, the end of a week. */
const TIME_TALK =
  /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tmrw|tonight|(?:next|this) week|end of (?:the )?(?:day|week|month)|business days?|\d{1,2}\/\d{1,2}|(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{1,2})\b/i;

/** Words of a claim's correspondence: a reply no rule reads that uses them is about the claim, in words the rules do not know. */
const CLAIM_WORDS =
  /\$|\b(?:claim|request|goodwill|compensat\w*|reimburs\w*|loaner|rental|offer\w*|refund|credit|payment|downtime|decision|review\w*|answer|case|department|letter|appeal|charge|inconvenience|escalat\w*|rout(?:ed|ing))\b/i;

const ALREADY_ARRANGED =
  /\b(?:as (?:[\w']+ ){0,4}(?:arranged|scheduled|agreed|discussed|planned)|already (?:scheduled|arranged|booked|set up)|(?:is|are) (?:already )?(?:scheduled|booked|confirmed) for)\b/i;

/** A meeting, call or inspection asked for: the reply's main point whatever else it asks. */
const MEETING_PROPOSED =
  /\b(?:(?:i|we)(?:'d| would) like to (?:inspect|see|look at|examine|drive|road test) (?:the|your) (?:vehicle|car|truck|suv|van)\b[^.?!]{0,80}\bon\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|(?:let me|let's|let us|i'd like to|i would like to) (?:buy|take) you (?:to )?(?:lunch|coffee|breakfast|dinner)|(?:sort|talk|work|go over) (?:this|it|things|everything) (?:out )?in person|(?:like|want|invite you) to (?:meet|speak|talk)|meet with (?:our|the|you)|(?:could|can|would) you meet|meet (?:me|us) (?:there|at|on|in)|speak with you|your availability|are you available|can you (?:drop|bring|swing by|stop by|come by|come in)|drop the car off|on the lift|field engineer is|sit down with|go over (?:everything|it|the \w+) (?:in person|with)|would you be available|what does your week look like|technical (?:review|inspection) of the vehicle|(?:reserved|booked) (?:a slot|you)|(?:reserved|booked|set aside|are holding) (?:[\w,:]+ ){1,6}for you\b|road test the vehicle with you|what (?:days?|times?|dates?) (?:are|is|would be|works?) (?:good |best |convenient )?for you)\b/i;

const POSITIVE = /\b(?:happy|pleased|glad|delighted|appreciate|approved|value you|valued customer|gladly|good news|resolve this|make this right)\b/i;
const NEGATIVE =
  /\b(?:unfortunately|regret|unable|cannot|can't|denied|decline|not (?:eligible|responsible|covered)|disappointed|no compensation|final decision)\b/i;

/** An offer that only regrets ("unfortunately this is our final offer") reads as neither glad nor hostile. */
const REGRETFUL = /\b(?:unfortunately|regret\w*|disappointed|final decision|take it or leave it)\b/i;

export function sentimentOf(intent: AiIntent, text: string): AiSentiment {
  if (intent === 'offer') return REGRETFUL.test(text) && !POSITIVE.test(text) ? 'other' : 'positive';
  if (intent === 'denial') return 'negative';
  if (POSITIVE.test(text) && !NEGATIVE.test(text)) return 'positive';
  if (NEGATIVE.test(text) && !POSITIVE.test(text)) return 'negative';
  return 'other';
}

// ——— Summary and next actions ———

/** What the dealer asks for, in their words: the object of "please send …" or "we need …". */
function requestedItems(text: string): string | undefined {
  const match =
    /\b(?:please|kindly|could you|can you|would you)(?: please)? (?:send|provide|forward|submit|attach|email|e-mail|share|upload|fax|include)(?: us| me)?(?: with)? ([^.?!\n]{3,160})/i.exec(
      text,
    ) ?? /\b(?:we|i)(?:'ll| will)? (?:need|require)(?: to see| to review)? ([^.?!\n]{3,160})/i.exec(text);
  return match?.[1]?.replace(/\s+(?:so that|so we|in order|to help|before|and we will).*$/i, '').trim();
}

function dueText(days: number | null): string {
  if (days === null) return '';
  if (days === 0) return ' They expect an answer today.';
  return ` They give a deadline of ${days} calendar ${days === 1 ? 'day' : 'days'}.`;
}

export function summaryOf(intent: AiIntent, text: string, offered: number | null, due: number | null): string {
  switch (intent) {
    case 'offer':
      return `The dealer makes an offer${offered === null ? '' : ` of ${formatMoney(offered)}`} to settle the claim.${dueText(due)}`;
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

export function nextActionsOf(intent: AiIntent, text: string, offered: number | null, due: number | null, status: ClaimStatus | null): string[] {
  const by = due === null ? '' : ` within ${due} ${due === 1 ? 'day' : 'days'}`;
  const record = status === 'Sent' ? ['Record the response on the claim (status Response)'] : [];
  switch (intent) {
    case 'offer':
      return [
        ...record,
        `Compare the offer${offered === null ? '' : ` of ${formatMoney(offered)}`} with the amount you asked for`,
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
