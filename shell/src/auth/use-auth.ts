import { useCurrentUser } from '@dct/data';

/** Spec §6/§7: signed in when the call returns a user; a 401 means signed out, not an error. */
export function useAuth() {
  const query = useCurrentUser();
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error, isAuthenticated: !!query.data };
}
