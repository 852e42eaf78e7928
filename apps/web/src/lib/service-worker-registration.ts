/**
 * Registers the service worker (src/service-worker.ts; docs/product/offline.md#rules-and-constants) once
 * the page has loaded, so it never competes with the first paint. On the first install it hands the worker
 * the page it landed on and every file and read that page made, which the worker could not see (it did not
 * exist yet), so that page is readable offline too. After a deploy the new worker takes over at once; the
 * page then moves to the new version on its next navigation (a full load), so nothing typed is lost and
 * no old file is requested after the server stopped having it.
 */
let updateReady = false;

/** Whether a new version took over since this page loaded: the next navigation should be a full load. */
export function isUpdateReady(): boolean {
  return updateReady;
}

function handOverFirstPage(registration: ServiceWorkerRegistration | undefined): void {
  const worker = registration?.active ?? registration?.waiting ?? registration?.installing;
  if (!worker) return;
  const origin = window.location.origin;
  const resources = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${origin}/`));
  const urlsToCache: (string | [string, RequestInit])[] = [
    [window.location.href, { headers: { Accept: 'text/html' } }],
    ...new Set(resources),
  ];
  worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}

export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const start = () => {
    void import('virtual:pwa-register').then(({ registerSW }) => {
      let registration: ServiceWorkerRegistration | undefined;
      registerSW({
        immediate: true,
        onRegisteredSW: (_url, registered) => {
          registration = registered;
        },
        onOfflineReady: () => {
          void navigator.serviceWorker.ready.then((ready) => handOverFirstPage(ready ?? registration));
        },
        onNeedReload: () => {
          updateReady = true;
        },
      });
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
