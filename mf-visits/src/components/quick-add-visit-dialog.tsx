import { useOverlayClose } from '@dct/ui';
import { AddVisitDialog } from './visit-dialogs';

/**
 * 'Add New Service Visit' on its own, for a host to open over any page (the shell's New Visit
 * quick action): closing it, by Cancel or by saving, hands back to the host.
 */
export function QuickAddVisitDialog() {
  const close = useOverlayClose('/visits');
  return <AddVisitDialog open onOpenChange={(open) => !open && close()} onCreated={close} />;
}
