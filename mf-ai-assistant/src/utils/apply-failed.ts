import { AiToasts } from '@dct/contracts';
import { ApiError, toast } from '@dct/ui';

/** Applying a result failed: the server's reason when it gave one, else the general message. */
export function applyFailed(error: unknown): void {
  toast({
    title: AiToasts.applyFailed.title,
    description: (error instanceof ApiError ? error.serverMessage : undefined) ?? AiToasts.applyFailed.description,
    variant: 'destructive',
  });
}
