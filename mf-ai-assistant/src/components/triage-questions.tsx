import { AI_INTENT_LABELS, formatDay, type TriageQuestion } from '@dct/contracts';
import { formatMoney } from '@dct/ui';

export interface TriageQuestionsProps {
  questions: TriageQuestion[];
  /** The owner's pick per field, as the candidate's text ('' for none of them). */
  picks: Partial<Record<TriageQuestion['field'], string>>;
  onPick: (field: TriageQuestion['field'], value: string) => void;
}

const candidateLabel = (question: TriageQuestion, candidate: string | number): string => {
  switch (question.field) {
    case 'intent':
      return AI_INTENT_LABELS[candidate as keyof typeof AI_INTENT_LABELS];
    case 'offered_amount':
      return formatMoney(candidate as number);
    case 'deadline':
      return formatDay(candidate as string);
  }
};

const FIELD_NAMES: Record<TriageQuestion['field'], string> = { intent: 'What the reply means', offered_amount: 'Amount offered', deadline: 'Deadline' };

/**
 * Where the reading was not sure, the question it asks ("$900 or $2,340?") with its candidates to
 * pick, and "None of these": a guess is never filled in for the owner. Each choice is a whole row.
 */
export function TriageQuestions({ questions, picks, onPick }: TriageQuestionsProps) {
  if (questions.length === 0) return null;
  return (
    <div className="stack-sm" aria-label="Questions about the reply">
      <p className="small">Not sure: pick what the reply says.</p>
      {questions.map((question) => (
        <fieldset key={question.field} className="triage-question">
          <legend className="small">
            {FIELD_NAMES[question.field]}: {question.question}
          </legend>
          {[...question.candidates.map(String), ''].map((value) => (
            <label key={value || 'none'} className="triage-choice">
              <input
                type="radio"
                name={`triage-${question.field}`}
                value={value}
                checked={picks[question.field] === value}
                onChange={() => onPick(question.field, value)}
              />
              {value === '' ? 'None of these' : candidateLabel(question, question.field === 'offered_amount' ? Number(value) : value)}
            </label>
          ))}
        </fieldset>
      ))}
    </div>
  );
}
