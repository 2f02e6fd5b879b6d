import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ApiPaths, type Claim, type Vehicle, type Visit } from '@dct/contracts';
import { listQueryOptions } from '@dct/ui';

// The dashboard reads the three lists through the same cache entries as the remotes' pages
// (keys from ApiPaths), so a record saved anywhere, a quick action's dialog included, refreshes
// the dashboard, and coming back online refetches them for every page at once.

/** `enabled: false` reads only what is cached (the command palette fetches once it opens). */
type ListOptions = { enabled?: boolean };

export const useVehicleList = ({ enabled = true }: ListOptions = {}) => useQuery<Vehicle[]>({ queryKey: [ApiPaths.vehicles], ...listQueryOptions, enabled });

export const useVisitList = ({ enabled = true }: ListOptions = {}) => useQuery<Visit[]>({ queryKey: [ApiPaths.visits], ...listQueryOptions, enabled });

export const useClaimList = ({ enabled = true }: ListOptions = {}) => useQuery<Claim[]>({ queryKey: [ApiPaths.claims], ...listQueryOptions, enabled });

export type ListQuery<T> = UseQueryResult<T[]>;

/** Spec §8: the whole page fails only when all three lists failed and none has data to show. */
export function dashboardUnavailable(lists: ReadonlyArray<Pick<ListQuery<unknown>, 'isError' | 'data'>>): boolean {
  return lists.every((list) => list.isError && list.data === undefined);
}
