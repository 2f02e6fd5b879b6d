import { useEffect } from 'react';
import { OverlayProvider, RemoteSlot, type RemotePageRef } from '@dct/ui';
import type { QuickAction } from './shortcuts';
import './shortcuts.css';

/** The dialog each quick action opens, as its remote exposes it in its route table. */
export const QUICK_ACTION_DIALOGS = {
  'Add Vehicle': { remote: 'mf_vehicles', name: 'addVehicleDialog' },
  'New Visit': { remote: 'mf_visits', name: 'addVisitDialog' },
  'File Claim': { remote: 'mf_claims', name: 'newClaimDialog' },
} as const satisfies Record<QuickAction, RemotePageRef>;

/**
 * A quick action's dialog over whatever page is showing, loaded from its remote. The dialog
 * closes itself through the overlay; if the remote cannot load, its error shows at the top of the
 * page with Retry, and Escape dismisses it.
 */
export function QuickActionOverlay({ action, onClose }: { action: QuickAction; onClose: () => void }) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onClose();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return (
    <div className="quick-action-host">
      <OverlayProvider close={onClose}>
        <RemoteSlot
          {...QUICK_ACTION_DIALOGS[action]}
          loading={
            <span className="sr-only" role="status">
              Opening {action}
            </span>
          }
          errorClassName="container quick-action-error"
        />
      </OverlayProvider>
    </div>
  );
}
