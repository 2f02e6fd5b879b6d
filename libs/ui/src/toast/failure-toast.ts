import { ApiError, NetworkError } from '../api/api-client';
import { toast } from './use-toast';

/** A failure toast's words: a title and, usually, a sentence under it. */
export interface FailureTexts {
  title: string;
  description?: string;
}

/**
 * What a failed change says. One that never reached the server (offline, or no answer) says so in
 * the one voice of `NetworkMessages`, whatever the change was; one the server refused says the
 * server's reason when `serverReason` is set and it gave one; anything else says `fallback`.
 */
export function failureTexts(error: unknown, fallback: FailureTexts, { serverReason = false }: { serverReason?: boolean } = {}): FailureTexts {
  if (error instanceof NetworkError) return { title: error.message };
  if (serverReason && error instanceof ApiError && error.serverMessage) return { title: fallback.title, description: error.serverMessage };
  return fallback;
}

/** Toasts a failed change (see `failureTexts`). The form or page it came from keeps what was typed. */
export function toastFailure(error: unknown, fallback: FailureTexts, options?: { serverReason?: boolean }): void {
  toast({ variant: 'destructive', ...failureTexts(error, fallback, options) });
}
