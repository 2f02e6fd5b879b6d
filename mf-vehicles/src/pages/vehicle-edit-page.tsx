import { Link, useNavigate } from '@dct/router';
import { VehicleToasts, vehicleLabel } from '@dct/contracts';
import { BackLink, Card, CardContent, PageHeader, buttonClass, toast, toastFailure, useRecordId } from '@dct/ui';
import { useUpdateVehicle, useVehicle } from '@dct/data';
import { LemonWatchCard } from '../components/lemon-watch-card';
import { vehicleFields, vehicleToFields } from '../components/vehicle-fields';
import { VehicleForm } from '../components/vehicle-form';
import { VehicleLoading, VehicleUnavailable } from '../components/vehicle-unavailable';
import '../vehicles.css';

export function VehicleEditPage() {
  const vehicle = useVehicle(useRecordId());
  const update = useUpdateVehicle();
  const navigate = useNavigate();

  if (vehicle.isLoading) return <VehicleLoading />;
  if (vehicle.isError || !vehicle.data) return <VehicleUnavailable query={vehicle} />;
  // The vehicle page is where the owner came from, and where the watch and the history are.
  const vehiclePage = `/vehicles/${vehicle.data.id}`;

  return (
    <div className="container container-md page">
      <BackLink to={vehiclePage} label={`Back to ${vehicleLabel(vehicle.data)}`} />
      <PageHeader title="Edit Vehicle" subtitle={vehicleLabel(vehicle.data)} />
      <Card>
        <CardContent>
          <VehicleForm
            defaultValues={vehicleToFields(vehicle.data)}
            submitLabel="Save Changes"
            pendingLabel="Saving..."
            submit={(values) => update.mutateAsync({ id: vehicle.data.id, input: vehicleFields.patch(values) })}
            onSuccess={() => {
              toast(VehicleToasts.updated);
              void navigate(vehiclePage);
            }}
            onFailure={({ error }) => toastFailure(error, VehicleToasts.updateFailed, { serverReason: true })}
            cancel={
              <Link to={vehiclePage} className={buttonClass('outline')}>
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
