import { RefreshCw } from 'lucide-react';
import { ApiError, Button } from '@dct/ui';

/** Spec §8: a model fetch error uses the server's message or 'Failed to fetch models: {status}'. */
export function catalogErrorText(error: unknown, what: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? `Failed to fetch ${what}: ${error.status}`;
  return error instanceof Error ? error.message : `Failed to fetch ${what}`;
}

/** A list that did not load, inline where it is chosen from, with its retry. */
export function CatalogError({ title, error, what, onRetry }: { title: string; error: unknown; what: string; onRetry: () => void }) {
  return (
    <div className="alert catalog-error" role="alert">
      <div>
        <strong>{title}</strong>
        <p className="small">{catalogErrorText(error, what)}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden />
        Retry
      </Button>
    </div>
  );
}
