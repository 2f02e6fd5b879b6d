import { TRIAGE_SURE } from '@dct/contracts';
import type { DealerReplyCase, ReplyIntent } from './evaluation/dealer-replies/types';
import { replySpecs } from './generated/replies/reply-specs';
import { readReplyByRules } from '../src/modules/ai/offline/reply-reading';
import { replyLanguage } from '../src/modules/ai/offline/reply-language';
import { replyText } from '../src/common/reply-text';

/**
 * Statistical intent models for the intent benches (intent-model-folds, intent-gate-folds, intent-gate-heldout): a
 * multinomial naive Bayes and a multinomial logistic regression over the word unigrams and bigrams of a
 * reply's own text (quoted mail and signature stripped, as the rules read it), with the language as one
 * more feature. Figures fold to two tokens ("$9" for money, "9" for any other number), so a model
 * learns the shape of a sentence rather than its amounts. Both train deterministically.
 */

export const MODEL_INTENTS: readonly ReplyIntent[] = ['offer', 'denial', 'request_for_information', 'acknowledgement', 'scheduling', 'other'];

/** Per intent: a bias (naive Bayes: the log prior) and a weight per feature (naive Bayes: its log likelihood); the score is their sum. */
export interface IntentModel {
  intents: ReplyIntent[];
  /** Log prior per intent. */
  prior: number[];
  /** Feature → log probability per intent. */
  features: Record<string, number[]>;
}

const WORD = /\$\s?\d[\d.,]*|\d[\d.,]*|[\p{L}']+/gu;

/** The reply's features: language, unigrams, bigrams. Linear in the text. */
export function featuresOf(text: string, language: string): string[] {
  const words: string[] = [];
  for (const match of text.toLowerCase().matchAll(WORD)) {
    const word = match[0];
    words.push(word.startsWith('$') ? '$9' : /^\d/.test(word) ? '9' : word.replace(/^'+|'+$/g, ''));
  }
  const features = [`lang:${language}`];
  for (let index = 0; index < words.length; index += 1) {
    if (words[index] === '') continue;
    features.push(words[index]);
    if (index + 1 < words.length && words[index + 1] !== '') features.push(`${words[index]} ${words[index + 1]}`);
  }
  return features;
}

/** Naive Bayes with add-alpha smoothing; a feature seen in fewer than minCount replies is left out. */
export function trainNaiveBayes(examples: { features: string[]; intent: ReplyIntent }[], alpha = 0.5, minCount = 1): IntentModel {
  const intents = [...MODEL_INTENTS];
  const docCounts = intents.map(() => 0);
  const counts = new Map<string, number[]>();
  const totals = intents.map(() => 0);
  const seenIn = new Map<string, number>();
  for (const { features, intent } of examples) {
    const at = intents.indexOf(intent);
    docCounts[at] += 1;
    for (const feature of new Set(features)) seenIn.set(feature, (seenIn.get(feature) ?? 0) + 1);
  }
  for (const { features, intent } of examples) {
    const at = intents.indexOf(intent);
    for (const feature of features) {
      if ((seenIn.get(feature) ?? 0) < minCount) continue;
      const row = counts.get(feature) ?? intents.map(() => 0);
      row[at] += 1;
      counts.set(feature, row);
      totals[at] += 1;
    }
  }
  const vocabulary = counts.size + 1;
  const denominators = totals.map((total) => total + alpha * vocabulary);
  const features: Record<string, number[]> = {};
  for (const feature of [...counts.keys()].sort()) {
    const row = counts.get(feature) as number[];
    features[feature] = row.map((count, at) => Math.log((count + alpha) / denominators[at]));
  }
  const documents = examples.length;
  return {
    intents,
    prior: docCounts.map((count) => Math.log((count + 1) / (documents + intents.length))),
    features,
  };
}

/** Posterior per intent, and the most likely one; features never seen in training say nothing. Linear in the features. */
export function scoreIntent(model: IntentModel, features: string[]): { intent: ReplyIntent; posterior: Record<string, number> } {
  const scores = [...model.prior];
  for (const feature of features) {
    const row = model.features[feature];
    if (row === undefined) continue; // a feature never seen in training says nothing
    for (let at = 0; at < scores.length; at += 1) scores[at] += row[at];
  }
  const best = Math.max(...scores);
  const exp = scores.map((score) => Math.exp(score - best));
  const sum = exp.reduce((a, b) => a + b, 0);
  const posterior: Record<string, number> = {};
  model.intents.forEach((intent, at) => (posterior[intent] = exp[at] / sum));
  return { intent: model.intents[scores.indexOf(best)], posterior };
}

/**
 * Multinomial logistic regression over the same features (presence, not counts), trained by full-batch
 * gradient descent with an L2 penalty from zero weights: deterministic.
 */
export function trainLogistic(examples: { features: string[]; intent: ReplyIntent }[], epochs = 300, rate = 0.5, l2 = 1e-3): IntentModel {
  const intents = [...MODEL_INTENTS];
  const classes = intents.length;
  const index = new Map<string, number>();
  const rows = examples.map(({ features, intent }) => {
    const ids = [...new Set(features)].map((feature) => {
      if (!index.has(feature)) index.set(feature, index.size);
      return index.get(feature) as number;
    });
    return { ids, y: intents.indexOf(intent) };
  });
  const W = new Float64Array(index.size * classes);
  const b = new Float64Array(classes);
  const n = rows.length;
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    const gW = new Float64Array(W.length);
    const gb = new Float64Array(classes);
    for (const { ids, y } of rows) {
      const z = Array.from(b);
      for (const id of ids) for (let k = 0; k < classes; k += 1) z[k] += W[id * classes + k];
      const m = Math.max(...z);
      const e = z.map((v) => Math.exp(v - m));
      const s = e.reduce((p, q) => p + q, 0);
      for (let k = 0; k < classes; k += 1) {
        const d = e[k] / s - (k === y ? 1 : 0);
        gb[k] += d;
        for (const id of ids) gW[id * classes + k] += d;
      }
    }
    for (let j = 0; j < W.length; j += 1) W[j] -= rate * (gW[j] / n + l2 * W[j]);
    for (let k = 0; k < classes; k += 1) b[k] -= rate * (gb[k] / n);
  }
  const features: Record<string, number[]> = {};
  for (const [feature, id] of [...index.entries()].sort(([a], [c]) => (a < c ? -1 : 1)))
    features[feature] = Array.from(W.subarray(id * classes, id * classes + classes));
  return { intents, prior: Array.from(b), features };
}

