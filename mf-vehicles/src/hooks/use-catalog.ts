import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CatalogPaths,
  type CatalogOption,
  type CurrentUserProfile,
  type Dealership,
  type DealershipSearchQuery,
  type DecodedVin,
  type GeocodeResult,
  type UpdateCurrentUserInput,
} from '@dct/contracts';
import { CURRENT_USER_KEY, apiRequest, listQueryOptions, queryKeyToUrl } from '@dct/ui';

/** Spec §7: makes and models are fresh 5 minutes, 2 retries. */
export function useManufacturers() {
  return useQuery<CatalogOption[]>({ queryKey: [CatalogPaths.manufacturers], ...listQueryOptions });
}

/** The models of a make in a year; nothing is asked until both are chosen (spec §5). */
export function useModels(makeId: number | undefined, year: number | undefined) {
  return useQuery<CatalogOption[]>({
    queryKey: [CatalogPaths.models(makeId ?? 0, year)],
    ...listQueryOptions,
    enabled: makeId !== undefined && year !== undefined,
  });
}

export function decodeVin(vin: string): Promise<DecodedVin> {
  return apiRequest<DecodedVin>('GET', CatalogPaths.decode(vin));
}

export function geocode(q: string): Promise<GeocodeResult> {
  return apiRequest<GeocodeResult>('GET', queryKeyToUrl([CatalogPaths.geocode, { q }]));
}

export function searchDealerships(query: DealershipSearchQuery): Promise<Dealership[]> {
  return apiRequest<Dealership[]>('GET', queryKeyToUrl([CatalogPaths.dealershipSearch, { ...query }]));
}

/** Saves the owner's preferred dealer; the shared current-user entry holds it at once. */
export function useSetPreferredDealer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCurrentUserInput) => apiRequest<CurrentUserProfile>('PATCH', CURRENT_USER_KEY[0], input),
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_KEY, user),
  });
}
