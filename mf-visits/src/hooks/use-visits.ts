import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiPaths, type CreateVisitInput, type UpdateVisitInput, type Visit, type VisitDetail } from '@dct/contracts';
import { apiRequest, listQueryOptions } from '@dct/ui';

/** The owner's visits, newest first, or one vehicle's (`/api/visits?vehicle_id=7`): fresh 5 minutes, 2 retries. */
export function useVisits(vehicleId?: number) {
  return useQuery<Visit[]>({
    queryKey: vehicleId === undefined ? [ApiPaths.visits] : [ApiPaths.visits, { vehicle_id: vehicleId }],
    ...listQueryOptions,
  });
}

/** One visit with its vehicle and dealer; a 404 (unknown or another owner's) is not retried. */
export function useVisit(id: string | undefined) {
  return useQuery<VisitDetail>({ queryKey: [ApiPaths.visits, id], ...listQueryOptions, retry: false, enabled: !!id });
}

/**
 * A visit changes the visits lists and its detail (one prefix), its vehicle's downtime and visit
 * count, and (deleted) its claims.
 */
function useRefreshAfterVisitChange() {
  const queryClient = useQueryClient();
  return () => Promise.all([ApiPaths.visits, ApiPaths.vehicles, ApiPaths.claims].map((path) => queryClient.invalidateQueries({ queryKey: [path] })));
}

export function useCreateVisit() {
  const refresh = useRefreshAfterVisitChange();
  return useMutation({
    mutationFn: (input: CreateVisitInput) => apiRequest<Visit>('POST', ApiPaths.visits, input),
    onSuccess: refresh,
  });
}

export function useUpdateVisit(id: number) {
  const refresh = useRefreshAfterVisitChange();
  return useMutation({
    mutationFn: (input: UpdateVisitInput) => apiRequest<Visit>('PATCH', `${ApiPaths.visits}/${id}`, input),
    onSuccess: refresh,
  });
}

export function useDeleteVisit() {
  const refresh = useRefreshAfterVisitChange();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `${ApiPaths.visits}/${id}`),
    onSuccess: refresh,
  });
}
