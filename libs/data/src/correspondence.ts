import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CorrespondenceEntry, CorrespondenceLog, CreateCorrespondenceInput, UpdateCorrespondenceInput } from '@dct/contracts';
import { answer, api, creating, creatingRetries } from './client';
import { keys } from './keys';
import { recordQuery } from './record-query';

/**
 * A vehicle's correspondence log and its deadlines, under the vehicle's own key: a change to the
 * vehicle or its visits (which moves the lemon-law watch, and so the deadlines) refreshes it too.
 * A 404 (unknown or another owner's vehicle) is not retried.
 */
export function correspondenceQuery(vehicleId: number) {
  return recordQuery(keys.vehicles.correspondence(vehicleId), (): Promise<CorrespondenceLog> => answer(api.GET('/api/vehicles/{id}/correspondence', { params: { path: { id: vehicleId } } })));
}

export function useCorrespondence(vehicleId: number) {
  return useQuery(correspondenceQuery(vehicleId));
}

/** After an entry changes: the log (and its deadlines) is read again. */
const refreshLog = (queryClient: ReturnType<typeof useQueryClient>, vehicleId: number) => () =>
  queryClient.invalidateQueries({ queryKey: keys.vehicles.correspondence(vehicleId) });

export function useAddCorrespondence(vehicleId: number) {
  const refresh = refreshLog(useQueryClient(), vehicleId);
  return useMutation({
    mutationFn: (input: CreateCorrespondenceInput): Promise<CorrespondenceEntry> => {
      const path = `/api/vehicles/${vehicleId}/correspondence`;
      return creating(path, input, (header) => answer(api.POST('/api/vehicles/{id}/correspondence', { params: { path: { id: vehicleId }, header }, body: input })));
    },
    ...creatingRetries,
    onSuccess: refresh,
  });
}

export function useUpdateCorrespondence(vehicleId: number) {
  const refresh = refreshLog(useQueryClient(), vehicleId);
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateCorrespondenceInput }): Promise<CorrespondenceEntry> =>
      answer(api.PATCH('/api/vehicles/{id}/correspondence/{entryId}', { params: { path: { id: vehicleId, entryId: id } }, body: input })),
    onSuccess: refresh,
  });
}

export function useDeleteCorrespondence(vehicleId: number) {
  const refresh = refreshLog(useQueryClient(), vehicleId);
  return useMutation({
    mutationFn: (id: number): Promise<void> =>
      answer(api.DELETE('/api/vehicles/{id}/correspondence/{entryId}', { params: { path: { id: vehicleId, entryId: id } } })),
    onSuccess: refresh,
  });
}
