import * as chrono from 'chrono-node';
import { addDays, calendarDaysBetween, type ReplyLanguage } from '@dct/contracts';
import type { RuleId } from './reply-calibration';
import { ENGLISH_SMALL_NUMBERS, SPANISH_SMALL_NUMBERS } from './number-words';

/**
 * The deadline a dealer's reply sets, as a date counted from the day the reply arrived: "within
 * 10 business days", "in 2 weeks", "by Friday", "no later than the 15th" (next month's when this
 * month's has passed), "by end of next week" (the Friday of the following week), "before then"
 * (the day before a meeting named earlier), "by November 30", "a más tardar el 15 de marzo".
 *
 * chrono-node finds the dates (English or Spanish, the reply's day as reference); the spans it
 * does not count as this product does (business days, "the 15th", ends of weeks, "before then")
 * are ours. Most dates in a reply are facts (when the car was in, when the shop is closed, when
 * someone is back), and a meeting's own day is no deadline either, so each date is judged with
 * the words around it: after "by", "until", "no later than", "a más tardar"… it is a deadline
 * unless it closes the shop or marks someone's return; otherwise it counts only when its sentence
 * asks for an answer or says when one comes, and nothing in its clause makes it a past event.
 * Each sentence is read on its own, so a long text costs its length.
 */

const NUMBER_WORDS: Record<string, number> = {
  ...ENGLISH_SMALL_NUMBERS,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  'twenty-one': 21,
  thirty: 30,
  'forty-five': 45,
  sixty: 60,
  ninety: 90,
  couple: 2,
  few: 3,
  ...SPANISH_SMALL_NUMBERS,
  uno: 1,
  quince: 15,
  veinte: 20,
  treinta: 30,
  sesenta: 60,
  noventa: 90,
};

/** Past this many days ahead a date is no deadline of a reply, and within as many days back it is a fact. */
const HORIZON_DAYS = 190;
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
const weekdayOf = (iso: string) => utc(iso).getUTCDay();

