import { useMutation } from '@tanstack/react-query';
import { signOut as endSession } from '@dct/data';
import { toastFailure } from '@dct/ui';
import { forgetOfflineData } from '../pwa/service-worker-client';

/**
 * Signs out, then loads the landing page afresh, so no cached data of the owner survives in
 * this tab (query cache, remotes' state) nor in the copies kept for offline reading.
 */
export function useSignOut() {
  const signOut = useMutation({
    mutationFn: endSession,
    onSuccess: () => forgetOfflineData().finally(() => window.location.assign('/')),
    onError: (error) => toastFailure(error, { title: 'Sign-out failed', description: 'Please try again.' }),
  });
  // Stays busy after success too, until the page goes.
  return { signOut: () => signOut.mutate(), busy: signOut.isPending || signOut.isSuccess };
}
