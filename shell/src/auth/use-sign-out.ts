import { useMutation } from '@tanstack/react-query';
import { apiRequest, toast } from '@dct/ui';

/** Ends the session. A POST: a GET must never sign anyone out, as cross-site links could. */
const SIGN_OUT_PATH = '/api/auth/logout';

/**
 * Signs out, then loads the landing page afresh, so no cached data of the owner survives in
 * this tab (query cache, remotes' state).
 */
export function useSignOut() {
  const signOut = useMutation({
    mutationFn: () => apiRequest<void>('POST', SIGN_OUT_PATH),
    onSuccess: () => window.location.assign('/'),
    onError: () => toast({ variant: 'destructive', title: 'Sign-out failed', description: 'Please try again.' }),
  });
  // Stays busy after success too, until the page goes.
  return { signOut: () => signOut.mutate(), busy: signOut.isPending || signOut.isSuccess };
}
