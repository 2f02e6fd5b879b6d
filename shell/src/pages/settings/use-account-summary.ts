import { useQuery } from '@tanstack/react-query';
import { ApiPaths, type AccountSummary } from '@dct/contracts';
import { getQueryFn } from '@dct/ui';

/** How the account signs in and what it holds, fresh each time the settings page opens. */
export function useAccountSummary() {
  return useQuery<AccountSummary | null>({
    queryKey: [ApiPaths.account],
    queryFn: getQueryFn<AccountSummary>({ on401: 'throw' }),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}