/** Calendar days until `count` business days (Monday to Friday) have passed after `from`. */
export function businessDaysToCalendarDays(count: number, from: string): number {
  let left = count;
  let calendar = 0;
  while (left > 0) {
    calendar += 1;
    const weekday = weekdayOf(addDays(from, calendar));
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return calendar;
}

const ABBREVIATIONS =
  /\b(?:mr|mrs|ms|dr|st|no|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|a\.m|p\.m|inc|jr|sr|approx|e\.g|i\.e|vs|sra|srta|sr|ud|uds|av|tel)$/i;

/** Longer than any sentence a person writes: a run-on text is read in pieces of about this size, cut at spaces, so each rule's work stays small. */
const MAX_SENTENCE = 1_000;

function pieces(sentence: string): string[] {
  if (sentence.length <= MAX_SENTENCE) return [sentence];
  const cut: string[] = [];
  for (let at = 0; at < sentence.length;) {
    let end = Math.min(sentence.length, at + MAX_SENTENCE);
    const space = end < sentence.length ? sentence.lastIndexOf(' ', end) : -1;
    if (space > at + MAX_SENTENCE / 2) end = space;
    cut.push(sentence.slice(at, end).trim());
    at = end;
  }
  return cut;
}

/** The text's sentences, one line each: paragraphs are split at blank lines, and wrapped lines joined. */
export function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  for (const paragraph of text.split(/\n[ \t]*\n/)) {
    const flat = paragraph.replace(/\s+/g, ' ').trim();
    let start = 0;
    // The lookbehind starts each run of stops once, so a long run of "!!!" costs its length and no more.
    for (const stop of flat.matchAll(/(?<![.!?])[.!?]+["')\]]*\s/g)) {
      // "Dec. 5" and "Mr. Lee" do not end a sentence.
      if (stop[0].startsWith('.') && ABBREVIATIONS.test(flat.slice(Math.max(start, stop.index - 5), stop.index))) continue;
      sentences.push(flat.slice(start, stop.index + stop[0].length).trim());
      start = stop.index + stop[0].length;
    }
    if (start < flat.length) sentences.push(flat.slice(start).trim());
  }
  return sentences.flatMap(pieces).filter((sentence) => sentence.length > 0);
}

// ——— What the words around a date make of it ———

/** Words right before a date or duration that make it a deadline. */
const DEADLINE_LEAD =
  /\b(?:by|before|b4|until|till|through|thru|no later than|on or before|due(?: on| by)?|expires?(?: on)?|valid until|good until|(?:end of (?:the )?(?:business )?day|close of business|eod|cob)(?: on)?|antes del?|a más tardar(?: el)?|como muy tarde(?: el)?|hasta(?: el)?|no más tarde del?|vence(?: el)?|plazo(?: hasta)?(?: el)?|para el)\s+(?:this\s+|the\s+|el\s+|este\s+|a\s+)?$/i;
const DEADLINE_WORD = /\b(?:deadline|fecha límite)\b/i;
/** Closures and absences: a date they name is when the shop is shut or someone is away, not a deadline. */
const CLOSED_OR_AWAY =
  /\b(?:(?:is|are|be|remain)\s+closed(?!\s+(?:if|unless))|closed\s+(?:on|for|from|until|through|thru|all|today)|out of (?:the )?office|(?:i'?m|i am|we'?re|we are)\s+(?:off|out)\s+(?:until|till|til)|(?:is|are|'s|'re)\s+(?:off|out|away)\s+(?:until|till|til|through|thru)\b|auto[-\s]?reply|away from (?:the |my )?(?:office|desk)|(?:i'?m|i am|we'?re|we are|i will be|i'll be)\s+(?:\w+\s+)?away\b|on (?:vacation|leave|pto)|out of the (?:shop|store|dealership)|(?:i|we|he|she)(?:'ll|'m| will| shall| am| are| is)?\s+(?:be\s+)?(?:returning|return|back)|return to the office|back in the office|reopen|cerrad[oa]s?|fuera de la oficina|estar[ée] fuera|de vacaciones|(?<!\b(?:lo|la|los|las)\s)regres(?!\w*(?:lo|la|los|las)\b)\w*|volver[ée])\b/i;
const HOLIDAY =
  /\b(?:holiday|observance|christmas|thanksgiving|new year|memorial day|labor day|independence day|presidents'? day|martin luther king|mlk|feriado|festivo|navidad)\b/i;
/** A date in a sentence like these is when something happened, not when something is due. */
const FACT =
  /\b(?:was|were|had|been|picked|pick-?up|brought|dropped off|arrived|completed|finished|repaired|received|sent|dated|wrote|closed|closure|return|returning|back|out of (?:the )?office|hours|open|effective|since|ago|estuvo|fue|recibimos|recibido|enviado|desde|horario|tras|hablamos|hablé|hablarlo|platicamos|conversamos)\b/i;
/** A meeting, a call, a visit or an inspection: its own day is not a deadline (the owner answers the proposal, not by then). */
const MEETING =
  /\b(?:meet|meeting|appointment|inspect|inspection|availability|(?<!\b(?:remains|remain|stays|stay|is still|will remain)\s)available|openings?|slots?|booked|reserved|on the lift|field engineer|in our shop|in the (?:store|shop)|be here|is here|speak with you|a call|by phone|come in|(?:swing|stop|come|pop) by|road test|drop (?:it|the car|the vehicle|your [\w-]+) off|bring (?:it|the [\w-]+|your [\w-]+) (?:in|by)|date\/time|reunirnos|reunión|cita|llamada|hablar con usted|por teléfono|le parece bien|le viene bien)\b/i;
/** A sentence like these asks for an answer or an act, or says when one comes: a date or span in it can be a deadline. */
const ACTION_OR_ANSWER =
  /\b(?:please|pls|plz|kindly|give (?:us|me)|look (?:into|at)|advise|indicate|tell|clarify|explain|specify|send\w*|submit\w*|provid\w*|forward\w*|e-?mail|mail|attach|upload|furnish|return|sign (?:and|it|the)|reply|respon\w*|answer|hear|decision|decide|review\w*|confirm|accept\w*|let (?:us|me) know|get back|circle back|follow(?:s|ing)? up|issue (?:it|them|the|a|your|payment)|in touch|contact\w*|update|appeal|call|bring|allow|need|offer|contingent|valid|good for|open for|stands|expires?|receiv\w*|get (?:it|them|those|these) to|can i get|takes?|respuesta|responder\w*|contest\w*|le (?:llamo|llamaré|aviso|avisaré)|resp[oó]nda\w*|conf[ií]rm\w*|inf[oó]rm\w*|ind[ií]qu\w*|h[aá]ganos saber|comun[ií]que\w*|comunicar\w*|contactar\w*|pondr\w*\s+en\s+contacto|ll[aá]m\w*|escr[ií]ba\w*|acept\w*|env[ií]e\w*|enviar|firm\w*|necesitamos|le pedimos|decisión|válid[oa]|vale\s+por|vence|vigencia|agradecer[ií]amos)\b/i;
/** A phone number, an e-mail address, a web address or a run of "|" separators. */
const CONTACT_DETAILS = /\(?\b\d{3}\)?[ .-]\d{3}[ .-]\d{4}\b|\b\d{2,3}[ .-]\d{4}[ .-]\d{4}\b|@[\w-]+\.\w|\bwww\.|https?:\/\/|\|.*\|/i;
const WEEKDAY_RANGE =
  /\b(?:mon|tue|wed|thu|fri|sat|sun|lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bados?)[a-z]*\.?\s*(?:through|thru|to|-|–|and|a|al|y)\s*$|(?<!\bantes\s)\b(?:de|from)\s+$/i;

/** "Your letter demands that Magnolia pay $1,862.00 … by July 17, 2026": the owner's own date, reported back. */
const OWNERS_DEMAND_REPORTED =
  /\b[Yy]our (?:letter|e-?mail|message|demand|request|note)\s+(?:of [\w ,]{3,20}\s+)?(?:demands?|demanded|asks?|asked|requests?|requested|insists?|insisted)\b|\b[Yy]ou (?:demand|demanded|asked|requested|insist|insisted)\s+(?:that\s+)?(?:we|the (?:dealer|store|dealership)|[A-Z]\w+)\s+(?:pay|reimburse|respond|answer)\b/;
const SUBJECT_ECHO = /^\s*(?:automatic reply|auto[- ]?reply|autoreply|out of office|respuesta autom[áa]tica)\s*:/i;

/** Just before a date: the dealer says when it will answer or call ("will call you tmrw", "le contesto el lunes"). */
const DEALER_PROMISE =
  /(?:\b(?:i|we)(?:'ll| will| shall)|(?:^|,)\s*will)\s+(?:\w+\s+){0,2}(?:call|respond|reply|answer|decide|get back to|follow up with|contact|update)\s+(?:you\s+)?(?:on\s+|by\s+|the\s+)?$|\b(?:le|te)\s+(?:contesta|responde|contesto|respondo|llamo|aviso|escribo|contestaré|responderé|llamaré|avisaré|daremos\s+(?:una\s+)?respuesta|responderemos|contestaremos)\s+(?:el\s+|antes\s+del?\s+)?$|\b(?:se\s+(?:comunicará|pondrá\s+en\s+contacto)|nos\s+(?:comunicaremos|pondremos\s+en\s+contacto)|le\s+(?:contactaremos|contactará|llamaremos|llamará|responderá))\s+(?:con\s+usted\s+)?(?:dentro\s+de|en|antes\s+del?|el)\s*$/i;

/** Just before a date: the dealer's payment is said to be ready, mailed or sent then ("the $200 check will be mailed", "el cheque quedará listo en caja el"). */
const DEALER_PAYS =
  /(?:\b(?:check|cheque|payment|refund|reimbursement|funds)\s+(?:goes|is\s+going)\s+out\s+(?:with|on)|\b(?:check|cheque|payment|refund|reimbursement|funds|credit)\b[^;]{0,30}?\b(?:will|should|'ll|shall)\s+(?:go\s+out|be\s+(?:mailed|sent|ready|issued|cut|paid|deposited|applied|out|available\s+for\s+pick-?up|(?:waiting\s+)?at\s+the\s+(?:service\s+|front\s+|cashier'?s?\s+|parts\s+)?(?:desk|counter|window|cashier)))|\b(?:cheque|pago|reembolso|cr[ée]dito|dep[óo]sito)\b[^;]{0,30}?\b(?:quedar[áa]n?|estar[áa]n?)\s+(?:list[oa]s?|disponibles?)|\b(?:se\s+lo|se\s+la|le)\s+(?:enviamos|mandamos|enviaremos|mandaremos|depositamos|depositaremos|pagamos|pagaremos))(?:\s+[^\s.,;]+){0,4}\s*$/i;

/** The owner asked to come by before a day: "swing by and see me by the 15th", "drop it off no later than Friday". */
const OWNER_VISIT_BY =
  /\b(?:swing|stop|come|pop|drop)\s+(?:by|in|it\s+off|the\s+\w+\s+off)\b[^;]{0,40}?\b(?:by|no later than|on or before)\s+(?:this\s+|the\s+|next\s+)?$/i;

/** "your installment due", "payment due on": a bill of the owner's falling due. */
const OWN_BILL_DUE =
  /\b(?:installment|payment|bill|balance|draft)s?,?\s+(?:is\s+|was\s+)?due(?:\s+on|\s+by)?\s+(?:this\s+|the\s+)?$|\b(?:pago|cuota|mensualidad|abono)\s+(?:se\s+)?vence(?:\s+el)?\s+$/i;

/** The clause holding text[start, end): from the last comma, semicolon or dash before it to the next one after it. */
function clauseAround(sentence: string, start: number, end: number): { before: string; after: string } {
  const head = sentence.slice(Math.max(0, start - 120), start);
  const cut = Math.max(
    head.lastIndexOf(','),
    head.lastIndexOf(';'),
    head.lastIndexOf(' - '),
    head.lastIndexOf('—'),
    head.lastIndexOf(' but '),
    head.lastIndexOf(' pero '),
  );
  const tail = sentence.slice(end, end + 80);
  // A date read with the comma that closes its clause ("by Thursday, he'll…"): nothing after it belongs to the clause.
  const stop = /[,;—]\s*$/.test(sentence.slice(start, end)) ? 0 : tail.search(/[,;—]/);
  return { before: head.slice(cut + 1), after: stop < 0 ? tail : tail.slice(0, stop) };
}

interface SentenceTone {
  /** An auto-reply's subject line ("Automatic reply: Acadia - response by 2/27?"): the owner's words echoed, nothing of the sender's. */
  echo: boolean;
  meeting: boolean;
  namesHoliday: boolean;
  asksOrAnswers: boolean;
  closedOrAway: boolean;
  /** Phone numbers, addresses, opening hours: a signature's line, whose weekdays are office hours. */
  contactDetails: boolean;
}

/** How a date at sentence[start, end) reads: a deadline (strongly, after "by"…, or weakly), or not one. */
function dateRole(sentence: string, start: number, end: number, tone: SentenceTone): NamedDate['role'] {
  const { before, after } = clauseAround(sentence, start, end);
  if (tone.echo || WEEKDAY_RANGE.test(before.slice(-20))) return 'none';
  const strong = DEADLINE_LEAD.test(before.slice(-50)) || DEADLINE_WORD.test(before);
  // "come in by the 15th": a visit asked for by a day is due by then; a meeting's own day ("meet on the 15th") is not.
  const visitBy = OWNER_VISIT_BY.test(before.slice(-60));
  if (strong) {
    if (CLOSED_OR_AWAY.test(before) || (!visitBy && MEETING.test(before))) return 'none';
    // "by Tuesday, September 8 (we're closed Monday for Labor Day)": a deadline's words and a holiday beside the date compete: asked.
    if (HOLIDAY.test(after)) return 'unclear';
    // "your installment due 08/05": when the owner's own bill falls due, which a payment may cover, is no deadline to answer by.
    // "your August payment, due 08/01/2026": read across the comma the clause stops at.
    if (OWN_BILL_DUE.test(before.slice(-50)) || OWN_BILL_DUE.test(sentence.slice(Math.max(0, start - 50), start))) return 'unclear';
    return 'strong';
  }
  // "the check will be mailed Monday", "el cheque estará listo el jueves": the day the dealer pays, whatever else the sentence says.
  // "… at the cashier's window starting Monday": from when it can be had, not a day to act by.
  if (DEALER_PAYS.test(before) && !/\b(?:starting|beginning|from|after|as of)\s*$/i.test(before) && !tone.namesHoliday && !tone.closedOrAway) return 'strong';
  if (tone.meeting || tone.namesHoliday || tone.closedOrAway || tone.contactDetails || FACT.test(`${before} ${after}`)) return 'none';
  if (DEALER_PROMISE.test(before)) return 'strong';
  return tone.asksOrAnswers ? 'weak' : 'none';
}

// ——— The expressions this product counts itself ———

const NUMBER = `(\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})`;
const RANGE = `${NUMBER}(?:\\s*(?:-|–|to|or|a|o)\\s*${NUMBER})?(?:\\s*\\(\\d{1,3}\\))?`;
const SPAN_LEAD =
  '(?:within|no\\s+later\\s+than|in|over(?=\\s+the\\s+next)|allow(?:\\s+us)?|give\\s+(?:us|me)|takes?|expires?|(?:valid|good|open|stands|holds|remains\\s+open|remains\\s+valid)\\s+for|(?:i|we)\\s+need|tiene|dentro\\s+de|en|plazo\\s+de|(?:válid[oa]|vigente)\\s+(?:por|durante)|vale\\s+por|(?:tiene\\s+)?(?:una\\s+)?vigencia\\s+de)(?:\\s+the|\\s+los|\\s+un\\s+plazo\\s+de)?(?:\\s+next|\\s+próximos|\\s+siguientes)?(?:\\s+(?:about|approximately|around|roughly|up\\s+to|at\\s+least|unos))?';
const SPAN = new RegExp(
  `\\b${SPAN_LEAD}\\s+(?:a\\s+)?${RANGE}\\s+(?:of\\s+)?(business\\s+|working\\s+|calendar\\s+)?(hour|day|week|month|días?|semanas?|mes(?:es)?|horas?)s?(\\s+(?:hábiles|laborables|naturales))?\\b`,
  'giu',
);
const BARE_SPAN = /\b(?:(?:within|in|over)\s+the(?:\s+next)?|by\s+next)\s+(week|month)\b/gi;
/** "The check should arrive in 2-3 weeks", "the credit will appear within a few days": how long something takes, or counted from an event not yet here; "you may request a review within 60 days": a right, not a date asked for. */
const NOT_A_DUE_SPAN =
  /\b(?:you\s+may\s+(?:request|ask\s+for|seek|file|submit)\s+(?:a\s+|an\s+)?(?:review|appeal|reconsideration)|arrive|arrives|in the mail|mailed|delivery|be processed|deposited|delivered|ship(?:ped|s)?|availability|available|appear|show (?:up|on)|posted|registered|loaded|reflected|(?:see|receive|get|expect) (?:a|the|your) (?:check|payment|refund|credit)|(?:payment|check|cheque|refund|credit|reimbursement|funds|decision) (?:will|should|would) (?:be )?(?:issued|sent|mailed|paid|processed|arrive|reach|post|credited|applied)|(?<!\bhag\w*\s|\bhacer\w*\s)llegar\w*)\b/i;
/** Right after a span: how long the post takes ("allow 5–7 business days for delivery"). */
const FOR_DELIVERY = /^\s*(?:for|until)\s+(?:delivery|mailing|processing|(?:it|the check|the cheque|the payment|your check)\s+to\s+arrive)\b/i;
/** A span with a count ("within five business days"), not a bare one ("within the week"). */
const SPAN_COUNTED =
  /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|fifteen|twenty|thirty|sixty|ninety|un|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|quince|veinte|treinta)\b/i;
/** Just before a span: the dealer says its payment goes out within it ("the cheque will be issued within five business days"). */
const DEALER_PAYS_WITHIN =
  /\b(?:check|cheque|payment|refund|reimbursement|funds)\b[^;,]{0,30}?\b(?:will|shall|'ll)\s+be\s+(?:mailed|sent(?:\s+out)?|issued|cut|paid)\s*$|\b(?:cheque|pago|reembolso)\b[^;,]{0,30}?\b(?:quedar[áa]|estar[áa]|ser[áa])\s+(?:list[oa]|emitid[oa]|enviad[oa]|pagad[oa])\s*$/i;
/** What expires is a survey, a coupon or a password, not anything of the claim's ("this survey link expires in 14 days"; a booking link's expiry is). */
const NOT_THE_CLAIMS = /\b(?:survey|password|coupon|promo(?:tion)? code|encuesta|cup[óo]n|contraseña)\b/i;
/** Earlier in the sentence: the span counts from an event not yet here ("once it's submitted, FCA takes 2-3 weeks"). */
const LATER_EVENT = /\b(?:once|after|when)\s+(?:it'?s|these|they|we|it|the|you|your|everything|una vez)\b/i;
/** "within 30 days of the repair", "within two weeks of your acceptance": counted from something else than the reply. */
const COVERAGE_AFTER =
  /^\s*(?:(?:of|from|after)\s+(?:the\s+|your\s+)?(?:repair|purchase|delivery|sale|service|visit|in-service|original|acceptance|receipt(?!\s+of\s+this\s+(?:letter|e-?mail|message|notice|offer))|signing|date of (?:the\s+)?(?:repair|purchase))|or\s+[\d,]+\s*(?:miles|mi|km)|(?:de|desde)\s+(?:la\s+)?(?:reparación|compra|aceptación|recepción|firma))/i;
const DAY_OF_MONTH =
  /\b(?:the\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))|(?:el\s+|día\s+)(\d{1,2})\b(?!\s*(?:de\s+(?!(?:este|ese)\s+mes\b)\p{L}|\/|:|%|\$)))/giu;
const WEEKDAY_AND_DAY =
  /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?\p{L})|\b(?:lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo)\s+(\d{1,2})\b(?!\s*(?:de\s|\/|:))/giu;
const END_OF =
  /\b(?:(?:the\s+)?(?:end|close)\s+of\s+(?:(the|this|next)\s+)?(week|month|(?:business\s+)?day)\b(?!\s+(?:on\b|tomorrow|mon|tue|wed|thu|fri|sat|sun))|(?:el\s+|a\s+)?(?!fin\s+de\s+semana\b)(?:fin(?:al(?:es)?)?)\s+de(?:l)?\s+(?:la\s+)?(?:(esta|próxima)\s+)?(semana|mes)(?:\s+(próxima|que viene))?\b|antes\s+de\s+que\s+(?:termine|se\s+acabe|acabe|finalice)\s+(?:la|el)\s+(?:(esta|próxima)\s+)?(semana|mes)(?:\s+(próxima|que\s+viene|entrante))?\b|\b(month|week)-end\b)/giu;
/** "before then", "beforehand", "antes de esa fecha", "antes de eso", "mándamelo antes": the day before the meeting or date named earlier. */
const BEFORE_THEN =
  /\b(?:before\s+then|beforehand|(?:ahead of|before) (?:the|that|our) (?:meeting|appointment|visit|call|inspection)|(?:the|a) day (?:before|prior)(?!\s+(?:yesterday|today|\d|(?:the|that|our|your|my)\s+(?!meeting|appointment|visit|call|inspection)))|antes\s+de\s+(?:esa\s+fecha|la\s+reunión|la\s+cita|la\s+llamada|la\s+visita|la\s+inspección|entonces|eso|esto|ello)|el\s+día\s+(?:antes|anterior))\b|(?<!\p{L})\p{L}{3,}(?:lo|la|los|las)\s+antes\b(?!\s+(?:de|del|que)\b)/giu;

/** Right after a weekday: the week after this one. */
const WEEK_AFTER = /^\s*(?:de\s+la\s+(?:próxima|siguiente)\s+semana|de\s+la\s+semana\s+(?:que\s+viene|próxima|siguiente)|(?:of\s+)?next\s+week)\b/i;

/** Weekdays as hurried notes spell them ("wedensday", "thrusday", "weds"): read as the weekday, which chrono does not do. */
const WEEKDAY_TYPOS: [RegExp, string][] = [
  [/\b(?:wedensday|wendsday|wensday|wednsday|wednesay|wedsday|wedn?esdy|weds)\b/gi, 'Wednesday'],
  [/\b(?:thrusday|thursdy|thurday|thursay|thurs)\b/gi, 'Thursday'],
  [/\b(?:tuesay|tusday|teusday|tuesdy|tues)\b/gi, 'Tuesday'],
  [/\b(?:firday|fridy|frday|friady)\b/gi, 'Friday'],
  [/\b(?:mondy|monady|mnday)\b/gi, 'Monday'],
];

/** "will call you tmrw": tomorrow as a quick note writes it, which chrono does not read. */
const SHORT_TOMORROW = /\b(?:tmrw|tmrrw|tmw|2morrow|2moro)\b/gi;

const numberOf = (word: string | undefined): number | undefined => {
  if (word === undefined) return undefined;
  const lower = word.toLowerCase();
  return /^\d+$/.test(lower) ? Number(lower) : NUMBER_WORDS[lower];
};

/** The first such day of the month on or after `from` (this month's, or the next that has it). */
function dayOfMonthFrom(from: string, day: number): string | undefined {
  if (day < 1 || day > 31) return undefined;
  const now = utc(from);
  for (let months = 0; months <= 2; months += 1) {
    const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, day));
    if (target.getUTCDate() === day && target >= now) return target.toISOString().slice(0, 10);
  }
  return undefined;
}

/** Weeks run Monday to Sunday: that weekday (0 Sunday … 6 Saturday) of `from`'s week, or of the one after. */
function weekdayOfWeek(from: string, weekday: number, next: boolean): string {
  const sinceMonday = (weekdayOf(from) + 6) % 7;
  return addDays(from, ((weekday + 6) % 7) - sinceMonday + (next ? 7 : 0));
}

/** The Friday of `from`'s week, or of the one after. */
const fridayOf = (from: string, next: boolean) => weekdayOfWeek(from, 5, next);

/** A month and day (maybe a year) as a date: without a year, one in the last six months is a past fact, an older one next year's. */
function monthDay(from: string, month: number, day: number, year?: number): string | undefined {
  const now = utc(from);
  let target = new Date(Date.UTC(year ?? now.getUTCFullYear(), month, day));
  if (target.getUTCMonth() !== month) return undefined;
  const back = calendarDaysBetween(target.toISOString().slice(0, 10), from);
  if (year === undefined && back > HORIZON_DAYS) target = new Date(Date.UTC(now.getUTCFullYear() + 1, month, day));
  const iso = target.toISOString().slice(0, 10);
  const ahead = calendarDaysBetween(from, iso);
  return ahead >= 0 && ahead <= HORIZON_DAYS ? iso : undefined;
}

/** "Friday" is the first Friday after `from`; "next Tuesday" said early in a week, the Tuesday of the week after. */
function weekdayFrom(from: string, weekday: number, next: boolean): string {
  const current = weekdayOf(from);
  const coming = (weekday - current + 7) % 7 || 7;
  const daysLeftThisWeek = (7 - current) % 7;
  return addDays(from, next && coming <= daysLeftThisWeek ? coming + 7 : coming);
}

/** The rule a span is read by: business days, calendar days, weeks, hours or months. */
function spanRule(match: RegExpMatchArray): RuleId {
  const unit = match[4].toLowerCase();
  if (unit.startsWith('hour') || unit.startsWith('hora')) return 'deadline:span-hours';
  if (unit === 'day' || unit.startsWith('día') || unit === 'dia')
    return /business|working/i.test(match[3] ?? '') || /hábiles|laborables/i.test(match[5] ?? '') ? 'deadline:business-days' : 'deadline:calendar-days';
  if (unit === 'week' || unit.startsWith('semana')) return 'deadline:span-weeks';
  return 'deadline:span-months';
}

function spanDate(match: RegExpMatchArray, from: string): string | undefined {
  // "twenty-one (21) days": the figure in brackets is the count (the words before it may be read only in part).
  const bracketed = /\((\d{1,3})\)/.exec(match[0])?.[1];
  const count = numberOf(bracketed) ?? numberOf(match[2]) ?? numberOf(match[1]);
  if (count === undefined) return undefined;
  const unit = match[4].toLowerCase();
  const business = /business|working/i.test(match[3] ?? '') || /hábiles|laborables/i.test(match[5] ?? '');
  if (unit.startsWith('hour') || unit.startsWith('hora')) return addDays(from, Math.ceil(count / 24));
  if (unit === 'day' || unit.startsWith('día') || unit === 'dia') return addDays(from, business ? businessDaysToCalendarDays(count, from) : count);
  if (unit === 'week' || unit.startsWith('semana')) return addDays(from, count * 7);
  return addDays(from, count * 30);
}

// ——— Reading one sentence ———

/** A date the reply names, what it is to the reader, and where. */
export interface NamedDate {
  date: string;
  /** strong, weak: a deadline; none: a fact, a meeting, an absence, a span counted from elsewhere; unclear: a span ("within 3 business days") nothing in its sentence marks as asked for or as counted from elsewhere. */
  role: 'strong' | 'weak' | 'none' | 'unclear';
  at: number;
  /** The expression it was read from: the rule a deadline taken from it is named by. */
  rule: RuleId;
  /** When the dealer says it will act (pay, answer), not the owner: "the check will go out the following Monday". */
  dealer?: boolean;
}

const chronoFor = (language: ReplyLanguage) => (language === 'es' ? chrono.es : chrono.en);
/** chrono-node's merging grows faster than the text on one long run-on sentence: such a sentence is read in pieces cut at spaces. */
const CHRONO_PIECE = 600;

type Found = { index: number; text: string; start: chrono.ParsedComponents };

/** Words without which chrono-node finds no date: a sentence with none of them is not handed to it. */
const DATE_HINT =
  /\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun|today|tomorrow|tonight|noon|week|month|year|ene|abr|ago|dic|lun|mi[eé]r|jue|vie|s[aá]b|dom|hoy|mañana|semana|mes|año/i;

function chronoParse(sentence: string, from: string, language: ReplyLanguage): Found[] {
  const results: Found[] = [];
  if (!DATE_HINT.test(sentence)) return results;
  for (let at = 0; at < sentence.length;) {
    let end = Math.min(sentence.length, at + CHRONO_PIECE);
    if (end < sentence.length) {
      const space = sentence.lastIndexOf(' ', end);
      if (space > at + CHRONO_PIECE / 2) end = space;
    }
    for (const result of chronoFor(language).parse(sentence.slice(at, end), { instant: utc(from), timezone: 0 }))
      results.push({ index: at + result.index, text: result.text, start: result.start });
    at = end;
  }
  return results;
}

function datesIn(sentence: string, from: string, language: ReplyLanguage, earlier: NamedDate[], offset: number): NamedDate[] {
  const tone: SentenceTone = {
    echo: SUBJECT_ECHO.test(sentence) || OWNERS_DEMAND_REPORTED.test(sentence),
    meeting: MEETING.test(sentence),
    namesHoliday: HOLIDAY.test(sentence),
    asksOrAnswers: ACTION_OR_ANSWER.test(sentence),
    closedOrAway: CLOSED_OR_AWAY.test(sentence),
    contactDetails: CONTACT_DETAILS.test(sentence),
  };
  const found: NamedDate[] = [];
  const taken = new Uint8Array(sentence.length);
  const take = (start: number, end: number) => {
    if (taken.subarray(start, end).includes(1)) return false;
    taken.fill(1, start, end);
    return true;
  };
  const add = (date: string | undefined, role: NamedDate['role'], at: number, rule: RuleId) => {
    if (date === undefined) return;
    const { before } = clauseAround(sentence, at, at);
    found.push({ date, role, at: offset + at, rule, dealer: DEALER_PAYS.test(before) || DEALER_PAYS_WITHIN.test(before) || DEALER_PROMISE.test(before) });
  };
  const spanRole = (start: number, end: number): NamedDate['role'] => {
    if (tone.echo) return 'none';
    const { before } = clauseAround(sentence, start, start);
    // "…, which must reach us within 10 business days": asked of the owner, whatever event the sentence counts from.
    if (/\b(?:must|needs? to|has to|have to)\b/i.test(before) && !NOT_A_DUE_SPAN.test(before) && !COVERAGE_AFTER.test(sentence.slice(end))) return 'strong';
    // "takes about an hour": how long a job takes, not a time to act by.
    if (/^takes?\s[^]*\bhours?\b/i.test(sentence.slice(start, end))) return 'none';
    if (COVERAGE_AFTER.test(sentence.slice(end)) || LATER_EVENT.test(sentence.slice(Math.max(0, start - 200), start)) || NOT_THE_CLAIMS.test(before))
      return 'none';
    // The dealer's own payment said to go out within a count of days: when the dealer will act, a deadline of the dealer's.
    if (DEALER_PAYS_WITHIN.test(before) && SPAN_COUNTED.test(sentence.slice(start, end))) return 'strong';
    if (NOT_A_DUE_SPAN.test(before) || CLOSED_OR_AWAY.test(before) || FOR_DELIVERY.test(sentence.slice(end, end + 40))) return 'none';
    return tone.asksOrAnswers ? 'strong' : 'unclear';
  };

  // "before then" is held first (chrono would read "the day before" as a date of its own) and dated last.
  const beforeThen: number[] = [];
  for (const match of sentence.matchAll(BEFORE_THEN)) if (take(match.index, match.index + match[0].length)) beforeThen.push(match.index);
  for (const match of sentence.matchAll(SPAN)) {
    if (!take(match.index, match.index + match[0].length)) continue;
    add(spanDate(match, from), spanRole(match.index, match.index + match[0].length), match.index, spanRule(match));
  }
  for (const match of sentence.matchAll(BARE_SPAN)) {
    if (!take(match.index, match.index + match[0].length)) continue;
    add(addDays(from, match[1].toLowerCase() === 'week' ? 7 : 30), spanRole(match.index, match.index + match[0].length), match.index, 'deadline:bare-span');
  }
  for (const match of sentence.matchAll(END_OF)) {
    if (!take(match.index, match.index + match[0].length)) continue;
    // English: (the|this|next) (week|month|day), month-end; Spanish: (esta|próxima) (semana|mes) (próxima|que viene), also after
    // "antes de que termine".
    const unit = (match[2] ?? match[4] ?? match[7] ?? match[9]).toLowerCase();
    const next = /next|próxima|que viene|entrante/i.test(match[1] ?? match[3] ?? match[5] ?? match[6] ?? match[8] ?? '');
    const date = unit.endsWith('day')
      ? from
      : unit === 'week' || unit === 'semana'
        ? fridayOf(from, next)
        : new Date(Date.UTC(utc(from).getUTCFullYear(), utc(from).getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
    // "antes de que termine la semana que viene" says its own "by".
    const role = /^antes\b/i.test(match[0]) && !tone.echo ? 'strong' : dateRole(sentence, match.index, match.index + match[0].length, tone);
    add(date, role, match.index, unit.endsWith('day') ? 'deadline:end-of-day' : 'deadline:end-of-week-or-month');
  }
  for (const pattern of [WEEKDAY_AND_DAY, DAY_OF_MONTH]) {
    for (const match of sentence.matchAll(pattern)) {
      if (!take(match.index, match.index + match[0].length)) continue;
      add(
        dayOfMonthFrom(from, Number(match[1] ?? match[2])),
        dateRole(sentence, match.index, match.index + match[0].length, tone),
        match.index,
        'deadline:day-of-month',
      );
    }
  }
  for (const match of sentence.matchAll(SHORT_TOMORROW)) {
    if (take(match.index, match.index + match[0].length))
      add(addDays(from, 1), dateRole(sentence, match.index, match.index + match[0].length, tone), match.index, 'deadline:short-tomorrow');
  }
  for (const result of chronoParse(sentence, from, language)) {
    const [start, end] = [result.index, result.index + result.text.length];
    if (!take(start, end)) continue;
    // "a las 8 de la mañana": the morning, not tomorrow.
    if (/^mañana$/i.test(result.text) && /\b(?:de|por|en)\s+la\s+$/i.test(sentence.slice(Math.max(0, start - 10), start))) continue;
    const { start: when } = result;
    let date: string | undefined;
    let rule: RuleId = 'deadline:calendar-date';
    if (when.isCertain('day') && when.isCertain('month')) {
      date = monthDay(from, (when.get('month') ?? 1) - 1, when.get('day') ?? 1, when.isCertain('year') ? (when.get('year') ?? undefined) : undefined);
    } else if (when.isCertain('day')) {
      // "tomorrow", "today": chrono dates them from the reference.
      date = when.date().toISOString().slice(0, 10);
      rule = 'deadline:today-or-tomorrow';
    } else if (when.isCertain('weekday')) {
      const weekday = when.get('weekday') ?? 0;
      // "el viernes de la próxima semana", "Friday of next week": that weekday in the week after this one (weeks run Monday to Sunday).
      date = WEEK_AFTER.test(sentence.slice(end, end + 40))
        ? weekdayOfWeek(from, weekday, true)
        : weekdayFrom(from, weekday, /\b(?:next|próximo|que viene)\b/i.test(result.text));
      rule = 'deadline:weekday';
    }
    if (date === undefined || date < from) continue;
    add(date, dateRole(sentence, start, end, tone), start, rule);
  }
  // Last, once every date of the sentence is read: "booked for Monday the 11th; send the form before then".
  for (const at of beforeThen) {
    const named =
      found
        .filter((date) => date.at < offset + at)
        .sort((x, y) => x.at - y.at)
        .pop() ?? earlier[earlier.length - 1];
    if (named) add(addDays(named.date, -1), 'strong', at, 'deadline:before-then');
  }
  return found.filter((named) => named.date >= from && calendarDaysBetween(from, named.date) <= HORIZON_DAYS);
}

/** A word that sets a deadline, then a word of time within a few words, in a sentence that is not about a meeting, a closure or an absence. */
/** A point in time: a weekday, a month (May only before a day), "tomorrow", "the end of", "the 15th", "3/14". */
const TIME_POINT =
  '(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?|tomorrow|tmrw|end of|the \\d{1,2}(?:st|nd|rd|th)|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|may \\d|\\d{1,2}\\/\\d{1,2}|lunes|martes|miércoles|jueves|viernes|sábado|domingo|mañana|fin de|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)\\b';
/** A span as well: "days", "weeks", "días". */
const TIME_WORD = `(?:${TIME_POINT}|(?:days?|weeks?|months?|días?|semanas?|mes(?:es)?)\\b)`;
const DEADLINE_TALK = new RegExp(
  // "by", "before", "until" right before a point in time ("extended by 12 months" sets no date); the others within a few words of one.
  `\\b(?:(?:by|before|until|due|antes\\s+del?|hasta(?:\\s+el)?)(?:\\s+(?:this|next|the|el|este|la|a))?\\s+${TIME_POINT}|(?:no later than|within|deadline|expires?|valid for|a más tardar|plazo|dentro de|vence)\\b[^.?!]{0,40}?\\b${TIME_WORD})`,
  'i',
);

const talksOfDeadline = (sentence: string) =>
  DEADLINE_TALK.test(sentence) && !CLOSED_OR_AWAY.test(sentence) && !MEETING.test(sentence) && !HOLIDAY.test(sentence);

export interface DeadlineReading {
  deadline: string | null;
  confidence: number;
  /** The dates that compete when unsure, earliest first. */
  candidates: string[];
  /** The rule that decided it. */
  rule: RuleId;
}

/**
 * The reply's deadline from the day it arrived: the earliest date named as one. Sure when the
 * deadlines named agree (within a day), or when one is said with "by", "within"… and the others
 * only weakly; otherwise the candidates are for the owner to pick.
 */
export function replyDeadline(text: string, from: string, language: ReplyLanguage = 'en'): DeadlineReading {
  const named: NamedDate[] = [];
  let offset = 0;
  let undated = false;
  const spelled = language === 'en' ? WEEKDAY_TYPOS.reduce((all, [typo, weekday]) => all.replace(typo, weekday), text) : text;
  for (const sentence of sentencesOf(spelled)) {
    const found = datesIn(sentence, from, language, named, offset);
    undated ||= found.length === 0 && talksOfDeadline(sentence);
    named.push(...found);
    offset += sentence.length + 1;
  }
  const deadlines = named.filter((date) => date.role === 'strong' || date.role === 'weak').sort((a, b) => a.date.localeCompare(b.date));
  // A sentence with the words of a deadline but no date read from it ("respond by the close of the quarter"): not sure there is none.
  if (deadlines.length === 0) {
    if (undated) return { deadline: null, confidence: 0.8, candidates: [], rule: 'deadline:undated-talk' };
    if (named.length === 0) return { deadline: null, confidence: 0.92, candidates: [], rule: 'deadline:no-date-named' };
    // A date or a span nothing marks as a fact or as asked for ("within 3 business days" in a sentence of its own) may be one: asked.
    const unclear = [...new Set(named.filter((date) => date.role === 'unclear').map((date) => date.date))].sort().slice(0, 4);
    if (unclear.length > 0) return { deadline: null, confidence: 0.8, candidates: unclear, rule: 'deadline:dates-unclear' };
    // Dates named, each read as no deadline (a fact, a meeting, office hours): they are the candidates should this be asked.
    const dates = [...new Set(named.map((date) => date.date))].sort().slice(0, 4);
    return { deadline: null, confidence: 0.92, candidates: dates, rule: 'deadline:dates-none-a-deadline' };
  }
  const strong = deadlines.filter((date) => date.role === 'strong');
  // "Sign and return it by end of next week and the check will go out the following Monday": when both the owner's and the
  // dealer's are said, the owner's.
  const owners = strong.filter((date) => !date.dealer);
  if (owners.length > 0 && owners.length < strong.length) {
    const dates = [...new Set(owners.map((date) => date.date))].filter((date, index, all) => index === 0 || calendarDaysBetween(all[index - 1], date) > 1);
    if (dates.length === 1) return { deadline: dates[0], confidence: 0.92, candidates: [], rule: 'deadline:owner-over-dealer' };
  }
  const pool = strong.length > 0 ? strong : deadlines;
  const distinct = [...new Set(pool.map((date) => date.date))].filter((date, index, all) => index === 0 || calendarDaysBetween(all[index - 1], date) > 1);
  // One deadline (or several within a day): the rule of the expression it was first read from.
  if (distinct.length === 1)
    return strong.length > 0
      ? { deadline: distinct[0], confidence: 0.95, candidates: [], rule: pool[0].rule }
      : { deadline: distinct[0], confidence: 0.8, candidates: distinct, rule: 'deadline:weak-only' };
  // Several deadlines said as such: the earliest is usually the owner's ("return the form by the 5th; we pay within 30 days").
  return { deadline: distinct[0], confidence: 0.85, candidates: distinct, rule: 'deadline:several' };
}

/** Calendar days from `from` to the reply's deadline; null when there is none (kept for the summary's wording). */
export function replyDeadlineDays(text: string, from: string, language: ReplyLanguage = 'en'): number | null {
  const { deadline } = replyDeadline(text, from, language);
  return deadline === null ? null : calendarDaysBetween(from, deadline);
}
