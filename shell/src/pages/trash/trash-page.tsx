import { RotateCcw, Trash2 } from 'lucide-react';
import { TrashCopy, dependentsPhrase, formatDate, type TrashItem } from '@dct/contracts';
import { useCanChangeRecords, useRestoreFromTrash, useTrash } from '@dct/data';
import { Badge, Button, Card, CardContent, EmptyState, PageHeader, QueryStates, toast, usePageTitle } from '@dct/ui';
import { PAGE_TITLES } from '../../page-titles';
import { LoadingCard } from '../loading-card';
import './trash.css';

function TrashRow({ item }: { item: TrashItem }) {
  const restore = useRestoreFromTrash();
  const along = dependentsPhrase(item.dependents);
  const canChange = useCanChangeRecords();
  return (
    <li className="trash-item" aria-label={`${TrashCopy.kindLabel[item.kind]} ${item.name}`}>
      <div className="trash-text">
        <p className="trash-name">
          <Badge variant="secondary">{TrashCopy.kindLabel[item.kind]}</Badge> {item.name}
        </p>
        {along && <p className="trash-along">With {along}</p>}
        <p className="trash-meta">
          Deleted {formatDate(item.deleted_at)} · {TrashCopy.daysLeft(item.days_left)}
        </p>
      </div>
      {canChange && (
        <Button
          variant="outline"
          size="sm"
          aria-label={`${TrashCopy.restore} ${item.name}`}
          disabled={restore.isPending}
          onClick={() =>
            restore.mutate(
              { kind: item.kind, id: item.id },
              {
                onSuccess: () => toast(TrashCopy.restored(item.name)),
                onError: (error) =>
                  toast({ variant: 'destructive', title: TrashCopy.restoreFailed.title, description: error.message || TrashCopy.restoreFailed.description }),
              },
            )
          }
        >
          <RotateCcw aria-hidden />
          {TrashCopy.restore}
        </Button>
      )}
    </li>
  );
}

/** The trash (/trash): what the owner deleted in the last 30 days, each with a Restore. */
export function TrashPage() {
  usePageTitle(PAGE_TITLES['/trash']);
  const trash = useTrash();
  return (
    <div className="container container-md page">
      <PageHeader title={TrashCopy.title} subtitle={TrashCopy.intro} />
      <QueryStates query={trash} loading={<LoadingCard />} errorDescription="We could not load the trash.">
        {(items) =>
          items.length === 0 ? (
            <EmptyState icon={<Trash2 aria-hidden />} title={TrashCopy.empty} description={TrashCopy.intro} />
          ) : (
            <Card>
              <CardContent>
                <ul className="trash-list" aria-label={TrashCopy.title}>
                  {items.map((item) => (
                    <TrashRow key={`${item.kind}-${item.id}`} item={item} />
                  ))}
                </ul>
              </CardContent>
            </Card>
          )
        }
      </QueryStates>
    </div>
  );
}
