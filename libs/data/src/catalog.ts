import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CatalogOption, CurrentUserProfile, DecodedVin, GeocodeResult, UpdateCurrentUserInput } from '@dct/contracts';
import { listQueryOptions } from '@dct/ui';
import { answer, api } from './client';
import { keys } from './keys';

/**
 * Spec §7: makes and models are fresh 5 minutes, 2 retries. With a year, only the makes with
 * models that year, the common ones first; `enabled` false asks nothing (no year chosen yet).
 */
export function useManufacturers(year?: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: keys.catalog.manufacturers(year),
    queryFn: (): Promise<CatalogOption[]> =>
      answer(api.GET('/api/vehicles/manufacturers', { params: { query: year === undefined ? {} : { year: String(year) } } })),
    ...listQueryOptions,
    enabled,
  });
}

/** The models of a make in a year; nothing is asked until both are chosen (spec §5). */
export function useModels(makeId: number | undefined, year: number | undefined) {
  return useQuery({
    queryKey: keys.catalog.models(makeId ?? 0, year),
    queryFn: (): Promise<CatalogOption[]> =>
      year === undefined
        ? answer(api.GET('/api/vehicles/models/{makeId}', { params: { path: { makeId: makeId ?? 0 } } }))
        : answer(api.GET('/api/vehicles/models/{makeId}/{year}', { params: { path: { makeId: makeId ?? 0, year: String(year) } } })),
    ...listQueryOptions,
    enabled: makeId !== undefined && year !== undefined,
  });
}

export function decodeVin(vin: string): Promise<DecodedVin> {
  return answer(api.GET('/api/vehicles/decode/{vin}', { params: { path: { vin } } }));
}

export function geocode(q: string): Promise<GeocodeResult> {
  return answer(api.GET('/api/geocode', { params: { query: { q } } }));
}

/** A change of the owner's preferences (PATCH /api/auth/user): any of them; null clears one. */
export type ProfileChange = { [Field in keyof UpdateCurrentUserInput]?: UpdateCurrentUserInput[Field] | null };

/** Saves the owner's preferences (the preferred dealer, the ZIP code); the shared current-user entry holds them at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileChange): Promise<CurrentUserProfile> => answer(api.PATCH('/api/auth/user', { body: input })),
    onSuccess: (user) => queryClient.setQueryData(keys.currentUser(), user),
  });
}
