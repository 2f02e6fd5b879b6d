import { ClaimToasts } from '@dct/contracts';
import { ApiError, toast } from '@dct/ui';

/** A failure toast that says what the server said (a 409 or 422 explains itself), or the fallback. */
export function toastFailure(texts: { title: string; fallbackDescription: string }, error: unknown): void {
  const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
  toast({ variant: 'destructive', title: texts.title, description: serverMessage ?? texts.fallbackDescription });
}

/** A change the server refused: its reason (e.g. "A Closed claim cannot move to Response"), or the spec's voice. */
export const toastUpdateFailure = (error: unknown) =>
  toastFailure({ title: ClaimToasts.updateFailed.title, fallbackDescription: ClaimToasts.updateFailed.description }, error);
