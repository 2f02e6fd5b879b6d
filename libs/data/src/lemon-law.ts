import { useQuery } from '@tanstack/react-query';
import type { LemonWatch } from '@dct/contracts';
import { listQueryOptions } from '@dct/ui';
import { answer, api } from './client';
import { keys } from './keys';

/**
 * A vehicle's lemon-law watch, under the vehicle's own key: any change to vehicles or visits
 * (which refresh the vehicles) refreshes it. Asked only when `enabled` (the vehicle has what the
 * watch needs); a 400 still says what to fill in and is not retried.
 */
export function lemonWatchQuery(vehicleId: number) {
  return {
    queryKey: keys.vehicles.lemonWatch(vehicleId),
    queryFn: (): Promise<LemonWatch> => answer(api.GET('/api/vehicles/{id}/lemon-watch', { params: { path: { id: vehicleId } } })),
    ...listQueryOptions,
    retry: false,
  };
}

export function useLemonWatch(vehicleId: number, enabled = true) {
  return useQuery({ ...lemonWatchQuery(vehicleId), enabled });
}
