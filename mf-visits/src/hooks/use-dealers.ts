import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiPaths, type CreateDealerInput, type Dealer } from '@dct/contracts';
import { apiRequest, listQueryOptions } from '@dct/ui';

/** The dealer directory and the dealers this owner added, by name. */
export function useDealers() {
  return useQuery<Dealer[]>({ queryKey: [ApiPaths.dealers], ...listQueryOptions });
}

/** Adds a dealer for this owner; the list holds it at once, so a select can choose it. */
export function useCreateDealer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDealerInput) => apiRequest<Dealer>('POST', ApiPaths.dealers, input),
    onSuccess: (dealer) => {
      queryClient.setQueryData<Dealer[]>([ApiPaths.dealers], (dealers) => (dealers ? [...dealers, dealer] : [dealer]));
      void queryClient.invalidateQueries({ queryKey: [ApiPaths.dealers] });
    },
  });
}
