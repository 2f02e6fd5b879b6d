import { SET_F } from './set-f';
import { SET_G } from './set-g';
import { SET_H } from './set-h';
import { SET_I } from './set-i';
import { SET_J } from './set-j';
import { SET_K } from './set-k';
import { SET_L } from './set-l';
import { SET_M } from './set-m';
import { SET_N } from './set-n';
import { KINDS_SINCE_SET_D, REPLY_KINDS, REPLY_VOICES, type DealerReplyCase, type ReplyPart } from './types';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isIsoDate = (value: string) => ISO_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** Quoted history as mail clients write it: "> " lines, attribution lines, Outlook headers, forwards (Gmail's
 * "Forwarded message", Thunderbird's "Forwarded Message"). */
const QUOTE_MARKERS = [/^>/m, /wrote:$/m, /escribió:$/m, /^From: .+\n(?:Sent|Date): /m, /Forwarded message/i, /Mensaje original/];
export const hasQuotedHistory = (text: string) => QUOTE_MARKERS.some((marker) => marker.test(text));

/** Weeks run Monday to Sunday: the Friday of the week after the one `iso` falls in. */
export function fridayOfNextWeek(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() + (11 - sinceMonday) * 86_400_000).toISOString().slice(0, 10);
}

export const SET_A_VOICES = REPLY_VOICES.slice(0, 6);
export const MINIMUMS = {
  setA: 120,
  setB: 60,
  setC: 100,
  setD: 110,
  spanishInA: 15,
  newVoicesInB: 2,
  spanishInC: 10,
  voicesInC: 6,
  newVoicesInC: 2,
  spanishInD: 15,
  otherLanguageInD: 3,
  newVoicesInD: 4,
  setE: 126,
  spanishInE: 15,
  voicesInE: 6,
  setF: 126,
  spanishInF: 15,
  otherLanguageInF: 4,
  voicesInF: 6,
  setG: 120,
  spanishInG: 25,
  otherLanguageInG: 6,
  voicesInG: 6,
  setH: 120,
  spanishInH: 25,
  otherLanguageInH: 6,
  voicesInH: 6,
  setI: 120,
  spanishInI: 25,
  otherLanguageInI: 6,
  voicesInI: 6,
  setJ: 120,
  spanishInJ: 25,
  otherLanguageInJ: 6,
  voicesInJ: 6,
  setK: 120,
  spanishInK: 25,
  otherLanguageInK: 6,
  voicesInK: 6,
  setL: 120,
  spanishInL: 25,
  otherLanguageInL: 6,
  voicesInL: 6,
  setM: 130,
  spanishInM: 45,
  otherLanguageInM: 10,
  voicesInM: 6,
  setN: 130,
  spanishInN: 45,
  otherLanguageInN: 10,
  voicesInN: 6,
} as const;

