/// <reference lib="webworker" />
// The service worker at /sw.js: the shell and the owner's last-seen JSON kept for reading offline,
// and the alerts' push notifications. It never answers a change: anything but a GET goes to the
// network. An owner's files, downloads and pages outside the app are never kept.
import {
  API_CACHE,
  OFFLINE_COPY_HEADER,
  REMOTES_CONFIG,
  SHELL_CACHE,
  SHELL_PAGE,
  WORKER_MESSAGES,
  deleteWorkerCaches,
  type PushPayload,
} from './offline-caches';

declare const self: ServiceWorkerGlobalScope;

/** At most this many API answers are kept; the oldest go first. */
const API_ENTRIES = 300;
/** Reads not kept: health checks, the admin's pages, one-off links, the export, the assistant and shared files (not the owner's to keep). */
const NOT_KEPT = /^\/api\/(health|metrics|admin|notifications\/unsubscribe|account\/export|ai|share)(\/|$)/;
/** Not the app: the API (its files and downloads too), the admin's pages, shared links and metrics. The worker leaves them to the network. */
const NOT_APP = /^\/(api|admin|share|metrics)(\/|$)/;
/** Bundles named by their content never change: once kept, they are answered from the cache. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)$/;

/**
 * Counts the times the owner's data was forgotten: an answer fetched before a sign-out that
 * arrives after it is not kept (it would bring back what was just deleted).
 */
let forgotten = 0;

/** An app page: not outside the app, and not a file (as the server decides which paths get the shell). */
const isAppPage = (path: string) => !NOT_APP.test(path) && !/\.[a-z0-9]+$/i.test(path);
/** A file of the shell or a remote (bundles, remotes.json, manifests, icons). */
const isShellFile = (path: string) => !NOT_APP.test(path) && path !== '/sw.js';

self.addEventListener('install', (event) => {
  // The offline page is the shell's own, fetched now; offline at install, the first page load keeps it.
  event.waitUntil(keepShell().catch(() => undefined));
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Other versions' caches go (version 1 kept the owner's files among the shell's).
      const current = new Set<string>([SHELL_CACHE, API_CACHE]);
      await deleteWorkerCaches({ except: current });
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // A document, a download, a statement or an admin page opened in the tab: the network's alone.
    if (!isAppPage(url.pathname)) return;
    return event.respondWith(appPage(request));
  }
  if (url.pathname.startsWith('/api/')) {
    if (NOT_KEPT.test(url.pathname) || request.headers.has('range')) return;
    return event.respondWith(apiAnswer(request, event.clientId));
  }
  if (!isShellFile(url.pathname)) return;
  event.respondWith(HASHED.test(url.pathname) ? cacheFirst(request) : networkFirst(request));
});

/**
 * Whether the shell cache may keep an answer: the whole of a same-origin one, not a file sent as
 * a download or by name, and not one the server asked no cache (or only its user's) to keep.
 */
function shellKeeps(response: Response): boolean {
  if (response.status !== 200 || response.type !== 'basic' || response.headers.has('Content-Disposition')) return false;
  return !/no-store|private/i.test(response.headers.get('Cache-Control') ?? '');
}

/** Fetches the shell's page and the remotes it loads (without the session: they are the same for everyone) into the shell cache. */
async function keepShell(): Promise<void> {
  const cache = await caches.open(SHELL_CACHE);
  const [page, remotes] = await Promise.all([SHELL_PAGE, REMOTES_CONFIG].map((url) => fetch(url, { cache: 'no-cache', credentials: 'omit' })));
  if (shellKeeps(page) && (page.headers.get('Content-Type') ?? '').startsWith('text/html')) await cache.put(SHELL_PAGE, page);
  if (shellKeeps(remotes)) await cache.put(REMOTES_CONFIG, remotes);
}

