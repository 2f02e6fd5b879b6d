import type { UseQueryResult } from '@tanstack/react-query';

// The dashboard reads the three lists through @dct/data, the same cache entries as the remotes'
// pages, so a record saved anywhere, a quick action's dialog included, refreshes the dashboard,
// and coming back online refetches them for every page at once.

export type ListQuery<T> = UseQueryResult<T[]>;

/** Spec §8: the whole page fails only when all three lists failed and none has data to show. */
export function dashboardUnavailable(lists: ReadonlyArray<Pick<ListQuery<unknown>, 'isError' | 'data'>>): boolean {
  return lists.every((list) => list.isError && list.data === undefined);
}
