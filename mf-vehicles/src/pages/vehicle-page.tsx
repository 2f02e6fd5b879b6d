import type { ReactNode } from 'react';
import { CalendarPlus, ClipboardList, FileText, Pencil } from 'lucide-react';
import { Link } from '@dct/router';
import { VISIT_STATUS_LABELS, VehicleMessages, vehicleLabel, type Claim, type Visit } from '@dct/contracts';
import {
  BackLink,
  Badge,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  PageHeader,
  RecordAuthors,
  Skeleton,
  buttonClass,
  countOf,
  formatDate,
  formatMoney,
  useRecordId,
} from '@dct/ui';
import { useCanChangeRecords, useClaims, useVehicle, useVisits } from '@dct/data';
import { CorrespondenceLog } from '../components/correspondence-log';
import { BuybackPanel } from '../components/buyback-panel';
import { ShareLinksCard } from '../components/share-links-card';
import { DowntimeHistoryButton } from '../components/downtime-history-button';
import { LemonWatchCard } from '../components/lemon-watch-card';
import { PreferredDealerCard } from '../components/preferred-dealer-card';
import { VehicleLoading, VehicleUnavailable, backToVehicles } from '../components/vehicle-unavailable';
import '../vehicles.css';

function VisitRow({ visit }: { visit: Visit }) {
  return (
    <li className="vehicle-record">
      <Link to={`/visits/${visit.id}`}>
        {formatDate(visit.date_in)} – {visit.date_out ? formatDate(visit.date_out) : 'still at the dealer'}
      </Link>
      <span className="muted small">
        {visit.dealer_name} · {visit.primary_issue} · {countOf(visit.days, 'day')} · {VISIT_STATUS_LABELS[visit.status]}
      </span>
    </li>
  );
}

function ClaimRow({ claim }: { claim: Claim }) {
  return (
    <li className="vehicle-record">
      <Link to={`/claims/${claim.id}`}>
        Claim #{claim.id}: {formatMoney(claim.ask_amount)} for {countOf(claim.days, 'day')}
      </Link>
      <span className="muted small">
        <Badge variant="secondary">{claim.status}</Badge> {claim.dealer_name} · visit of {formatDate(claim.date_in)}
        {claim.recovered_amount !== null && ` · ${formatMoney(claim.recovered_amount)} recovered`}
      </span>
    </li>
  );
}

/** One titled part of the page, its list with its loading, failure and empty states. */
function RecordsSection<Item>({
  id,
  icon,
  title,
  summary,
  query,
  items,
  empty,
  row,
  footer,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  summary?: ReactNode;
  query: { isLoading: boolean; isError: boolean };
  items: Item[];
  empty: string;
  row: (item: Item) => ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id} className="row">
          {icon}
          {title}
        </CardTitle>
        {summary && <p className="muted small">{summary}</p>}
      </CardHeader>
      <CardContent>
        {query.isLoading ? (
          <Skeleton className="vehicle-records-skeleton" />
        ) : query.isError ? (
          <p className="small muted">The {title.toLowerCase()} could not be loaded.</p>
        ) : items.length === 0 ? (
          <p className="small muted">{empty}</p>
        ) : (
          <ul className="vehicle-records">{items.map(row)}</ul>
        )}
      </CardContent>
      {footer && <CardFooter>{footer}</CardFooter>}
    </Card>
  );
}

/**
 * A vehicle's own page: its lemon-law watch first (where the owner looks), then its visits and
 * claims and its downtime history. Editing is a step away, and comes back here.
 */
export function VehiclePage() {
  const vehicleId = useRecordId();
  const vehicle = useVehicle(vehicleId);
  const visits = useVisits(vehicleId, { enabled: vehicle.isSuccess });
  const claims = useClaims({ enabled: vehicle.isSuccess });
  const canChange = useCanChangeRecords();

  if (vehicle.isLoading) return <VehicleLoading />;
  if (vehicle.isError || !vehicle.data) return <VehicleUnavailable query={vehicle} />;
  const current = vehicle.data;
  const label = vehicleLabel(current);
  const ownClaims = (claims.data ?? []).filter((claim) => claim.vehicle_id === current.id);

  return (
    <div className="container container-md page">
      <BackLink {...backToVehicles} />
      <PageHeader
        title={label}
        subtitle={[current.trim, current.vin ? `VIN ${current.vin}` : VehicleMessages.vinNotRecorded, current.license_plate && `Plate ${current.license_plate}`]
          .filter(Boolean)
          .join(' · ')}
        actions={
          canChange && (
            <>
              <Link to={`/vehicles/${current.id}/edit`} className={buttonClass('outline', 'sm')}>
                <Pencil aria-hidden />
                Edit vehicle
              </Link>
              <Link to={`/visits/new?vehicle_id=${current.id}`} className={buttonClass('default', 'sm')}>
                <CalendarPlus aria-hidden />
                New Visit
              </Link>
            </>
          )
        }
      />
      <RecordAuthors record={current} />
      <LemonWatchCard vehicle={current} editLink={`/vehicles/${current.id}/edit`} offerNotice />
      <BuybackPanel vehicleId={current.id} claims={ownClaims} />
      <PreferredDealerCard vehicle={current} editLink={`/vehicles/${current.id}/edit`} />
      <RecordsSection
        id="vehicle-visits"
        icon={<ClipboardList aria-hidden className="inline-icon" />}
        title="Visits"
        summary={`${countOf(current.downtime_days, 'day')} out of service over ${countOf(current.visit_count, 'visit')}`}
        query={visits}
        items={visits.data ?? []}
        empty="No visits recorded for this vehicle yet."
        row={(visit) => <VisitRow key={visit.id} visit={visit} />}
        footer={<DowntimeHistoryButton vehicle={current} />}
      />
      <RecordsSection
        id="vehicle-claims"
        icon={<FileText aria-hidden className="inline-icon" />}
        title="Claims"
        query={claims}
        items={ownClaims}
        empty="No claims for this vehicle yet."
        row={(claim) => <ClaimRow key={claim.id} claim={claim} />}
      />
      <CorrespondenceLog vehicle={current} />
      {canChange && <ShareLinksCard vehicleId={current.id} />}
    </div>
  );
}
