import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CreateVisitInput, UpdateVisitInput, Visit, VisitChange, VisitDetail } from '@dct/contracts';
import { listQueryOptions } from '@dct/ui';
import { answer, api } from './client';
import { keys } from './keys';
import { dependentsQuery, recordQuery } from './record-query';
import { recordChangeHooks } from './record-hooks';
import { refreshAfter } from './refresh';

/** The owner's visits, newest first, or one vehicle's: fresh 5 minutes, 2 retries. */
export function visitsQuery(vehicleId?: number) {
  return {
    queryKey: keys.visits.list(vehicleId),
    queryFn: (): Promise<Visit[]> => answer(api.GET('/api/visits', { params: { query: { vehicle_id: vehicleId } } })),
    ...listQueryOptions,
  };
}

/** Reads a vehicle's visits once (a download): from the cache the visits page fills, fetched when not there yet. */
export function useFetchVisits(): (vehicleId: number) => Promise<Visit[]> {
  const queryClient = useQueryClient();
  return useCallback((vehicleId: number) => queryClient.fetchQuery(visitsQuery(vehicleId)), [queryClient]);
}

/** `enabled: false` reads only the cache (the command palette fetches once it opens). */
export function useVisits(vehicleId?: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...visitsQuery(vehicleId), enabled });
}

/** One visit with its vehicle and dealer; a 404 (unknown or another owner's) is not retried. */
export function useVisit(id: number | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...recordQuery(keys.visits.detail(id ?? 0), (): Promise<VisitDetail> => answer(api.GET('/api/visits/{id}', { params: { path: { id: id ?? 0 } } }))),
    enabled: enabled && id !== undefined,
  });
}

export const { useCreate: useCreateVisit, useUpdate: useUpdateVisit } = recordChangeHooks({
  path: '/api/visits',
  post: (input: CreateVisitInput, header): Promise<Visit> => answer(api.POST('/api/visits', { params: { header }, body: input })),
  patch: (id, input: UpdateVisitInput): Promise<Visit> => answer(api.PATCH('/api/visits/{id}', { params: { path: { id } }, body: input })),
  refreshAfterChange: refreshAfter.visitChange,
});

export function useDeleteVisit() {
  const refresh = refreshAfter.trashChange(useQueryClient());
  return useMutation({
    mutationFn: (id: number): Promise<void> => answer(api.DELETE('/api/visits/{id}', { params: { path: { id } } })),
    onSuccess: refresh,
  });
}

/** What deleting the visit takes along (its claims and documents), read when its delete question opens. */
export function useVisitDependents(id: number) {
  return useQuery(dependentsQuery(keys.visits.dependents(id), () => answer(api.GET('/api/visits/{id}/dependents', { params: { path: { id } } }))));
}

/** The changes to a visit's dates, mileage and RO number, newest first (edits refresh it with the visit). */
export function useVisitHistory(id: number) {
  return useQuery(recordQuery(keys.visits.history(id), (): Promise<VisitChange[]> => answer(api.GET('/api/visits/{id}/history', { params: { path: { id } } }))));
}
