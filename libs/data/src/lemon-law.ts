import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BuybackCostsInput, BuybackEstimate, CasePacketInput, LemonNoticeDraft, LemonNoticeInput, LemonWatch } from '@dct/contracts';
import { answer, api } from './client';
import { keys } from './keys';
import { recordQuery } from './record-query';

/**
 * A vehicle's lemon-law watch, under the vehicle's own key: any change to vehicles or visits
 * (which refresh the vehicles) refreshes it. Asked only when `enabled` (the vehicle has what the
 * watch needs); a 400 still says what to fill in and is not retried.
 */
export function lemonWatchQuery(vehicleId: number) {
  return recordQuery(keys.vehicles.lemonWatch(vehicleId), (): Promise<LemonWatch> => answer(api.GET('/api/vehicles/{id}/lemon-watch', { params: { path: { id: vehicleId } } })));
}

export function useLemonWatch(vehicleId: number, enabled = true) {
  return useQuery({ ...lemonWatchQuery(vehicleId), enabled });
}

/**
 * The written notice to the manufacturer, drafted from the facts, with the state's checklist: under
 * the vehicle's key, so a change to the vehicle or its visits drafts it afresh. Asked only when
 * `enabled` (the watch is near or met); a 409 says why not and is not retried.
 */
export function useLemonNotice(vehicleId: number, enabled = true) {
  return useQuery({
    ...recordQuery(keys.vehicles.lemonNotice(vehicleId), (): Promise<LemonNoticeDraft> => answer(api.GET('/api/vehicles/{id}/lemon-notice', { params: { path: { id: vehicleId } } }))),
    enabled,
  });
}

/** The letter as the owner edited it, as a PDF (nothing is stored, so nothing is refreshed). */
export function useLemonNoticePdf() {
  return useMutation({
    mutationFn: async ({ vehicleId, letter }: { vehicleId: number } & LemonNoticeInput): Promise<Blob> =>
      answer(api.POST('/api/vehicles/{id}/lemon-notice', { params: { path: { id: vehicleId } }, body: { letter }, parseAs: 'blob' })),
  });
}

/** The case packet for a program or an attorney, as a PDF (nothing is stored, so nothing is refreshed). */
export function useCasePacketPdf() {
  return useMutation({
    mutationFn: async ({ vehicleId, input }: { vehicleId: number; input: CasePacketInput }): Promise<Blob> =>
      answer(api.POST('/api/vehicles/{id}/case-packet', { params: { path: { id: vehicleId } }, body: input, parseAs: 'blob' })),
  });
}

/**
 * A vehicle's buyback estimate, under the vehicle's own key: a change to the vehicle or its visits
 * (which refresh the vehicles) computes it afresh.
 */
export function useBuyback(vehicleId: number, enabled = true) {
  return useQuery({
    ...recordQuery(keys.vehicles.buyback(vehicleId), (): Promise<BuybackEstimate> => answer(api.GET('/api/vehicles/{id}/buyback', { params: { path: { id: vehicleId } } }))),
    enabled,
  });
}

/** Replaces the vehicle's buyback cost lines and current mileage; the answer is the new estimate, kept as the query's data. */
export function useSaveBuybackCosts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ vehicleId, input }: { vehicleId: number; input: BuybackCostsInput }): Promise<BuybackEstimate> =>
      answer(api.PUT('/api/vehicles/{id}/buyback', { params: { path: { id: vehicleId } }, body: input })),
    onSuccess: (estimate, { vehicleId }) => client.setQueryData(keys.vehicles.buyback(vehicleId), estimate),
  });
}
