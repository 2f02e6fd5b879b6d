import { Car, DollarSign, FileText, RefreshCw, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { recoveredVsAsked, type Claim, type Vehicle, type Visit } from '@dct/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, Skeleton, formatMoney } from '@dct/ui';
import { activeVisitCount, pendingClaimCount, totalClaimValue } from './dashboard-stats';
import type { ListQuery } from './use-dashboard-data';

interface StatCardProps<T> {
  title: string;
  icon: ReactNode;
  list: ListQuery<T>;
  value: (items: T[]) => string;
  /** What the figure counts, in a line under it (and any figure that belongs beside it). */
  note: (items: T[]) => ReactNode;
  /** The vehicles card adds a retry icon to its 'Error loading' (spec §8). */
  retryLabel?: string;
}

function StatCard<T>({ title, icon, list, value, note, retryLabel }: StatCardProps<T>) {
  let body: ReactNode;
  if (list.isLoading) body = <Skeleton className="skeleton-stat" />;
  else if (list.isError && list.data === undefined) {
    body = (
      <div className="row">
        <span className="muted">Error loading</span>
        {retryLabel && (
          <Button variant="ghost" size="icon" aria-label={retryLabel} title="Retry" onClick={() => void list.refetch()}>
            <RefreshCw aria-hidden />
          </Button>
        )}
      </div>
    );
  } else
    body = (
      <>
        <p className="stat-value">{value(list.data ?? [])}</p>
        <p className="small muted stat-note">{note(list.data ?? [])}</p>
      </>
    );
  return (
    <Card role="group" aria-label={title} className="stat-card">
      <CardHeader className="card-header-row">
        <CardTitle className="small muted">{title}</CardTitle>
        <span className="stat-icon" aria-hidden>
          {icon}
        </span>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Spec §2: Total Vehicles, Active Visits, Pending Claims, Total Claim Value, each with a line that
 * says what it counts. The claim value stays spec §9's sum of every ask, settled or not, so the
 * amount recovered stands beside it.
 */
export function StatCards({ vehicles, visits, claims }: { vehicles: ListQuery<Vehicle>; visits: ListQuery<Visit>; claims: ListQuery<Claim> }) {
  return (
    <div className="grid grid-md-2 grid-lg-4 dashboard-stats" role="group" aria-label="Summary">
      <StatCard
        title="Total Vehicles"
        icon={<Car />}
        list={vehicles}
        value={(items) => count(items.length)}
        note={() => 'Vehicles you track'}
        retryLabel="Retry loading vehicles"
      />
      <StatCard
        title="Active Visits"
        icon={<Wrench />}
        list={visits}
        value={(items) => count(activeVisitCount(items))}
        note={() => 'Vehicles still at the dealer'}
      />
      <StatCard
        title="Pending Claims"
        icon={<FileText />}
        list={claims}
        value={(items) => count(pendingClaimCount(items))}
        note={() => 'Drafts not sent yet'}
      />
      <StatCard
        title="Total Claim Value"
        icon={<DollarSign />}
        list={claims}
        value={(items) => formatMoney(totalClaimValue(items))}
        note={(items) => `Asked in all claims, open and closed · ${formatMoney(recoveredVsAsked(items).recovered)} recovered`}
      />
    </div>
  );
}
