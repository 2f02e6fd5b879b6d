import { FileText, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@dct/router';
import { VISIT_FIELD_LABELS, VisitToasts, expectedDateOutPassed, valuationMethodLabel, visitDateLabels, type VisitDetail } from '@dct/contracts';
import { useCanChangeRecords, useUpdateVisit } from '@dct/data';
import { Button, buttonClass, formatDate, toast } from '@dct/ui';
import { loanerText } from '../utils/visit-text';
import { FactsCard, type FactRow } from './facts-card';
import { EditVisitDialog } from './visit-dialogs';

const miles = (value: number | null) => (value === null ? null : `${value.toLocaleString('en-US')} mi`);
/** Text the owner may have written over several lines. */
const lines = (text: string | null) => text && <span className="visit-lines">{text}</span>;

/** Spec §2 "Visit Details": what the visit was, with Create Claim and Edit Visit. */
export function VisitDetailsCard({ visit }: { visit: VisitDetail }) {
  const [editing, setEditing] = useState(false);
  const canChange = useCanChangeRecords();
  const loanerNotes: FactRow[] = visit.loaner_provided ? [['Loaner notes', visit.loaner_notes]] : [];
  const dateLabels = visitDateLabels(visit);
  const passed = expectedDateOutPassed(visit);
  const dateOut = visit.date_out && (passed && canChange ? <PassedDateOut visit={visit} /> : formatDate(visit.date_out));
  return (
    <FactsCard
      title="Visit Details"
      rows={[
        ['Primary issue', visit.primary_issue],
        [dateLabels.dateIn, formatDate(visit.date_in)],
        [passed ? 'Expected date out' : dateLabels.dateOut, dateOut || <span className="muted">Still at the dealer</span>],
        [VISIT_FIELD_LABELS.ro_number, visit.ro_number],
        ['Loaner vehicle', loanerText(visit) ?? <span className="muted">None</span>],
        ...loanerNotes,
        ['Valuation method', visit.valuation_method && valuationMethodLabel(visit.valuation_method)],
        ['Mileage in', miles(visit.mileage_in)],
        ['Mileage out', miles(visit.mileage_out)],
        [VISIT_FIELD_LABELS.complaint, lines(visit.complaint)],
        [VISIT_FIELD_LABELS.cause, lines(visit.cause)],
        [VISIT_FIELD_LABELS.correction, lines(visit.correction)],
        ['Notes', visit.notes],
      ]}
    >
      {canChange && (
        <>
          <Link to={`/claims/new?visit_id=${visit.id}`} className={buttonClass('default', 'sm')}>
            <FileText aria-hidden />
            Create Claim
          </Link>
          <EditVisitDialog
            visit={visit}
            open={editing}
            onOpenChange={setEditing}
            trigger={
              <Button variant="outline" size="sm">
                <Pencil aria-hidden />
                Edit Visit
              </Button>
            }
          />
        </>
      )}
    </FactsCard>
  );
}

/**
 * An expected date out that has passed while the visit stayed in progress: its days stop there,
 * so the owner says whether the car came back that day (or edits the visit to a new expected day).
 */
function PassedDateOut({ visit }: { visit: VisitDetail }) {
  const update = useUpdateVisit();
  const day = formatDate(visit.date_out);
  const confirm = () =>
    update.mutate(
      { id: visit.id, input: { status: 'completed' } },
      { onSuccess: () => toast(VisitToasts.updated), onError: () => toast({ variant: 'destructive', ...VisitToasts.updateFailed }) },
    );
  return (
    <span className="visit-lines">
      {day} — has passed. Days count up to this date; if the car is still at the dealer, edit the visit and enter the new expected date out.
      <Button variant="outline" size="sm" onClick={confirm} disabled={update.isPending}>
        It came back on {day}
      </Button>
    </span>
  );
}
