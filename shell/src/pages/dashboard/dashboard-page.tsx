import { Plus, Wrench } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from '@dct/router';
import { ErrorState, PageHeader, RemoteSlot, buttonClass, usePageTitle } from '@dct/ui';
import { PAGE_TITLES } from '../../page-titles';
import { announcePageSettled } from '../../prerendered-handoff';
import { DowntimeChart, RecoveredCard } from './insight-cards';
import { OffersCard } from './offers-card';
import { RecentClaims, RecentVisits } from './recent-lists';
import { StatCards } from './stat-cards';
import { useClaims, useVehicles, useVisits } from '@dct/data';
import { dashboardUnavailable } from './use-dashboard-data';
import './dashboard.css';

/** Spec §2 "Dashboard (/)" and §8: the stat cards, the recent lists, and how each fails on its own. */
export function DashboardPage() {
  usePageTitle(PAGE_TITLES['/']);
  // The shell's own page is there at once (its cards show their loading states).
  useEffect(announcePageSettled, []);
  const vehicles = useVehicles();
  const visits = useVisits();
  const claims = useClaims();
  const lists = [vehicles, visits, claims];

  return (
    <div className="container page">
      <PageHeader
        title="Dashboard"
        subtitle="Overview of your vehicle service tracking and downtime claims"
        actions={
          <>
            <Link to="/vehicles" className={buttonClass('outline')}>
              <Plus aria-hidden />
              Add Vehicle
            </Link>
            <Link to="/visits" className={buttonClass()}>
              <Wrench aria-hidden />
              New Visit
            </Link>
          </>
        }
      />
      {dashboardUnavailable(lists) ? (
        <ErrorState
          title="Unable to load dashboard"
          description="We're having trouble loading your dashboard data. Please check your connection and try again."
          onRetry={() => {
            for (const list of lists) if (list.isError) void list.refetch();
          }}
        />
      ) : (
        <>
          {/* A compact summary first: two columns of small figures on a phone (dashboard.css). */}
          <StatCards vehicles={vehicles} visits={visits} claims={claims} />
          <OffersCard claims={claims} />
          {/* A line per vehicle near a lemon-law threshold; nothing (and no placeholder) otherwise. */}
          <RemoteSlot remote="mf_vehicles" name="lemonWatchAlerts" loading={null} />
          <div className="grid grid-md-2 dashboard-row">
            <RecentVisits visits={visits} hasVehicles={vehicles.data === undefined || vehicles.data.length > 0} />
            <RecentClaims claims={claims} />
          </div>
          <div className="grid grid-md-2 dashboard-row">
            <DowntimeChart vehicles={vehicles} visits={visits} />
            <RecoveredCard claims={claims} />
          </div>
        </>
      )}
    </div>
  );
}
