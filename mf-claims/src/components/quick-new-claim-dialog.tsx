import { useOverlayClose } from '@dct/ui';
import { NewClaimDialog } from './new-claim-dialog';

/**
 * 'New Claim' on its own, for a host to open over any page (the shell's File Claim quick action):
 * closing it, by Cancel or by creating the claim, hands back to the host.
 */
export function QuickNewClaimDialog() {
  const close = useOverlayClose('/claims');
  return <NewClaimDialog trigger={null} defaultOpen onClose={close} />;
}
