// Names the page and the service worker share (this file is bundled into both).

/** Every cache the worker owns starts so: forgetting an owner deletes them all. */
export const CACHE_PREFIX = 'dct-';
/** The shell's own page and files: never an owner's file, download or API answer. */
export const SHELL_CACHE = `${CACHE_PREFIX}shell-v2`;
/** The owner's last-seen JSON answers: deleted with the rest when they sign out or their session ends. */
export const API_CACHE = `${CACHE_PREFIX}api-v2`;
/** The shell's page as built (no session in it): kept at install, answered for any app page opened offline. */
export const SHELL_PAGE = '/index.html';
/** Where that page finds the remotes (the server inlines them only into the pages it sends). */
export const REMOTES_CONFIG = '/remotes.json';

export const WORKER_MESSAGES = {
  /** page → worker: keep these files (loaded before the worker controlled the page). */
  keep: 'keep-files',
  /** page → worker: the owner signed out or deleted the account; the worker answers on the given port once its caches are gone. */
  forget: 'forget-owner',
  /** worker → page: a push arrived (its payload). */
  push: 'push-received',
  /** worker → page: an API read was answered with the copy kept at `keptAt` (the network failed). */
  offlineCopy: 'offline-copy',
} as const;

/** A push's data, as the server sends it. */
export type { PushPayload } from '@dct/contracts';

/** The header the worker adds to an API answer it took from the cache because the network failed. */
export const OFFLINE_COPY_HEADER = 'X-Offline-Copy';

/** Deletes every cache the worker owns (its prefix) but those named, from the page or the worker. */
export async function deleteWorkerCaches({ except = new Set<string>() }: { except?: ReadonlySet<string> } = {}): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && !except.has(name)).map((name) => caches.delete(name)));
}
