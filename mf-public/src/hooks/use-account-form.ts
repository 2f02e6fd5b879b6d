import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form';
import type { CurrentUser } from '@dct/contracts';
import { useSignedIn } from '@dct/data';
import { useApiForm } from '@dct/ui/forms';

/**
 * A form that signs the visitor in (sign-in, create an account): it sends with `submit` and
 * puts the user it gets back into the shell's user query, so the shell then shows the app.
 * `signedIn` says whether an answer is that user (a sign-up waiting for its address is not).
 */
export function useAccountForm<Fields extends FieldValues, Answer = CurrentUser, Values = Fields>(
  submit: (input: Values) => Promise<Answer>,
  resolver: Resolver<Fields, unknown, Values>,
  defaultValues: DefaultValues<Fields>,
  signedIn: (answer: Answer) => boolean = () => true,
) {
  const rememberOwner = useSignedIn();
  return useApiForm({
    resolver,
    defaultValues,
    submit,
    onSuccess: (answer) => {
      // `signedIn` has told the owner from a sign-up still waiting for its address.
      if (signedIn(answer)) rememberOwner(answer as CurrentUser);
    },
  });
}
