import { Car } from 'lucide-react';
import { VehicleMessages } from '@dct/contracts';
import { MissingRecordPage, RecordPageLoading } from '@dct/ui';

export const backToVehicles = { to: '/vehicles', label: 'Back to Vehicles' };

/** While a vehicle page loads. */
export function VehicleLoading() {
  return <RecordPageLoading className="vehicle-form-skeleton" />;
}

/** A vehicle that is not the owner's (or not there): "Vehicle not found"; any other failure with Retry. */
export function VehicleUnavailable({ query }: { query: { isError: boolean; error: unknown; refetch: () => unknown } }) {
  return (
    <MissingRecordPage
      query={query}
      icon={<Car aria-hidden />}
      title={VehicleMessages.notFound}
      description="This vehicle does not exist or you do not have permission to view it."
      back={backToVehicles}
    />
  );
}
