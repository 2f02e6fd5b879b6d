import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** A list a page shows first: its key and how to ask for it (`vehiclesQuery()`, `visitsQuery()`, `claimsQuery()`). */
export interface FirstList {
  queryKey: QueryKey;
  queryFn: () => Promise<unknown>;
}

/** Starts asking for a page's first lists, beside its code, so the page finds them in the cache. */
export function prefetchLists(queryClient: QueryClient, lists: readonly FirstList[]): void {
  for (const list of lists) void queryClient.prefetchQuery(list);
}
