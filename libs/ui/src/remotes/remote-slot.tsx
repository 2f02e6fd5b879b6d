import { Suspense, lazy, useContext, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Skeleton } from '../components/feedback';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoaderContext } from './remote-loader';
import type { RemotePageRef } from './remote-route';

export type RemoteSlotProps = RemotePageRef & {
  /** Shown while the remote loads; a quiet placeholder unless told otherwise. */
  loading?: ReactNode;
  /** Class of the box the error state sits in. */
  errorClassName?: string;
  /** Props handed to the mounted part (the assistant panel takes `visitId` / `claimId`). */
  props?: Record<string, unknown>;
  /** Called once the part has mounted, or its failure is shown: the slot is no longer loading. */
  onSettled?: () => void;
};

/** Mounts with the part it follows (the same Suspense boundary), so its effect runs once the part is there. */
function Settled({ onSettled }: { onSettled: () => void }) {
  useEffect(onSettled, [onSettled]);
  return null;
}

/**
 * Mounts a page or panel that another remote exposes, at run time and failure-isolated: Suspense
 * while it loads, and on failure the same error state with Retry as the shell's areas. Without
 * a host's loader (a remote's standalone dev page) it says quietly that the part is not here.
 */
export function RemoteSlot({ remote, name, loading, errorClassName, props, onSettled }: RemoteSlotProps) {
  const load = useContext(RemoteLoaderContext);
  const partProps: Record<string, unknown> = props ?? {};
  const [attempt, setAttempt] = useState(0);
  const Part = useMemo(
    () =>
      load &&
      lazy(async () => {
        const { routes } = await load(remote, { retry: attempt > 0 });
        const route = routes.find((candidate) => candidate.name === name);
        if (!route) throw new Error(`${remote} has no page named ${name}`);
        // A part that takes props declares them itself; the slot only hands them over.
        return { default: route.Component as ComponentType<Record<string, unknown>> };
      }),
    [load, remote, name, attempt],
  );

  if (!Part) {
    return (
      <p className="remote-slot-unavailable">
        {name} from {remote} is not available here.
      </p>
    );
  }
  return (
    // A new key per attempt clears the boundary's error along with the failed lazy component.
    <RemoteErrorBoundary key={attempt} className={errorClassName} onRetry={() => setAttempt((value) => value + 1)} onError={onSettled}>
      <Suspense fallback={loading ?? <Skeleton className="remote-slot-loading" />}>
        <Part {...partProps} />
        {onSettled && <Settled onSettled={onSettled} />}
      </Suspense>
    </RemoteErrorBoundary>
  );
}
