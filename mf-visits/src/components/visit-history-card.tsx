import { History } from 'lucide-react';
import { VISIT_FIELD_LABELS, formatDate, type VisitChange } from '@dct/contracts';
import { Card, CardContent, CardHeader, CardTitle, ErrorState, Skeleton } from '@dct/ui';
import { useVisitHistory } from '@dct/data';

/** A changed value as the visit shows it: a day as a date, miles with their separators. */
function shown(change: VisitChange, value: string | null): string {
  if (value === null) return 'not recorded';
  if (change.field === 'date_in' || change.field === 'date_out') return formatDate(value);
  if (change.field === 'mileage_in' || change.field === 'mileage_out') return `${Number(value).toLocaleString('en-US')} mi`;
  return value;
}

/**
 * The visit's history: each change to its dates, mileage and RO number (who, when, old → new), so
 * the record an arbitrator reads shows what was corrected after the fact. Nothing until a change.
 */
export function VisitHistoryCard({ visitId }: { visitId: number }) {
  const history = useVisitHistory(visitId);
  if (history.isLoading) return <Skeleton className="visit-history-skeleton" />;
  if (history.isError) return <ErrorState error={history.error} onRetry={() => void history.refetch()} />;
  const changes = history.data ?? [];
  if (changes.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <History aria-hidden /> Changes to this record
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="visit-history" aria-label="Changes to the dates, mileage and RO number">
          {changes.map((change, index) => (
            <li key={index} className="visit-history-item">
              <span>
                <strong>{VISIT_FIELD_LABELS[change.field]}</strong>: {shown(change, change.old_value)} → {shown(change, change.new_value)}
              </span>
              <span className="small muted">
                {formatDate(change.changed_at)}
                {change.changed_by && ` · ${change.changed_by}`}
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
