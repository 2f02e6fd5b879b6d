import type { OfferAlternative, OfferKind } from '@dct/contracts';
import { moneyIn, type Money } from './reply-amounts';

/**
 * What an offer is, once the reading has found it: cash, or a credit spent only at the dealer
 * ("$200 off the next service", "a $150 service credit", a voucher); and an offer of one thing or
 * another ("$200 off the next service, or a $100 check") as its alternatives. This never decides
 * whether the reply offers or which amount is the offer: reply-triage does.
 */

/** Right after an amount: "$200 off", "$150 in service credit", "$100 store credit". */
const CREDIT_AFTER =
  /^\s*(?:off\b|(?:in\s+)?(?:service|store|shop|parts|account|dealer|loyalty|maintenance|accessor(?:y|ies))\s+credit|(?:in\s+)?credit\s+(?:toward|towards|on|for|against|at)\b|voucher|gift\s+card|gift\s+certificate|coupon|discount|de\s+descuento|en\s+cr[eé]dito)/i;
/** Anywhere in the amount's own part of the sentence. */
const CREDIT_WORDS =
  /\b(?:(?:service|store|shop|parts|account|maintenance|loyalty)\s+credit|credit\s+(?:toward|towards|on|for|against)\s+(?:your\s+|the\s+|a\s+)?(?:next|future|service|parts|repair|maintenance|purchase|visit|accessor\w*)|voucher|gift\s+(?:card|certificate)|coupon|discount|(?:toward|towards|off)\s+(?:your\s+|the\s+|a\s+)?(?:next|future)\s+(?:service|visit|repair|purchase|oil)|descuento|vale\s+de|cr[eé]dito\s+(?:de|en|para)\s+(?:servicio|su\s+pr[oó]xim|el\s+pr[oó]xim))\b/i;
/** Between two amounts, what makes them one thing or another ("o sea", "or so" say the same again, or roughly: no choice). */
const OR = String.raw`\b(?:or(?!\s+so\b)|o(?!\s+sea\b)|u)\b`;
const EITHER_OR = new RegExp(String.raw`^[^.;:!?]{0,80}?${OR}[^.;:!?]{0,80}$`, 'i');
const OR_WORD = new RegExp(OR, 'gi');
/** Between two amounts: the second says the first again, or sums it up. */
const RESTATED = /\b(?:o\s+sea|es\s+decir|that\s+is|i\.e\.|so\s+that'?s|which\s+(?:is|comes\s+to|makes))\b/i;
/** Right after an amount: it is a total. */
const TOTAL_AFTER = /^\s*(?:en\s+total|in\s+total|total\b|altogether|all\s+in)/i;

/** The part of the sentence that speaks of this amount: from the last "or" before it to the first "or" after it, within its neighbours. */
function ownPart(sentence: string, amounts: Money[], index: number): { before: string; after: string } {
  const amount = amounts[index];
  const before = sentence.slice(index > 0 ? amounts[index - 1].end : 0, amount.start);
  const after = sentence.slice(amount.end, index + 1 < amounts.length ? amounts[index + 1].start : sentence.length);
  const lastOr = [...before.matchAll(OR_WORD)].pop();
  const firstOr = after.search(OR_WORD);
  return { before: lastOr ? before.slice(lastOr.index + lastOr[0].length) : before, after: firstOr >= 0 ? after.slice(0, firstOr) : after };
}

function kindIn(sentence: string, amounts: Money[], index: number): OfferKind {
  const { before, after } = ownPart(sentence, amounts, index);
  return CREDIT_AFTER.test(after) || CREDIT_WORDS.test(`${before} ${after}`) ? 'credit' : 'cash';
}

/** Amounts joined by "or" in one sentence, each with its kind; empty when there are fewer than two. */
function alternativesIn(sentence: string): OfferAlternative[] {
  const amounts = moneyIn(sentence);
  let run: number[] = [];
  for (let index = 0; index < amounts.length; index += 1) {
    const between = index > 0 ? sentence.slice(amounts[index - 1].end, amounts[index].start) : '';
    // "… $150 de crédito para servicio o accesorios, o sea $762.84 en total": the later figure sums up, it is no choice.
    const sumsUp = RESTATED.test(between) || TOTAL_AFTER.test(sentence.slice(amounts[index].end, amounts[index].end + 16));
    const joined = index > 0 && EITHER_OR.test(between) && !sumsUp;
    if (joined) run.push(index);
    else if (run.length >= 2) break;
    else run = [index];
  }
  if (run.length < 2) return [];
  return run.map((index) => ({ amount: amounts[index].value, kind: kindIn(sentence, amounts, index) }));
}

export interface OfferTerms {
  offer_kind: OfferKind | null;
  offer_alternatives: OfferAlternative[];
}

/**
 * The kind of the amount offered (or of the amounts it could be, when it is asked about) and the
 * alternatives of the sentence that offers it. An amount not written as such in the reply (items
 * added up: "two payments of $389") is cash unless its sentence speaks of a credit.
 */
export function offerTerms(sentences: string[], offered: number | null, candidates: number[]): OfferTerms {
  const named = offered !== null ? [offered] : candidates;
  if (named.length === 0) return { offer_kind: null, offer_alternatives: [] };
  let offer_kind: OfferKind | null = null;
  let offer_alternatives: OfferAlternative[] = [];
  for (const sentence of sentences) {
    const amounts = moneyIn(sentence);
    if (offer_alternatives.length === 0) {
      const alternatives = alternativesIn(sentence);
      if (alternatives.some((alternative) => named.includes(alternative.amount))) offer_alternatives = alternatives;
    }
    if (offer_kind === null && offered !== null) {
      const index = amounts.findIndex((amount) => amount.value === offered);
      if (index >= 0) offer_kind = kindIn(sentence, amounts, index);
    }
  }
  if (offered !== null && offer_kind === null) offer_kind = sentences.some((sentence) => CREDIT_WORDS.test(sentence)) ? 'credit' : 'cash';
  return { offer_kind, offer_alternatives };
}
