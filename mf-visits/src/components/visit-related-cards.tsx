import { PURCHASE_TYPE_LABELS, dealerLocality, type Dealer, type Vehicle } from '@dct/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@dct/ui';
import { Facts } from './facts';

/** Spec §2 "Vehicle Information". */
export function VehicleInfoCard({ vehicle }: { vehicle: Vehicle }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Vehicle Information</CardTitle>
      </CardHeader>
      <CardContent>
        <Facts
          rows={[
            ['Make & model', `${vehicle.make} ${vehicle.model}`],
            ['Year', vehicle.year],
            ['Trim', vehicle.trim],
            ['VIN', <span className="mono">{vehicle.vin}</span>],
            ['Purchase type', vehicle.purchase_type && PURCHASE_TYPE_LABELS[vehicle.purchase_type]],
          ]}
        />
      </CardContent>
    </Card>
  );
}

/** Spec §2 "Dealer Information". */
export function DealerInfoCard({ dealer }: { dealer: Dealer }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Dealer Information</CardTitle>
      </CardHeader>
      <CardContent>
        <Facts
          rows={[
            ['Name', dealer.name],
            ['Address', dealer.address],
            ['City, state, ZIP', dealerLocality(dealer)],
            ['Phone', dealer.phone && <a href={`tel:${dealer.phone}`}>{dealer.phone}</a>],
          ]}
        />
      </CardContent>
    </Card>
  );
}
