import { useMatch, useSearchParams } from '@dct/router';
import { useOverlayClose } from '@dct/ui';
import { AddVisitDialog } from './visit-dialogs';

/** A vehicle's id from the page under the dialog: its edit page, or the visits list filtered to it. */
function useVehicleOnPage(): number | undefined {
  const editPage = useMatch('/vehicles/:id/edit');
  const [params] = useSearchParams();
  const id = Number(editPage?.params.id ?? params.get('vehicle_id'));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * 'Add New Service Visit' on its own, for a host to open over any page (the shell's New Visit
 * quick action): closing it, by Cancel or by saving, hands back to the host. Over a vehicle's
 * page, that vehicle is chosen.
 */
export function QuickAddVisitDialog() {
  const close = useOverlayClose('/visits');
  return <AddVisitDialog open onOpenChange={(open) => !open && close()} vehicleId={useVehicleOnPage()} onCreated={close} />;
}
