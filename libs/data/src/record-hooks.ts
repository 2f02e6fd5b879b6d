import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '@dct/ui';
import { creating, creatingRetries } from './client';

/** One of `refreshAfter`'s entries: what a change makes stale. */
type Refresh = (queryClient: QueryClient) => () => Promise<void>;

/**
 * Creates a record with POST `path` under its change's Idempotency-Key (`creating`), retried when
 * it may have been saved; then refreshes what the change makes stale.
 */
export function useCreateRecord<Input, Result>(
  path: string,
  post: (input: Input, header: { [IDEMPOTENCY_KEY_HEADER]: string }) => Promise<Result>,
  refreshAfterChange: Refresh,
) {
  const refresh = refreshAfterChange(useQueryClient());
  return useMutation({
    mutationFn: (input: Input): Promise<Result> => creating(path, input, (header) => post(input, header)),
    ...creatingRetries,
    onSuccess: refresh,
  });
}

/** Updates record `id` with `input` (a PATCH, not retried); then refreshes what the change makes stale. */
export function useUpdateRecord<Input, Result>(patch: (id: number, input: Input) => Promise<Result>, refreshAfterChange: Refresh) {
  const refresh = refreshAfterChange(useQueryClient());
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: Input }): Promise<Result> => patch(id, input),
    onSuccess: refresh,
  });
}

/**
 * A record kind's create and update hooks (`useCreateRecord`, `useUpdateRecord`), made from its
 * POST `path` and its POST and PATCH calls; both refresh what a change of the kind makes stale.
 */
export function recordChangeHooks<CreateInput, UpdateInput, Result>(kind: {
  path: string;
  post: (input: CreateInput, header: { [IDEMPOTENCY_KEY_HEADER]: string }) => Promise<Result>;
  patch: (id: number, input: UpdateInput) => Promise<Result>;
  refreshAfterChange: Refresh;
}) {
  return {
    useCreate: () => useCreateRecord(kind.path, kind.post, kind.refreshAfterChange),
    useUpdate: () => useUpdateRecord(kind.patch, kind.refreshAfterChange),
  };
}
