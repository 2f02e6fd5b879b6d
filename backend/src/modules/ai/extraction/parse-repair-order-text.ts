import { findDates, type FoundDate } from './repair-order-dates';
import { formatDay, type RepairOrderField, type RepairOrderQuestion } from '@dct/contracts';
import type { RepairOrderReading } from './repair-order-reading';

/**
 * Reads a repair order's text — from a PDF's text layer or from OCR — into the fields an owner
 * needs: no model, just the labels repair orders use. Lines keep their layout: a run of three or
 * more spaces is a column gap, so "Date In   11/10/2025   Date Out   11/14/2025" is two cells
 * on one line. Each field records how it was found: read beside its label, or guessed; the
 * confidence says so.
 */

type Found<T> = { value: T; sure: boolean } | null;

/** The one date of a visit that lasted a day ("Service date", "Date of service"): the date in, and the date out when no label names another. */
const SAME_DAY_LABEL = String.raw`service\s*date|date\s*of\s*service|visit\s*date`;
const SAME_DAY = new RegExp(String.raw`^(?:${SAME_DAY_LABEL})$`, 'i');
/** A bare "In" or "Out" standing alone in its cell, before a colon or a gap ("In   11/1/23 @ 8:55a"). */
const cellAlone = (word: string) => String.raw`${word}(?<=(?:^\s{0,2}|\s{3})${word})(?=\s*:|\s{3})`;
const DATE_IN_LABEL = String.raw`date\s*(?:(?:&|and|/)\s*time\s*)?(?:in|opened|received|arrived)|(?:ro\s*)?opened(?:\s*(?:on|date))?|open\s*date|ro\s*open(?=\s*:|\s{2,})|arrived(?!\s*(?:tow\s*)?yard)(?:\s*on)?|arrival(?:\s*date)?|received(?:\s*(?:on|date))?(?!\s+(?:vehicle|my\s+vehicle|the\s+above|and))|check(?:ed)?[-\s]?in(?:\s*date)?|in\s*date|drop(?:ped)?[-\s]?off(?:\s*(?:on|date))?|time\s*in|vehicle\s*in|service\s*in(?![-\w])|brought\s*in(?:\s*on)?|came\s*in(?:\s*on)?|write[-\s]?up(?:\s*date)?(?=\s*:|\s{2})|fecha\s*de\s*(?:entrada|ingreso|recepci[oó]n|recibo)|recibid[oa](?=\s*:|\s{2,})|entr[óo]\s*al\s*taller|date\s*d['’]arriv[ée]e|arriv[ée]e(?=\s*:|\s{2,})|re[çc]u\s*le|${SAME_DAY_LABEL}|${cellAlone('in')}`;
const DATE_OUT_LABEL = String.raw`date\s*(?:(?:&|and|/)\s*time\s*)?(?:out|closed|completed|ready|released|finished|delivered)|closed(?:\s*(?:on|date))?|close\s*date|ro\s*close(?=\s*:|\s{2,})|completed(?:\s*on)?|completion(?:\s*date)?|ready(?:\s*(?:date|on))?(?:\s*for\s*pick[-\s]?up)?|released(?!\s*from\s*(?:the\s*)?(?:yard|storage|impound))(?:\s*on)?|picked\s*up(?:\s*on)?|pick[-\s]?up\s*date|out\s*date|check(?:ed)?[-\s]?out(?:\s*date)?|delivered(?:\s*on)?|finished(?:\s*on)?|time\s*out|vehicle\s*out|service\s*out(?![-\w])|returned(?:\s*to\s*customer)?(?:\s*on)?|(?:service|work|job|repairs?)\s*complete|fecha\s*de\s*(?:salida|entrega|terminaci[oó]n)|terminad[oa](?=\s*:|\s{2,})|listo\s*para\s*entrega|fin\s*des\s*travaux|travaux\s*termin[ée]s(?:\s*le)?|termin[ée]\s*le|date\s*de\s*(?:sortie|fin)|${cellAlone('out')}`;
/** Dates that are neither: a date beside one of these is not the visit's. */
const OTHER_DATE_LABEL = String.raw`call\s*received|dispatched|on\s*scene|departed\s*scene|payment\s*(?:received|made|date)|paid\s*on|date\s*paid|printed(?:\s*on)?|print\s*date|invoice\s*date|date\s*of\s*invoice|promised(?:\s*date)?|promise\s*date|warranty(?:\s*start)?|in[-\s]?service(?:\s*date)?|delivery\s*date|sold\s*date|date\s*sold|due\s*date|appointment|appt|last\s*visit|next\s*service|dob|rendez[-\s]?vous|promis(?:\s*pour)?|date\s*de\s*facturation|imprim[ée]\s*le|date`;

const LABEL = new RegExp(String.raw`\b(?:(${DATE_IN_LABEL})|(${DATE_OUT_LABEL})|(${OTHER_DATE_LABEL}))\b`, 'gi');

/**
 * An amount: an optional sign, the whole dollars (with or without thousands commas, or spaces as
 * French writes "1 234,56 $"), optional cents. It never starts inside a run of digits and looks one character ahead, so a line of
 * digits and commas is read in linear time.
 */
const MONEY = /(\$\s?|\bS(?=\d))?(?<!\d,?)(\d{1,3}(?:,\d{3})+|\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?=,\d{2}\s?\$)|\d+)(?:[.,](\d{2}))?(?!,?\d)/g;

