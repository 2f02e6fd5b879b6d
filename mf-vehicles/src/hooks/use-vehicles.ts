import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiPaths, type CreateVehicleInput, type UpdateVehicleInput, type Vehicle } from '@dct/contracts';
import { apiRequest, listQueryOptions } from '@dct/ui';

/** The owner's vehicles: fresh for 5 minutes, 2 retries (spec §7). */
export function useVehicles() {
  return useQuery<Vehicle[]>({ queryKey: [ApiPaths.vehicles], ...listQueryOptions });
}

export function useVehicle(id: string | undefined) {
  return useQuery<Vehicle>({ queryKey: [ApiPaths.vehicles, id], ...listQueryOptions, retry: false, enabled: !!id });
}

function useRefreshVehicles() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [ApiPaths.vehicles] });
}

export function useCreateVehicle() {
  const refresh = useRefreshVehicles();
  return useMutation({
    mutationFn: (input: CreateVehicleInput) => apiRequest<Vehicle>('POST', ApiPaths.vehicles, input),
    onSuccess: refresh,
  });
}

export function useUpdateVehicle(id: number) {
  const refresh = useRefreshVehicles();
  return useMutation({
    mutationFn: (input: UpdateVehicleInput) => apiRequest<Vehicle>('PATCH', `${ApiPaths.vehicles}/${id}`, input),
    onSuccess: refresh,
  });
}
