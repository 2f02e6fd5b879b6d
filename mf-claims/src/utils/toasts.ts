import { ClaimToasts } from '@dct/contracts';
import { toastFailure as toastChangeFailure } from '@dct/ui';

/**
 * A failure toast that says what the server said (a 409 or 422 explains itself), or the fallback;
 * a change that never reached the server says the one offline sentence.
 */
export function toastFailure(texts: { title: string; fallbackDescription: string }, error: unknown): void {
  toastChangeFailure(error, { title: texts.title, description: texts.fallbackDescription }, { serverReason: true });
}

/** A change the server refused: its reason (e.g. "A Closed claim cannot move to Response"), or the spec's voice. */
export const toastUpdateFailure = (error: unknown) =>
  toastFailure({ title: ClaimToasts.updateFailed.title, fallbackDescription: ClaimToasts.updateFailed.description }, error);
