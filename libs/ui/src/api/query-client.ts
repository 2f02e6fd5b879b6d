import { QueryClient } from '@tanstack/react-query';

/** Spec §9: data of lists (vehicles, visits, claims, catalog) is fresh for 5 minutes. */
export const FIVE_MINUTES = 300_000;

/** Spec §7/§9 for list queries: fresh 5 minutes, 2 retries, no refetch on focus. */
export const listQueryOptions = { staleTime: FIVE_MINUTES, retry: 2, refetchOnWindowFocus: false } as const;

/** Where a retry is enabled, its delay doubles from 1 s up to 30 s. */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

/**
 * The shell's one QueryClient, with the defaults of spec §7. It has no default query function:
 * every query is one of libs/data's, which asks through its typed client.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        gcTime: FIVE_MINUTES,
        retry: false,
        retryDelay,
        // A read is tried even when the browser says it is offline: the service worker answers it
        // with the copy it kept (the last-seen lists, read-only), and only retries wait for the network.
        networkMode: 'offlineFirst',
      },
      // A mutation runs even offline, so it fails at once with the offline message (api-client's
      // NetworkError) instead of pausing with its button stuck on "Adding...".
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
