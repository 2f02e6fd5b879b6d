import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiPaths,
  isDeliveryPending,
  type Claim,
  type ClaimDetail,
  type CreateClaimInput,
  type UpdateClaimInput,
  type Vehicle,
  type Visit,
} from '@dct/contracts';
import { apiRequest, listQueryOptions } from '@dct/ui';

/**
 * While a mail is on its way the page looks again until it is delivered or has failed: every 2 s
 * at first, then every 30 s (a worker that is down should not make every open page poll fast).
 */
export function deliveryPollInterval(pending: boolean, fetches: number): number | false {
  if (!pending) return false;
  return fetches < 30 ? 2000 : 30_000;
}

const claimPath = (id: number) => `${ApiPaths.claims}/${id}`;

/** The owner's claims, newest first: fresh for 5 minutes, 2 retries (spec §7). */
export function useClaims() {
  return useQuery<Claim[]>({
    queryKey: [ApiPaths.claims],
    ...listQueryOptions,
    refetchInterval: (query) => deliveryPollInterval(!!query.state.data?.some((claim) => isDeliveryPending(claim.delivery)), query.state.dataUpdateCount),
  });
}

/** One claim with its visit, vehicle, dealer, documents and mails; a 404 is not retried. */
export function useClaim(id: string | undefined) {
  return useQuery<ClaimDetail>({
    queryKey: [ApiPaths.claims, id],
    ...listQueryOptions,
    retry: false,
    enabled: !!id,
    refetchInterval: (query) => deliveryPollInterval(!!query.state.data?.dispatches.some(isDeliveryPending), query.state.dataUpdateCount),
  });
}

/** The visits a claim can be made for (the same cache entry as the visits page). */
export function useVisits() {
  return useQuery<Visit[]>({ queryKey: [ApiPaths.visits], ...listQueryOptions });
}

/** The vehicles, for the valuation hint (the same cache entry as the vehicles page). */
export function useVehicles() {
  return useQuery<Vehicle[]>({ queryKey: [ApiPaths.vehicles], ...listQueryOptions });
}

/** Every claim query (the list and each detail) starts with the claims path, so one call refreshes all. */
function useRefreshClaims() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [ApiPaths.claims] });
}

export function useCreateClaim() {
  const refresh = useRefreshClaims();
  return useMutation({
    mutationFn: (input: CreateClaimInput) => apiRequest<Claim>('POST', ApiPaths.claims, input),
    onSuccess: refresh,
  });
}

export function useUpdateClaim(id: number) {
  const refresh = useRefreshClaims();
  return useMutation({
    mutationFn: (input: UpdateClaimInput) => apiRequest<Claim>('PATCH', claimPath(id), input),
    onSuccess: refresh,
  });
}

/** Draft → Sent: the server sets the response due date and queues the statement mail. */
export function useSendClaim() {
  const refresh = useRefreshClaims();
  return useMutation({
    mutationFn: (id: number) => apiRequest<Claim>('POST', `${claimPath(id)}/send`),
    onSuccess: refresh,
  });
}

export function useRemindClaim() {
  const refresh = useRefreshClaims();
  return useMutation({
    mutationFn: ({ id, early }: { id: number; early: boolean }) => apiRequest<Claim>('POST', `${claimPath(id)}/remind`, early ? { early: true } : {}),
    onSuccess: refresh,
  });
}

export function useDeleteClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', claimPath(id)),
    onSuccess: async (_result, id) => {
      // The deleted claim's own page must not refetch (it would answer 404): drop it, then refresh the rest.
      queryClient.removeQueries({ queryKey: [ApiPaths.claims, String(id)] });
      await queryClient.invalidateQueries({ queryKey: [ApiPaths.claims] });
    },
  });
}
