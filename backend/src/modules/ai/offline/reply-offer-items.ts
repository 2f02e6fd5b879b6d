import { countOf, moneyIn, roundCents, type Money } from './reply-amounts';

/**
 * An offer given item by item: a list or a table under a line that announces what is given ("What I
 * can do:", "Here's what we're doing for you.", "Nuestra propuesta es la siguiente:"), each item a
 * sum or a count of days at a rate. The offer is what the items add up to; the reply does not total
 * them itself. Read in English and Spanish alike.
 */

/** The line that announces the items: the dealer says what it does or proposes. */
const OFFER_HEADER =
  /\b(?:what (?:i|we) (?:can|could|will|are going to|'re going to|'ll|am able to|are able to) (?:do|offer)|here(?:'s| is) (?:what|how) (?:we|i)(?:'re| are| will|'ll| can| am)? ?(?:do(?:ing)?|offer(?:ing)?|propos\w*|approv\w*)|(?:our|my) (?:offer|proposal|proposed resolution|resolution)\b[^.]{0,30}:|we (?:can|will|would like to|are able to|are prepared to) offer(?: you)?(?: the following)?\s*:|(?:nuestra|mi) (?:propuesta|oferta)|(?:le|te) (?:ofrecemos|podemos ofrecer|proponemos)|lo que (?:podemos|puedo) (?:hacer|ofrecer))/i;

/** Where a bulleted or numbered item starts. */
const BULLET = /(?:^|\s)(?:[-•*▪·]|\d{1,2}[.)])\s+(?=\S)/g;
/** A daily rate: "$59/day", "$140/day", "$70 diarios", "$55 por día". */
const DAILY_AFTER = /^\s*(?:\/\s*(?:day|d[ií]a)|per day|a day|each day|daily|diari[oa]s?|por d[ií]a|al d[ií]a)\b/i;
/** A count of days before the rate, the one nearest it: "8 days of the rental at your", "5 días de renta a", "quince (15) días a razón de". */
const DAYS_BEFORE = /^[^]*\b([a-záéíóúñ]+|\d{1,2})(?:\s*\(\d{1,2}\))?\s+(?:(?:more|additional|extra|full|rental|down)\s+)?(?:days?|d[ií]as)\b[^$.;]{0,50}$/i;
/** A figure named as a cost, not given: "($500 deductible)", "$1,284 invoice". */
const COST_NAMED_AFTER = /^\s*(?:deductible|invoice|bill|receipt|balance|claim|deducible|factura)\b/i;
/** A refused item: "not covered", "no se cubre". */
const REFUSED_ITEM = /\b(?:not (?:covered|included|reimbursable|eligible|payable)|excluded|denied|declined|no (?:se )?cubre|no (?:está )?incluid[oa])\b/i;

/** A count of days times a daily rate the text names, or undefined. */
export function daysAtDailyRate(text: string): Money | undefined {
  for (const money of moneyIn(text)) {
    if (!DAILY_AFTER.test(text.slice(money.end, money.end + 16))) continue;
    const days = DAYS_BEFORE.exec(text.slice(Math.max(0, money.start - 90), money.start));
    const count = days ? countOf(days[1].toLowerCase()) : undefined;
    if (count !== undefined && count > 0 && count <= 60) return { ...money, value: roundCents(count * money.value) };
  }
  return undefined;
}

/** What one item gives: its one figure that is no rate, or its days at a rate; undefined when unclear. */
function itemValue(item: string): number | undefined {
  const figures = moneyIn(item).filter(
    (money) => !DAILY_AFTER.test(item.slice(money.end, money.end + 16)) && !COST_NAMED_AFTER.test(item.slice(money.end, money.end + 24)),
  );
  if (figures.length === 1) return figures[0].value;
  if (figures.length > 1) return Number.NaN;
  return daysAtDailyRate(item)?.value;
}

/** The items of a list or a table, or none when the sentence holds fewer than two. */
function itemsOf(sentence: string): { head: string; items: string[] } {
  if ((sentence.match(/\|/g) ?? []).length >= 4) {
    const rows = sentence.split(/\|\s+\|/).map((row) => row.replace(/^\s*\|?|\|?\s*$/g, ''));
    return { head: '', items: rows.filter((row) => !/^[\s|:-]*$/.test(row)) };
  }
  const starts = [...sentence.matchAll(BULLET)].map((match) => match.index);
  if (starts.length < 2) return { head: sentence, items: [] };
  const items = starts.map((start, index) => sentence.slice(start, starts[index + 1] ?? sentence.length));
  return { head: sentence.slice(0, starts[0]), items };
}

/**
 * The sum a list of items offers, when sentence `index` is such a list under a line that announces the
 * offer (in the sentence before the first item, or one of the two sentences before); undefined when the
 * sentence is no such list or an item names two figures (the reading sentence by sentence decides then).
 */
export function listedOffer(sentences: string[], index: number): number | undefined {
  const { head, items } = itemsOf(sentences[index]);
  if (items.length < 2) return undefined;
  const announced = [head, sentences[index - 1] ?? '', sentences[index - 2] ?? ''].some((line) => OFFER_HEADER.test(line));
  if (!announced) return undefined;
  let total = 0;
  let valued = 0;
  for (const item of items) {
    const value = itemValue(item);
    if (value === undefined || value === 0) continue;
    if (REFUSED_ITEM.test(item)) continue;
    if (Number.isNaN(value)) return undefined;
    total += value;
    valued += 1;
  }
  return valued >= 2 ? roundCents(total) : undefined;
}
