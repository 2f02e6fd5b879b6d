import { useQuery } from '@tanstack/react-query';
import { ApiPaths, type CurrentUser } from '@dct/contracts';
import { FIVE_MINUTES, getQueryFn } from '@dct/ui';

export const AUTH_USER_KEY = [ApiPaths.authUser] as const;

/** Spec §6/§7: signed in when the call returns a user; a 401 means signed out, not an error. */
export function useAuth() {
  const query = useQuery<CurrentUser | null>({
    queryKey: AUTH_USER_KEY,
    queryFn: getQueryFn<CurrentUser>({ on401: 'returnNull' }),
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: FIVE_MINUTES,
  });
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error, isAuthenticated: !!query.data };
}
