/**
 * The browser's router over the app's routes (router.tsx). When the server has drawn the first view
 * (src/entry-server.tsx), the router starts from the state the server rendered with, so React adopts the
 * server's markup instead of drawing the page again (docs/product/site.md#first-view).
 */
import { createBrowserRouter, type HydrationState, matchRoutes, type RouteObject } from 'react-router';
import { isUpdateReady } from '../lib/service-worker-registration.ts';
import { appRoutes } from './router.tsx';

/**
 * Loads the code of the routes the address matches before the router starts, as the server had it when
 * it rendered: a lazy route still loading would draw its fallback where the server drew the page.
 */
export async function loadMatchedRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

export function createAppRouter(hydrationData: HydrationState | undefined) {
  const router = createBrowserRouter(appRoutes, hydrationData ? { hydrationData } : undefined);
  // After a deploy the new service worker has taken over: the next page change is a full load of the new
  // version instead of this one fetching files the server no longer has (src/lib/service-worker-registration.ts).
  router.subscribe(({ navigation }) => {
    if (navigation.state === 'loading' && isUpdateReady()) {
      const { pathname, search, hash } = navigation.location;
      window.location.assign(`${pathname}${search}${hash}`);
    }
  });
  return router;
}
