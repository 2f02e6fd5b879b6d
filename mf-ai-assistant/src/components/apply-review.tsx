import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { type RepairOrderExtraction, type RepairOrderField, type Visit } from '@dct/contracts';
import { Button, Checkbox } from '@dct/ui';
import {
  NOTHING_TO_CHANGE,
  answerQuestion,
  changeCount,
  daysBeforeAfter,
  reviewChanges,
  reviewRows,
  reviewWarnings,
  shownCandidate,
  type ReviewChanges,
  type ReviewField,
} from '../utils/apply-review';

export interface ApplyReviewProps {
  visit: Visit;
  result: RepairOrderExtraction;
  /** Where the order came from (its file name), for the heading of the notes it adds. */
  source: string;
  applying: boolean;
  onApply: (changes: ReviewChanges) => void;
}

/** A chosen answer ticks its row: the owner picked it on purpose. */
const FIELD_ROWS = {
  date_in: 'date_in',
  date_out: 'date_out',
  ro_number: 'ro_number',
  mileage_in: 'mileage_in',
  mileage_out: 'mileage_out',
  warranty_repair: 'warranty_repair',
  complaint: 'complaint',
  cause: 'cause',
  correction: 'correction',
  total: 'notes',
} as const satisfies Partial<Record<RepairOrderField, ReviewField>>;

/**
 * The review before a repair order changes a visit: each field as the visit has it and as the
 * order reads, a box to take the order's; what the visit already holds differently starts
 * unticked, what it already holds has nothing to tick; the warnings and the days out of service
 * before and after show before anything is applied. A table from tablet width, a card per field
 * on a phone (assistant.css).
 */
export function ApplyReview({ visit, result: read, source, applying, onApply }: ApplyReviewProps) {
  const [answers, setAnswers] = useState<Partial<Record<RepairOrderField, string | number>>>({});
  const result = Object.entries(answers).reduce((reading, [field, value]) => answerQuestion(reading, field as RepairOrderField, value), read);
  const rows = reviewRows(visit, result, source);
  const [ticked, setTicked] = useState<ReadonlySet<ReviewField>>(() => new Set(rows.filter((row) => row.checked).map((row) => row.field)));
  const choose = (field: RepairOrderField, value: string | number) => {
    setAnswers((current) => ({ ...current, [field]: value }));
    if (field in FIELD_ROWS) setTicked((current) => new Set([...current, FIELD_ROWS[field as keyof typeof FIELD_ROWS]]));
  };
  const changes = reviewChanges(visit, result, ticked, source);
  const warnings = reviewWarnings(visit, result, changes);
  const { before, after } = daysBeforeAfter(visit, changes);
  const count = changeCount(changes);
  const nothingToChange = rows.length > 0 && rows.every((row) => row.same);
  const toggle = (field: ReviewField, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(field);
      else next.delete(field);
      return next;
    });

  return (
    <div className="stack-sm" aria-label="Review before applying">
      {rows.length === 0 && <p className="small muted">Nothing on the order to apply to the visit.</p>}
      {nothingToChange && (
        <p className="small" role="status">
          {NOTHING_TO_CHANGE}
        </p>
      )}
      {rows.length > 0 && (
        <table className="assistant-review">
          <thead>
            <tr>
              <th scope="col">Apply</th>
              <th scope="col">Field</th>
              <th scope="col">The visit has</th>
              <th scope="col">The order says</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.field} className={row.differs ? 'assistant-review-differs' : row.same ? 'assistant-review-same' : undefined}>
                <td className="assistant-review-apply">
                  {row.same ? (
                    <span className="muted small">Already on the visit</span>
                  ) : (
                    <Checkbox
                      label={<span className="assistant-review-apply-label">Apply the order's {row.label.toLowerCase()}</span>}
                      checked={ticked.has(row.field)}
                      onChange={(event) => toggle(row.field, event.target.checked)}
                    />
                  )}
                </td>
                <th scope="row">{row.label}</th>
                <td className="assistant-review-value">
                  <span className="assistant-review-cell-label" aria-hidden>
                    Yours
                  </span>
                  {row.field === 'notes' ? <span className="assistant-review-notes">{row.current}</span> : row.current}
                </td>
                <td className="assistant-review-value">
                  <span className="assistant-review-cell-label" aria-hidden>
                    On the order
                  </span>
                  {row.field === 'notes' && !row.same ? <span className="muted small">Added below the visit's notes:</span> : null}
                  {row.field === 'notes' ? <pre className="assistant-review-notes">{row.read}</pre> : row.read}
                  {row.differs && <span className="muted small"> (differs: starts unticked)</span>}
                  {row.unsure && <span className="muted small"> (not sure: check it on the order)</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {result.questions.map((question) => (
        <fieldset key={question.field} className="stack-sm" aria-label={question.question}>
          <legend className="small">{question.question}. Which one is on the order?</legend>
          <div className="row">
            {question.candidates.map((candidate) => (
              <Button key={String(candidate)} variant="outline" onClick={() => choose(question.field, candidate)}>
                {shownCandidate(question.field, candidate)}
              </Button>
            ))}
          </div>
        </fieldset>
      ))}
      {warnings.length > 0 && (
        <ul className="assistant-warnings" role="alert" aria-label="Check before applying">
          {warnings.map((warning) => (
            <li key={warning}>
              <AlertTriangle aria-hidden /> {warning}
            </li>
          ))}
        </ul>
      )}
      <p className="small" aria-label="Days out of service">
        Days out of service: {before} → {after}
      </p>
      {!nothingToChange && (
        <div>
          <Button onClick={() => onApply(changes)} disabled={count === 0 || applying}>
            {applying ? 'Applying...' : `Apply ${count} ${count === 1 ? 'change' : 'changes'} to the visit`}
          </Button>
        </div>
      )}
    </div>
  );
}
