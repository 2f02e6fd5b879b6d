import { AlertTriangle, Inbox, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { recordAuthorsLine } from '@dct/contracts';
import { cn } from '../cn';
import { Button } from './button';

/** A loading placeholder; its size comes from a class (skeleton-title, skeleton-stat, or the app's own). */
export function Skeleton({ className }: { className?: string }) {
  return <div className={cn('skeleton', className)} aria-hidden />;
}

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="spinner-page" role="status" aria-live="polite">
      <div className="spinner" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <div className="state">
      <div className="state-icon">{icon ?? <Inbox aria-hidden />}</div>
      <h2 className="state-title">{title}</h2>
      {description && <p className="state-description">{description}</p>}
      {action}
    </div>
  );
}

export interface ErrorStateProps {
  title?: ReactNode;
  description?: ReactNode;
  /** The failure; its message is shown under the description. */
  error?: unknown;
  onRetry?: () => void;
  retryLabel?: string;
}

/** Spec §8's generic error state: 'Something went wrong' unless told otherwise, with the error's message. */
export function ErrorState({
  title = 'Something went wrong',
  description = 'An error occurred while loading the data',
  error,
  onRetry,
  retryLabel = 'Try Again',
}: ErrorStateProps) {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
  return (
    <div className="state state-error" role="alert">
      <div className="state-icon">
        <AlertTriangle aria-hidden />
      </div>
      <h2 className="state-title">{title}</h2>
      <p className="state-description">{description}</p>
      {message && <p className="state-detail">{message}</p>}
      {onRetry && (
        <Button variant="outline" onClick={onRetry}>
          <RefreshCw aria-hidden />
          {retryLabel}
        </Button>
      )}
    </div>
  );
}

/** A message about a whole form or page (a failure no field explains), read out when it appears. */
export function Alert({ children }: { children: ReactNode }) {
  return (
    <div className="alert" role="alert">
      {children}
    </div>
  );
}

export function PageHeader({ title, subtitle, actions }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="page-header">
      <div>
        <h1 className="page-title">{title}</h1>
        {subtitle && <p className="page-subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="row">{actions}</div>}
    </div>
  );
}

/** Who in the household added the record and who changed it last; nothing when unknown. */
export function RecordAuthors({ record }: { record: { created_by_name: string | null; updated_by_name: string | null } }) {
  const line = recordAuthorsLine(record);
  return line ? <p className="muted record-authors">{line}</p> : null;
}
