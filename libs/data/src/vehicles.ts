import { useQuery } from '@tanstack/react-query';
import type { CreateVehicleInput, RecordDependents, UpdateVehicleInput, Vehicle, VehicleListItem } from '@dct/contracts';
import { listQueryOptions } from '@dct/ui';
import { answer, api } from './client';
import { keys } from './keys';
import { recordQuery } from './record-query';
import { recordChangeHooks } from './record-hooks';
import { refreshAfter } from './refresh';

/** The owner's vehicles: fresh for 5 minutes, 2 retries (spec §7). */
export const vehiclesQuery = () => ({
  queryKey: keys.vehicles.list(),
  queryFn: (): Promise<VehicleListItem[]> => answer(api.GET('/api/vehicles')),
  ...listQueryOptions,
});

/** `enabled: false` reads only the cache. */
export function useVehicles({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...vehiclesQuery(), enabled });
}

/** One vehicle; a 404 (unknown or another owner's) is not retried. */
export function useVehicle(id: number | undefined) {
  return useQuery({
    ...recordQuery(keys.vehicles.detail(id ?? 0), (): Promise<Vehicle> => answer(api.GET('/api/vehicles/{id}', { params: { path: { id: id ?? 0 } } }))),
    enabled: id !== undefined,
  });
}

export const { useCreate: useCreateVehicle, useUpdate: useUpdateVehicle } = recordChangeHooks({
  path: '/api/vehicles',
  post: (input: CreateVehicleInput, header): Promise<Vehicle> => answer(api.POST('/api/vehicles', { params: { header }, body: input })),
  patch: (id, input: UpdateVehicleInput): Promise<Vehicle> => answer(api.PATCH('/api/vehicles/{id}', { params: { path: { id } }, body: input })),
  refreshAfterChange: refreshAfter.vehicleChange,
});

/** Deletes a vehicle with its visits, claims and documents. */
/** What deleting the vehicle takes along (its visits, their claims and documents), read fresh before asking. */
export function vehicleDependents(id: number): Promise<RecordDependents> {
  return answer(api.GET('/api/vehicles/{id}/dependents', { params: { path: { id } } }));
}

export function deleteVehicle(id: number): Promise<void> {
  return answer(api.DELETE('/api/vehicles/{id}', { params: { path: { id } } }));
}
