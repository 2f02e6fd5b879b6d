import {
  AI_INTENT_LABELS,
  AiMessages,
  TRIAGE_SURE,
  calendarDaysBetween,
  formatDay,
  formatMoney,
  type AiIntent,
  type TriageQuestion,
  type TriageReading,
  type TriageResult,
} from '@dct/contracts';

/**
 * The one rule both providers' readings go through before the owner sees them: a field under
 * TRIAGE_SURE is not answered but asked (emptied, with a question naming what it could be), a reply
 * in another language is not read, and `due_in_days` is counted from the day the reply arrived.
 */

const joinChoices = (choices: string[]) => (choices.length <= 1 ? choices.join('') : `${choices.slice(0, -1).join(', ')} or ${choices[choices.length - 1]}`);

export function questionFor(field: 'intent', candidates: AiIntent[]): TriageQuestion;
export function questionFor(field: 'offered_amount', candidates: number[]): TriageQuestion;
export function questionFor(field: 'deadline', candidates: string[]): TriageQuestion;
export function questionFor(field: TriageQuestion['field'], candidates: (string | number)[]): TriageQuestion {
  switch (field) {
    case 'intent': {
      const intents = candidates as AiIntent[];
      return { field, candidates: intents, question: `${joinChoices(intents.map((intent) => AI_INTENT_LABELS[intent]))}?` };
    }
    case 'offered_amount': {
      const amounts = candidates as number[];
      return {
        field,
        candidates: amounts,
        question: amounts.length === 1 ? `Is ${formatMoney(amounts[0])} the offer?` : `${joinChoices(amounts.map(formatMoney))}?`,
      };
    }
    case 'deadline': {
      const dates = candidates as string[];
      if (dates.length === 0) return { field, candidates: dates, question: 'The reply speaks of a deadline the assistant could not date: what is it?' };
      return { field, candidates: dates, question: dates.length === 1 ? `Is ${formatDay(dates[0])} the deadline?` : `${joinChoices(dates.map(formatDay))}?` };
    }
  }
}

export function settledTriage(reading: TriageReading, receivedAt: string): TriageResult {
  if (reading.language === 'other') {
    return {
      ...reading,
      intent: null,
      offered_amount: null,
      offer_kind: null,
      offer_alternatives: [],
      deadline: null,
      questions: [],
      due_in_days: null,
      not_read: AiMessages.notReadLanguage,
    };
  }
  const sure = (field: keyof TriageReading['confidence']) => reading.confidence[field] >= TRIAGE_SURE;
  const asked = new Set(reading.questions.map((question) => question.field));
  const questions = [...reading.questions];
  // A field given below the line without a question of its own: its value becomes the one candidate.
  if (!sure('intent') && !asked.has('intent') && reading.intent !== null) questions.push(questionFor('intent', [reading.intent]));
  if (!sure('offered_amount') && !asked.has('offered_amount') && reading.offered_amount !== null)
    questions.push(questionFor('offered_amount', [reading.offered_amount]));
  if (!sure('deadline') && !asked.has('deadline') && reading.deadline !== null) questions.push(questionFor('deadline', [reading.deadline]));
  const deadline = sure('deadline') ? reading.deadline : null;
  return {
    ...reading,
    intent: sure('intent') ? reading.intent : null,
    offered_amount: sure('offered_amount') ? reading.offered_amount : null,
    offer_kind: sure('offered_amount') && reading.offered_amount !== null ? reading.offer_kind : null,
    deadline,
    questions,
    due_in_days: deadline === null ? null : Math.max(0, calendarDaysBetween(receivedAt, deadline)),
    not_read: null,
  };
}
