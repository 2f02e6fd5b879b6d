import { useQuery } from '@tanstack/react-query';
import { Car, Plus, RefreshCw, Wrench } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ApiPaths, type Vehicle } from '@dct/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, PageHeader, Skeleton, buttonClass, listQueryOptions, usePageTitle } from '@dct/ui';
import { PAGE_TITLES } from '../page-titles';

function TotalVehiclesCard() {
  const vehicles = useQuery<Vehicle[]>({ queryKey: [ApiPaths.vehicles], ...listQueryOptions });
  return (
    <Card>
      <CardHeader className="card-header-row">
        <CardTitle className="small muted">Total Vehicles</CardTitle>
        <Car aria-hidden size={18} className="muted" />
      </CardHeader>
      <CardContent>
        {vehicles.isLoading ? (
          <Skeleton className="skeleton-stat" />
        ) : vehicles.isError ? (
          <div className="row">
            <span className="muted">Error loading</span>
            <Button variant="ghost" size="icon" aria-label="Retry loading vehicles" onClick={() => void vehicles.refetch()}>
              <RefreshCw aria-hidden />
            </Button>
          </div>
        ) : (
          <p className="stat-value">{(vehicles.data ?? []).length.toLocaleString('en-US')}</p>
        )}
      </CardContent>
    </Card>
  );
}

export function DashboardPage() {
  usePageTitle(PAGE_TITLES['/']);
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
      <div className="grid grid-md-2 grid-lg-4">
        <TotalVehiclesCard />
      </div>
    </div>
  );
}
