import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CurrentUser, CurrentUserProfile } from '@dct/contracts';
import { ApiError, FIVE_MINUTES } from '@dct/ui';
import { answer, api } from './client';
import { keys } from './keys';

/** The session's owner, or null when there is none: a 401 is the answer "signed out", not a failure. */
async function currentUserOrNull(): Promise<CurrentUserProfile | null> {
  try {
    return await answer(api.GET('/api/auth/user'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The signed-in owner (spec §6/§7): null when signed out, no retries. The shell and every remote
 * read this one cache entry (libs/data is a shared singleton, as is the query client).
 */
export const currentUserQuery = queryOptions({
  queryKey: keys.currentUser(),
  queryFn: currentUserOrNull,
  retry: false,
  refetchOnWindowFocus: false,
  staleTime: FIVE_MINUTES,
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

/** Asks for the owner now, into the same entry: the shell's first request, before anything renders. */
export function checkSession(queryClient: QueryClient): Promise<CurrentUserProfile | null> {
  return queryClient.fetchQuery(currentUserQuery);
}

/**
 * Puts the owner a sign-in, a sign-up, its confirmation or a password reset answered with into
 * the current-user entry, so the shell shows the app without asking again.
 */
export function useSignedIn(): (user: CurrentUser) => void {
  const queryClient = useQueryClient();
  return useCallback((user: CurrentUser) => void queryClient.setQueryData(keys.currentUser(), user), [queryClient]);
}
