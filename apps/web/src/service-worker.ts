/// <reference lib="webworker" />
/**
 * The service worker (docs/product/offline.md#rules-and-constants). Pages and the API reads they make are
 * network-first: a visitor online always gets the live answer, and the last answer seen is kept for when
 * the network fails. The build's files are immutable (hashed names), so they are served from the cache
 * once seen. Only same-origin GETs are handled; accounts, sign-in, the staff API and every write go
 * straight to the network and are never stored. A new deploy's worker takes over at once (no old version
 * left waiting); the page reloads onto it (src/lib/service-worker-registration.ts).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  isCachedApiPath,
  isCachedPagePath,
  SAVED_COPY_HEADER,
  savedCopyCacheKey,
} from './lib/offline-cache-rules.ts';
import { offlinePageHtml, type SavedPage, titleOfPage } from './lib/offline-page.ts';
import { notificationFromPush, readPushPayload } from './lib/push-notification.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const PAGES_CACHE = 'pages';
const API_CACHE = 'api-reads';
const FILES_CACHE = 'build-files';

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

const precache = new PrecacheController();
precache.precache(self.__WB_MANIFEST);

/** Marks an answer served from the cache, so the page can say it is showing a saved copy. */
const markSavedCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(SAVED_COPY_HEADER, '1');
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

/** Answers read with a member's or staff token are kept apart from the anonymous ones, per token. */
const keyByViewer: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const authorization = request.headers.get('Authorization');
    if (!authorization) return request;
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
    return savedCopyCacheKey(request.url, new Uint8Array(digest));
  },
};

/** The saved pages by title, for the offline page (at most the page cache's 60). */
async function savedPages(): Promise<SavedPage[]> {
  const cache = await caches.open(PAGES_CACHE);
  const pages: SavedPage[] = [];
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    const path = `${url.pathname}${url.search}`;
    const saved = await cache.match(request);
    pages.push({ path, title: saved ? titleOfPage(await saved.text(), path) : path });
  }
  return pages;
}

/**
 * A page load that fails with no saved copy (a page never opened here, offline): the offline page listing
 * what can be read, instead of the browser's error.
 */
const offlineFallback: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const url = new URL(request.url);
    return new Response(offlinePageHtml(await savedPages(), `${url.pathname}${url.search}`), {
      status: 503,
      headers: { 'content-type': 'text/html; charset=utf-8', [SAVED_COPY_HEADER]: '1' },
    });
  },
};

const sameOriginGet = (url: URL, request: Request) =>
  url.origin === self.location.origin && request.method === 'GET';

const router = new Router();

router.registerRoute(new PrecacheRoute(precache));

// Page loads (and the page URLs a first visit hands over, see the CACHE_URLS listener below).
router.registerRoute(
  new Route(
    ({ url, request }) =>
      sameOriginGet(url, request) &&
      (request.mode === 'navigate' || (request.headers.get('Accept') ?? '').includes('text/html')) &&
      isCachedPagePath(url.pathname),
    new NetworkFirst({
      cacheName: PAGES_CACHE,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true }),
        markSavedCopy,
        offlineFallback,
      ],
    }),
  ),
);

router.registerRoute(
  new Route(
    ({ url, request }) => sameOriginGet(url, request) && isCachedApiPath(url.pathname),
    new NetworkFirst({
      cacheName: API_CACHE,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
        keyByViewer,
        markSavedCopy,
      ],
    }),
  ),
);

router.registerRoute(
  new Route(
    ({ url, request }) => sameOriginGet(url, request) && url.pathname.startsWith('/assets/'),
    new CacheFirst({
      cacheName: FILES_CACHE,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true }),
      ],
    }),
  ),
);

router.addFetchListener();
// The page a visitor first lands on loads before this worker exists: it hands over its URL and the files
// and reads it made ({type: 'CACHE_URLS'}), which go through the routes above and so are kept as well.
router.addCacheListener();

// Web Push (docs/product/follows.md#notifications): each message is one notification; a newer one with the
// same tag (one per match) replaces the older. The site's name is a runtime setting the worker does not
// know, so a message of another shape is titled with the site's host name.
self.addEventListener('push', (event) => {
  const shown = notificationFromPush(
    readPushPayload(() => event.data?.json()),
    self.location.hostname,
  );
  event.waitUntil(
    self.registration.showNotification(shown.title, {
      body: shown.body,
      tag: shown.tag,
      data: { url: shown.url },
      icon: '/pwa-192x192.png',
      badge: '/pwa-64x64.png',
    }),
  );
});

// Pressing a notification opens its page: in a tab of the site already open (focused and moved there), else
// in a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: string } | null)?.url ?? '/';
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        // Focusing can be refused (no window may be raised); the tab still moves to the page.
        await open.focus().catch(() => undefined);
        await open.navigate(target);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
