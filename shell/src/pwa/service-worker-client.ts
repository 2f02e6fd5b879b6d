import type { QueryClient } from '@tanstack/react-query';
import { keys } from '@dct/data';
import { API_CACHE, WORKER_MESSAGES } from '../../pwa/src/offline-caches';
import { noteOfflineCopy } from './offline-copies';

/** Whether this browser can run the app's service worker (and so keep it for offline use and take pushes). */
export const serviceWorkerSupported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** What this page loaded from its own origin (it came before the worker controlled the page); the worker keeps the files among it. */
function loadedFiles(): string[] {
  const origin = window.location.origin;
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${origin}/`));
}

/**
 * Listens to the worker at once (its answers to the first reads come before anything renders),
 * and registers /sw.js a moment later, after the first page's requests (production builds: the
 * dev server serves no worker). The worker keeps the shell and the last-seen lists for reading
 * offline, and shows the alerts' pushes; a push also refreshes the bell of every open page at once.
 */
export function startServiceWorker(queryClient: QueryClient): void {
  if (!serviceWorkerSupported() || process.env.NODE_ENV !== 'production') return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string; keptAt?: string } | null>) => {
    if (event.data?.type === WORKER_MESSAGES.push) void queryClient.invalidateQueries({ queryKey: keys.notifications.all() });
    if (event.data?.type === WORKER_MESSAGES.offlineCopy) noteOfflineCopy(new Date(event.data.keptAt ?? ''));
  });
  navigator.serviceWorker.startMessages();
  window.setTimeout(() => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => registration.active?.postMessage({ type: WORKER_MESSAGES.keep, urls: loadedFiles(), page: window.location.href }))
      .catch(() => undefined);
  }, 1_000);
}

/** Forgets the owner's data kept for offline reading: on sign-out and account deletion, before the page goes. */
export async function forgetOfflineData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE).catch(() => false);
}
