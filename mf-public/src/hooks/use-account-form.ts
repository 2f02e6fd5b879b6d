import { useQueryClient } from '@tanstack/react-query';
import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form';
import { ApiPaths, type CurrentUser } from '@dct/contracts';
import { apiRequest } from '@dct/ui';
import { useApiForm } from '@dct/ui/forms';

/**
 * A form that signs the visitor in (sign-in, create an account): it posts to the auth API and
 * puts the user it gets back into the shell's user query, so the shell then shows the app.
 */
export function useAccountForm<Fields extends FieldValues, Values>(
  path: string,
  resolver: Resolver<Fields, unknown, Values>,
  defaultValues: DefaultValues<Fields>,
) {
  const queryClient = useQueryClient();
  return useApiForm({
    resolver,
    defaultValues,
    submit: (input: Values) => apiRequest<CurrentUser>('POST', path, input),
    onSuccess: (user) => {
      queryClient.setQueryData([ApiPaths.authUser], user);
    },
  });
}
