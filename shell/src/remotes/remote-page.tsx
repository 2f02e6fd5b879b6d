import { Suspense, lazy, useMemo, useState, type ComponentType } from 'react';
import { Spinner } from '@dct/ui';
import { loadRemoteRoutes, type RemoteName } from './remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';

export interface RemotePageProps {
  remote: RemoteName;
  /** The named export of the remote's `./routes` module. */
  page: string;
}

/** One wrapper mounts every remote page: lazy load, Suspense, error boundary and Retry. */
export function RemotePage({ remote, page }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () =>
      lazy(async () => {
        const routes = await loadRemoteRoutes<Record<string, ComponentType>>(remote, attempt > 0);
        const component = routes[page];
        if (!component) throw new Error(`${remote} has no page named ${page}`);
        return { default: component };
      }),
    [remote, page, attempt],
  );
  return (
    <RemoteErrorBoundary key={attempt} onRetry={() => setAttempt((value) => value + 1)}>
      <Suspense fallback={<Spinner />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