/** Every problem with one case, as sentences naming the case. */
export function validateCase(reply: DealerReplyCase): string[] {
  const problems: string[] = [];
  const problem = (message: string) => problems.push(`${reply.id}: ${message}`);
  const { truth, claim } = reply;
  if (!reply.id.startsWith(`${reply.set}-`)) problem(`id should start with "${reply.set}-"`);
  if (!REPLY_VOICES.includes(reply.voice)) problem(`unknown voice ${reply.voice}`);
  if (!isIsoDate(reply.received_at)) problem(`received_at ${reply.received_at} is not an ISO date`);
  if (reply.text.trim() === '') problem('empty text');
  for (const kind of reply.kinds) if (!REPLY_KINDS.includes(kind)) problem(`unknown kind ${kind}`);
  if (new Set(reply.kinds).size !== reply.kinds.length) problem('a kind is listed twice');
  if (claim.ask_amount !== Math.round(claim.daily_rate * claim.days_out * 100) / 100) problem('ask_amount is not daily_rate × days_out');

  const unread = truth.language === 'other';
  if ((truth.intent === null) !== unread) problem('intent must be null exactly when the language is other');
  if (unread && (truth.offered_amount !== null || truth.deadline !== null)) problem('an unread reply has no amount or deadline');
  if (truth.offered_amount !== null) {
    if (truth.intent !== 'offer') problem('only an offer has an offered_amount');
    if (!(truth.offered_amount > 0) || !hasAtMostTwoDecimals(truth.offered_amount))
      problem(`offered_amount ${truth.offered_amount} is not a positive amount in cents`);
  }
  if (truth.deadline !== null) {
    if (!isIsoDate(truth.deadline)) problem(`deadline ${truth.deadline} is not an ISO date`);
    else if (truth.deadline < reply.received_at) problem(`deadline ${truth.deadline} is before received_at ${reply.received_at}`);
  }

  const deadlineKinds = reply.kinds.filter((kind) => kind.startsWith('deadline_'));
  if (deadlineKinds.length && truth.deadline === null) problem(`${deadlineKinds.join(', ')} needs a deadline`);
  if (truth.deadline !== null && isIsoDate(truth.deadline)) {
    const weekday = new Date(`${truth.deadline}T00:00:00Z`).getUTCDay();
    if (reply.kinds.includes('deadline_business_days') && (weekday === 0 || weekday === 6)) problem('a count of business days ends on a weekday');
    if (reply.kinds.includes('deadline_end_of_next_week') && truth.deadline !== fridayOfNextWeek(reply.received_at))
      problem('end of next week is the Friday of the following week');
    if (reply.kinds.includes('deadline_across_month') && truth.deadline.slice(0, 7) === reply.received_at.slice(0, 7))
      problem('the deadline should fall in a later month');
  }
  if (reply.kinds.includes('quoted_original') !== hasQuotedHistory(reply.text)) problem('quoted_original must be listed exactly when the text quotes history');
  if (reply.kinds.includes('forwarded_chain') && !reply.kinds.includes('quoted_original')) problem('a forwarded chain is quoted history too');
  if (reply.kinds.includes('spanish') !== (truth.language === 'es')) problem('kind spanish must match language es');
  if (reply.kinds.includes('other_language') !== unread) problem('kind other_language must match language other');
  if (reply.kinds.includes('out_of_office') && truth.intent !== 'other') problem('an out-of-office reply has intent other');
  if (reply.kinds.includes('offer_without_value') && (truth.intent !== 'offer' || truth.offered_amount !== null))
    problem('an offer without value is an offer with no amount');
  return problems;
}

const countBy = <T>(items: T[], keys: (item: T) => string[]) => {
  const counts = new Map<string, number>();
  for (const item of items) for (const key of keys(item)) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
};

