import { useQueryClient } from '@tanstack/react-query';
import { ApiPaths, type CurrentUser } from '@dct/contracts';

/** Signing in updates the shell's user query; the shell then shows the app. */
export function useSignedIn() {
  const queryClient = useQueryClient();
  return (user: CurrentUser) => {
    queryClient.setQueryData([ApiPaths.authUser], user);
  };
}
