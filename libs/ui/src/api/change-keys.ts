import { IdempotencyMessages } from '@dct/contracts';
import { ApiError, NetworkError } from './api-client';

/** The header under which the API applies a creating request once. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A random UUID (v4); `crypto.randomUUID` exists only on https pages and localhost, `getRandomValues` everywhere. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The API's answer while an earlier send of the same change is still running. */
const stillRunning = (error: ApiError) => error.status === 409 && error.serverMessage === IdempotencyMessages.inFlight;

/**
 * True when a change may have been saved although no success came back: the server failed (a 503
 * when its database stopped answering, maybe after the commit), never answered, or is still
 * running an earlier send of it. The same change is then sent again under the same key, which the
 * API applies once.
 */
export function mayHaveBeenSaved(error: unknown): boolean {
  if (error instanceof NetworkError) return !error.offline;
  return error instanceof ApiError && (error.status >= 500 || stillRunning(error));
}

/**
 * The Idempotency-Key of each change the browser has sent without a final answer. The same change
 * (method, path and body) sent again — by a retry, or by the owner pressing Save again after a
 * failure — goes under the same key, so the API saves it once; a success or a refusal ends it, and
 * the next change, even an identical one, gets a new key.
 */
export class ChangeKeys {
  private readonly open = new Map<string, string>();

  async send<T>(change: string, call: (key: string) => Promise<T>): Promise<T> {
    let key = this.open.get(change);
    if (key === undefined) {
      key = newKey();
      this.open.set(change, key);
    }
    try {
      const result = await call(key);
      this.open.delete(change);
      return result;
    } catch (error) {
      if (!mayHaveBeenSaved(error)) this.open.delete(change);
      throw error;
    }
  }
}

/** The page's one set of keys (libs/ui is a singleton: every remote shares it). */
export const changeKeys = new ChangeKeys();

/**
 * A creating mutation's retries (React Query's `retry`), each under the change's key: twice, when
 * the server was unavailable (502, 503, 504), never answered, or still runs an earlier send.
 * Refusals, server errors and offline changes are not retried. The delay doubles from 1 s (spec §9).
 */
export function retryChange(failureCount: number, error: Error): boolean {
  if (failureCount >= 2) return false;
  if (error instanceof NetworkError) return !error.offline;
  return error instanceof ApiError && ([502, 503, 504].includes(error.status) || stillRunning(error));
}
