import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths, type CurrentUserProfile } from '@dct/contracts';
import { getQueryFn } from './api-client';
import { FIVE_MINUTES } from './query-client';

export const CURRENT_USER_KEY = [ApiPaths.authUser] as const;

/**
 * The signed-in owner (spec §6/§7): null when signed out (a 401 is not an error), no retries.
 * The shell and every remote read this one cache entry.
 */
export const currentUserQuery = queryOptions<CurrentUserProfile | null>({
  queryKey: CURRENT_USER_KEY,
  queryFn: getQueryFn<CurrentUserProfile>({ on401: 'returnNull' }),
  retry: false,
  refetchOnWindowFocus: false,
  staleTime: FIVE_MINUTES,
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}
