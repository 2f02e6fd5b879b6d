import { useQuery } from '@tanstack/react-query';
import { ApiPaths, type Vehicle } from '@dct/contracts';
import { listQueryOptions } from '@dct/ui';

/** The owner's vehicles, for the visit form and the vehicle filter: the same cache entry as the vehicles page. */
export function useVehicles() {
  return useQuery<Vehicle[]>({ queryKey: [ApiPaths.vehicles], ...listQueryOptions });
}
