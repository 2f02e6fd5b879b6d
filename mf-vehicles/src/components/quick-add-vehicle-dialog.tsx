import { useOverlayClose } from '@dct/ui';
import { AddVehicleDialog } from './add-vehicle-dialog';

/**
 * 'Add New Vehicle' on its own, for a host to open over any page (the shell's Add Vehicle quick
 * action): closing it, by Cancel or by saving, hands back to the host.
 */
export function QuickAddVehicleDialog() {
  const close = useOverlayClose('/vehicles');
  return <AddVehicleDialog open onOpenChange={(open) => !open && close()} />;
}
