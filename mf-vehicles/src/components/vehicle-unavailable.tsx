import { ArrowLeft, Car } from 'lucide-react';
import { Link } from '@dct/router';
import { VehicleMessages } from '@dct/contracts';
import { MissingRecord, Skeleton, buttonClass } from '@dct/ui';

export const backToVehicles = (
  <Link to="/vehicles" className={buttonClass('ghost', 'sm')}>
    <ArrowLeft aria-hidden />
    Back to Vehicles
  </Link>
);

/** While a vehicle page loads. */
export function VehicleLoading() {
  return (
    <div className="container page" aria-busy="true">
      <Skeleton className="skeleton-title" />
      <Skeleton className="vehicle-form-skeleton" />
    </div>
  );
}

/** A vehicle that is not the owner's (or not there): "Vehicle not found"; any other failure with Retry. */
export function VehicleUnavailable({ query }: { query: { isError: boolean; error: unknown; refetch: () => unknown } }) {
  return (
    <div className="container page">
      <div>{backToVehicles}</div>
      <MissingRecord
        query={query}
        icon={<Car aria-hidden />}
        title={VehicleMessages.notFound}
        description="This vehicle does not exist or you do not have permission to view it."
        back={{ to: '/vehicles', label: 'Back to Vehicles' }}
      />
    </div>
  );
}
