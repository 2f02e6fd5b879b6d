/// <reference lib="webworker" />
// The service worker at /sw.js: the shell and the last-seen lists kept for reading offline, and
// the alerts' push notifications. It never answers a change: anything but a GET goes to the network.
import { API_CACHE, OFFLINE_COPY_HEADER, SHELL_CACHE, WORKER_MESSAGES, type PushPayload } from './offline-caches';

declare const self: ServiceWorkerGlobalScope;

/** A fallback page for any app path opened offline: the last app page the server sent. */
const APP_PAGE_KEY = '/__app-page';
/** At most this many API answers are kept; the oldest go first. */
const API_ENTRIES = 300;
/** Reads not kept: health checks, the admin's pages, one-off links, the export and the assistant (files are not JSON, so never kept). */
const NOT_KEPT = /^\/api\/(health|metrics|admin|notifications\/unsubscribe|account\/export|ai)(\/|$)/;
/** Bundles named by their content never change: once kept, they are answered from the cache. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)$/;

self.addEventListener('install', () => void self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const kept = new Set([SHELL_CACHE, API_CACHE]);
      for (const name of await caches.keys()) if (!kept.has(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') return event.respondWith(page(request));
  if (url.pathname.startsWith('/api/')) {
    if (NOT_KEPT.test(url.pathname) || request.headers.has('range')) return;
    return event.respondWith(apiAnswer(request, event.clientId));
  }
  if (url.pathname === '/sw.js') return;
  event.respondWith(HASHED.test(url.pathname) ? cacheFirst(request) : networkFirst(request, SHELL_CACHE));
});

/** A page: from the network, kept as the offline page; offline, the same path's copy or the last app page. */
async function page(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') {
      await cache.put(request, response.clone());
      await cache.put(APP_PAGE_KEY, response.clone());
    }
    return response;
  } catch (error) {
    const copy = (await cache.match(request, { ignoreSearch: true })) ?? (await cache.match(APP_PAGE_KEY));
    if (copy) return copy;
    throw error;
  }
}

/**
 * An API read: from the network, a JSON answer kept for offline reading; offline, the kept copy,
 * marked so the page can say it is one. A 401 means the session ended: nothing of it is kept.
 */
async function apiAnswer(request: Request, clientId: string): Promise<Response> {
  const cache = await caches.open(API_CACHE);
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const copy = await cache.match(request);
    if (!copy) throw error;
    const keptAt = copy.headers.get('Date') ?? 'unknown';
    // The page's offline banner says how old what it shows is.
    void self.clients.get(clientId).then((client) => client?.postMessage({ type: WORKER_MESSAGES.offlineCopy, keptAt }));
    const headers = new Headers(copy.headers);
    headers.set(OFFLINE_COPY_HEADER, keptAt);
    return new Response(copy.body, { status: copy.status, statusText: copy.statusText, headers });
  }
  if (response.status === 401) {
    await caches.delete(API_CACHE);
  } else if (response.status === 200 && (response.headers.get('Content-Type') ?? '').includes('application/json')) {
    await cache.put(request, response.clone());
    await trim(cache, API_ENTRIES);
  }
  return response;
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  const copy = await cache.match(request);
  if (copy) return copy;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function networkFirst(request: Request, cacheName: string): Promise<Response> {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
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
  const message = event.data as { type?: string; urls?: unknown; page?: unknown } | null;
  if (message?.type !== WORKER_MESSAGES.keep) return;
  // What the first page loaded before this worker controlled it, kept for the next offline start.
  const sameOrigin = (url: unknown): url is string => typeof url === 'string' && new URL(url, self.location.origin).origin === self.location.origin;
  // Files only: the owner's API answers are kept apart, as they are read (apiAnswer).
  const isFile = (url: string) => !new URL(url, self.location.origin).pathname.startsWith('/api/');
  const urls = Array.isArray(message.urls) ? message.urls.filter(sameOrigin).filter(isFile).slice(0, 200) : [];
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      if (sameOrigin(message.page) && !(await cache.match(APP_PAGE_KEY))) await page(new Request(message.page)).catch(() => undefined);
      await Promise.all(
        urls.map(async (url) => {
          if (await cache.match(url)) return;
          const answer = await fetch(url).catch(() => undefined);
          if (answer?.ok) await cache.put(url, answer);
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
