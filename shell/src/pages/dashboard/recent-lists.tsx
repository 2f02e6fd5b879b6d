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

/** What a card lists, one and many ('Visit', 'Visits'); its page is the plural's path (/visits). */
interface RecentKind {
  one: string;
  many: string;
}

const listPath = (kind: RecentKind) => `/${kind.many.toLowerCase()}`;

interface RecentCardProps<T> {
  /** Names the card ('Recent Visits'), its failure ('Failed to load visits') and its link to the list ('View All Visits'). */
  kind: RecentKind;
  description: string;
  list: ListQuery<T>;
  empty: { title: string; description: string; icon: ReactNode; action: ReactNode };
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

function RecentCard<T>({ kind, description, list, empty, line }: RecentCardProps<T>) {
  const title = `Recent ${kind.many}`;
  const many = kind.many.toLowerCase();
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
    body = <ErrorState title={`Failed to load ${many}`} description={`Unable to fetch your recent ${many}`} onRetry={() => void list.refetch()} />;
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
        <Link to={listPath(kind)} className={buttonClass('outline', 'sm')}>
          {`View All ${kind.many}`}
        </Link>
      </CardFooter>
    </Card>
  );
}

/** The way to a first record of the card's kind: its page's form (/visits/new). */
function CreateFirstLink({ kind }: { kind: RecentKind }) {
  return (
    <Link to={`${listPath(kind)}/new`} className={buttonClass()}>
      <Plus aria-hidden />
      {`Create Your First ${kind.one}`}
    </Link>
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

const visitKind: RecentKind = { one: 'Visit', many: 'Visits' };
const claimKind: RecentKind = { one: 'Claim', many: 'Claims' };

/**
 * Spec §2 "Recent Visits": the first 5, each with its issue, 'Visit #{id}' and its status badge in
 * the spec's words ('Completed', 'In Progress'). Empty, it offers the first visit, or the first vehicle while there is none
 * (a visit needs a vehicle).
 */
export function RecentVisits({ visits, hasVehicles = true }: { visits: ListQuery<Visit>; hasVehicles?: boolean }) {
  return (
    <RecentCard
      kind={visitKind}
      description="Latest vehicle service visits"
      list={visits}
      empty={
        hasVehicles
          ? {
              icon: <ClipboardList aria-hidden />,
              title: 'No visits yet',
              description: 'Track your vehicle service visits to calculate downtime compensation',
              action: <CreateFirstLink kind={visitKind} />,
            }
          : {
              icon: <Car aria-hidden />,
              title: 'No visits yet',
              description: 'Add your vehicle first, then track its service visits to calculate downtime compensation',
              action: <AddFirstVehicleLink />,
            }
      }
      line={(visit) => ({ id: visit.id, to: `/visits/${visit.id}`, title: visit.primary_issue, caption: `Visit #${visit.id}`, badge: recentVisitBadge(visit) })}
    />
  );
}

/** Spec §2 "Recent Claims": the first 5, each with its amount, 'Claim #{id}' and its status badge. */
export function RecentClaims({ claims }: { claims: ListQuery<Claim> }) {
  return (
    <RecentCard
      kind={claimKind}
      description="Latest downtime compensation claims"
      list={claims}
      empty={{
        icon: <FileText aria-hidden />,
        title: 'No claims yet',
        description: 'File claims to recover compensation for vehicle downtime during service',
        action: <CreateFirstLink kind={claimKind} />,
      }}
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
