import { useSyncExternalStore } from 'react';

/** The oldest kept copy the service worker answered this page with while offline (what the page shows is that old). */
let oldestCopy: number | undefined;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** The worker answered a read with the copy kept at this moment. */
export function noteOfflineCopy(keptAt: Date): void {
  const time = keptAt.getTime();
  if (Number.isNaN(time) || (oldestCopy !== undefined && oldestCopy <= time)) return;
  oldestCopy = time;
  changed();
}

/** Back online: the page's reads are fresh again. */
export function forgetOfflineCopies(): void {
  if (oldestCopy === undefined) return;
  oldestCopy = undefined;
  changed();
}

/** When the oldest kept copy on the page was fetched, or undefined when none is shown. */
export function useOldestOfflineCopy(): number | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => oldestCopy,
    // The public pages are rendered ahead on the server, where nothing was answered offline.
    () => undefined,
  );
}
