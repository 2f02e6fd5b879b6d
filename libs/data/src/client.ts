import createClient from 'openapi-fetch';
import { fetchChecked } from '@dct/ui';
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