/** Every problem with the sets taken together: sizes, voices, coverage of kinds, the splits. */
export function validateSets(
  setA: DealerReplyCase[],
  setB: DealerReplyCase[],
  setC: DealerReplyCase[],
  setD: DealerReplyCase[],
  setE: DealerReplyCase[],
  // Sets f to n default to the ones written, so callers that predate them still check them.
  setF: DealerReplyCase[] = SET_F,
  setG: DealerReplyCase[] = SET_G,
  setH: DealerReplyCase[] = SET_H,
  setI: DealerReplyCase[] = SET_I,
  setJ: DealerReplyCase[] = SET_J,
  setK: DealerReplyCase[] = SET_K,
  setL: DealerReplyCase[] = SET_L,
  setM: DealerReplyCase[] = SET_M,
  setN: DealerReplyCase[] = SET_N,
): string[] {
  const all = [...setA, ...setB, ...setC, ...setD, ...setE, ...setF, ...setG, ...setH, ...setI, ...setJ, ...setK, ...setL, ...setM, ...setN];
  const problems = all.flatMap(validateCase);
  const ids = countBy(all, (reply) => [reply.id]);
  for (const [id, count] of ids) if (count > 1) problems.push(`${id}: id used ${count} times`);
  // A later set brings new texts: none repeats a text of any set (whitespace at the ends aside).
  const texts = new Map<string, string>();
  for (const reply of all) {
    const text = reply.text.trim();
    const first = texts.get(text);
    if (first !== undefined && first !== reply.id) problems.push(`${reply.id}: text repeats ${first}`);
    else texts.set(text, reply.id);
  }

  if (setA.length < MINIMUMS.setA) problems.push(`set a has ${setA.length} replies (at least ${MINIMUMS.setA})`);
  if (setB.length < MINIMUMS.setB) problems.push(`set b has ${setB.length} replies (at least ${MINIMUMS.setB})`);
  if (setA.some((reply) => reply.set !== 'a')) problems.push('set a holds a case of another set');
  if (setB.some((reply) => reply.set !== 'b' || reply.part !== 'report')) problems.push('set b is all set b and all for reporting');
  if (setC.length < MINIMUMS.setC) problems.push(`set c has ${setC.length} replies (at least ${MINIMUMS.setC})`);
  if (setC.some((reply) => reply.set !== 'c' || reply.part !== 'report')) problems.push('set c is all set c and all for reporting');

  const voicesA = new Set(setA.map((reply) => reply.voice));
  for (const voice of SET_A_VOICES) if (!voicesA.has(voice)) problems.push(`set a has no ${voice} reply`);
  const newVoicesB = new Set(setB.map((reply) => reply.voice).filter((voice) => !voicesA.has(voice)));
  if (newVoicesB.size < MINIMUMS.newVoicesInB) problems.push(`set b has ${newVoicesB.size} voices not in set a (at least ${MINIMUMS.newVoicesInB})`);

  const voicesC = new Set(setC.map((reply) => reply.voice));
  if (voicesC.size < MINIMUMS.voicesInC) problems.push(`set c has ${voicesC.size} voices (at least ${MINIMUMS.voicesInC})`);
  const voicesAB = new Set([...setA, ...setB].map((reply) => reply.voice));
  const newVoicesC = [...voicesC].filter((voice) => !voicesAB.has(voice));
  if (newVoicesC.length < MINIMUMS.newVoicesInC) problems.push(`set c has ${newVoicesC.length} voices not in sets a and b (at least ${MINIMUMS.newVoicesInC})`);
  // About half of set c quotes an original: between two in five and three in five.
  const quotedC = setC.filter((reply) => reply.kinds.includes('quoted_original')).length;
  if (quotedC * 5 < setC.length * 2 || quotedC * 5 > setC.length * 3)
    problems.push(`set c quotes an original in ${quotedC} of ${setC.length} replies (about half)`);
  const spanishC = setC.filter((reply) => reply.truth.language === 'es').length;
  if (spanishC < MINIMUMS.spanishInC) problems.push(`set c has ${spanishC} Spanish replies (at least ${MINIMUMS.spanishInC})`);

  const quotedA = setA.filter((reply) => reply.kinds.includes('quoted_original')).length;
  if (quotedA * 2 < setA.length) problems.push(`set a quotes an original in ${quotedA} of ${setA.length} replies (at least half)`);
  const spanishA = setA.filter((reply) => reply.truth.language === 'es').length;
  if (spanishA < MINIMUMS.spanishInA) problems.push(`set a has ${spanishA} Spanish replies (at least ${MINIMUMS.spanishInA})`);

  if (setD.length < MINIMUMS.setD) problems.push(`set d has ${setD.length} replies (at least ${MINIMUMS.setD})`);
  if (setD.some((reply) => reply.set !== 'd')) problems.push('set d holds a case of another set');
  const voicesABC = new Set([...setA, ...setB, ...setC].map((reply) => reply.voice));
  const newVoicesD = new Set(setD.map((reply) => reply.voice).filter((voice) => !voicesABC.has(voice)));
  if (newVoicesD.size < MINIMUMS.newVoicesInD) problems.push(`set d has ${newVoicesD.size} voices not in sets a to c (at least ${MINIMUMS.newVoicesInD})`);
  const spanishD = setD.filter((reply) => reply.truth.language === 'es').length;
  if (spanishD < MINIMUMS.spanishInD) problems.push(`set d has ${spanishD} Spanish replies (at least ${MINIMUMS.spanishInD})`);
  const otherD = setD.filter((reply) => reply.truth.language === 'other').length;
  if (otherD < MINIMUMS.otherLanguageInD) problems.push(`set d has ${otherD} replies in another language (at least ${MINIMUMS.otherLanguageInD})`);

  problems.push(
    ...wholeReportProblems('e', setE, { replies: MINIMUMS.setE, voices: MINIMUMS.voicesInE, spanish: MINIMUMS.spanishInE }),
    ...wholeReportProblems('f', setF, { replies: MINIMUMS.setF, voices: MINIMUMS.voicesInF, spanish: MINIMUMS.spanishInF, other: MINIMUMS.otherLanguageInF }),
    ...wholeReportProblems('g', setG, { replies: MINIMUMS.setG, voices: MINIMUMS.voicesInG, spanish: MINIMUMS.spanishInG, other: MINIMUMS.otherLanguageInG }),
    ...wholeReportProblems('h', setH, { replies: MINIMUMS.setH, voices: MINIMUMS.voicesInH, spanish: MINIMUMS.spanishInH, other: MINIMUMS.otherLanguageInH }),
    ...wholeReportProblems('i', setI, { replies: MINIMUMS.setI, voices: MINIMUMS.voicesInI, spanish: MINIMUMS.spanishInI, other: MINIMUMS.otherLanguageInI }),
    ...wholeReportProblems('j', setJ, { replies: MINIMUMS.setJ, voices: MINIMUMS.voicesInJ, spanish: MINIMUMS.spanishInJ, other: MINIMUMS.otherLanguageInJ }),
    ...wholeReportProblems('k', setK, { replies: MINIMUMS.setK, voices: MINIMUMS.voicesInK, spanish: MINIMUMS.spanishInK, other: MINIMUMS.otherLanguageInK }),
    ...wholeReportProblems('l', setL, { replies: MINIMUMS.setL, voices: MINIMUMS.voicesInL, spanish: MINIMUMS.spanishInL, other: MINIMUMS.otherLanguageInL }),
    ...wholeReportProblems('m', setM, { replies: MINIMUMS.setM, voices: MINIMUMS.voicesInM, spanish: MINIMUMS.spanishInM, other: MINIMUMS.otherLanguageInM }),
    ...wholeReportProblems('n', setN, { replies: MINIMUMS.setN, voices: MINIMUMS.voicesInN, spanish: MINIMUMS.spanishInN, other: MINIMUMS.otherLanguageInN }),
  );

  for (const [name, set] of [
    ['a', setA],
    ['b', setB],
    ['c', setC],
    ['d', setD],
    ['e', setE],
    ['f', setF],
    ['g', setG],
    ['h', setH],
    ['i', setI],
    ['j', setJ],
    ['k', setK],
    ['l', setL],
    ['m', setM],
    ['n', setN],
  ] as const) {
    const kinds = countBy(set, (reply) => reply.kinds);
    const expected =
      name === 'd' ||
      name === 'e' ||
      name === 'f' ||
      name === 'g' ||
      name === 'h' ||
      name === 'i' ||
      name === 'j' ||
      name === 'k' ||
      name === 'l' ||
      name === 'm' ||
      name === 'n'
        ? REPLY_KINDS
        : REPLY_KINDS.filter((kind) => !KINDS_SINCE_SET_D.includes(kind));
    for (const kind of expected) if (!kinds.has(kind)) problems.push(`set ${name} has no ${kind} reply`);
    const intents = countBy(set, (reply) => [String(reply.truth.intent)]);
    for (const intent of ['offer', 'denial', 'request_for_information', 'acknowledgement', 'scheduling', 'other', 'null'])
      if (!intents.has(intent)) problems.push(`set ${name} has no reply of intent ${intent}`);
  }

  problems.push(...splitProblems('a', setA), ...splitProblems('d', setD));
  return problems;
}

