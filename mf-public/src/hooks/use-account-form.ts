import { useQueryClient } from '@tanstack/react-query';
import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form';
import { ApiPaths, type CurrentUser } from '@dct/contracts';
import { apiRequest } from '@dct/ui';
import { useApiForm } from '@dct/ui/forms';

/**
 * A form that signs the visitor in (sign-in, create an account): it posts to the auth API and
 * puts the user it gets back into the shell's user query, so the shell then shows the app.
 * `signedIn` says whether an answer is that user (a sign-up waiting for its address is not).
 */
export function useAccountForm<Fields extends FieldValues, Answer = CurrentUser, Values = Fields>(
  path: string,
  resolver: Resolver<Fields, unknown, Values>,
  defaultValues: DefaultValues<Fields>,
  signedIn: (answer: Answer) => boolean = () => true,
) {
  const queryClient = useQueryClient();
  return useApiForm({
    resolver,
    defaultValues,
    submit: (input: Values) => apiRequest<Answer>('POST', path, input),
    onSuccess: (answer) => {
      if (signedIn(answer)) queryClient.setQueryData([ApiPaths.authUser], answer);
    },
  });
}
