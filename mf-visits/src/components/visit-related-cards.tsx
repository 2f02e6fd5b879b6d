import { PURCHASE_TYPE_LABELS, dealerLocality, type Dealer, type Vehicle } from '@dct/contracts';
import { FactsCard } from './facts-card';

/** Spec §2 "Vehicle Information". */
export function VehicleInfoCard({ vehicle }: { vehicle: Vehicle }) {
  return (
    <FactsCard
      title="Vehicle Information"
      rows={[
        ['Make & model', `${vehicle.make} ${vehicle.model}`],
        ['Year', vehicle.year],
        ['Trim', vehicle.trim],
        ['VIN', vehicle.vin ? <span className="mono">{vehicle.vin}</span> : 'Not recorded'],
        ['Purchase type', vehicle.purchase_type && PURCHASE_TYPE_LABELS[vehicle.purchase_type]],
      ]}
    />
  );
}

/** Spec §2 "Dealer Information". */
export function DealerInfoCard({ dealer }: { dealer: Dealer }) {
  return (
    <FactsCard
      title="Dealer Information"
      rows={[
        ['Name', dealer.name],
        ['Address', dealer.address],
        ['City, state, ZIP', dealerLocality(dealer)],
        ['Phone', dealer.phone && <a href={`tel:${dealer.phone}`}>{dealer.phone}</a>],
      ]}
    />
  );
}