/** A set held out whole: its size, all of it for reporting, its voices, about half quoting an original, its Spanish (and other languages). */
function wholeReportProblems(
  name: 'e' | 'f' | 'g' | 'h' | 'i' | 'j' | 'k' | 'l' | 'm' | 'n',
  set: DealerReplyCase[],
  least: { replies: number; voices: number; spanish: number; other?: number },
): string[] {
  const problems: string[] = [];
  if (set.length < least.replies) problems.push(`set ${name} has ${set.length} replies (at least ${least.replies})`);
  if (set.some((reply) => reply.set !== name || reply.part !== 'report')) problems.push(`set ${name} is all set ${name} and all for reporting`);
  const voices = new Set(set.map((reply) => reply.voice));
  if (voices.size < least.voices) problems.push(`set ${name} has ${voices.size} voices (at least ${least.voices})`);
  // About half quotes an original: between two in five and three in five.
  const quoted = set.filter((reply) => reply.kinds.includes('quoted_original')).length;
  if (quoted * 5 < set.length * 2 || quoted * 5 > set.length * 3)
    problems.push(`set ${name} quotes an original in ${quoted} of ${set.length} replies (about half)`);
  const spanish = set.filter((reply) => reply.truth.language === 'es').length;
  if (spanish < least.spanish) problems.push(`set ${name} has ${spanish} Spanish replies (at least ${least.spanish})`);
  const other = set.filter((reply) => reply.truth.language === 'other').length;
  if (least.other !== undefined && other < least.other) problems.push(`set ${name} has ${other} replies in another language (at least ${least.other})`);
  return problems;
}

