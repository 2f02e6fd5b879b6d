import { ArrowLeft, Car } from 'lucide-react';
import { Link, useNavigate, useParams } from '@dct/router';
import { VehicleMessages, VehicleToasts, vehicleLabel, type VehicleFormValues } from '@dct/contracts';
import { ApiError, Card, CardContent, EmptyState, ErrorState, PageHeader, Skeleton, buttonClass, toast } from '@dct/ui';
import { useUpdateVehicle, useVehicle } from '@dct/data';
import { LemonWatchCard } from '../components/lemon-watch-card';
import { VEHICLE_FORM_FIELDS, vehicleToFields } from '../components/vehicle-fields';
import { VehicleForm } from '../components/vehicle-form';
import '../vehicles.css';

/** Every field is sent: a cleared optional field becomes null, which clears it on the server. */
function toUpdate(values: VehicleFormValues) {
  return Object.fromEntries(VEHICLE_FORM_FIELDS.map((field) => [field, values[field] ?? null]));
}

const backLink = (
  <Link to="/vehicles" className={buttonClass('ghost', 'sm')}>
    <ArrowLeft aria-hidden />
    Back to Vehicles
  </Link>
);

export function VehicleEditPage() {
  const { id } = useParams();
  const vehicle = useVehicle(id === undefined ? undefined : Number(id));
  const update = useUpdateVehicle();
  const navigate = useNavigate();

  if (vehicle.isLoading) {
    return (
      <div className="container page" aria-busy="true">
        <Skeleton className="skeleton-title" />
        <Skeleton className="vehicle-form-skeleton" />
      </div>
    );
  }
  if (vehicle.isError || !vehicle.data) {
    const notFound = vehicle.error instanceof ApiError && vehicle.error.status === 404;
    return (
      <div className="container page">
        <div>{backLink}</div>
        {notFound || !vehicle.isError ? (
          <EmptyState
            icon={<Car aria-hidden />}
            title={VehicleMessages.notFound}
            description="This vehicle does not exist or you do not have permission to view it."
            action={
              <Link to="/vehicles" className={buttonClass()}>
                Back to Vehicles
              </Link>
            }
          />
        ) : (
          <ErrorState error={vehicle.error} onRetry={() => void vehicle.refetch()} />
        )}
      </div>
    );
  }

  return (
    <div className="container container-md page">
      <div>{backLink}</div>
      <PageHeader title="Edit Vehicle" subtitle={vehicleLabel(vehicle.data)} />
      <Card>
        <CardContent>
          <VehicleForm
            defaultValues={vehicleToFields(vehicle.data)}
            submitLabel="Save Changes"
            pendingLabel="Saving..."
            submit={(values) => update.mutateAsync({ id: Number(id), input: toUpdate(values) })}
            onSuccess={() => {
              toast(VehicleToasts.updated);
              void navigate('/vehicles');
            }}
            onFailure={() => toast({ variant: 'destructive', ...VehicleToasts.updateFailed })}
            cancel={
              <Link to="/vehicles" className={buttonClass('outline')}>
                Cancel
              </Link>
            }
          />
        </CardContent>
      </Card>
      <LemonWatchCard vehicle={vehicle.data} />
    </div>
  );
}
