import { TRIAGE_SURE, calendarDaysBetween, type TriageResult } from '@dct/contracts';
import type { DealerReplyCase } from './evaluation/dealer-replies';

/**
 * Scores readings of the hand-written dealer replies against their truths, by the conventions of
 * `evaluation/dealer-replies/types.ts`: intent exact (a reply in another language is right only when
 * it is not read), amount to the cent, deadline within a day; a field answered with a question (the
 * honest "not sure") is a miss. Calibration: of the fields answered at confidence ≥ TRIAGE_SURE,
 * how many are right.
 */

export const SCORED_FIELDS = ['intent', 'offered_amount', 'deadline'] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

export interface FieldMiss {
  reply: DealerReplyCase;
  field: ScoredField;
  truth: unknown;
  read: unknown;
  confidence: number;
  asked: boolean;
}

export interface SetScore {
  replies: number;
  /** Share right per field. */
  accuracy: Record<ScoredField, number>;
  /** Share of replies where the field was asked about instead of answered. */
  notSure: Record<ScoredField, number>;
  /** Share of replies with at least one question. */
  anyQuestion: number;
  /** Fields answered at confidence ≥ TRIAGE_SURE, and how many of them were wrong. */
  sure: { answers: number; wrong: number };
  language: { right: number; total: number };
  /** Spanish replies: intent and amount right. */
  spanish: { intent: number; amount: number; total: number };
  misses: FieldMiss[];
}

const sameAmount = (read: number | null, truth: number | null) =>
  read === null || truth === null ? read === truth : Math.round(read * 100) === Math.round(truth * 100);
const closeDate = (read: string | null, truth: string | null) =>
  read === null || truth === null ? read === truth : Math.abs(calendarDaysBetween(truth, read)) <= 1;

/** Whether each field of one reading is right, and whether it was asked about. */
export function judge(reply: DealerReplyCase, result: TriageResult): Record<ScoredField, { right: boolean; asked: boolean; read: unknown; truth: unknown }> {
  const asked = (field: ScoredField) => result.questions.some((question) => question.field === field);
  const { truth } = reply;
  const intentRight = truth.intent === null ? result.not_read !== null : result.intent === truth.intent;
  return {
    intent: { right: intentRight && !asked('intent'), asked: asked('intent'), read: result.not_read ?? result.intent, truth: truth.intent },
    offered_amount: {
      right: !asked('offered_amount') && sameAmount(result.offered_amount, truth.offered_amount),
      asked: asked('offered_amount'),
      read: result.offered_amount,
      truth: truth.offered_amount,
    },
    deadline: {
      right: !asked('deadline') && closeDate(result.deadline, truth.deadline),
      asked: asked('deadline'),
      read: result.deadline,
      truth: truth.deadline,
    },
  };
}

export function scoreSet(replies: DealerReplyCase[], read: (reply: DealerReplyCase) => TriageResult): SetScore {
  const right: Record<ScoredField, number> = { intent: 0, offered_amount: 0, deadline: 0 };
  const notSure: Record<ScoredField, number> = { intent: 0, offered_amount: 0, deadline: 0 };
  const sure = { answers: 0, wrong: 0 };
  const language = { right: 0, total: 0 };
  const spanish = { intent: 0, amount: 0, total: 0 };
  const misses: FieldMiss[] = [];
  let anyQuestion = 0;
  for (const reply of replies) {
    const result = read(reply);
    const verdicts = judge(reply, result);
    if (result.questions.length > 0) anyQuestion += 1;
    language.total += 1;
    if (result.language === reply.truth.language) language.right += 1;
    for (const field of SCORED_FIELDS) {
      const verdict = verdicts[field];
      if (verdict.right) right[field] += 1;
      if (verdict.asked) notSure[field] += 1;
      // A reply not read answers nothing: its confidences are 0 and it is no sure answer.
      if (result.confidence[field] >= TRIAGE_SURE && !verdict.asked) {
        sure.answers += 1;
        if (!verdict.right) sure.wrong += 1;
      }
      if (!verdict.right) misses.push({ reply, field, truth: verdict.truth, read: verdict.read, confidence: result.confidence[field], asked: verdict.asked });
    }
    if (reply.truth.language === 'es') {
      spanish.total += 1;
      if (verdicts.intent.right) spanish.intent += 1;
      if (verdicts.offered_amount.right) spanish.amount += 1;
    }
  }
  const share = (count: number) => (replies.length === 0 ? NaN : count / replies.length);
  return {
    replies: replies.length,
    accuracy: { intent: share(right.intent), offered_amount: share(right.offered_amount), deadline: share(right.deadline) },
    notSure: { intent: share(notSure.intent), offered_amount: share(notSure.offered_amount), deadline: share(notSure.deadline) },
    anyQuestion: share(anyQuestion),
    sure,
    language,
    spanish,
    misses,
  };
}
