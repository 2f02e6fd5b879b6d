import { useQuery } from '@tanstack/react-query';
import { ApiPaths, type SignInProviders } from '@dct/contracts';
import { FIVE_MINUTES, getQueryFn } from '@dct/ui';

/**
 * How one may sign in besides e-mail and password, and whether one may sign up; while it loads
 * or if it fails, e-mail and password only, with the form shown (the server still decides).
 */
export function useSignInProviders(): SignInProviders {
  const query = useQuery<SignInProviders | null>({
    queryKey: [ApiPaths.authProviders],
    queryFn: getQueryFn<SignInProviders>({ on401: 'throw' }),
    staleTime: FIVE_MINUTES,
    retry: false,
  });
  return query.data ?? { oidc: null, registration: 'open' };
}
