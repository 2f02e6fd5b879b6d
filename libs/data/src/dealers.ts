import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEALER_LIST_PAGING, DEALER_LIST_TOTAL_HEADER, type CreateDealerInput, type Dealer, type DealerListItem, type Dealership, type DealershipSearchQuery } from '@dct/contracts';
import { listQueryOptions } from '@dct/ui';
import { answer, api } from './client';
import { keys, type DealerSearch } from './keys';

/** A page of GET /api/dealers and how many dealers match in all (its X-Total-Count header). */
export interface DealerPage {
  items: DealerListItem[];
  total: number;
}

/** One page of the dealers the owner can see: `q` by name, make, city or ZIP code; `near` a ZIP code, nearest first with the distance. */
export async function searchDealers(query: DealerSearch = {}): Promise<DealerPage> {
  const call = api.GET('/api/dealers', { params: { query } });
  const items = await answer(call);
  const header = (await call).response.headers.get(DEALER_LIST_TOTAL_HEADER);
  const total = header === null ? Number.NaN : Number(header);
  return { items, total: Number.isInteger(total) ? total : items.length };
}

/** The whole list, page after page (the assistant's dealer choice and name matching). */
async function allDealers(): Promise<DealerListItem[]> {
  const limit = DEALER_LIST_PAGING.maxLimit;
  const first = await searchDealers({ limit });
  const pages = Math.ceil(first.total / limit);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, index) => searchDealers({ limit, page: index + 2 })));
  return [first, ...rest].flatMap((page) => page.items);
}

/** The dealer directory and the dealers this owner added, by name: every one of them. */
export function useDealers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: keys.dealers.list(), queryFn: (): Promise<Dealer[]> => allDealers(), ...listQueryOptions, enabled });
}

/** A page of dealers matching a search (the dealer picker); the previous answer stays while the next loads. */
export function useDealerSearch(query: DealerSearch, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: keys.dealers.search(query),
    queryFn: () => searchDealers(query),
    ...listQueryOptions,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One dealer the owner can see (a preferred dealer named on a page). */
export function useDealer(id: number | null | undefined) {
  return useQuery({
    queryKey: keys.dealers.detail(id ?? 0),
    queryFn: (): Promise<Dealer> => answer(api.GET('/api/dealers/{id}', { params: { path: { id: id ?? 0 } } })),
    ...listQueryOptions,
    enabled: !!id,
  });
}

/** Adds a dealer for this owner; the list holds it at once, so a select can choose it. */
export function useCreateDealer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDealerInput): Promise<Dealer> => answer(api.POST('/api/dealers', { body: input })),
    onSuccess: (dealer) => {
      queryClient.setQueryData<Dealer[]>(keys.dealers.list(), (dealers) => (dealers ? [...dealers, dealer] : [dealer]));
      queryClient.setQueryData<Dealer>(keys.dealers.detail(dealer.id), dealer);
      void queryClient.invalidateQueries({ queryKey: keys.dealers.all() });
    },
  });
}

/** Directory dealerships near a point, nearest first. */
export function searchDealerships(query: DealershipSearchQuery): Promise<Dealership[]> {
  return answer(api.GET('/api/dealerships/search', { params: { query } }));
}
