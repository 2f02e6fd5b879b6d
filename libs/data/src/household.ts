import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateInvitationInput, Household, HouseholdInvitation, HouseholdMember, HouseholdRole } from '@dct/contracts';
import { listQueryOptions } from '@dct/ui';
import { answer, api, creating, creatingRetries } from './client';
import { keys } from './keys';
import { refreshAfter } from './refresh';

/** The signed-in account's household: its members, their roles and (for owners) the open invitations. */
export function useHousehold() {
  return useQuery({
    queryKey: keys.household.all(),
    queryFn: (): Promise<Household> => answer(api.GET('/api/household/members')),
    ...listQueryOptions,
  });
}

/**
 * Whether the signed-in account may change the household's records: a viewer reads them only, so
 * the pages leave out what would be refused. Until the household is known it counts as yes (the API
 * refuses a viewer's change with its sentence anyway), so an owner's buttons never flicker.
 */
export function useCanChangeRecords(): boolean {
  return useHousehold().data?.your_role !== 'viewer';
}

/** Invites an address by mail; under an Idempotency-Key, so pressing Invite again never sends two mails. */
export function useInviteToHousehold() {
  const refresh = refreshAfter.householdChange(useQueryClient());
  return useMutation({
    mutationFn: (input: CreateInvitationInput): Promise<HouseholdInvitation> =>
      creating('/api/household/invitations', input, (header) => answer(api.POST('/api/household/invitations', { params: { header }, body: input }))),
    ...creatingRetries,
    onSuccess: refresh,
  });
}

/** Withdraws an invitation: its link stops working at once. */
export function useRevokeHouseholdInvitation() {
  const refresh = refreshAfter.householdChange(useQueryClient());
  return useMutation({
    mutationFn: async (invitationId: number): Promise<void> => {
      await answer(api.DELETE('/api/household/invitations/{id}', { params: { path: { id: invitationId } } }));
    },
    onSuccess: refresh,
  });
}

/** Gives a member another role; the API refuses to leave the household without an owner. */
export function useChangeHouseholdRole() {
  const refresh = refreshAfter.householdChange(useQueryClient());
  return useMutation({
    mutationFn: ({ memberId, role }: { memberId: number; role: HouseholdRole }): Promise<HouseholdMember> =>
      answer(api.PATCH('/api/household/members/{id}', { params: { path: { id: memberId } }, body: { role } })),
    onSuccess: refresh,
  });
}

/**
 * Removes a member (an owner's), or leaves (the account's own id). Leaving gives the account a
 * household of its own with none of the records, so then everything cached is refetched.
 */
export function useRemoveHouseholdMember() {
  const queryClient = useQueryClient();
  const refresh = refreshAfter.householdChange(queryClient);
  const switched = refreshAfter.householdSwitch(queryClient);
  return useMutation({
    mutationFn: async ({ memberId }: { memberId: number; leaving: boolean }): Promise<void> => {
      await answer(api.DELETE('/api/household/members/{id}', { params: { path: { id: memberId } } }));
    },
    onSuccess: (_nothing, { leaving }) => (leaving ? switched() : refresh()),
  });
}

/** Joins the invitation's household with the signed-in account; every record it sees changes. */
export function useAcceptHouseholdInvitation() {
  const queryClient = useQueryClient();
  const switched = refreshAfter.householdSwitch(queryClient);
  return useMutation({
    mutationFn: (token: string): Promise<Household> => answer(api.POST('/api/household/invitations/accept', { body: { token } })),
    onSuccess: async (household) => {
      queryClient.setQueryData(keys.household.all(), household);
      await switched();
    },
  });
}
