import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateShareLinkInput, ShareLink, ShareLinkCreated, SharedFile } from '@dct/contracts';
import { listQueryOptions } from '@dct/ui';
import { answer, api } from './client';
import { keys } from './keys';

/** The vehicle's read-only links, newest first, with their opens. */
export function useShareLinks(vehicleId: number) {
  return useQuery({
    queryKey: keys.vehicles.shareLinks(vehicleId),
    queryFn: (): Promise<ShareLink[]> => answer(api.GET('/api/vehicles/{id}/share-links', { params: { path: { id: vehicleId } } })),
    ...listQueryOptions,
  });
}

/** Makes a link; its address is in this answer only. */
export function useCreateShareLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ vehicleId, input }: { vehicleId: number; input: CreateShareLinkInput }): Promise<ShareLinkCreated> =>
      answer(api.POST('/api/vehicles/{id}/share-links', { params: { path: { id: vehicleId } }, body: input })),
    onSuccess: (_created, { vehicleId }) => client.invalidateQueries({ queryKey: keys.vehicles.shareLinks(vehicleId) }),
  });
}

/** Revokes a link: it stops working at once. */
export function useRevokeShareLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ linkId }: { vehicleId: number; linkId: number }): Promise<void> => {
      await answer(api.DELETE('/api/share-links/{id}', { params: { path: { id: linkId } } }));
    },
    onSuccess: (_nothing, { vehicleId }) => client.invalidateQueries({ queryKey: keys.vehicles.shareLinks(vehicleId) }),
  });
}

/** The passcode travels in a header, never in the address (it would stay in the history and logs). */
const passcodeHeader = (passcode: string | undefined) => (passcode ? { 'X-Share-Passcode': passcode } : {});

/** A shared file, read with its link's token (and passcode, when the owner set one); no session is sent. */
export const fetchSharedFile = (token: string, passcode?: string): Promise<SharedFile> =>
  answer(api.GET('/api/share/{token}', { params: { path: { token } }, headers: passcodeHeader(passcode), credentials: 'omit' }));

/** The shared file's case file PDF. */
export const fetchSharedCaseFile = (token: string, passcode?: string): Promise<Blob> =>
  answer(api.GET('/api/share/{token}/case-file.pdf', { params: { path: { token } }, headers: passcodeHeader(passcode), credentials: 'omit', parseAs: 'blob' }));
