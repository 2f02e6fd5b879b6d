import { useMatch } from '@dct/router';
import { useOverlayClose } from '@dct/ui';
import { NewClaimDialog } from './new-claim-dialog';

/**
 * 'New Claim' on its own, for a host to open over any page (the shell's File Claim quick action):
 * closing it, by Cancel or by creating the claim, hands back to the host. Over a visit's page,
 * that visit is chosen.
 */
export function QuickNewClaimDialog() {
  const close = useOverlayClose('/claims');
  const visitPage = useMatch('/visits/:id');
  return <NewClaimDialog trigger={null} defaultOpen initialVisitId={visitPage?.params.id} onClose={close} />;
}