/** Logistic scoring: features counted once each. */
export function scoreLogistic(model: IntentModel, features: string[]): { intent: ReplyIntent; posterior: Record<string, number> } {
  return scoreIntent(model, [...new Set(features)]);
}

/** One reply as the fold benches read it: the truth, the rules' intent, whether it was sure, the model's features (null: not read). */
export interface IntentRead {
  truth: ReplyIntent | null;
  intent: ReplyIntent | null;
  sure: boolean;
  features: string[] | null;
}

/** A reply to read for the intent benches: a hand-written one with its claim, or a generated one. */
export interface IntentCase {
  id: string;
  text: string;
  received_at: string;
  claim?: { ask_amount?: number | null; daily_rate?: number | null };
  truth: ReplyIntent | null;
}
export const caseOf = (reply: DealerReplyCase): IntentCase => ({
  id: reply.id,
  text: reply.text,
  received_at: reply.received_at,
  claim: { ask_amount: reply.claim.ask_amount, daily_rate: reply.claim.daily_rate },
  truth: reply.truth.intent,
});
export const generatedCases = (seed: number, count: number): IntentCase[] =>
  replySpecs(seed, count).map((spec) => ({ id: spec.id, text: spec.email, received_at: spec.today, truth: spec.truth.intent }));

/**
 * A reply read as the API reads one for a claim, for the models: the rules' intent, whether it is sure, and the features of
 * its own text (null: a language not read). `askedIsUnsure`: an intent the reading asks about is not sure whatever its
 * confidence (the model and held-out benches count so; the gate-folds bench only looks at the confidence).
 */
export function readIntent(reply: IntentCase, askedIsUnsure = true): IntentRead {
  const { result } = readReplyByRules({ email_text: reply.text, current_claim_status: 'Sent', received_at: reply.received_at, claim: reply.claim });
  const { text } = replyText(reply.text);
  const language = replyLanguage(text);
  const asked = askedIsUnsure && result.questions.some((question) => question.field === 'intent');
  return {
    truth: reply.truth,
    intent: result.not_read === null ? (result.intent ?? null) : null,
    sure: result.not_read === null && result.confidence.intent >= TRIAGE_SURE && !asked,
    features: language === 'other' ? null : featuresOf(text, language),
  };
}

/** Whether a sure intent stays sure with the model beside it. */
export type IntentGate<R extends IntentRead = IntentRead> = (read: R) => boolean;

/** Intent counted over replies: right (a question is a miss), sure answers, sure and wrong, asked. */
export interface IntentRow {
  replies: number;
  right: number;
  sure: number;
  sureWrong: number;
  asked: number;
}
export const emptyRow = (): IntentRow => ({ replies: 0, right: 0, sure: 0, sureWrong: 0, asked: 0 });
export const addRows = (a: IntentRow, b: IntentRow): IntentRow => ({
  replies: a.replies + b.replies,
  right: a.right + b.right,
  sure: a.sure + b.sure,
  sureWrong: a.sureWrong + b.sureWrong,
  asked: a.asked + b.asked,
});

export function tallyIntents<R extends IntentRead>(reads: R[], gate: IntentGate<R>): IntentRow {
  const row = emptyRow();
  for (const read of reads) {
    row.replies += 1;
    if (read.features === null) {
      // Not read: right when the truth is "not read"; never a sure intent.
      if (read.truth === null) row.right += 1;
      continue;
    }
    if (!(read.sure && gate(read))) {
      row.asked += 1;
      continue;
    }
    row.sure += 1;
    if (read.intent === read.truth) row.right += 1;
    else row.sureWrong += 1;
  }
  return row;
}

export const percent = (part: number, whole: number) => `${((part / Math.max(1, whole)) * 100).toFixed(1)}%`;
/** One printed line of a row, its label padded to `width`. */
export const intentLine = (label: string, row: IntentRow, width: number) =>
  `${label.padEnd(width)} ${String(row.replies).padStart(4)} replies  intent ${percent(row.right, row.replies).padStart(6)} right  sure ${String(row.sure).padStart(4)}, ${String(row.sureWrong).padStart(3)} wrong  asked ${percent(row.asked, row.replies).padStart(6)}`;

/** The training examples among reads: read, with an intent to learn. */
export const examplesOf = (reads: IntentRead[]) =>
  reads
    .filter((read) => read.features !== null && read.truth !== null)
    .map((read) => ({ features: read.features as string[], intent: read.truth as ReplyIntent }));
