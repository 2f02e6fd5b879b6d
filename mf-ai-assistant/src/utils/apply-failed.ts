import { AiToasts } from '@dct/contracts';
import { toastFailure } from '@dct/ui';

/** Applying a result failed: the server's reason when it gave one, else the general message. */
export function applyFailed(error: unknown): void {
  toastFailure(error, AiToasts.applyFailed, { serverReason: true });
}
