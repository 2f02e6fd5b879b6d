import type { QueryClient } from '@tanstack/react-query';
import { refreshAfter } from '@dct/data';
import { WORKER_MESSAGES, deleteWorkerCaches } from '../../pwa/src/offline-caches';
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
    if (event.data?.type === WORKER_MESSAGES.push) void refreshAfter.notificationChange(queryClient)();
    if (event.data?.type === WORKER_MESSAGES.offlineCopy) noteOfflineCopy(new Date(event.data.keptAt ?? ''));
  });
  navigator.serviceWorker.startMessages();
  window.setTimeout(() => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => registration.active?.postMessage({ type: WORKER_MESSAGES.keep, urls: loadedFiles() }))
      .catch(() => undefined);
  }, 1_000);
}

/** The longest a sign-out waits for the worker to say it has forgotten the owner (a stopped or busy worker must not hold the page). */
const FORGET_WAIT_MS = 2_000;

/**
 * Forgets everything kept for offline reading (the owner's answers and the shell alike): on
 * sign-out and account deletion, before the page goes. The worker is told as well, so an answer
 * still on its way is not kept after it; the page deletes the caches itself in case no worker runs.
 */
export async function forgetOfflineData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all([tellWorkerToForget(), deleteWorkerCaches().catch(() => undefined)]);
}

function tellWorkerToForget(): Promise<void> {
  const worker = serviceWorkerSupported() ? navigator.serviceWorker.controller : null;
  if (!worker) return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = window.setTimeout(resolve, FORGET_WAIT_MS);
    channel.port1.onmessage = () => {
      window.clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type: WORKER_MESSAGES.forget }, [channel.port2]);
  });
}