/** A split set: each voice within two cases of even, each kind seen twice or more in both parts. */
function splitProblems(name: string, set: DealerReplyCase[]): string[] {
  const problems: string[] = [];
  const byPart = (part: ReplyPart, keys: (reply: DealerReplyCase) => string[]) =>
    countBy(
      set.filter((reply) => reply.part === part),
      keys,
    );
  const voiceTune = byPart('tune', (reply) => [reply.voice]);
  const voiceReport = byPart('report', (reply) => [reply.voice]);
  for (const voice of new Set(set.map((reply) => reply.voice))) {
    const [tune, report] = [voiceTune.get(voice) ?? 0, voiceReport.get(voice) ?? 0];
    if (Math.abs(tune - report) > 2) problems.push(`set ${name} splits ${voice} ${tune} tune / ${report} report`);
  }
  const kindTune = byPart('tune', (reply) => reply.kinds);
  const kindReport = byPart('report', (reply) => reply.kinds);
  for (const [kind, count] of countBy(set, (reply) => reply.kinds)) {
    if (count >= 2 && (!kindTune.get(kind) || !kindReport.get(kind))) problems.push(`set ${name} puts every ${kind} reply in one part`);
  }
  return problems;
}

/** Counts per voice, kind, intent and language, split by set and part, for the check script's tables. */
export function summarize(cases: DealerReplyCase[]): Record<string, Record<string, Record<string, number>>> {
  const columns = (reply: DealerReplyCase) => [`${reply.set}/${reply.part}`];
  const table = (keys: (reply: DealerReplyCase) => string[]) => {
    const rows: Record<string, Record<string, number>> = {};
    for (const reply of cases)
      for (const key of keys(reply))
        for (const column of columns(reply)) {
          rows[key] ??= {};
          rows[key][column] = (rows[key][column] ?? 0) + 1;
        }
    return rows;
  };
  return {
    voice: table((reply) => [reply.voice]),
    kind: table((reply) => reply.kinds),
    intent: table((reply) => [String(reply.truth.intent)]),
    language: table((reply) => [reply.truth.language]),
    with: table((reply) => [...(reply.truth.offered_amount !== null ? ['an amount'] : []), ...(reply.truth.deadline !== null ? ['a deadline'] : []), 'all']),
  };
}
