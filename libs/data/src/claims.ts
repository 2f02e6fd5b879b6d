import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  isDeliveryPending,
  type Claim,
  type ClaimDetail,
  type ClaimReply,
  type ClaimReplyAcceptInput,
  type CreateClaimInput,
  type UpdateClaimInput,
} from '@dct/contracts';
import { listQueryOptions } from '@dct/ui';
import { answer, api, creating, creatingRetries } from './client';
import { keys } from './keys';
import { dependentsQuery, recordQuery } from './record-query';
import { recordChangeHooks } from './record-hooks';
import { refreshAfter } from './refresh';

/**
 * While a mail is on its way the page looks again until it is delivered or has failed: every 2 s
 * at first, then every 30 s (a worker that is down should not make every open page poll fast).
 */
export function deliveryPollInterval(pending: boolean, fetches: number): number | false {
  if (!pending) return false;
  return fetches < 30 ? 2000 : 30_000;
}

export const claimsQuery = () => ({
  queryKey: keys.claims.list(),
  queryFn: (): Promise<Claim[]> => answer(api.GET('/api/claims')),
  ...listQueryOptions,
});

/** The owner's claims, newest first: fresh for 5 minutes, 2 retries (spec §7); polled while a mail is on its way. */
export function useClaims({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...claimsQuery(),
    enabled,
    refetchInterval: (query) => deliveryPollInterval(!!query.state.data?.some((claim) => isDeliveryPending(claim.delivery)), query.state.dataUpdateCount),
  });
}

/** One claim with its visit, vehicle, dealer, documents and mails; a 404 is not retried. */
export function useClaim(id: number | undefined) {
  return useQuery({
    ...recordQuery(keys.claims.detail(id ?? 0), (): Promise<ClaimDetail> => answer(api.GET('/api/claims/{id}', { params: { path: { id: id ?? 0 } } }))),
    enabled: id !== undefined,
    refetchInterval: (query) => deliveryPollInterval(!!query.state.data?.dispatches.some(isDeliveryPending), query.state.dataUpdateCount),
  });
}

export const { useCreate: useCreateClaim, useUpdate: useUpdateClaim } = recordChangeHooks({
  path: '/api/claims',
  post: (input: CreateClaimInput, header): Promise<Claim> => answer(api.POST('/api/claims', { params: { header }, body: input })),
  patch: (id, input: UpdateClaimInput): Promise<Claim> => answer(api.PATCH('/api/claims/{id}', { params: { path: { id } }, body: input })),
  refreshAfterChange: refreshAfter.claimChange,
});

/** Draft → Sent: the server sets the response due date and queues the statement mail. */
export function useSendClaim() {
  const refresh = refreshAfter.claimChange(useQueryClient());
  return useMutation({
    mutationFn: (id: number): Promise<Claim> =>
      creating(`/api/claims/${id}/send`, null, (header) => answer(api.POST('/api/claims/{id}/send', { params: { path: { id }, header } }))),
    ...creatingRetries,
    onSuccess: refresh,
  });
}

export function useRemindClaim() {
  const refresh = refreshAfter.claimChange(useQueryClient());
  return useMutation({
    mutationFn: ({ id, early }: { id: number; early: boolean }): Promise<Claim> => {
      const body = early ? { early: true } : {};
      return creating(`/api/claims/${id}/remind`, body, (header) => answer(api.POST('/api/claims/{id}/remind', { params: { path: { id }, header }, body })));
    },
    ...creatingRetries,
    onSuccess: refresh,
  });
}

export function useDeleteClaim() {
  const queryClient = useQueryClient();
  const refresh = refreshAfter.trashChange(queryClient);
  return useMutation({
    mutationFn: (id: number): Promise<void> => answer(api.DELETE('/api/claims/{id}', { params: { path: { id } } })),
    onSuccess: async (_result, id) => {
      // The deleted claim's own page must not refetch (it would answer 404): drop it, then refresh the rest.
      queryClient.removeQueries({ queryKey: keys.claims.detail(id) });
      await refresh();
    },
  });
}

/** What deleting the claim takes along (its mails), read when its delete question opens. */
export function useClaimDependents(id: number) {
  return useQuery(dependentsQuery(keys.claims.dependents(id), () => answer(api.GET('/api/claims/{id}/dependents', { params: { path: { id } } }))));
}

/** The dealers' replies by e-mail filed on the claim, newest first, each with its proposal. */
export function useClaimReplies(id: number) {
  // Refreshed with every change of the claim: a failure hides the card rather than holding the change's answer up with retries.
  return useQuery(recordQuery(keys.claims.replies(id), (): Promise<ClaimReply[]> => answer(api.GET('/api/claims/{id}/replies', { params: { path: { id } } }))));
}

/** Takes a reply's proposal (or the owner's corrections of it): the claim records the answer. */
export function useAcceptClaimReply() {
  const refresh = refreshAfter.claimChange(useQueryClient());
  return useMutation({
    mutationFn: ({ claimId, replyId, input }: { claimId: number; replyId: number; input: ClaimReplyAcceptInput }): Promise<ClaimReply> =>
      answer(api.POST('/api/claims/{id}/replies/{replyId}/accept', { params: { path: { id: claimId, replyId } }, body: input })),
    onSuccess: refresh,
  });
}

export function useDismissClaimReply() {
  const refresh = refreshAfter.claimChange(useQueryClient());
  return useMutation({
    mutationFn: ({ claimId, replyId }: { claimId: number; replyId: number }): Promise<ClaimReply> =>
      answer(api.POST('/api/claims/{id}/replies/{replyId}/dismiss', { params: { path: { id: claimId, replyId } } })),
    onSuccess: refresh,
  });
}
