import { useQuery } from '@tanstack/react-query';
import { ApiPaths, type LemonWatch } from '@dct/contracts';
import { apiRequest, listQueryOptions } from '@dct/ui';

/** The API path of a vehicle's lemon-law watch. */
export const lemonWatchPath = (vehicleId: number) => `${ApiPaths.vehicles}/${vehicleId}/lemon-watch`;
/** The case file PDF: every visit, totals and the state's thresholds with their sources. */
export const caseFilePath = (vehicleId: number) => `${ApiPaths.vehicles}/${vehicleId}/case-file.pdf`;

/**
 * A vehicle's lemon-law watch, under the vehicle's own key: any change to vehicles or visits
 * (which refresh `/api/vehicles`) refreshes it. Asked only when `enabled` (the vehicle has what the
 * watch needs); a 400 still says what to fill in and is not retried.
 */
export function useLemonWatch(vehicleId: number, enabled = true) {
  return useQuery<LemonWatch>({
    enabled,
    queryKey: [ApiPaths.vehicles, vehicleId, 'lemon-watch'],
    queryFn: () => apiRequest<LemonWatch>('GET', lemonWatchPath(vehicleId)),
    ...listQueryOptions,
    retry: false,
  });
}
