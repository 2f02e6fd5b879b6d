import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ApiPaths, type Claim, type Vehicle, type Visit } from '@dct/contracts';
import { listQueryOptions } from '@dct/ui';

// The dashboard reads the three lists through the same cache entries as the remotes' pages
// (keys from ApiPaths), so a record saved anywhere, a quick action's dialog included, refreshes
// the dashboard, and coming back online refetches them for every page at once.

export const useVehicleList = () => useQuery<Vehicle[]>({ queryKey: [ApiPaths.vehicles], ...listQueryOptions });

export const useVisitList = () => useQuery<Visit[]>({ queryKey: [ApiPaths.visits], ...listQueryOptions });

export const useClaimList = () => useQuery<Claim[]>({ queryKey: [ApiPaths.claims], ...listQueryOptions });

export type ListQuery<T> = UseQueryResult<T[]>;

/** Spec §8: the whole page fails only when all three lists failed and none has data to show. */
export function dashboardUnavailable(lists: ReadonlyArray<Pick<ListQuery<unknown>, 'isError' | 'data'>>): boolean {
  return lists.every((list) => list.isError && list.data === undefined);
}