/** An app page: from the network, never kept; offline, the shell's own page, whose router shows the path. */
async function appPage(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(SHELL_PAGE, { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw error;
  }
}

/** Deletes every cache the worker owns, and whatever is on its way to one. */
async function forgetOwner(): Promise<void> {
  forgotten += 1;
  await deleteWorkerCaches();
}

/**
 * An API read: from the network, a JSON answer kept for offline reading; offline, the kept copy,
 * marked so the page can say it is one. A 401 means the session ended: everything kept goes.
 */
async function apiAnswer(request: Request, clientId: string): Promise<Response> {
  const before = forgotten;
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const copy = await caches.match(request, { cacheName: API_CACHE });
    if (!copy) throw error;
    const keptAt = copy.headers.get('Date') ?? 'unknown';
    // The page's offline banner says how old what it shows is.
    void self.clients.get(clientId).then((client) => client?.postMessage({ type: WORKER_MESSAGES.offlineCopy, keptAt }));
    const headers = new Headers(copy.headers);
    headers.set(OFFLINE_COPY_HEADER, keptAt);
    return new Response(copy.body, { status: copy.status, statusText: copy.statusText, headers });
  }
  // A signed-out visitor's 401s find nothing of an owner to forget.
  if (response.status === 401) {
    if (await caches.has(API_CACHE)) await forgetOwner();
  } else if (ownersJson(response) && before === forgotten) {
    const cache = await caches.open(API_CACHE);
    await cache.put(request, response.clone());
    await trim(cache, API_ENTRIES);
  }
  return response;
}

/** The owner's JSON: a whole answer, not sent as a download. (Every API answer says no-store; these are kept in the owner's cache all the same.) */
function ownersJson(response: Response): boolean {
  if (response.status !== 200 || response.type !== 'basic' || /attachment/i.test(response.headers.get('Content-Disposition') ?? '')) return false;
  return (response.headers.get('Content-Type') ?? '').includes('application/json');
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  const copy = await cache.match(request);
  if (copy) return copy;
  const response = await fetch(request);
  if (shellKeeps(response)) await cache.put(request, response.clone());
  return response;
}

async function networkFirst(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (shellKeeps(response)) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const copy = await cache.match(request);
    if (copy) return copy;
    throw error;
  }
}

/** Keeps the newest `max` entries (a cache lists its keys in the order they were put). */
async function trim(cache: Cache, max: number): Promise<void> {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
}

self.addEventListener('message', (event) => {
  const message = event.data as { type?: string; urls?: unknown } | null;
  if (message?.type === WORKER_MESSAGES.forget) {
    event.waitUntil(forgetOwner().finally(() => event.ports[0]?.postMessage(WORKER_MESSAGES.forget)));
    return;
  }
  if (message?.type !== WORKER_MESSAGES.keep) return;
  // What the page loaded before this worker controlled it: the shell's files among it are kept for the next offline start.
  const shellFile = (url: unknown): url is string => {
    if (typeof url !== 'string') return false;
    const { origin, pathname } = new URL(url, self.location.origin);
    return origin === self.location.origin && isShellFile(pathname);
  };
  const urls = Array.isArray(message.urls) ? message.urls.filter(shellFile).slice(0, 200) : [];
  event.waitUntil(
    (async () => {
      // Each page load refreshes the offline page, so it names the bundles of the version deployed now.
      await keepShell().catch(() => undefined);
      const cache = await caches.open(SHELL_CACHE);
      await Promise.all(
        urls.map(async (url) => {
          if (await cache.match(url)) return;
          const answer = await fetch(url).catch(() => undefined);
          if (answer && shellKeeps(answer)) await cache.put(url, answer);
        }),
      );
    })(),
  );
});

self.addEventListener('push', (event) => {
  const payload = readPush(event.data);
  if (!payload) return;
  event.waitUntil(
    (async () => {
      // The open pages refresh the bell's count at once.
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) client.postMessage({ type: WORKER_MESSAGES.push, payload });
      await self.registration
        .showNotification(payload.title, {
          body: payload.body,
          tag: `notification-${payload.notification_id}`,
          icon: '/icons/icon-192.png',
          badge: '/icons/badge-96.png',
          data: { link: payload.link, notification_id: payload.notification_id },
        })
        .catch(() => undefined);
    })(),
  );
});

function readPush(data: PushMessageData | null): PushPayload | null {
  try {
    const payload = data?.json() as Partial<PushPayload> | undefined;
    if (!payload || typeof payload.title !== 'string' || typeof payload.link !== 'string' || !payload.link.startsWith('/')) return null;
    return {
      notification_id: Number(payload.notification_id) || 0,
      title: payload.title,
      body: typeof payload.body === 'string' ? payload.body : '',
      link: payload.link,
      unread: Number(payload.unread) || 0,
    };
  } catch {
    return null;
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data as { link?: string } | null)?.link ?? '/notifications';
  const target = new URL(link.startsWith('/') ? link : '/notifications', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window' });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(target).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
