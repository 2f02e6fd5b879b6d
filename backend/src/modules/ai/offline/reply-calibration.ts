import { TRIAGE_SURE } from '@dct/contracts';

/**
 * Calibration by rule. Every field of an offline reading names the rule that decided it (a short
 * stable id: 'intent:en-offer-firm', 'amount:offer-word-before', 'deadline:business-days'…). A rule
 * is only as sure as it has proved on the tuning replies: one that was wrong there more than about
 * once in a hundred sure answers, or that was seen too seldom to know and missed, gives at most
 * CALIBRATED_UNSURE, so its field is asked (its candidates named) instead of answered. The rules'
 * own confidences still order the readings; this table only takes back a "sure" a rule has not earned.
 */

export const READ_FIELDS = ['intent', 'offered_amount', 'deadline'] as const;
export type ReadField = (typeof READ_FIELDS)[number];

/** Which rule decided a field: 'intent:…', 'amount:…' or 'deadline:…'. */
export type RuleId = `intent:${string}` | `amount:${string}` | `deadline:${string}`;

/** The rule behind each field of one reading. */
export type FieldRules = Record<ReadField, RuleId>;

/** The confidence a rule that has not earned "sure" gives at most: under TRIAGE_SURE, so the field is asked. */
export const CALIBRATED_UNSURE = 0.85;
/** A rule is sure only when at least this share of its sure answers on the tuning replies were right… */
const MIN_PRECISION = 0.99;
/** …and, when it missed at all, when it was seen at least this often (fewer is too few to know). */
const MIN_COUNT_WITH_A_MISS = 5;

/**
 * Each rule's sure answers on the tuning replies, [right, wrong]: set a's tuning half, set b and set
 * d's tuning half of evaluation/dealer-replies (never set a's or set d's reporting half, nor set c),
 * each read as the API reads a reply for a claim, with this table left out. A rule not listed was
 * not seen answering sure there and keeps its own confidence. Regenerate after changing the rules:
 *   cd backend && npx tsc -p tsconfig.bench.json && node bench-dist/bench/triage-rules.bench.js
 * and paste the table it prints.
 *
 * Empty: filled from the tuning replies, it held seven rules under "sure" and did not make the
 * held-out replies' sure answers any more right (set e: 90.3% right before, 90.5% after) while it
 * turned 57% of replies into questions (docs/assistant.md). It stays as the way to take "sure" from
 * a rule that proves unreliable once there is more data to prove it on. Filled again from set a's and
 * set d's tuning halves and sets b, e, f and g and measured on set h: with the rules as they were when set h
 * was read blind, it cut h's wrong sure answers from 36 to 20 but turned 60 right ones into questions; with
 * the rules that followed (competing readings asked by the rules themselves), h had no wrong sure answer
 * left and the table would only have turned 70 right ones into questions. It stays empty.
 */
export const RULE_RECORD: Partial<Record<RuleId, readonly [right: number, wrong: number]>> = {};

/** Whether a rule's record on the tuning replies lets it answer sure. */
export function earnedSure(rule: RuleId): boolean {
  const record = RULE_RECORD[rule];
  if (record === undefined) return true;
  const [right, wrong] = record;
  if (wrong === 0) return true;
  return right + wrong >= MIN_COUNT_WITH_A_MISS && right / (right + wrong) >= MIN_PRECISION;
}

/** A rule's confidence as its record allows: unchanged when it has earned "sure", else held under TRIAGE_SURE. */
export function calibratedConfidence(rule: RuleId, confidence: number): number {
  return confidence >= TRIAGE_SURE && !earnedSure(rule) ? Math.min(confidence, CALIBRATED_UNSURE) : confidence;
}
