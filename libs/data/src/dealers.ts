import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateDealerInput, Dealer, Dealership, DealershipSearchQuery } from '@dct/contracts';
import { listQueryOptions } from '@dct/ui';
import { answer, api } from './client';
import { keys } from './keys';

/** The dealer directory and the dealers this owner added, by name. */
export function useDealers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: keys.dealers.list(), queryFn: (): Promise<Dealer[]> => answer(api.GET('/api/dealers')), ...listQueryOptions, enabled });
}

/** Adds a dealer for this owner; the list holds it at once, so a select can choose it. */
export function useCreateDealer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDealerInput): Promise<Dealer> => answer(api.POST('/api/dealers', { body: input })),
    onSuccess: (dealer) => {
      queryClient.setQueryData<Dealer[]>(keys.dealers.list(), (dealers) => (dealers ? [...dealers, dealer] : [dealer]));
      void queryClient.invalidateQueries({ queryKey: keys.dealers.all() });
    },
  });
}

/** Directory dealerships near a point, nearest first. */
export function searchDealerships(query: DealershipSearchQuery): Promise<Dealership[]> {
  return answer(api.GET('/api/dealerships/search', { params: { query } }));
}
