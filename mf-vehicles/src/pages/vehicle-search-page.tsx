import { Car, Settings } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PURCHASE_TYPE_LABELS, vehicleLabel } from '@dct/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, EmptyState, ErrorState, PageHeader, Skeleton, buttonClass, formatMoney } from '@dct/ui';
import { useVehicles } from '../hooks/use-vehicles';
import '../vehicles.css';

/** The "My Vehicles" tab of Vehicle Management: each vehicle with its purchase terms. */
function MyVehicles() {
  const vehicles = useVehicles();
  if (vehicles.isLoading) return <Skeleton className="vehicle-list-skeleton" />;
  if (vehicles.isError) return <ErrorState error={vehicles.error} onRetry={() => void vehicles.refetch()} />;
  const list = vehicles.data ?? [];
  if (list.length === 0) {
    return (
      <EmptyState
        icon={<Car aria-hidden />}
        title="No vehicles yet"
        description="Add a vehicle to see it here with its purchase details."
        action={
          <Link to="/vehicles" className={buttonClass()}>
            Go to Vehicles
          </Link>
        }
      />
    );
  }
  return (
    <div className="stack">
      {list.map((vehicle) => (
        <Card key={vehicle.id} role="article" aria-label={vehicleLabel(vehicle)}>
          <CardHeader className="card-header-row">
            <div>
              <CardTitle>{vehicleLabel(vehicle)}</CardTitle>
              {vehicle.trim && <p className="muted small">{vehicle.trim}</p>}
            </div>
            <Link to={`/vehicles/${vehicle.id}/edit`} className={buttonClass('outline', 'sm')}>
              <Settings aria-hidden />
              Manage
            </Link>
          </CardHeader>
          <CardContent>
            <dl className="facts">
              <dt>VIN</dt>
              <dd>{vehicle.vin}</dd>
              <dt>Purchase type</dt>
              <dd>{vehicle.purchase_type ? PURCHASE_TYPE_LABELS[vehicle.purchase_type] : 'Not specified'}</dd>
              <dt>Payment</dt>
              <dd>{vehicle.monthly_payment !== null ? `${formatMoney(vehicle.monthly_payment)}/month` : 'Not specified'}</dd>
            </dl>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

export function VehicleSearchPage() {
  return (
    <div className="container page">
      <PageHeader title="Vehicle Management" subtitle="Your vehicles and their purchase details" />
      <div className="tabs" role="tablist" aria-label="Vehicle Management">
        <Button variant="ghost" role="tab" className="tab" aria-selected="true" id="tab-my-vehicles" aria-controls="panel-my-vehicles">
          My Vehicles
        </Button>
      </div>
      <div role="tabpanel" id="panel-my-vehicles" aria-labelledby="tab-my-vehicles">
        <MyVehicles />
      </div>
    </div>
  );
}
