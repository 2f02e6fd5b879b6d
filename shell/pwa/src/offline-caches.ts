// Names the page and the service worker share (this file is bundled into both).

/** The shell's pages and files. */
export const SHELL_CACHE = 'dct-shell-v1';
/** The owner's last-seen API answers: deleted when they sign out or their session ends. */
export const API_CACHE = 'dct-api-v1';

export const WORKER_MESSAGES = {
  /** page → worker: keep these files (loaded before the worker controlled the page). */
  keep: 'keep-files',
  /** worker → page: a push arrived (its payload). */
  push: 'push-received',
  /** worker → page: an API read was answered with the copy kept at `keptAt` (the network failed). */
  offlineCopy: 'offline-copy',
} as const;

/** A push's data, as the server sends it. */
export type { PushPayload } from '@dct/contracts';

/** The header the worker adds to an API answer it took from the cache because the network failed. */
export const OFFLINE_COPY_HEADER = 'X-Offline-Copy';
