import { X } from 'lucide-react';
import { vehicleLabel } from '@dct/contracts';
import { Button } from '@dct/ui';
import { useVehicles } from '@dct/data';

/** "Showing visits for 2021 Honda Accord", with × to show every visit again. */
export function VehicleFilterChip({ vehicleId, onClear }: { vehicleId: number; onClear: () => void }) {
  const vehicle = useVehicles().data?.find((candidate) => candidate.id === vehicleId);
  return (
    <div className="filter-chip" role="status">
      <span>Showing visits for {vehicle ? vehicleLabel(vehicle) : `vehicle #${vehicleId}`}</span>
      <Button variant="ghost" size="icon" className="filter-chip-clear" aria-label="Clear vehicle filter" title="Show all visits" onClick={onClear}>
        <X aria-hidden />
      </Button>
    </div>
  );
}
