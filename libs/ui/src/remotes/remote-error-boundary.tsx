import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ConnectionMessages } from '@dct/contracts';
import { ErrorState } from '../components/feedback';

interface Props {
  onRetry: () => void;
  /** Told when the error state shows. */
  onError?: () => void;
  /** Class of the box the error state sits in (the shell gives whole pages a container). */
  className?: string;
  children: ReactNode;
}

/**
 * Keeps a failing remote inside its own area: the header, the page around a slot and the other
 * areas keep working. The shell's pages and RemoteSlot both use it, so they fail alike.
 */
export class RemoteErrorBoundary extends Component<Props, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A remote area failed', error, info.componentStack);
    this.props.onError?.();
    // A failure the connection explains (the loader marks it) is retried once the browser is back online.
    if ((error as { retryWhenOnline?: boolean }).retryWhenOnline) window.addEventListener('online', this.retryOnline);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retryOnline);
  }

  private readonly retryOnline = () => {
    window.removeEventListener('online', this.retryOnline);
    this.props.onRetry();
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // Not loaded for want of a connection (the loader marks it): nothing is broken, so no error
    // headline; it says what it needs, loads by itself when the connection returns, or on Retry.
    if ((error as { offline?: boolean }).offline)
      return (
        <div className={this.props.className}>
          <ErrorState title={ConnectionMessages.areaNeedsConnection} description={error.message} onRetry={this.props.onRetry} retryLabel="Retry" />
        </div>
      );
    return (
      <div className={this.props.className}>
        <ErrorState
          description="This part of the app could not be shown. The rest of the app still works."
          error={error}
          onRetry={this.props.onRetry}
          retryLabel="Retry"
        />
      </div>
    );
  }
}
