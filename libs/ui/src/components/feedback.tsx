import { AlertTriangle, Inbox, RefreshCw } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { cn } from '../cn';

export function Skeleton({ className, style }: { className?: string; style?: CSSProperties }) {
  return <div className={cn('skeleton', className)} style={style} aria-hidden />;
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
        <button type="button" className="btn btn-outline" onClick={onRetry}>
          <RefreshCw aria-hidden />
          {retryLabel}
        </button>
      )}
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
