import { Car, Search, Settings } from 'lucide-react';
import { Link } from '@dct/router';
import { PURCHASE_TYPE_LABELS, vehicleLabel } from '@dct/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, EmptyState, ErrorState, Skeleton, buttonClass, formatMoney } from '@dct/ui';
import { useVehicles } from '@dct/data';

/** The "My Vehicles" tab: each vehicle with its purchase terms; Manage opens its edit page. */
export function MyVehiclesTab({ onSearch }: { onSearch: () => void }) {
  const vehicles = useVehicles();
  if (vehicles.isLoading) return <Skeleton className="vehicle-list-skeleton" />;
  if (vehicles.isError) return <ErrorState error={vehicles.error} onRetry={() => void vehicles.refetch()} />;
  const list = vehicles.data ?? [];
  if (list.length === 0) {
    return (
      <EmptyState
        icon={<Car aria-hidden />}
        title="No vehicles yet"
        description="Search for your vehicle by VIN or by year, make and model, then add it to My Vehicles."
        action={
          <Button onClick={onSearch}>
            <Search aria-hidden />
            Search for a vehicle
          </Button>
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
            <Link to={`/vehicles/${vehicle.id}/edit`} className={buttonClass('outline', 'sm')} aria-label={`Manage ${vehicleLabel(vehicle)}`}>
              <Settings aria-hidden />
              Manage
            </Link>
          </CardHeader>
          <CardContent>
            <dl className="facts">
              <dt>VIN</dt>
              <dd>{vehicle.vin ?? 'Not recorded'}</dd>
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
