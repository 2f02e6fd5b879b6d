import type { RecordDependents } from '@dct/contracts';
import { listQueryOptions } from '@dct/ui';

/**
 * The query of one record, or of one part of a record (a vehicle's lemon-law watch, its
 * correspondence log): as fresh as the lists, but an error (a 404 for an unknown or another
 * owner's record, a 400 or 409 that says why not) is an answer, so it is not retried.
 */
export function recordQuery<Key extends readonly unknown[], Data>(queryKey: Key, queryFn: () => Promise<Data>) {
  return { queryKey, queryFn, ...listQueryOptions, retry: false } as const;
}

/** What deleting a record takes along: read afresh each time its delete question opens, and not retried. */
export function dependentsQuery<Key extends readonly unknown[]>(queryKey: Key, queryFn: () => Promise<RecordDependents>) {
  return { queryKey, queryFn, staleTime: 0, retry: false } as const;
}
