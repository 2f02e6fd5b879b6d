import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  DEALER_LIST_PAGING,
  DEALER_LIST_TOTAL_HEADER,
  typedZipCode,
  type CreateDealerInput,
  type Dealer,
  type DealerListItem,
  type Dealership,
  type DealershipSearchQuery,
} from '@dct/contracts';
import { ApiError, listQueryOptions } from '@dct/ui';
import { answer, api, creating, creatingRetries } from './client';
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
    // A refused search (an unknown ZIP code) says so at once; only failures of the network or server are tried again.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < listQueryOptions.retry,
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
    mutationFn: (input: CreateDealerInput): Promise<Dealer> =>
      creating('/api/dealers', input, (header) => answer(api.POST('/api/dealers', { params: { header }, body: input }))),
    ...creatingRetries,
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

/** Whether a dealer matches the picker's text as GET /api/dealers?q= does: name, a make, city or ZIP code, any case, any part. */
export function dealerMatches(dealer: Pick<Dealer, 'name' | 'makes' | 'city' | 'zip'>, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [dealer.name, dealer.city ?? '', dealer.zip ?? '', ...dealer.makes].some((field) => field.toLowerCase().includes(needle));
}

/** The text, once it has stopped changing for `delay` ms. */
function useSettled(text: string, delay: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return settled;
}

export interface DealerChoice {
  dealer: Dealer & { distance?: number | null };
  /** Which preferred dealer it is, when it is one. */
  preferred?: 'vehicle' | 'account';
}

export interface DealerChoicesOptions {
  /** What the owner typed; searched once it settles (250 ms). A ZIP code is read as a place: the dealers nearest to it. */
  text: string;
  /** The chosen vehicle's preferred dealer, then the account's: listed first when they match. */
  vehiclePreferredId?: number | null;
  accountPreferredId?: number | null;
  /** A ZIP code (the owner's, from Settings): the rest nearest first, while the text is not a ZIP code itself. */
  near?: string;
  enabled?: boolean;
}

/**
 * The dealer picker's list: the vehicle's preferred dealer, then the account's, then the search's
 * page (nearest to `near` first when given), each dealer once. Text that is a ZIP code (`zip`) lists
 * every dealer nearest to it first, with distances; a ZIP code the API does not know gives `zipError`.
 */
export function useDealerChoices({ text, vehiclePreferredId, accountPreferredId, near, enabled = true }: DealerChoicesOptions) {
  const q = useSettled(text.trim(), 250);
  const zip = typedZipCode(q);
  const limit = DEALER_LIST_PAGING.defaultLimit;
  const search = useDealerSearch(zip ? { near: zip, limit } : { ...(q ? { q } : {}), ...(near ? { near } : {}), limit }, { enabled });
  const vehiclePreferred = useDealer(enabled ? vehiclePreferredId : null);
  const accountPreferred = useDealer(enabled ? accountPreferredId : null);
  const choices: DealerChoice[] = [];
  const seen = new Set<number>();
  const add = (dealer: DealerChoice['dealer'] | undefined, preferred?: DealerChoice['preferred']) => {
    if (!dealer || seen.has(dealer.id)) return;
    seen.add(dealer.id);
    choices.push({ dealer, preferred });
  };
  // Asked for what is near a place, the list is by distance alone.
  if (!zip && vehiclePreferred.data && dealerMatches(vehiclePreferred.data, q)) add(vehiclePreferred.data, 'vehicle');
  if (!zip && accountPreferred.data && dealerMatches(accountPreferred.data, q)) add(accountPreferred.data, 'account');
  for (const dealer of search.data?.items ?? []) add(dealer);
  const refused = search.error instanceof ApiError && search.error.status === 400 ? search.error.body?.errors?.near?.[0] : undefined;
  return {
    choices,
    total: search.data?.total ?? 0,
    loading: search.isFetching || q !== text.trim(),
    error: search.error,
    zip,
    zipError: zip ? refused : undefined,
  };
}
