import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormSetError } from 'react-hook-form';
import { ApiError, NetworkError } from '../api/api-client';
import { toastFailure } from '../toast/failure-toast';

/** A failed submit that no field explains: the form shows it as a banner or a toast. */
export interface ApiFormFailure {
  error: unknown;
  /** The server's readable message, if it gave one. */
  serverMessage?: string;
}

export interface UseApiFormOptions<Fields extends FieldValues, Values, Result> {
  /** Checks the fields and gives what `submit` sends: `zodResolver(schema)` with a schema from @dct/contracts. */
  resolver: Resolver<Fields, unknown, Values>;
  /** Every field of the form (one without a value is listed as undefined); typed by the resolver. */
  defaultValues: NoInfer<DefaultValues<Fields>>;
  /** Sends the checked values; an ApiError tells the form what went wrong. */
  submit: (values: Values) => Promise<Result>;
  /** After a successful submit; `resetForm` empties the form back to its defaults. */
  onSuccess?: (result: Result, form: { resetForm: () => void }) => void;
  /** A failure the fields do not explain; messages about fields are shown under them instead. */
  onFailure?: (failure: ApiFormFailure) => void;
}

/**
 * Puts the server's per-field messages (the API's `errors`) under the matching fields. True when
 * at least one field got a message, so the failure needs no other notice.
 */
function showServerFieldErrors<Fields extends FieldValues>(error: unknown, fields: readonly string[], setError: UseFormSetError<Fields>): boolean {
  const byField = error instanceof ApiError ? error.body?.errors : undefined;
  let shown = false;
  for (const field of fields) {
    const message = byField?.[field]?.[0];
    if (message) {
      setError(field as Path<Fields>, { type: 'server', message });
      shown = true;
    }
  }
  return shown;
}

/**
 * The one way a form talks to the API: react-hook-form with the shared schema's resolver,
 * `submit` on valid input, the server's per-field messages under the fields, `pending` while it
 * runs, and `failure` (with the server's message) for anything the fields do not explain.
 */
export function useApiForm<Fields extends FieldValues, Values = Fields, Result = unknown>({
  resolver,
  defaultValues,
  submit,
  onSuccess,
  onFailure,
}: UseApiFormOptions<Fields, Values, Result>) {
  const form = useForm<Fields, unknown, Values>({ resolver, defaultValues });
  const [failure, setFailure] = useState<ApiFormFailure>();

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    let result: Result;
    try {
      result = await submit(values);
    } catch (error) {
      if (showServerFieldErrors(error, Object.keys(defaultValues), form.setError)) return;
      const serverMessage = error instanceof ApiError ? error.serverMessage : error instanceof NetworkError ? error.message : undefined;
      const next: ApiFormFailure = { error, serverMessage };
      setFailure(next);
      // A form that reports failures with its own toast would say "Failed to …"; when nothing
      // reached the server, the owner hears why instead, in the one offline voice (a form without
      // onFailure shows it inline). Either way the fields keep what was typed.
      if (error instanceof NetworkError && onFailure) toastFailure(error, { title: error.message });
      else onFailure?.(next);
      return;
    }
    onSuccess?.(result, { resetForm: () => form.reset() });
  });

  return { form, onSubmit, pending: form.formState.isSubmitting, failure };
}
