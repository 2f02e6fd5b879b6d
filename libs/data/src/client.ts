import createClient from 'openapi-fetch';
import { IDEMPOTENCY_KEY_HEADER, changeKeys, retryChange, retryDelay, fetchChecked } from '@dct/ui';
import type { paths } from './generated/api-schema';

/**
 * The API, typed from its OpenAPI document: every path, parameter, body and answer is checked by
 * the compiler. Calls send the session cookie; a failure rejects with the same ApiError or
 * NetworkError as every other call (the message "{status}: {body text}", spec §8).
 */
export const api = createClient<paths>({
  baseUrl: typeof location === 'undefined' ? 'http://localhost' : location.origin,
  credentials: 'include',
  headers: { Accept: 'application/json' },
  fetch: (request) => fetchChecked(request),
});

/** The data of a call's success: what the API documents for its 2xx answer (nothing for a 204). */
export type Success<R> = R extends { data: infer D; error?: never } ? D : never;

/**
 * What a call answered. A failure status has already rejected (fetchChecked), so an error here
 * is a failure body the API documents but never sends with success; it is refused, not passed on.
 */
export async function answer<R extends { data?: unknown; error?: unknown; response: Response }>(call: Promise<R>): Promise<Success<R>> {
  const result = await call;
  if (result.error !== undefined) throw new Error(`${result.response.status}: ${JSON.stringify(result.error)}`);
  // The one place the client's answer becomes its documented type: Success<R> is that type.
  return result.data as Success<R>;
}

/**
 * A creating call under its change's Idempotency-Key (`changeKeys`): the same path and body sent
 * again after a failure — by a retry or by the owner pressing Save again — carry the same key, so
 * the API saves the change once and answers the resent call as it answered the first.
 */
export function creating<T>(path: string, body: unknown, send: (header: { [IDEMPOTENCY_KEY_HEADER]: string }) => Promise<T>): Promise<T> {
  return changeKeys.send(`POST ${path} ${JSON.stringify(body ?? null)}`, (key) => send({ [IDEMPOTENCY_KEY_HEADER]: key }));
}

/** A creating mutation's retries: when the change may have been saved, resent under its key (retryChange). */
export const creatingRetries = { retry: retryChange, retryDelay } as const;