const DEALER_LABEL =
  /^\s*(?:dealer(?:ship)?(?:\s*name)?|servicing\s*dealer(?:ship)?|service\s*(?:provider|location)|sold\s*by|repair\s*(?:facility|shop)|shop\s*name)\s*[:#]\s*(.+)$/i;
/** A dealer cell beside its dealer code on a maker's system ("DEALER   67905 RIVERSIDE VOLKSWAGEN, COLUMBUS OH 43221"): the name up to its town. */
const DEALER_CODE_CELL = /^\s*(?:dealer(?:ship)?|servicing\s*dealer)\s{2,}(?:#\s?)?\d{3,6}\s+([A-Za-z][\w&'’. -]{2,60}?)\s*(?:,|\s{3}|$)/i;
/** A fleet's or a payer's page naming the shop it pays, with the shop's vendor code ("VENDOR   CROSSROADS GMC (V910002)"). */
const VENDOR_CELL = /^\s*(?:vendor|repair\s*vendor|servicing\s*vendor)\s{2,}([A-Za-z][\w&'’. -]{2,60}?)\s*\(\s*[A-Z]{0,2}\d{3,8}\s*\)/i;
const MAIL_FROM = /^\s*from\s*:?\s+([^<>@]{3,60}?)\s*<[^<>\s@]+@[^<>\s]+>/i;
/** A mail's subject naming its sender, as a web mail prints it atop the page: "Mail - Your invoice 3515938 from Crossroads GMC". */
const MAIL_SUBJECT_FROM =
  /\byour\s+(?:service\s+|repair\s+)?(?:invoice|receipt|repair\s+order|statement|order)\b[^]{0,40}?\bfrom\s+([A-Z][\w&'’. -]{2,60}?)\s*$/i;
/** Vehicle makers, and the words that stand for one ("manufacturer", "factory"). */
const MAKES = String.raw`manufacturer|factory|oem|honda|toyota|ford|chevrolet|chevy|nissan|hyundai|kia|subaru|mazda|volkswagen|vw|jeep|ram|gmc|buick|chrysler|dodge|lexus|acura|bmw|audi|volvo|mitsubishi|cadillac|lincoln|infiniti|genesis|porsche|mercedes(?:-benz)?|tesla|mini|jaguar|land\s*rover|fiat|rivian|polestar|polaris|kawasaki|yamaha|harley(?:-davidson)?|ducati|ktm|can-am|suzuki|triumph|freightliner|peterbilt|kenworth|mack|isuzu|hino|winnebago|thor|tiffin|jayco|forest\s*river|airstream`;
const DEALER_WORDS =
  /\b(?:motors?|auto(?:motive|s)?|auto\s*group|cars|dealership|dealer|group|garage|service\s*cent(?:er|re)|collision|honda|toyota|ford|chevrolet|chevy|nissan|hyundai|kia|subaru|mazda|volkswagen|vw|jeep|ram|gmc|buick|chrysler|dodge|lexus|acura|bmw|audi|volvo|mitsubishi|cadillac|lincoln|infiniti|genesis|porsche|mercedes(?:-benz)?|tesla|mini|jaguar|land\s*rover|fiat|alfa\s*romeo|rivian|polestar|cdjr|cjdr|polaris|kawasaki|yamaha|harley(?:-davidson)?|ducati|ktm|can-am|suzuki|triumph|powersports|marine|lube|tires?|tune|muffler|brakes?|rv|motorhomes?|trucks?|freightliner|peterbilt|kenworth|mack|western\s*star|isuzu|hino|mechanics?|car\s*care)\b/i;
const NAME_ENDING =
  /^(?:(?:service\s*)?(?:cent(?:er|re)|group|motors?|motor\s*company|company|co\.?|automotive|auto\s*group|dealership|inc\.?|llc|ltd\.?|sales(?:\s*(?:&|and)\s*service)?|of\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?))$/i;
const TITLE_WORDS =
  /^(?:(?:service|repair|work|customer|tax|final|original)\s*)*(?:repair\s*order|order|invoice|estimate|receipt|statement|record|copy|ticket|ro|r\.o\.|(?:repair\s*)?authori[sz]ation|towing\s*invoice)(?:\s*(?:#|no\.?|number)\s*[\w-]*)?$/i;
const NOT_A_NAME =
  /(?:^(?:chassis|engine|vehicle|model|coach\s*serial|unit)\b|\broadside\s*assistance\b|\bmotor\s*club\b|\bfleet\s*(?:services|solutions|management)\b|\bmanagement\s*(?:inc|llc|co)\b|\b(?:warranty|claims?)\s+(?:system|portal|site|inquiry)\b|\s·\s.*\s·\s|^\d+\s+\w|\b[A-Z]{2}\s+\d{5}\b|\(?\d{3}\)?[\s.-]*\d{3}[\s.-]+\d{4}|@|www\.|https?:|\bdear\b|\bpage\s*\d|:\s*\S|\bcustomer\b|\bvin\b|\bphone\b|\bfax\b|\bsuite\b|\bst(?:reet)?\b\.?$|\b(?:ave|blvd|rd|dr|hwy|pkwy|ln)\b\.?$)/i;

const CONCERN =
  /^\s*(?:customer\s*(?:concerns?|complaints?|states?|reports?|requests?|comments?)|concern\s*reported|problem\s*reported|reported\s*(?:problem|issue|concern)s?|reason\s*for\s*(?:visit|service|repair)|description\s*of\s*(?:problem|concern)|problem\s*description|issue\s*description|complaints?|concerns?|problem|symptoms?|issue|you\s*told\s*us(?:\s*that)?)\b\s*[:.#-]?\s*(.*)$/i;

/** What the customer was asked for or paid, in the words of a warranty claim, a letter and a Spanish form. */
const CUSTOMER_PAYS_LABEL = String.raw`collected\s*from\s*(?:customer|owner)|customer\s*deductible\s*collected|(?:the\s*)?charge\s*to\s*you(?:\s*for\s*this\s*(?:visit|repair))?(?:\s*came\s*to)?|total\s*a\s*pagar|total\s*cliente|balance\s*a\s*pagar|solde\s*[àa]\s*payer|montant\s*(?:d[ûu]|[àa]\s*payer)|total\s*[àa]\s*payer`;
/** What the order itself billed ("AMOUNT BILLED", "CHARGED TO ACCOUNT"), before any account's or deposit's reckoning. */
const BILLED_LABEL = String.raw`charged\s*to\s*(?:your\s*|the\s*)?account|amount\s*billed`;
const TOTAL_LABEL = new RegExp(
  String.raw`\b(grand\s*total|total\s*(?:amount\s*)?due|amount\s*due|balance\s*due|invoice\s*total|total\s*invoice|amount\s*owed|please\s*pay(?:\s*this\s*amount)?|pay\s*this\s*amount|amount\s*payable|total\s*payable|customer\s*portion|(?:owner|customer|insured)\s*(?:pays|responsibility)|you\s*pa(?:y|id)|total\s*paid|your\s*total|customer\s*pay(?:\s*total)?|total\s*customer\s*(?:charges|pay)|${CUSTOMER_PAYS_LABEL}|${BILLED_LABEL}|due\s*from\s*(?:customer|cust\b|owner|you)|total\s*charges|amount\s*charged|total\s*charged|net\s*due|total\s*amount|balance|total)\b`,
  'gi',
);
/** The same labels, to ask whether a line has one (a global regex keeps its place between calls). */
const ANY_TOTAL_LABEL = new RegExp(TOTAL_LABEL.source, 'i');
/** Amounts looked at for a total that is the sum of two of them. */
const MAX_SUM_AMOUNTS = 200;
/** Another label across a gap: a currency's name or sign is not one. */
const OTHER_LABEL_AFTER_GAP = /\s{3,}(?!(?:usd|us\$|dollars?)\b)[a-z]/i;
const STRONG_TOTAL = /grand|due|owed|pay|invoice|balance|charges|amount|portion|your\s*total/i;
/** The labels that name what the customer pays: above a grand or invoice total (a warranty order's invoice total is not the customer's). */
/** "Op 05RSL2 · Tech #335 · Customer pay" (OCR: "0p 05RSL2 - Tech #335 - Customer pay") is a repair line's pay type, not a total. */
const payType = (before: string) => /(?:·|\s-)\s*$/.test(before) || (/\b[o0]p\b/i.test(before) && /\btech\b/i.test(before));
const FIRST_TOTAL = new RegExp(
  String.raw`${CUSTOMER_PAYS_LABEL}|${BILLED_LABEL}|customer\s*pay|customer\s*charges|customer\s*portion|(?:owner|insured)\s*pays|responsibility|you\s*pa(?:y|id)|payable|due|owed|please\s*pay|pay\s*this`,
  'i',
);
const BILLED = new RegExp(BILLED_LABEL, 'i');
const NOT_TOTAL =
  /\b(?:sub[-\s]?total|sous[-\s]?total|(?:line|job)\s*(?:[a-z]|\d{1,2})?\s*total|labou?r\s*total|parts\s*total|total\s*(?:labou?r|parts|sublet|tax|hours|miles|discount)|tax\s*total|warranty\s*total|internal\s*total|(?:mount(?:ed)?|and|wheel|tire)\s*(?:and\s*)?balanc\w*|total\s*value(?:\s*of\s*(?:service|repairs?|work))?|(?:retail\s*)?value\s*of\s*(?:service|repairs?|work)|deductible(?!\s*collected)|previous\s*balance|balance\s*(?:brought\s*)?forward|carried\s*forward|claim\s*total|total\s*all\s*payers|total\s*(?:warr|int)\b|(?:total\s*)?credited\s*to\s*(?:the\s*)?dealer(?:\s*account)?)\b/i;
/** Headers of a table of work lines: a "TOTAL" among them heads each line's total. */
const ITEM_COLUMN = /\b(?:labou?r|parts|hrs|hours|tech|description|qty|op\s?code|operation)\b/gi;
const NOT_AN_ITEM =
  /\b(?:sub[-\s]?total|total|tax|due|balance|paid|payment|deposit|mileage|odometer|miles|vin|phone|invoice|estimate|ro\s*#|r\.o\.|date|thank)\b/i;
const ITEM_HEADER = /^(?:description|work\s*performed|operation|labou?r\s*\/?\s*parts|amount|price|ext\.?\s*price|charge|type|qty|hours|rate)$/i;

const cells = (line: string) =>
  line
    .split(/\s{3,}|\t+|\s*\|\s*/)
    .map((cell) => cell.trim())
    .filter(Boolean);
const letters = (text: string) => (text.match(/[a-z]/gi) ?? []).length;

/**
 * The text without the run of `chars` at its end. A regex like /[.;,]+$/ retries at every
 * character of a run that is not at the end, so a long run costs the square of its length.
 */
function trimEnd(text: string, chars: RegExp): string {
  let end = text.length;
  while (end > 0 && chars.test(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
}

interface Money {
  amount: number;
  start: number;
  end: number;
}

/** Amounts in the line: with cents, or with a dollar sign when whole. Mileage and years are left alone. */
export function findMoney(line: string): Money[] {
  const found: Money[] = [];
  MONEY.lastIndex = 0;
  for (let match = MONEY.exec(line); match; match = MONEY.exec(line)) {
    const [, sign, whole, cents] = match;
    const hasSign = sign !== undefined || /\$\s?$/.test(line.slice(Math.max(0, match.index - 2), match.index));
    if (cents === undefined && (!hasSign || (whole.length > 5 && !whole.includes(',')))) continue;
    if (/[\w/.-]/.test(line.charAt(match.index - 1))) continue;
    // "$994E33", "$285 :97", "$343 i20": a figure OCR damaged, not whole dollars.
    if (cents === undefined && /^(?:[A-Za-z]|\s?[:;,.'il|]\s?\d{2}\b)/.test(line.slice(match.index + match[0].length))) continue;
    const amount = Number(`${whole.replace(/[,\s\u00a0\u202f]/g, '')}.${cents ?? '00'}`);
    if (!Number.isFinite(amount) || amount > 1_000_000) continue;
    found.push({ amount, start: match.index, end: match.index + match[0].length });
  }
  return found;
}

/** "RIVERA BUICK OF RIVERSIDE" → "Rivera Buick of Riverside"; names already in mixed case are kept. */
function tidyName(raw: string): string {
  // "Riverside Volkswagen (V372020)": a vendor's or dealer's code after the name is no part of it.
  const name = trimEnd(raw.replace(/^[^A-Za-z0-9]+/, '').replace(/\s*\(\s*[A-Za-z]{0,2}\d{3,8}\s*\)\s*$/, ''), /[^A-Za-z0-9).]/)
    .replace(/\s{2,}/g, ' ')
    .trim();
  if (name !== name.toUpperCase()) return name;
  const keepUpper = new Set(['GMC', 'BMW', 'VW', 'CDJR', 'CJDR', 'USA', 'LLC', 'II', 'III', 'RV', 'KIA']);
  return name
    .split(' ')
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (keepUpper.has(word.replace(/[^A-Z]/g, '')) && word !== 'KIA') return word;
      if (index > 0 && ['of', 'and', 'the', 'at', 'on', 'in'].includes(lower)) return lower;
      return lower
        .replace(/(^|[-'’&])([a-z])/g, (_, mark: string, char: string) => mark + char.toUpperCase())
        .replace(/^Mc([a-z])/, (_, char: string) => `Mc${char.toUpperCase()}`);
    })
    .join(' ');
}

function dealerName(lines: string[]): Found<string> {
  for (const line of lines) {
    const labelled = DEALER_LABEL.exec(line);
    if (labelled) {
      const value = tidyName(cells(labelled[1])[0] ?? '');
      if (letters(value) >= 3) return { value, sure: true };
    }
    const vendor = VENDOR_CELL.exec(line);
    if (vendor && letters(vendor[1]) >= 3 && DEALER_WORDS.test(vendor[1])) return { value: tidyName(vendor[1]), sure: true };
    const coded = DEALER_CODE_CELL.exec(line);
    if (coded && letters(coded[1]) >= 3 && DEALER_WORDS.test(coded[1])) return { value: tidyName(coded[1]), sure: true };
  }
  // An e-mailed invoice: the sender's name before its address ("From   RoadReady Mobile Mechanics <billing@…>"), else the
  // subject a web mail prints over the page ("Mail - Your invoice 3515938 from Crossroads GMC"); sure when the mail names it again.
  const mailSenders = [
    (line: string) => MAIL_FROM.exec(line)?.[1],
    (line: string) => cells(line).reduce<string | undefined>((found, cell) => found ?? MAIL_SUBJECT_FROM.exec(cell)?.[1], undefined),
  ];
  for (const senderIn of mailSenders) {
    for (const line of lines.slice(0, 14)) {
      const sender = senderIn(line)?.trim();
      if (sender === undefined || letters(sender) < 3 || NOT_A_NAME.test(sender)) continue;
      const named = lines.filter((other) => other.includes(sender)).length;
      return { value: tidyName(sender), sure: named >= 3 };
    }
  }
  let best: { value: string; score: number; line: number; absolute: number; column: number } | null = null;
  /** The first line holding a name-like cell: a name found below it, past the letterhead, is a guess. */
  let firstName: number | undefined;
  // Each page's letterhead: a tow company's invoice or a fleet's authorization may come first, the dealer's order after it.
  const pageStarts = [0, ...lines.flatMap((line, index) => (index > 0 && NEXT_PAGE.test(line) ? [index + 1] : []))].slice(0, 4);
  for (const [index, line, absolute] of pageStarts.flatMap((start) => lines.slice(start, start + 14).map((text, at) => [at, text, start + at] as const))) {
    // A make's logo before the name ("HYUNDAI   Valley Hyundai", "J E E P   Capitol Jeep Ram") does not push the name to a later column.
    let logos = 0;
    for (const [column, cell] of cells(line).entries()) {
      const text = cell.replace(/^[^A-Za-z0-9]+/, '');
      const words = text.split(/\s+/).length;
      if (column === logos && (/^(?:[A-Z] ){2,}[A-Z]$/.test(text) || (words === 1 && DEALER_WORDS.test(text)))) {
        logos += 1;
        continue;
      }
      if (letters(text) < 3 || words > 8 || TITLE_WORDS.test(text) || NOT_A_NAME.test(text) || findDates(text).length > 0) continue;
      if (letters(text) / text.replace(/\s/g, '').length < 0.7) continue;
      const score =
        (DEALER_WORDS.test(text) && words >= 2 ? 4 : 0) + (words >= 2 ? 1 : 0) - (index + 1) * 0.35 - (column - logos) * 0.5 + (/^[A-Z]/.test(text) ? 0.5 : 0);
      if (words >= 2 && score > 0) firstName ??= index;
      if (!best || score > best.score) best = { value: text, score, line: index, absolute, column };
    }
  }
  if (best && best.score > -2) {
    // A long name in a narrow letterhead wraps: "Westfield Volkswagen Service" over "Center".
    const belowCells = cells(lines[best.absolute + 1] ?? '');
    const below = (best.column === 0 ? belowCells[0] : belowCells.at(-1)) ?? '';
    const value = NAME_ENDING.test(below) ? `${best.value} ${below}` : best.value;
    return { value: tidyName(value), sure: best.score >= 2 && (firstName === undefined || best.line <= firstName) };
  }
  const thanks = lines.join(' ').match(/thank\s+you\s+for\s+choosing\s+([A-Z][\w&'’. -]{2,60}?)[.!,]/);
  return thanks ? { value: tidyName(thanks[1]), sure: false } : null;
}

/** A page's last line that says more pages follow ("Page 1 of 2"). */
const NEXT_PAGE = /\bpage\s*[1-3]\s*(?:of|\/)\s*[2-4]\b/i;

type Kind = 'in' | 'out' | 'other';
interface Label {
  kind: Kind;
  start: number;
  end: number;
}

function labelsIn(line: string): Label[] {
  const found: Label[] = [];
  LABEL.lastIndex = 0;
  for (let match = LABEL.exec(line); match; match = LABEL.exec(line)) {
    if (match[0].length === 0) {
      LABEL.lastIndex += 1;
      continue;
    }
    found.push({ kind: match[1] ? 'in' : match[2] ? 'out' : 'other', start: match.index, end: match.index + match[0].length });
  }
  return found;
}

/** How far after its label a date may start and still belong to it ("arrived on Monday, 11/10/2025"). */
const LABEL_REACH = 40;
/** A full stop and a capital: the end of a sentence. */
const SENTENCE_END = /[a-z]\.\s+[A-Z]/;
/** A time with no date after a label. */
const TIME_NEXT = /^[\s:#·,-]*(?:at\s*)?\d{1,2}:\d\d\s*(?:[ap]\.?m?\.?)?(?![\d/])/i;

/** The most words a header cell holds ("DROPPED OFF / READY", "VEHICLE RELEASED"): more are a sentence. */
const HEADER_WORDS = 6;

/**
 * Whether the label's cell is a header over a value ("Date Out", "VEHICLE RELEASED", "DROPPED OFF /
 * READY"), not a word in running text ("Keys returned with unit. Test ride performed …").
 */
function headerOnly(line: string, label: Label): boolean {
  const column = columnAt(line, label.start);
  if (column === -1) return true;
  const cell = cellsAt(line)[column].text;
  return cell.split(/\s+/).length <= HEADER_WORDS && !SENTENCE_END.test(cell);
}

/**
 * A date its narrow cell wrapped onto the next line ("Date in: 10 de octubre de" over "2024 8:54 AM"):
 * the label's words up to `limit` joined to the next line's cell that starts where the label's cell
 * does, when a date starts among the label's words.
 */
function wrappedDate(lines: string[], index: number, from: number, limit: number): FoundDate | undefined {
  const line = lines[index];
  const column = columnAt(line, from - 1);
  const next = lines[index + 1];
  if (column === -1 || next === undefined) return undefined;
  const cell = cellsAt(line)[column];
  const end = Math.min(limit, cell.start + cell.text.length);
  const head = line.slice(from, end);
  if (!/\d/.test(head)) return undefined;
  const under = cellsAt(next).find((candidate) => Math.abs(candidate.start - cell.start) <= 2);
  if (!under) return undefined;
  const date = findDates(`${head} ${under.text}`)[0];
  return date && date.start < head.length ? date : undefined;
}

/** A date read beside its label, or the dates labels of the same kind disagree on ("Date in" 03/03 in the header, 03/05 in a box). */
type FoundDay = { value: string; sure: boolean; rivals?: string[] } | null;

/** A label of the car handed back, not of the work's end: a valet's delivery, the owner's pick-up. */
const HANDED_OVER =
  /^(?:delivered(?:\s*on)?|picked\s*up(?:\s*on)?|pick[-\s]?up\s*date|returned(?:\s*to\s*customer)?(?:\s*on)?|date\s*(?:(?:&|and|\/)\s*time\s*)?delivered)$/i;

function visitDates(lines: string[]): { dateIn: FoundDay; dateOut: FoundDay } {
  const found: { in: FoundDay; out: FoundDay } = { in: null, out: null };
  const claimed = new Set<string>();
  const unlabelled: string[] = [];
  /** Every date a label of each kind holds: two different ones are a question, not a pick. */
  const labelled = { in: new Set<string>(), out: new Set<string>() };
  /** Whether the date in was read beside a one-day label ("Service date"). */
  let sameDay = false;
  /** Dates beside a hand-over label ("Delivered", "Picked up"): the date out only when no label of the work's end holds one. */
  const handedOver: FoundDate[] = [];
  const assign = (kind: Kind, date: FoundDate, label?: string) => {
    claimed.add(date.iso);
    if (kind === 'other') return;
    if (kind === 'out' && label !== undefined && HANDED_OVER.test(label.trim())) {
      handedOver.push(date);
      return;
    }
    labelled[kind].add(date.iso);
    if (kind === 'in' && !found.in && label !== undefined && SAME_DAY.test(label)) sameDay = true;
    found[kind] ??= { value: date.iso, sure: true };
  };
  let sawOutLabel = false;
  /** A label followed by a time only ("COMPLETED 5:17p", "Ready at 3:01 PM"): the same day as the order's one date. */
  const timeOnly = { in: false, out: false };
  /** The date beside a plain "Date" label, the one date a same-day receipt prints. */
  let plainDate: string | undefined;
  /** The date under a lone "Date" header: read by column, so left for the owner to check. */
  let plainBelow: string | undefined;
  for (const [index, line] of lines.entries()) {
    const labels = labelsIn(line);
    const dates = findDates(line);
    const waiting: Label[] = [];
    // Each label's dates lie between it and the next label: windows that never overlap, walked once.
    let next = 0;
    labels.forEach((label, i) => {
      if (label.kind === 'out') sawOutLabel = true;
      const limit = labels[i + 1]?.start ?? line.length;
      while (next < dates.length && dates[next].start < label.end) next += 1;
      if (label.kind !== 'other' && TIME_NEXT.test(line.slice(label.end, limit))) {
        timeOnly[label.kind] = true;
        return;
      }
      if (next >= dates.length || dates[next].start >= limit) {
        const wrapped = label.kind === 'other' ? undefined : wrappedDate(lines, index, label.end, limit);
        if (label.kind !== 'other' && TIME_NEXT.test(line.slice(label.end, limit))) timeOnly[label.kind] = true;
        else if (label.kind !== 'other' && wrapped) assign(label.kind, wrapped, line.slice(label.start, label.end));
        else if (label.kind !== 'other') waiting.push(label);
        else if (/^date$/i.test(line.slice(label.start, label.end)) && cellsAt(line)[columnAt(line, label.start)]?.text.length === 4) {
          // A form's lone "DATE" box over its date ("DATE   TIME REC." over "8/7/25   9:18a"): the visit's one date, read by column.
          const below = cellBelow(lines, index, columnAt(line, label.start));
          plainBelow ??= below === undefined ? undefined : findDates(below)[0]?.iso;
        }
        return;
      }
      if (label.kind === 'other' && /^date$/i.test(line.slice(label.start, label.end)) && /^[\s:]*$/.test(line.slice(label.end, dates[next].start)))
        plainDate ??= dates[next].iso;
      // Past the reach, a date still belongs to the label when only separators stand between them.
      let separators = label.end;
      while (separators < limit && /[\s:#.|-]/.test(line.charAt(separators))) separators += 1;
      for (let d = next; d < dates.length && dates[d].start < limit; d += 1) {
        if (dates[d].start - label.end > LABEL_REACH && dates[d].start > separators) continue;
        // A sentence ends between them ("balance received with thanks. Terms net 30 from 07/30"): the date is the next sentence's.
        if (SENTENCE_END.test(line.slice(label.end - 1, dates[d].start))) break;
        assign(label.kind, dates[d], line.slice(label.start, label.end));
        break;
      }
    });
    // A label in running text ("Keys returned with unit. Test ride performed …") heads no column: only a label that is its cell's whole text waits for the line below.
    const headers = waiting.filter((label) => headerOnly(line, label));
    waiting.splice(0, waiting.length, ...headers);
    // Labels on one line, their dates on the next ("Date In   Date Out" over "11/10/2025   11/14/2025").
    // Each waiting label's own column first ("OPENED   CLOSED   INVOICED" over three dates).
    for (const label of [...waiting]) {
      const column = columnAt(line, label.start);
      const below = column === -1 ? undefined : cellBelow(lines, index, column);
      const date = below === undefined ? undefined : findDates(below)[0];
      if (date) {
        assign(label.kind, date, line.slice(label.start, label.end));
        waiting.splice(waiting.indexOf(label), 1);
      }
    }
    if (waiting.length > 0) {
      const next = lines.slice(index + 1, index + 3).find((candidate) => candidate.trim() !== '');
      if (next && labelsIn(next).length === 0) {
        const below = findDates(next);
        waiting.forEach((label, i) => {
          const date = waiting.length === below.length ? below[i] : below.length > 0 && waiting.length === 1 ? below[0] : undefined;
          if (date) assign(label.kind, date);
        });
      }
    }
    if (labels.length === 0) for (const date of dates) unlabelled.push(date.iso);
  }
  // Labels and values OCR split into separate blocks: the dates nobody claimed, in order.
  const loose = [...new Set(unlabelled.filter((iso) => !claimed.has(iso)))].sort();
  // An out label holding no date of its own ("DROPPED OFF / READY" over two times) leaves the one-day date for both.
  if (found.in && sameDay && !found.out) found.out = { value: found.in.value, sure: timeOnly.out };
  if (!found.in && plainDate) {
    found.in = { value: plainDate, sure: true };
    if (!found.out && (timeOnly.out || !sawOutLabel)) found.out = { value: plainDate, sure: timeOnly.out };
  }
  if (!found.in && plainBelow) found.in = { value: plainBelow, sure: false };
  if (!found.in && loose.length > 0) found.in = { value: loose[0], sure: false };
  const start = found.in?.value;
  if (!found.out && sawOutLabel) {
    const later = loose.filter((iso) => !start || iso >= start).filter((iso) => iso !== start || loose.length === 1);
    if (later.length > 0) found.out = { value: later[later.length - 1], sure: false };
  }
  // "Delivered 3/10/2023" beside "RO completed 3/9/2023": the work's end is the date out; the hand-over only when nothing else says it.
  if (!found.out && handedOver.length > 0) {
    for (const date of handedOver) labelled.out.add(date.iso);
    found.out = { value: handedOver[0].iso, sure: true };
  }
  if (start && found.out && found.out.value < start) found.out = null;
  for (const kind of ['in', 'out'] as const) {
    const days = [...labelled[kind]].sort();
    if (days.length > 1 && found[kind]) found[kind] = { value: found[kind].value, sure: false, rivals: days };
  }
  return { dateIn: found.in, dateOut: found.out };
}

function issueSummary(lines: string[]): { value: string; sure: boolean; line: number } | null {
  for (const [index, line] of lines.entries()) {
    const match = CONCERN.exec(line);
    if (!match) continue;
    let text = cells(match[1])[0] ?? '';
    let at = index;
    if (letters(text) < 4) {
      at = index + 1;
      text = lines[at] ? (cells(lines[at])[0] ?? '') : '';
    }
    text = text.replace(/^(?:that\s+)?(?:the\s+)?/i, '').split(/(?<=[a-z0-9)])\.(?:\s|$)/i)[0];
    text = trimEnd(text, /[\s.;,]/).trim();
    if (letters(text) >= 4) return { value: text.charAt(0).toUpperCase() + text.slice(1), sure: true, line: at };
  }
  return null;
}

const amountOnly = (line: string | undefined) => line !== undefined && letters(line) <= 1 && findMoney(line).length === 1;
const labelOnly = (line: string) => letters(line) >= 3 && findMoney(line).length === 0;

const TOTALS_BOX_WORD = /\b(?:sub[-\s]?total|tax|labou?r|parts|total|fees?|supplies|discount)\b/i;

/**
 * The amount for a label whose line has none: OCR often reads a totals box as its labels, then
 * its amounts ("Subtotal / Tax / Total" over "$410.00 / $20.50 / $430.50"), so the label's place
 * in its run of labels is its amount's place in the run of amounts that follows. The runs are
 * counted once for the whole text, so each label costs the same however long the runs are.
 */
class TotalsBoxes {
  /** How many lines in a row, ending at each line, are totals labels without amounts. */
  private readonly labelRuns: number[] = [];
  /** How many lines in a row, starting at each line, are a lone amount. */
  private readonly amountRuns: number[] = [];

  constructor(private readonly lines: string[]) {
    lines.forEach((line, index) => {
      this.labelRuns[index] = labelOnly(line) && TOTALS_BOX_WORD.test(line) ? (this.labelRuns[index - 1] ?? 0) + 1 : 0;
    });
    for (let index = lines.length - 1; index >= 0; index -= 1) {
      this.amountRuns[index] = amountOnly(lines[index]) ? (this.amountRuns[index + 1] ?? 0) + 1 : 0;
    }
  }

  amountBelow(index: number): number | undefined {
    const place = index > 0 ? this.labelRuns[index - 1] : 0;
    if ((this.amountRuns[index + 1] ?? 0) < place + 1) return undefined;
    return findMoney(this.lines[index + 1 + place])[0].amount;
  }
}

/** A deposit taken or a payment made, with its amount on the line ("Less deposit received …   (100.00)", "Paid – card ending 5258   –623.52"). */
const PAID_BEFORE = /\b(?:deposit|payment|amount\s*paid)\b|\bpaid\s*(?:[-:·]|by\s+(?:card|cash|check|cheque)\b)/i;
/** The labels of what is left after a payment: a balance or an amount still due. */
const LEFT_TO_PAY = /balance|due|owed|please\s*pay|pay\s*this/i;

/** How far back from a total's label its cell is looked at for words that make it another total ("Labor total"). */
const CELL_REACH = 80;

/** The total, or the competing totals when two amounts under equally strong labels differ. */
function totalDue(lines: string[]): { value: number; sure: boolean; rivals?: number[] } | null {
  const candidates: { amount: number; rank: number; index: number }[] = [];
  const boxes = new TotalsBoxes(lines);
  /** A deposit or a payment already taken: a balance or an amount due after it is what was left to pay, not the order's total. */
  let paidAbove = false;
  for (const [index, line] of lines.entries()) {
    TOTAL_LABEL.lastIndex = 0;
    const lineHasMoney = findMoney(line).length > 0;
    for (let match = TOTAL_LABEL.exec(line); match; match = TOTAL_LABEL.exec(line)) {
      const reach = Math.max(0, match.index - CELL_REACH);
      const cellStart = Math.max(line.slice(reach, match.index + 3).lastIndexOf('   ', match.index - reach), 0) + reach;
      const context = line.slice(cellStart, match.index + match[0].length + 12);
      if (NOT_TOTAL.test(context) || payType(line.slice(Math.max(0, match.index - CELL_REACH), match.index))) continue;
      // "LN  PAY  OPCODE  DESCRIPTION  TECH  HRS  LABOR  PARTS  TOTAL": the work lines' column, each line's own total.
      if (!lineHasMoney && (line.match(ITEM_COLUMN) ?? []).length >= 2) continue;
      const nextLabel = (() => {
        TOTAL_LABEL.lastIndex = match.index + match[0].length;
        const following = TOTAL_LABEL.exec(line);
        TOTAL_LABEL.lastIndex = match.index + match[0].length;
        return following?.index ?? line.length;
      })();
      const after = line.slice(match.index + match[0].length, nextLabel);
      // The label's own amount, not one past another label's gap ("Amount Due from Owner   Labor   525.60").
      const otherLabel = after.search(OTHER_LABEL_AFTER_GAP);
      let amount: number | undefined = findMoney(otherLabel === -1 ? after : after.slice(0, otherLabel))[0]?.amount;
      const strong = STRONG_TOTAL.test(match[1]);
      if (amount === undefined && otherLabel !== -1 && strong) amount = amountUnderLoneLabel(lines, index, match.index);
      if (amount === undefined && !lineHasMoney) {
        // A column header over its amounts ("Customer Pay   Warranty Pay" over "$0.00   $355.75").
        const column = columnAt(line, match.index);
        const below = column === -1 ? undefined : cellBelow(lines, index, column);
        if (below !== undefined && letters(below) <= 1) amount = findMoney(below)[0]?.amount;
      }
      if (amount === undefined) amount = boxes.amountBelow(index);
      if (amount === undefined && !lineHasMoney && strong) amount = amountUnderLoneLabel(lines, index, match.index);
      if (amount === undefined) continue;
      // What the order itself billed ("AMOUNT BILLED", "CHARGED TO ACCOUNT") before any account's or deposit's reckoning.
      const rank =
        paidAbove && LEFT_TO_PAY.test(match[1]) ? 0 : BILLED.test(match[1]) ? 4 : FIRST_TOTAL.test(match[1]) ? 3 : STRONG_TOTAL.test(match[1]) ? 2 : 1;
      candidates.push({ amount, rank, index });
    }
    // Its amount may be printed as a credit ("-623.52"), which is no amount of its own.
    if (PAID_BEFORE.test(line) && (lineHasMoney || /\d\.\d\d\b/.test(line))) paidAbove = true;
  }
  const top = Math.max(0, ...candidates.map((candidate) => candidate.rank));
  const amounts = [...new Set(candidates.filter((candidate) => candidate.rank === top).map((candidate) => candidate.amount))];
  if (amounts.length > 1) return { value: amounts[amounts.length - 1], sure: false, rivals: amounts };
  const best = candidates.filter((candidate) => candidate.rank === top).at(-1);
  if (best) return { value: best.amount, sure: top > 0 };
  if (!lines.some((line) => ANY_TOTAL_LABEL.test(line.replace(NOT_TOTAL, '')))) return null;
  // The total's label is there but its amount was lost (or sits elsewhere): subtotal + tax.
  const labelled = (label: RegExp) => {
    const line = lines.find((candidate) => label.test(candidate) && findMoney(candidate).length > 0);
    return line ? findMoney(line.slice(line.search(label)))[0]?.amount : undefined;
  };
  const subtotal = labelled(/\bsub[-\s]?total\b/i);
  const tax = labelled(/\b(?:sales\s*)?tax\b(?!\s*(?:id|exempt|rate\s*:))/i);
  if (subtotal !== undefined && tax !== undefined) return { value: Math.round((subtotal + tax) * 100) / 100, sure: false };
  // Labels and amounts OCR read as separate blocks: the amount that is the sum of two others
  // (to the cent, give or take one). A repair order has a few dozen amounts; more are not looked at.
  const cents = [
    ...new Set(lines.filter((line) => !NOT_TOTAL.test(line)).flatMap((line) => findMoney(line).map((money) => Math.round(money.amount * 100)))),
  ].slice(0, MAX_SUM_AMOUNTS);
  const present = new Set(cents);
  const isSumOfTwo = (total: number) =>
    cents.some((part) => part > 0 && part < total && [-1, 0, 1].some((off) => total - part + off > 0 && present.has(total - part + off)));
  const sums = cents.filter(isSumOfTwo);
  return sums.length > 0 ? { value: Math.max(...sums) / 100, sure: false } : null;
}

/**
 * A label alone in its box ("Amount Due from Owner" with "$339.89" a line or two beneath, the
 * totals column's lines beside it): the amount alone in a cell under the label's first letters.
 */
function amountUnderLoneLabel(lines: string[], index: number, at: number): number | undefined {
  const column = columnAt(lines[index], at);
  if (column === -1) return undefined;
  const label = cellsAt(lines[index])[column];
  for (const below of lines.slice(index + 1, index + 3)) {
    const under = cellsAt(below).filter((cell) => cell.start < label.start + label.text.length && cell.start + cell.text.length > label.start);
    if (under.length !== 1) continue;
    if (letters(under[0].text) > 1) return undefined;
    const money = findMoney(under[0].text);
    if (money.length === 1) return money[0].amount;
  }
  return undefined;
}

/** Work lines with their amounts, between the concern (its line is `concernAt`) and the totals. */
function lineItems(lines: string[], concernAt: number): { desc: string; amount: number }[] {
  const items: { desc: string; amount: number }[] = [];
  const totalsAt = lines.findIndex(
    (line, index) => index > concernAt && /\b(?:sub[-\s]?total|total|amount\s*due|balance\s*due)\b/i.test(line) && findMoney(line).length > 0,
  );
  const region = lines.slice(concernAt + 1, totalsAt === -1 ? lines.length : totalsAt);
  const pendingDescriptions: string[] = [];
  const pendingAmounts: number[] = [];
  for (const line of region) {
    const money = findMoney(line);
    const last = money[money.length - 1];
    const head = cells(last ? line.slice(0, last.start) : line)[0] ?? '';
    const desc = trimEnd(head.replace(/[._…·-]{2,}.*$/, ''), /[\s._…:·-]/).trim();
    if (last && letters(desc) >= 3 && !NOT_AN_ITEM.test(desc) && !ITEM_HEADER.test(desc) && findDates(desc).length === 0) {
      items.push({ desc, amount: last.amount });
    } else if (!last && letters(desc) >= 6 && !NOT_AN_ITEM.test(line) && !ITEM_HEADER.test(desc) && !CONCERN.test(line) && findDates(line).length === 0) {
      pendingDescriptions.push(desc);
    } else if (last && letters(line) <= 1) {
      pendingAmounts.push(...money.map((m) => m.amount));
    }
  }
  // A table OCR read column by column: descriptions, then as many amounts.
  if (items.length === 0 && pendingDescriptions.length > 0) {
    const amounts = pendingAmounts.slice(0, pendingDescriptions.length);
    const tail = pendingDescriptions.slice(-amounts.length);
    if (amounts.length > 0 && amounts.length === tail.length) tail.forEach((desc, i) => items.push({ desc, amount: amounts[i] }));
  }
  return items.slice(0, 40);
}

// ——— The order's number, mileage, the three Cs and warranty pay ———

interface Cell {
  text: string;
  start: number;
}

/** Each line's cells, split once per parse: labels on one line look at it again. */
let cellCache = new Map<string, Cell[]>();

/** A line's cells with where each starts: the line-order reader's columns. */
function cellsAt(line: string): Cell[] {
  const cached = cellCache.get(line);
  if (cached) return cached;
  const found: Cell[] = [];
  cellCache.set(line, found);
  const splitter = /\s{3,}|\t+|\s*\|\s*/g;
  let start = 0;
  const push = (end: number) => {
    const raw = line.slice(start, end);
    const text = raw.trim();
    if (text) found.push({ text, start: start + raw.indexOf(text) });
  };
  for (let match = splitter.exec(line); match; match = splitter.exec(line)) {
    if (match[0].length === 0) {
      splitter.lastIndex += 1;
      continue;
    }
    push(match.index);
    start = match.index + match[0].length;
  }
  push(line.length);
  return found;
}

/** Which of the line's cells holds the character at `at` (-1 for a gap), by halving. */
function columnAt(line: string, at: number): number {
  const row = cellsAt(line);
  let low = 0;
  let high = row.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (row[middle].start > at) high = middle - 1;
    else if (at >= row[middle].start + row[middle].text.length) low = middle + 1;
    else return middle;
  }
  return -1;
}

/**
 * The value under a column header, nearest line first (the next line or the one after): in a line
 * holding as many cells as the header line, the cell at the same place ("MILEAGE IN / OUT   OPENED
 * CLOSED" over "39,175 / 39,191   1/16/24   1/18/24"); else, the text keeping each word where it
 * stands, the one cell that stands under this header and under no other. A value has a digit: a
 * line of labels between is passed over, and a lower row of other headers is never the value.
 */
function cellBelow(lines: string[], index: number, column: number): string | undefined {
  const header = cellsAt(lines[index]);
  // A lone label over a lone value is a run of labels OCR split from its amounts (TotalsBoxes), not a column.
  if (header.length < 2) return undefined;
  for (const below of lines.slice(index + 1, index + 3)) {
    const values = cellsAt(below);
    const value = values.length === header.length ? values[column]?.text : cellUnder(header, column, values);
    if (value !== undefined && /\d/.test(value)) return value;
  }
  return undefined;
}

/** How far (in characters) a value may stand beside its header's edges and still be under it. */
const UNDER_SLACK = 2;

/**
 * The value cell standing under header cell `column`: it overlaps that header's span (widened by
 * UNDER_SLACK), overlaps no other header more, and is the only such cell. Undefined otherwise.
 */
function cellUnder(header: Cell[], column: number, values: Cell[]): string | undefined {
  const overlap = (cell: Cell, head: Cell) =>
    Math.min(cell.start + cell.text.length, head.start + head.text.length + UNDER_SLACK) - Math.max(cell.start, head.start - UNDER_SLACK);
  const under = values.filter((cell) => {
    const mine = overlap(cell, header[column]);
    return mine > 0 && header.every((head, at) => at === column || overlap(cell, head) < mine);
  });
  return under.length === 1 ? under[0].text : undefined;
}

const RO_LABEL =
  /\b(?:r\.?\s?o\.?\s*(?:#|no\.?|num(?:ber)?\b)|r\.\s?0\.\s*(?:#|no\.?)|ro\s*number|repair\s*order(?:\s*(?:#|no\.?|number))?|w\s?[/il1|]\s?o\s*(?:#|no\.?)|r\s?\/\s?o(?:\s*(?:#|no\b\.?|number\b))?(?![a-z])|r[il1|]{1,2}[o0](?=\s+\d{5})|w\.?\s?[o0]\.?\s*(?:#|no\.|no\b(?=\s*$|\s{3}))|(?:service|shop|work)\s*order(?=\s*$|\s{3})|(?:work|svc)\s*order\s*(?:#|no\.?|number)|shop\s*order(?:\s*(?:#|no\.?|number))?|orden\s*(?:de\s*(?:reparaci[oó]n|servicio|trabajo)\s*)?(?:#|no\.?|n[uú]m(?:ero)?\.?)|n[uú]m\.?\s*de\s*orden|bon\s*de\s*travail\s*(?:n[°ºo]\.?|#)?|n[°º]\s*b\.\s?t\.|n[°º]\s*de\s*r[ée]paration|o\.\s?r\.\s*n[uú]m\.?|(?:service\s*)?ro\b|(?<=^\s*)order(?=\s*$)|(?:(?<=^\s*)|(?<=\s{2})|(?<=\/\s?))(?:(?:service\s*)?order\s*(?:[#=]|no\.?|number)|n[º°]|no\.(?=\s*\d))|(?<!\S)№)\s*[:#]?\s*/gi;
/** The only number some documents carry (an independent shop's invoice or ticket): taken where no repair-order label is printed. */
const INVOICE_LABEL = /\b(?:invoice|inv|ticket)\s*(?:#|no\.?|number)?\s*[:#]?\s*/gi;
/** An order number, perhaps after its branch's letters or digits ("FTW-541275", "02-118734"), perhaps with a suffix. */
const ORDER_NUMBER = /^(?:[A-Z]{0,3}-?|\d{1,3}-)?\d{4,10}(?:-[A-Z0-9]{1,4})?$/i;
const LONE_NUMBER = /^\d{5,10}$/;

/** A number OCR broke at single spaces ("6 78 789" for a large printed 678789): short groups of digits. */
const SPACED_DIGITS = /^\d{1,3}(?: \d{1,3}){1,4}(?!\S)/;

/** The first token after a label, when it looks like an order number (or short groups of digits that join into one). */
function numberAfter(text: string): string | undefined {
  const token = text.trim().split(/\s+/)[0] ?? '';
  if (ORDER_NUMBER.test(token)) return token;
  const spaced = SPACED_DIGITS.exec(text.trim())?.[0].replace(/ /g, '');
  return spaced !== undefined && LONE_NUMBER.test(spaced) ? spaced : undefined;
}

function orderNumber(lines: string[]): Found<string> {
  /** The number a label of this kind holds, and whether such a label is printed at all. */
  const read = (label: RegExp): { number: Found<string>; printed: boolean } => {
    const found = new Set<string>();
    /** Numbers a field's label holds across a gap ("RO / WORK ORDER     477690"), not a reference in a table's row ("RO 609980 / INV 8193538"). */
    const fielded = new Set<string>();
    let alone: number | undefined;
    let printed = false;
    for (const [index, line] of lines.entries()) {
      label.lastIndex = 0;
      for (let match = label.exec(line); match; match = label.exec(line)) {
        printed = true;
        const value = numberAfter(line.slice(match.index + match[0].length, match.index + match[0].length + 24));
        if (value) found.add(value);
        if (value && /\s{2,}$/.test(match[0]) && /(?:^\s*|\s{2})(?:\S{1,6}\s?\/\s?)?$/.test(line.slice(0, match.index))) fielded.add(value);
        else if (/^(?:\s{3,}|\s*$)/.test(line.slice(match.index + match[0].trimEnd().length))) {
          // A column header ("REPAIR ORDER   ARRIVAL" over "237745   Wed 08 Mar 2023"): the cell under the label.
          const column = columnAt(line, match.index);
          const below = column === -1 ? undefined : numberAfter(cellBelow(lines, index, column) ?? '');
          if (below) found.add(below);
          else alone ??= index;
        }
      }
    }
    if (found.size > 1 && fielded.size === 1) return { number: { value: [...fielded][0], sure: true }, printed };
    if (found.size > 0) return { number: { value: [...found][0], sure: found.size === 1 }, printed };
    // A label printed in a box, its number below or at the end of a line beneath ("R.O. No." … "(503) 555-0105   728657").
    const last =
      alone === undefined
        ? undefined
        : lines
            .slice(alone, alone + 4)
            .map((line) => cellsAt(line).at(-1)?.text ?? '')
            .find((text) => LONE_NUMBER.test(text));
    return { number: last === undefined ? null : { value: last, sure: true }, printed };
  };
  const roNumber = read(RO_LABEL);
  if (roNumber.number) return roNumber.number;
  const invoice = read(INVOICE_LABEL).number;
  // A repair-order label whose number was not read: the invoice number beside it may be another number.
  return invoice && roNumber.printed ? { value: invoice.value, sure: false } : invoice;
}

/**
 * A label alone on its line with a reading alone under it, starting where the label starts ("MILEAGE IN" over "44,810"): a
 * box's caption over its value. Only a reading's shape counts (grouped thousands or three to seven digits), so a run of labels
 * over a run of amounts is not taken for it.
 */
function loneReadingUnder(lines: string[], index: number, labelAt: number): string | undefined {
  if (cellsAt(lines[index]).length !== 1) return undefined;
  const below = cellsAt(lines[index + 1] ?? '');
  if (below.length < 1 || Math.abs(below[0].start - labelAt) > UNDER_SLACK) return undefined;
  return /^(?:\d{1,3}(?:,\d{3})+|\d{3,7})(?:\s*mi(?:les)?)?$/i.test(below[0].text) ? below[0].text : undefined;
}

/** Mileage or warranty labels looked at on one line: a real order prints two or three, so a line of thousands costs no more. */
const LABELS_PER_LINE = 8;
/**
 * "MI IN" only before in/out (else "mi" is a unit); OCR's readings of a boxed "ODOMETER" that lost
 * its edge letters ("YDOMETE", "DOMETER"), with a t for its d ("Otometer"), of "ODO" ("obo"), "ODOM" and of
 * "SPEEDOMETER"; OCR may glue "in" or "out" to the label ("Odometerin").
 */
const MILEAGE_LABEL =
  /\b(?:mileage|odometer|millaje|od[oó]metro|[o0]d[o0]m(?=\.?\s)|[o0y]?d[o0]met[a-z]{0,3}|speed[o0]met[a-z]{0,3}|[o0]?t[o0e]met[a-z]{0,4}|[o0]{1,2}d[o0]|[o0]b[o0]|mile(?:s)?|millas|milles|mi(?=\.?\s*(?:\/\s*)?(?:in|out)\b))(?:\b|(?=(?:in|out)\b))\.?(?:\s*(?:\/\s*)?(in|out|entrada|salida|al\s*entrar|al\s*salir|entr[ée]e|sortie)(?![\w\u00c0-\u00ff]))?(?:\s*\/\s*(out)\b)?(?:\s*\((?:mi|miles|km)\))?\s*[:#]?/gi;
/** A reading with thousands by commas, or by spaces when a unit follows ("41 940 mi"); its unit when printed. */
const MILES =
  /(?<![\d,.])(\d{1,3}(?:,\d{3})+|[1-9]\d{0,2}(?:\.\d{3})+(?!\d)|\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?=\s*(?:mi|km)\b)|\d{1,7})(?![\d,]|\.\d)(?:\s*(mi(?:les)?\b|km\b))?/gi;
/** A cell that starts with a reading: the number, its unit, then the cell's end, a slash, brackets or a gap. */
const LEADS_WITH_MILES = /^[|:#]?\s*\d[\d,.\u00a0\u202f ]*(?:\s*(?:mi(?:les)?|km)\b\.?)?\s*(?:$|\/|\(|\s{2,}|\|)/i;
/** The rest of a label before its gap or colon ("MILEAGE AT DROP-OFF   59,878"). */
const LABEL_WORDS = /^\s*[a-z][a-z .'-]*?(?=\s{2,}|:)/i;
/** A reading in running text after its label: a verb or a few linking words, then the number ("odometer showed 37431 miles", "Mileage at service: 43,980"). */
const MILES_ON_THE_ODOMETER = /\b(\d{1,3}(?:,\d{3})+|\d{3,7})\s*miles\s+(?:on|showing\s+on|registered\s+on)\s+the\s+odometer\b/gi;
const PROSE_READING =
  /^\s*(?:(?:read|reads|reading|showed|shows|was|is|at|of|on|service|arrival|drop-?off|pick-?up)\s*:?\s+){1,3}(\d{1,3}(?:,\d{3})+|\d{3,7})(?![\d,]|\.\d)/i;
const NOT_MILEAGE = /\b(?:next\s*service|recommend|every|warrant(?:y|s)|whichever)\b/i;
/** Just before a mileage label: the odometer when the car was sold or first delivered, not at this visit ("DELIVERY MILES   36"). */
const OTHER_ODOMETER_BEFORE = /\b(?:delivery|in-?service|sale|sold|purchase|new)\s*$/i;
/** Just after one: the same said the other way round ("ODOMETER AT SALE   39,168", "odometer at delivery"). */
const OTHER_ODOMETER_AFTER = /^\s*(?:at|on)\s+(?:(?:contract\s+)?sale|purchase|delivery|in-?service)\b/i;
/** After a mileage label, the stage of the order it was read at: in ("at check-in") or out ("at completion"). */
const AT_STAGE = /^\s*at\s*(?:(check[-\s]?in|arrival|drop[-\s]?off|write[-\s]?up|intake|opening)|(completion|check[-\s]?out|closing|close))\b/i;
/** A bare "In" or "Out" cell, then across a gap a reading with its unit in miles. */
const IN_OUT_MILES = /(?:^|\s{2})(in|out)\s{2,}(\d{1,3}(?:,\d{3})+|\d{3,7})\s*mi(?:les)?\b/gi;
/** A cell that is one reading whose thousands are grouped by a space ("59 878" under "ODOM IN"). */
const SPACE_GROUPED = /^\d{1,3}(?:[ \u00a0\u202f]\d{3})+$/;

/** The readings in the text; kilometres printed beside miles ("41 940 mi (67 496 km)") are the same reading, left out. */
function milesIn(text: string): number[] {
  const found: { value: number; km: boolean }[] = [];
  MILES.lastIndex = 0;
  for (let match = MILES.exec(text); match; match = MILES.exec(text)) {
    const value = Number(match[1].replace(/[,.\s]/g, ''));
    if (value <= 2_000_000) found.push({ value, km: match[2]?.toLowerCase() === 'km' });
  }
  const inMiles = found.some((reading) => !reading.km) && found.some((reading) => reading.km);
  return found.filter((reading) => !(inMiles && reading.km)).map((reading) => reading.value);
}

function mileage(lines: string[]): { mileageIn: Found<number>; mileageOut: Found<number> } {
  let mileageIn: Found<number> = null;
  let mileageOut: Found<number> = null;
  /** Whether the reading out was taken as "out" only because a date-out label shares its line. */
  let outByLine = false;
  /** Readings whose label names the order's own stage ("at check-in", "at completion"): a valet's or a statement's reading at pick-up gives way to them. */
  const staged = { in: false, out: false };
  const set = (kind: 'in' | 'out', value: number | undefined, sure: boolean, byLine = false, atStage = false) => {
    if (value === undefined) return;
    if (kind === 'in') {
      if (!mileageIn || (atStage && !staged.in)) mileageIn = { value, sure };
    } else if (!mileageOut || (atStage && !staged.out)) {
      mileageOut = { value, sure };
      outByLine = byLine;
    }
    staged[kind] ||= atStage;
  };
  for (const [index, line] of lines.entries()) {
    if (NOT_MILEAGE.test(line)) continue;
    MILEAGE_LABEL.lastIndex = 0;
    const labels = labelsIn(line);
    let seen = 0;
    for (let match = MILEAGE_LABEL.exec(line); match && seen < LABELS_PER_LINE; match = MILEAGE_LABEL.exec(line), seen += 1) {
      if (OTHER_ODOMETER_BEFORE.test(line.slice(Math.max(0, match.index - 16), match.index))) continue;
      if (OTHER_ODOMETER_AFTER.test(line.slice(match.index + match[0].length, match.index + match[0].length + 24))) continue;
      const both = match[2] !== undefined;
      const said = match[1]?.toLowerCase();
      const named: 'in' | 'out' | undefined = said === undefined ? undefined : /^(?:in|entrada|al\s*entrar|entr[ée]e)$/.test(said) ? 'in' : 'out';
      // "MILES AT PICK-UP   31,205": the reading when the vehicle left.
      const atOut = /^\s*at\s*(?:pick[-\s]?up|delivery|release|return)\b/i.test(line.slice(match.index + match[0].length, match.index + match[0].length + 24));
      // "Odometer at check-in", "Odometer at completion": the order's own readings, whatever else the page records.
      const stage = AT_STAGE.exec(line.slice(match.index + match[0].length, match.index + match[0].length + 24));
      const kind: 'in' | 'out' =
        (stage ? (stage[1] ? 'in' : 'out') : undefined) ??
        named ??
        (atOut ? 'out' : undefined) ??
        (labels.some((label) => label.kind === 'out') && !labels.some((label) => label.kind === 'in') ? 'out' : 'in');
      // Up to the next label on the line, or the cell's end.
      MILEAGE_LABEL.lastIndex = match.index + match[0].length;
      const after = line.slice(match.index + match[0].length);
      const nextLabel = after.search(/\b(?:mileage|odometer|odo|mi\.?\s*(?:in|out))\b|\s{3,}[A-Za-z]/i);
      const segment = nextLabel === -1 ? after : after.slice(0, nextLabel);
      // Only a reading standing first is this label's ("MI OUT   2023 BMW 330I" is a column header over its value).
      let value = LEADS_WITH_MILES.test(segment.replace(LABEL_WORDS, '')) ? milesIn(segment) : [];
      if (value.length === 0 && nextLabel !== -1 && /^\s{3,}\d/.test(after.slice(nextLabel))) value = milesIn(after);
      if (value.length === 0 && !both) {
        // Running text, perhaps wrapped onto the next line ("Your odometer showed" / "37431 miles.").
        const reading = PROSE_READING.exec(`${segment} ${nextLabel === -1 ? (lines[index + 1]?.trim() ?? '') : ''}`);
        if (reading) {
          set(kind, Number(reading[1].replace(/,/g, '')), false);
          continue;
        }
      }
      if (value.length === 0) {
        const column = columnAt(line, match.index);
        const below = column === -1 ? undefined : (cellBelow(lines, index, column) ?? loneReadingUnder(lines, index, match.index));
        if (below && findDates(below).length === 0) value = SPACE_GROUPED.test(below.trim()) ? [Number(below.replace(/\D/g, ''))] : milesIn(below);
      }
      if (both) {
        set('in', value[0], value.length === 2);
        set('out', value[1], value.length === 2);
      } else set(kind, value[0], value.length === 1, named === undefined && !stage, stage !== null || named !== undefined);
    }
  }
  // A letter's prose: "checked in … with 50,243 miles on the odometer. It was completed … with 50,249 miles on the odometer".
  if (!mileageIn && !mileageOut) {
    const readings = [...lines.join(' ').matchAll(MILES_ON_THE_ODOMETER)].slice(0, 3).map((match) => Number(match[1].replace(/,/g, '')));
    if (readings.length === 2 && readings[0] <= readings[1]) {
      set('in', readings[0], true);
      set('out', readings[1], true);
    } else if (readings.length === 1) set('in', readings[0], false);
  }
  // Bare "In" and "Out" cells beside a reading with its unit ("In   28,325 mi (45,585 km)"), as a card under a MILEAGE heading prints them.
  if (!mileageIn && !mileageOut)
    for (const line of lines) {
      for (const match of line.matchAll(IN_OUT_MILES)) set(match[1].toLowerCase() === 'in' ? 'in' : 'out', Number(match[2].replace(/,/g, '')), true);
    }
  // One reading beside an unnamed label on the date-out row ("Completed: 5/29/2023   Odometer: 23,134")
  // is the order's only reading: the mileage in, with no reading out.
  if (!mileageIn && mileageOut && outByLine) return { mileageIn: mileageOut, mileageOut: null };
  return { mileageIn, mileageOut };
}

/**
 * A three-C label at the start of its line, after a repair line's letter ("A ", "B.") or a label in
 * another language or a heading's first words and a slash ("Plainte / Complaint:", "Instructions /
 * Customer complaint"), then its value; or, with its colon, at the start of a cell across a gap (a
 * page with a column beside its text: "2200 Harbor Blvd   What you told us: …").
 */
const cLabel = (label: string) => {
  const other = String.raw`(?:[a-zà-ÿ'’.-]+(?:\s+[a-zà-ÿ'’.-]+)?\s*[/|]\s*)?`;
  return new RegExp(String.raw`(?:^\s*(?:[A-Z]\d?[.)]?\s+)?${other}(?:${label})\b\s*[:.#-]?|(?<=\s{3})${other}(?:${label})\s*:)\s*(.*)$`, 'i');
};

const C_LABELS = {
  complaint: cLabel(
    String.raw`demande\s*du\s*client|plainte|queja|s[íi]ntoma|cliente\s*indica|(?:(?:customer|client|owner|your)\s*)?(?:concern|complaint|request)s?(?:\s*\/\s*(?:complaint|concern))?|customer\s*request\s*\/\s*complaint|(?:what\s*)?you\s*told\s*(?:us|me)|customer\s*(?:states|says)(?=\s*:)|reason\s*for\s*(?:visit|service)|(?:concern|problem)\s*reported|reported\s*(?:problem|concern)|reported(?=\s*:)|c1`,
  ),
  cause: cLabel(
    String.raw`constat(?:\s*du\s*technicien)?|causa|diagn[óo]stico|t[ée]cnico\s*encontr[óo]|cause\s*of\s*failure|failure\s*cause|cause|(?:technician\s*|tech\s*)?(?:diagnosis|findings)|(?:technician|tech)\s*found|what\s*(?:we|i)\s*found|c2`,
  ),
  // A bare "Repair" heads a correction when a verb in the past follows ("Repair   Replaced front pads …").
  correction: cLabel(
    String.raw`travail\s*effectu[ée]|travaux\s*effectu[ée]s(?=\s*:)|correcci[óo]n|trabajo\s*realizado|reparaci[óo]n(?=\s*:|\s{2,})|correction|corr|work\s*performed|work\s*carried\s*out|work\s*done|action\s*taken|repair ?performed|repairs?\s*made|(?:technician|tech)\s*performed|what\s*(?:i|we)\s*did|repair(?=\s{2,}|\s*:|\s+[a-z]+ed\b)|results?(?=\s*:|\s+[a-z]+ed\b)|c3`,
  ),
};

/** Column headers beside a label make its line a header row ("Work performed   Labor   Parts"). */
const HEADER_CELL = /^(?:labou?r|parts|amount|line\s*total|type|hours|price|supplies|sublet|tax|total|pay|customer|warranty|internal)$/i;

/**
 * The next line's text when it carries on a three-C value: its only cell starts under the value or
 * under its label (`columns`), it is no label of its own ("Technician notes: …"), and it names no
 * money and no labour, operation or technician (the repair line's details under the text are no
 * continuation).
 */
function continuation(next: string | undefined, columns: number[], fragment = false): string | undefined {
  if (next === undefined) return undefined;
  const cells = cellsAt(next);
  if (cells.length !== 1 || !columns.some((column) => Math.abs(cells[0].start - column) <= 1)) return undefined;
  const text = cells[0].text;
  if (
    Object.values(C_LABELS).some((label) => label.test(next)) ||
    findMoney(text).length > 0 ||
    /^(?:labou?r|parts?|op|op\s*code|opcode|tech)\b/i.test(text) ||
    // The line's hours, technician or part ("0.8 h labor · technician 816 · parts BXT-65").
    /\b\d+(?:\.\d+)?\s*(?:h|hrs?|hours?)\b|\b(?:technician|tech)\s*#?\s*\d/i.test(text) ||
    // A label of its own ("Technician notes: …").
    /^[a-z][a-z\s/'-]{0,30}:/i.test(text)
  )
    return undefined;
  // A value's last word wrapped onto a line of its own ("verified vent temperature" / "41F") is a short fragment.
  return letters(text) >= 3 || (fragment && /^[\w°%./-]{1,8}$/.test(text) && /\d/.test(text)) ? text : undefined;
}

/** The first repair line's complaint, cause and correction, each the text beside (or under) its label. */
function threeCs(lines: string[]): Record<keyof typeof C_LABELS, Found<string>> {
  const read = (label: RegExp): Found<string> => {
    for (const [index, line] of lines.entries()) {
      const match = label.exec(line);
      if (!match) continue;
      // A heading in a table's row ("A CUSTOMER REQUEST      Warranty claim   1.8   273.60"): the cells
      // across the gap are other columns', not the value (a label's one value across a gap is).
      const labelText = match[0].slice(0, match[0].length - match[1].length);
      const labelAt = match.index + labelText.search(/\S/);
      // The label's words opening a sentence ("Customer requests oil change"): no mark and no gap, then a word in lower case.
      if (/[a-z] ?$/i.test(labelText) && /^[a-z]/.test(match[1])) continue;
      const across = cellsAt(match[1]);
      const tableRow = /\s{3,}$/.test(labelText) && !/:\s*$/.test(labelText) && across.length >= 2 && !across.every((cell) => HEADER_CELL.test(cell.text));
      let text = tableRow ? '' : (cellsAt(match[1])[0]?.text ?? '');
      let sure = true;
      if (letters(text) < 4 || HEADER_CELL.test(text) || (cellsAt(match[1]).length === 1 && ITEM_HEADER.test(text))) {
        // A header over its column ("CUSTOMER REQUEST / COMPLAINT" over "A. Customer states …"), or a
        // heading over its text (the next line, alone and starting under the heading).
        const below = lines.slice(index + 1, index + 3).find((candidate) => /^\s*[A-Z][.)]\s+\S/.test(candidate));
        const heading = tableRow || match[1].trim() === '';
        const under =
          below === undefined && heading
            ? continuation(lines[index + 1], [labelAt, labelAt + (/^(?:[A-Z]\d?[.)]?\s+)?/.exec(line.slice(labelAt))?.[0].length ?? 0)])
            : undefined;
        if (!below && !under) continue;
        text = below ? (cellsAt(below.replace(/^\s*[A-Z][.)]\s+/, ''))[0]?.text ?? '') : (under ?? '');
        sure = false;
      } else {
        const wrapped = continuation(lines[index + 1], [line.length - match[1].length + (cellsAt(match[1])[0]?.start ?? 0), labelAt], true);
        if (wrapped !== undefined) {
          // The text runs on under itself: read both lines, and let the owner check where it ends.
          text = `${text} ${wrapped}`;
          sure = false;
        }
      }
      text = trimEnd(text.replace(/\s*\([^)]*\)?\s*$/, ''), /[\s.;,]/).trim();
      if (letters(text) >= 4) return { value: text, sure };
    }
    return null;
  };
  const labelled = { complaint: read(C_LABELS.complaint), cause: read(C_LABELS.cause), correction: read(C_LABELS.correction) };
  // A letter tells them in its prose: "You told our advisor, S. OYELARAN: “Customer states …”", "… and made this repair: Replaced …".
  const prose = labelled.complaint || labelled.correction ? '' : lines.join(' ').slice(0, PROSE_REACH);
  const told = PROSE_COMPLAINT.exec(prose)?.[1];
  const repaired = PROSE_CORRECTION.exec(prose)?.[1];
  return {
    ...labelled,
    complaint: labelled.complaint ?? (told && letters(told) >= 4 ? { value: trimEnd(told.trim(), /[\s.;,]/), sure: true } : null),
    correction: labelled.correction ?? (repaired && letters(repaired) >= 4 ? { value: repaired.trim(), sure: true } : null),
  };
}

/** How much of a letter is read for its prose: a page or two. */
const PROSE_REACH = 20_000;
const PROSE_COMPLAINT = /\byou\s+told\s+(?:us|our|the)\s*(?:service\s+)?(?:advis[oe]r|writer|team)?(?:,\s*[^:“"]{1,40})?:\s*[“"]([^”"]{4,300})[”"]/i;
const PROSE_CORRECTION = /\b(?:made|performed|completed|carried\s+out)\s+(?:this|the\s+following)\s+repairs?\s*:\s*([^]{4,300}?)\.(?=\s+[A-Z]|\s*$)/;

const WARRANTY_AMOUNT = /\b(?:warranty(?:\s*pay)?\b|garant[íi]a(?![\wáéíóúñ])|garantie\b)(?:\s*\([^)\d]*\)?)?\s*[:]?/gi;
const WARRANTY_MARK =
  /\bwarranty\s*lines?\s*billed\s*to\b[^\d]{0,20}[1-9]|(?:^|\s{2})WTY(?=\s{2}|$)|\bclaim\s*type\s+\w{0,3}\s*warranty\b|\bcredited\s*to\s*(?:the\s*)?dealer\b|\bpay\s*type\s*:?\s*warranty\b|\((?:[^)]*\/\s*)?warr\)|\btype\s+w\b|\(warranty\)|·\s*warranty\b|(?:^|\s{3})WP(?:\s{3}|$)|\d\.\d\d\s+W(?:\s|$)|\s{3}W$|(?:^|\s{3})warranty\s+claim\s{3,}\d|\s[-·]\s*warranty\s*$|\bgar\s*\/\s*war\b|\bwarranty\s*applied\b|\bwarr(?:anty)?\b[^\d]{0,24}?\bclaim\s*(?:#|no\.?)?\s*\d/i;
/** A repair line's payer in a cell of its own ("Jeep warranty", "Thor Motor Coach warranty"), or the maker paying ("Paid by Jeep   $337.35"). */
const MAKER_PAYS = new RegExp(
  String.raw`^(?:(?:${MAKES})(?:\s+[a-z][\w-]*){0,2}\s+warranty(?=\s*$|\s{3})|(?:paid|covered)\s*by\s*(?:the\s*)?(?:${MAKES})(?:\s+warranty)?(?=\s*\$?\s*[1-9][\d,]*\.\d\d\b))`,
  'i',
);

const PAY_CODE_LEGEND = /\bW\s*(?:=|-|·|:)?\s*WARRANTY\b/;
const CODED_W_LINE = /^\s*(?:[A-Z]\d?\s+)?W\s+\S[^]*\d\.\d\d\b/;
/** Whether a repair line is paid by the manufacturer's warranty: a warranty amount above zero, or a line marked as warranty pay. */
function warrantyRepair(lines: string[]): Found<boolean> {
  let zero = false;
  // A legend that says "W" is warranty pay ("PAY CODES: W WARRANTY · C CUSTOMER"): a work line coded W is the maker's.
  if (lines.some((line) => PAY_CODE_LEGEND.test(line)) && lines.some((line) => CODED_W_LINE.test(line))) return { value: true, sure: true };
  for (const [index, line] of lines.entries()) {
    if (WARRANTY_MARK.test(line)) return { value: true, sure: true };
    if (cellsAt(line).some((cell) => MAKER_PAYS.test(line.slice(cell.start)) && !/\b(?:extended|limited|terms?)\b/i.test(cell.text)))
      return { value: true, sure: true };
    WARRANTY_AMOUNT.lastIndex = 0;
    let seen = 0;
    for (let match = WARRANTY_AMOUNT.exec(line); match && seen < LABELS_PER_LINE; match = WARRANTY_AMOUNT.exec(line), seen += 1) {
      const rest = line.slice(match.index + match[0].length);
      let amount = /^\s*\$?\s*\d/.test(rest) ? findMoney(rest)[0]?.amount : undefined;
      if (amount === undefined) {
        const column = columnAt(line, match.index);
        const below = column === -1 ? undefined : cellBelow(lines, index, column);
        if (below !== undefined) amount = findMoney(below)[0]?.amount;
      }
      if (amount === undefined && cellsAt(line).length === 1) {
        const next = lines[index + 1];
        if (amountOnly(next)) amount = findMoney(next ?? '')[0]?.amount;
      }
      if (amount !== undefined && amount > 0) return { value: true, sure: true };
      if (amount !== undefined) zero = true;
    }
  }
  return { value: false, sure: zero };
}

/** Words that point at an earlier visit: a comeback of it, a previous or the original repair order. */
const EARLIER_VISIT =
  /\b(?:also\s+(?:seen|in)\s+for|for\s+a\s+similar\s+concern)\b|\b(?:comeback|return\s*visit|re-?visit)\s*(?:of|from|for|to|on)\b|\b(?:previous|prior|original|earlier|last)\s*(?:visit|repair\s*order|r\.?\s?\/?\s?o\b\.?|order|service\s*visit)/i;

/** The line with each cell that speaks of an earlier visit blanked, every other cell left where it stands. */
function withoutEarlierVisit(line: string): string {
  if (!EARLIER_VISIT.test(line)) return line;
  let kept = line;
  for (const cell of cellsAt(line))
    if (EARLIER_VISIT.test(cell.text)) kept = kept.slice(0, cell.start) + ' '.repeat(cell.text.length) + kept.slice(cell.start + cell.text.length);
  return kept.trimEnd();
}

const WEIGHTS = { dealer: 0.25, dateIn: 0.25, dateOut: 0.2, total: 0.2, issue: 0.05, items: 0.05 };

/** The form's own note that its dates are day first. */
const DAY_FIRST_FORM = /\b(?:dd|jj)\s?[/.-]\s?mm\s?[/.-]\s?(?:aaaa|yyyy|aa|yy)\b/i;
const DAY_FIRST_DATE = /\b(\d{1,2})([/.-])(\d{1,2})\2(20\d\d)\b/g;

export function parseRepairOrderText(text: string): RepairOrderReading {
  cellCache = new Map();
  const lines = text
    .replace(/\r/g, '')
    .split('\n')
    .map((line) => line.replace(/[‐‑–—]/g, '-').trimEnd())
    .filter((line) => line.trim() !== '');
  // A form that says its dates are day first ("(dd/mm/aaaa)"): each d/m/yyyy is rewritten yyyy-m-d, the same length, so positions hold.
  if (DAY_FIRST_FORM.test(text))
    for (const [index, line] of lines.entries()) lines[index] = line.replace(DAY_FIRST_DATE, (_, day, sep, month, year) => `${year}${sep}${month}${sep}${day}`);
  const dealer = dealerName(lines);
  // A line about an earlier visit ("COMEBACK OF R/O 629144, closed 10/19/23 at 49,182 mi") holds that visit's number, dates and mileage, not this one's.
  const thisVisit = lines.map(withoutEarlierVisit);
  const { dateIn, dateOut } = visitDates(thisVisit);
  const issue = issueSummary(lines);
  const total = totalDue(lines);
  const items = lineItems(lines, issue?.line ?? -1);

  const credit = (found: Found<unknown>, weight: number) => (found ? weight * (found.sure ? 1 : 0.55) : 0);
  let confidence =
    credit(dealer, WEIGHTS.dealer) +
    credit(dateIn, WEIGHTS.dateIn) +
    credit(dateOut, WEIGHTS.dateOut) +
    credit(total, WEIGHTS.total) +
    credit(issue, WEIGHTS.issue) +
    (items.length > 0 ? WEIGHTS.items : 0);
  // Amounts that add up are a sign the page was read well.
  const itemsSum = items.reduce((sum, item) => sum + item.amount, 0);
  if (total && items.length > 0 && (Math.abs(itemsSum - total.value) < 0.015 || (itemsSum < total.value && total.value <= itemsSum * 1.15))) confidence += 0.03;
  confidence = Math.max(0.02, Math.min(0.97, confidence));

  const roNumber = orderNumber(thisVisit);
  const { mileageIn, mileageOut } = mileage(thisVisit);
  const cs = threeCs(lines);
  const warranty = warrantyRepair(lines);
  const questions: RepairOrderQuestion[] = [];
  if (total?.rivals) {
    questions.push({ field: 'total', question: `${words(total.rivals.length)} possible totals: ${list(total.rivals.map(dollars))}`, candidates: total.rivals });
  }
  for (const [field, day, name] of [
    ['date_in', dateIn, 'dates in'],
    ['date_out', dateOut, 'dates out'],
  ] as const) {
    if (day?.rivals)
      questions.push({ field, question: `${words(day.rivals.length)} possible ${name}: ${list(day.rivals.map(formatDay))}`, candidates: day.rivals });
  }
  const asked = new Set(questions.map((question) => question.field));
  const fields: Record<RepairOrderField, Found<unknown>> = {
    dealer_name: dealer,
    date_in: dateIn,
    date_out: dateOut,
    total,
    ro_number: roNumber,
    mileage_in: mileageIn,
    mileage_out: mileageOut,
    warranty_repair: warranty,
    complaint: cs.complaint,
    cause: cs.cause,
    correction: cs.correction,
  };
  const field_confidence = Object.fromEntries(
    Object.entries(fields).map(([field, found]) => [field, found && !asked.has(field as RepairOrderField) ? (found.sure ? SURE : GUESSED) : 0]),
  ) as Record<RepairOrderField, number>;
  const value = <T>(field: RepairOrderField, found: Found<T>): T | null => (asked.has(field) ? null : (found?.value ?? null));

  return {
    dealer_name: dealer?.value ?? null,
    date_in: value('date_in', dateIn),
    date_out: value('date_out', dateOut),
    issue_summary: issue?.value ?? null,
    line_items: items,
    total: value('total', total),
    confidence: Math.round(confidence * 100) / 100,
    ro_number: value('ro_number', roNumber),
    mileage_in: value('mileage_in', mileageIn),
    mileage_out: value('mileage_out', mileageOut),
    complaint: value('complaint', cs.complaint),
    cause: value('cause', cs.cause),
    correction: value('correction', cs.correction),
    warranty_repair: value('warranty_repair', warranty),
    field_confidence,
    questions,
  };
}

/** A field read beside its label, or guessed from where it stands. */
const SURE = 0.95;
const GUESSED = 0.6;

const dollars = (amount: number) => amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const words = (count: number) => (count === 2 ? 'Two' : count === 3 ? 'Three' : String(count));
const list = (items: string[]) => (items.length <= 2 ? items.join(' and ') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
