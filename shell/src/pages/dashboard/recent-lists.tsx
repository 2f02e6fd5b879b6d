import { Car, ClipboardList, FileText, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@dct/router';
import { claimStatusBadge, type Claim, type Visit } from '@dct/contracts';
import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorState,
  Skeleton,
  buttonClass,
  formatMoney,
  type BadgeVariant,
} from '@dct/ui';
import { useOptionalShellActions } from '../../shortcuts/shell-actions';
import { RECENT_COUNT, recentVisitBadge } from './dashboard-stats';
import type { ListQuery } from './use-dashboard-data';

interface RecentCardProps<T> {
  title: string;
  description: string;
  list: ListQuery<T>;
  failure: { title: string; description: string };
  empty: { title: string; description: string; icon: ReactNode; action: ReactNode };
  viewAll: { to: string; label: string };
  /** What a line of the list shows: it links to the record, with its title, '<Kind> #id' and a badge. */
  line: (item: T) => RecentLine;
}

interface RecentLine {
  id: number;
  to: string;
  title: ReactNode;
  caption: string;
  badge: { label: string; variant: BadgeVariant };
}

function RecentItem({ to, title, caption, badge }: RecentLine) {
  return (
    <li>
      <Link to={to} className="recent-item">
        <span className="recent-item-text">
          <span className="recent-item-title">{title}</span>
          <span className="small muted">{caption}</span>
        </span>
        <Badge variant={badge.variant}>{badge.label}</Badge>
      </Link>
    </li>
  );
}

function RecentCard<T>({ title, description, list, failure, empty, viewAll, line }: RecentCardProps<T>) {
  let body: ReactNode;
  if (list.isLoading) {
    body = (
      <div className="stack stack-sm" aria-busy="true" aria-label={`Loading ${title.toLowerCase()}`}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="recent-item-skeleton" />
        ))}
      </div>
    );
  } else if (list.isError && list.data === undefined) {
    body = <ErrorState title={failure.title} description={failure.description} onRetry={() => void list.refetch()} />;
  } else if (!list.data?.length) {
    body = <EmptyState icon={empty.icon} title={empty.title} description={empty.description} action={empty.action} />;
  } else {
    body = (
      <ul className="recent-list">
        {list.data.slice(0, RECENT_COUNT).map((item) => {
          const shown = line(item);
          return <RecentItem key={shown.id} {...shown} />;
        })}
      </ul>
    );
  }
  return (
    <Card role="region" aria-label={title}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
      <CardFooter>
        <Link to={viewAll.to} className={buttonClass('outline', 'sm')}>
          {viewAll.label}
        </Link>
      </CardFooter>
    </Card>
  );
}

/** The way to a first vehicle: the Add Vehicle dialog over the dashboard, or the vehicles page where there is no shell around. */
function AddFirstVehicleLink() {
  const actions = useOptionalShellActions();
  return (
    <Link
      to="/vehicles"
      className={buttonClass()}
      onClick={(event) => {
        if (!actions) return;
        event.preventDefault();
        actions.runQuickAction('Add Vehicle');
      }}
    >
      <Car aria-hidden />
      Add Your First Vehicle
    </Link>
  );
}

/**
 * Spec §2 "Recent Visits": the first 5, each with its issue, 'Visit #{id}' and its status badge in
 * the spec's words ('Completed', 'In Progress'). Empty, it offers the first visit, or the first vehicle while there is none
 * (a visit needs a vehicle).
 */
export function RecentVisits({ visits, hasVehicles = true }: { visits: ListQuery<Visit>; hasVehicles?: boolean }) {
  return (
    <RecentCard
      title="Recent Visits"
      description="Latest vehicle service visits"
      list={visits}
      failure={{ title: 'Failed to load visits', description: 'Unable to fetch your recent visits' }}
      empty={
        hasVehicles
          ? {
              icon: <ClipboardList aria-hidden />,
              title: 'No visits yet',
              description: 'Track your vehicle service visits to calculate downtime compensation',
              action: (
                <Link to="/visits/new" className={buttonClass()}>
                  <Plus aria-hidden />
                  Create Your First Visit
                </Link>
              ),
            }
          : {
              icon: <Car aria-hidden />,
              title: 'No visits yet',
              description: 'Add your vehicle first, then track its service visits to calculate downtime compensation',
              action: <AddFirstVehicleLink />,
            }
      }
      viewAll={{ to: '/visits', label: 'View All Visits' }}
      line={(visit) => ({ id: visit.id, to: `/visits/${visit.id}`, title: visit.primary_issue, caption: `Visit #${visit.id}`, badge: recentVisitBadge(visit) })}
    />
  );
}

/** Spec §2 "Recent Claims": the first 5, each with its amount, 'Claim #{id}' and its status badge. */
export function RecentClaims({ claims }: { claims: ListQuery<Claim> }) {
  return (
    <RecentCard
      title="Recent Claims"
      description="Latest downtime compensation claims"
      list={claims}
      failure={{ title: 'Failed to load claims', description: 'Unable to fetch your recent claims' }}
      empty={{
        icon: <FileText aria-hidden />,
        title: 'No claims yet',
        description: 'File claims to recover compensation for vehicle downtime during service',
        action: (
          <Link to="/claims/new" className={buttonClass()}>
            <Plus aria-hidden />
            Create Your First Claim
          </Link>
        ),
      }}
      viewAll={{ to: '/claims', label: 'View All Claims' }}
      line={(claim) => ({
        id: claim.id,
        to: `/claims/${claim.id}`,
        title: formatMoney(claim.ask_amount),
        caption: `Claim #${claim.id}`,
        badge: claimStatusBadge(claim),
      })}
    />
  );
}
