/**
 * The server's render of a page's first view (docs/product/site.md#first-view): the page as the
 * browser's first render draws it, before any API answer arrives (headings, texts, the layout and the
 * places where data will show), so a phone paints the page while the app's code is still on its way.
 * The browser then adopts this markup (src/main.tsx). Built into dist/.server/ and called by the API.
 */
import type { LeagueSettings } from '@league/shared/settings';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { routerStateBlock } from './app/first-view.ts';
import { AppProviders } from './app/providers.tsx';
import { appRoutes } from './app/router.tsx';
import { adoptSettings } from './config/settings.ts';
import { createQueryClient } from './lib/query-client.ts';

export interface FirstView {
  /** The markup inside #root. */
  rootHtml: string;
  /** What follows #root: the router state the browser starts from. */
  afterRoot: string;
}

/**
 * The route tree with loaders that load nothing: the server draws the page before its data, as the
 * browser's first render does; the data comes from the reads the HTML already preloads.
 */
function withoutData(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const copy = { ...route } as RouteObject;
    if (copy.loader) copy.loader = () => null;
    if (route.children) copy.children = withoutData(route.children);
    return copy;
  });
}

/** Made once: it loads each page's code the first time the page is asked for, then keeps it. */
const { query, dataRoutes } = createStaticHandler(withoutData(appRoutes));

/**
 * The first view of the page at `url` (absolute), or null when the router would answer otherwise (a
 * redirect, an error), which leaves the page to the browser.
 */
export async function renderFirstView(url: string, settings: LeagueSettings): Promise<FirstView | null> {
  const context = await query(new Request(url));
  if (context instanceof Response || context.errors) return null;
  adoptSettings(settings);
  const router = createStaticRouter(dataRoutes, context);
  const rootHtml = renderToString(
    <StrictMode>
      <AppProviders client={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const state = { loaderData: context.loaderData, actionData: context.actionData, errors: null };
  return { rootHtml, afterRoot: routerStateBlock(state) };
}
