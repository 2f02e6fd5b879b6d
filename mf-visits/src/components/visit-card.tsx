import { Clock, Eye, FileText } from 'lucide-react';
import { Link } from '@dct/router';
import {
  DependentsCopy,
  VISIT_DELETE_CONFIRMATION,
  VISIT_FIELD_LABELS,
  VisitToasts,
  hasNoDependents,
  visitDateLabels,
  visitThreeCs,
  type Visit,
} from '@dct/contracts';
import { Fragment } from 'react';
import { Card, CardContent, CardFooter, CardHeader, CardTitle, buttonClass, formatDate } from '@dct/ui';
import { useCanChangeRecords, useDeleteVisit, useUndoDelete, useVisitDependents } from '@dct/data';
import { daysLabel, loanerText } from '../utils/visit-text';
import { DeleteButton } from './delete-button';
import { VisitStatusBadge } from './visit-status-badge';
import '../visits.css';

/** One visit of the list (spec §2 "Visits"): what happened, where, for how long, and what to do next. */
export function VisitCard({ visit }: { visit: Visit }) {
  const deleteVisit = useDeleteVisit();
  const undo = useUndoDelete();
  const canChange = useCanChangeRecords();
  const title = `Visit #${visit.id}`;
  const loaner = loanerText(visit);
  const dateLabels = visitDateLabels(visit);
  return (
    <Card role="article" aria-label={title} className="visit-card">
      <CardHeader>
        <div className="visit-card-top">
          <CardTitle>{title}</CardTitle>
          <VisitStatusBadge status={visit.status} />
        </div>
        <p className="muted small">
          {visit.vehicle_label} · {visit.dealer_name}
        </p>
      </CardHeader>
      <CardContent className="stack stack-sm">
        <p className="visit-days">
          <Clock aria-hidden />
          {daysLabel(visit)}
        </p>
        <p className="visit-issue">{visit.primary_issue}</p>
        <dl className="facts">
          <dt>{dateLabels.dateIn}</dt>
          <dd>{formatDate(visit.date_in)}</dd>
          {visit.date_out && (
            <>
              <dt>{dateLabels.dateOut}</dt>
              <dd>{formatDate(visit.date_out)}</dd>
            </>
          )}
          {visit.ro_number && (
            <>
              <dt>{VISIT_FIELD_LABELS.ro_number}</dt>
              <dd>{visit.ro_number}</dd>
            </>
          )}
          {loaner && (
            <>
              <dt>Loaner</dt>
              <dd>{loaner}</dd>
            </>
          )}
          {visitThreeCs(visit).map(({ label, text }) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd className="visit-lines visit-card-c">{text}</dd>
            </Fragment>
          ))}
        </dl>
        {visit.notes && <p className="small muted visit-notes">{visit.notes}</p>}
      </CardContent>
      <CardFooter className="visit-card-footer">
        {canChange && (
          <Link to={`/claims/new?visit_id=${visit.id}`} className={buttonClass('outline', 'sm')} aria-label={`Create Claim for ${title}`}>
            <FileText aria-hidden />
            Create Claim
          </Link>
        )}
        <Link to={`/visits/${visit.id}`} className={buttonClass('outline', 'sm')} aria-label={`View Details of ${title}`}>
          <Eye aria-hidden />
          View Details
        </Link>
        {canChange && (
          <DeleteButton
            label="Delete"
            ariaLabel={`Delete visit of ${formatDate(visit.date_in)}`}
            title="Delete Visit"
            description={
              <>
                {VISIT_DELETE_CONFIRMATION}
                <VisitDependents visitId={visit.id} />
              </>
            }
            remove={() => deleteVisit.mutateAsync(visit.id)}
            deleted={{ ...VisitToasts.deleted, action: undo('visit', visit.id, `the visit of ${formatDate(visit.date_in)}`) }}
            failed={VisitToasts.deleteFailed}
          />
        )}
      </CardFooter>
    </Card>
  );
}

/** Rendered inside the open question only: what else the delete takes ("It also deletes Claim #4 and its 1 sent mail, 3 documents."). */
function VisitDependents({ visitId }: { visitId: number }) {
  const dependents = useVisitDependents(visitId).data;
  return dependents && !hasNoDependents(dependents) ? <> {DependentsCopy.visitAlsoDeletes(dependents)}</> : null;
}
