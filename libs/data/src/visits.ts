import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CreateVisitInput, RecordDependents, UpdateVisitInput, Visit, VisitChange, VisitDetail } from '@dct/contracts';
import { listQueryOptions } from '@dct/ui';
import { answer, api } from './client';
import { keys } from './keys';
import { useCreateRecord, useUpdateRecord } from './record-hooks';
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
    queryKey: keys.visits.detail(id ?? 0),
    queryFn: (): Promise<VisitDetail> => answer(api.GET('/api/visits/{id}', { params: { path: { id: id ?? 0 } } })),
    ...listQueryOptions,
    retry: false,
    enabled: enabled && id !== undefined,
  });
}

export function useCreateVisit() {
  return useCreateRecord(
    '/api/visits',
    (input: CreateVisitInput, header): Promise<Visit> => answer(api.POST('/api/visits', { params: { header }, body: input })),
    refreshAfter.visitChange,
  );
}

export function useUpdateVisit() {
  return useUpdateRecord(
    (id, input: UpdateVisitInput): Promise<Visit> => answer(api.PATCH('/api/visits/{id}', { params: { path: { id } }, body: input })),
    refreshAfter.visitChange,
  );
}

export function useDeleteVisit() {
  const refresh = refreshAfter.trashChange(useQueryClient());
  return useMutation({
    mutationFn: (id: number): Promise<void> => answer(api.DELETE('/api/visits/{id}', { params: { path: { id } } })),
    onSuccess: refresh,
  });
}

/** What deleting the visit takes along (its claims and documents), read when its delete question opens. */
export function useVisitDependents(id: number) {
  return useQuery({
    queryKey: keys.visits.dependents(id),
    queryFn: (): Promise<RecordDependents> => answer(api.GET('/api/visits/{id}/dependents', { params: { path: { id } } })),
    staleTime: 0,
    retry: false,
  });
}

/** The changes to a visit's dates, mileage and RO number, newest first (edits refresh it with the visit). */
export function useVisitHistory(id: number) {
  return useQuery({
    queryKey: keys.visits.history(id),
    queryFn: (): Promise<VisitChange[]> => answer(api.GET('/api/visits/{id}/history', { params: { path: { id } } })),
    ...listQueryOptions,
    retry: false,
  });
}
