import { useMutation, useQuery } from '@tanstack/react-query';
import type { LemonNoticeDraft, LemonNoticeInput, LemonWatch } from '@dct/contracts';
import { listQueryOptions } from '@dct/ui';
import { answer, api } from './client';
import { keys } from './keys';

/**
 * A vehicle's lemon-law watch, under the vehicle's own key: any change to vehicles or visits
 * (which refresh the vehicles) refreshes it. Asked only when `enabled` (the vehicle has what the
 * watch needs); a 400 still says what to fill in and is not retried.
 */
export function lemonWatchQuery(vehicleId: number) {
  return {
    queryKey: keys.vehicles.lemonWatch(vehicleId),
    queryFn: (): Promise<LemonWatch> => answer(api.GET('/api/vehicles/{id}/lemon-watch', { params: { path: { id: vehicleId } } })),
    ...listQueryOptions,
    retry: false,
  };
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
    queryKey: keys.vehicles.lemonNotice(vehicleId),
    queryFn: (): Promise<LemonNoticeDraft> => answer(api.GET('/api/vehicles/{id}/lemon-notice', { params: { path: { id: vehicleId } } })),
    ...listQueryOptions,
    retry: false,
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
