/**
 * The server's render of a page's first view (docs/product/site.md#first-view): the page as the
 * browser's first render draws it (headings, texts, the layout and the places where data will show),
 * so a phone paints the page while the app's code is still on its way. A page whose loader says so
 * (`drawnWithData`, app/page-data.ts) is drawn with its data, read from the API in process; the others
 * before their data arrives. The browser then adopts this markup (src/main.tsx). Built into
 * dist/.server/ and called by the API.
 */
import type { LeagueSettings } from '@league/shared/settings';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { firstViewStateBlock } from './app/first-view.ts';
import type { PageDataLoader, PageReads } from './app/page-data.ts';
import { AppProviders } from './app/providers.tsx';
import { appRoutes } from './app/router.tsx';
import { adoptSettings } from './config/settings.ts';
import { sendRequestsThrough } from './lib/api-client.ts';
import { loadLateParts } from './lib/late-part.tsx';
import { createQueryClient } from './lib/query-client.ts';

export interface FirstView {
  /** The markup inside #root. */
  rootHtml: string;
  /** What follows #root: the router state the browser starts from. */
  afterRoot: string;
}

/**
 * At most this long a page drawn with its data waits for it, unless the server says otherwise
 * (FIRST_VIEW_DATA_WAIT_MS); after that it is drawn without.
 */
const DATA_WAIT_MS = 1000;
/** How many times a page drawn with its data is drawn again with the reads its drawing asked for. */
const FOLLOW_UP_ROUNDS = 2;

/**
 * What each render hands its loaders: its own query cache, which the page is drawn from, and whether the
 * page is drawn with its data (its loader loaded its reads).
 */
interface RenderContext {
  queryClient: QueryClient;
  /** How long the page's reads are waited for. */
  dataWaitMs: number;
  withData?: boolean;
}

/** Waits for `loading`, but at most `ms`; the timer goes with it, so a render leaves none behind. */
async function waitAtMost(loading: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([loading, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

const isPageDataLoader = (loader: RouteObject['loader']): loader is PageDataLoader =>
  typeof loader === 'function' && 'reads' in loader;

/** Loads a page's reads into the render's cache, for as long as the render waits for its data. */
function loadInto(reads: PageReads): LoaderFunction {
  return async ({ params, request, context }: LoaderFunctionArgs) => {
    const render = context as RenderContext;
    const { queryClient } = render;
    render.withData = true;
    const queries = reads(params, new URL(request.url).searchParams);
    const loading = Promise.all(queries.map((query) => queryClient.prefetchQuery(query)));
    await waitAtMost(loading, render.dataWaitMs);
    return null;
  };
}

/**
 * The route tree as the server runs it: a page drawn with its data loads it into the render's cache;
 * every other loader loads nothing, and its page is drawn before its data, as the browser's first
 * render draws it.
 */
function serverRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const copy = { ...route } as RouteObject;
    if (copy.loader) {
      copy.loader =
        isPageDataLoader(copy.loader) && copy.loader.drawnWithData ? loadInto(copy.loader.reads) : () => null;
    }
    if (route.children) copy.children = serverRoutes(route.children);
    return copy;
  });
}

/** A read the drawing asked for and the page's loader had not made: pending, not fetching, and enabled. */
function askedByTheDrawing(query: Query): boolean {
  const { enabled, queryFn } = query.options as {
    enabled?: boolean | ((q: Query) => boolean);
    queryFn?: unknown;
  };
  const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return (
    on &&
    typeof queryFn === 'function' &&
    query.state.status === 'pending' &&
    query.state.fetchStatus === 'idle'
  );
}

/**
 * The reads a page drawn with its data asks for only as it draws (a season played in divisions reads each
 * division's table, named in the season's; home's standings): made like its loader's, within the same
 * wait. Answers the reads that came. A read that failed goes, so the page draws it waiting, as the browser
 * will before it asks again.
 */
async function loadFollowUpReads(queryClient: QueryClient, waitMs: number): Promise<number> {
  const cache = queryClient.getQueryCache();
  const asked = cache.getAll().filter(askedByTheDrawing);
  if (asked.length === 0) return 0;
  const loading = Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
  await waitAtMost(loading, waitMs);
  for (const query of asked) if (query.state.status !== 'success') cache.remove(query);
  return asked.filter((query) => query.state.status === 'success').length;
}

/** Made once: it loads each page's code the first time the page is asked for, then keeps it. */
const { query, dataRoutes } = createStaticHandler(serverRoutes(appRoutes));

/** A cache for one render: no retries (the page is then drawn without the answer), nothing kept after. */
function renderQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

/**
 * The first view of the page at `url` (absolute), or null when the router would answer otherwise (a
 * redirect, an error), which leaves the page to the browser. `read` answers the API's public reads
 * in process (a visitor's own session is never involved: only public pages are drawn).
 */
export async function renderFirstView(
  url: string,
  settings: LeagueSettings,
  read: typeof fetch,
  { dataWaitMs = DATA_WAIT_MS }: { dataWaitMs?: number } = {},
): Promise<FirstView | null> {
  adoptSettings(settings);
  sendRequestsThrough(read);
  const queryClient = renderQueryClient();
  const render: RenderContext = { queryClient, dataWaitMs };
  try {
    const context = await query(new Request(url), { requestContext: render });
    if (context instanceof Response || context.errors) return null;
    // The page's code has come (its route's); so must that of its late parts, which the server draws whole.
    await loadLateParts();
    const router = createStaticRouter(dataRoutes, context);
    const draw = () =>
      renderToString(
        <StrictMode>
          <AppProviders client={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
      );
    let rootHtml = draw();
    // Again with the reads each drawing asked for, when the page is drawn with its data: a season's table
    // names its divisions, whose tables the next drawing asks for.
    for (let round = 0; render.withData && round < FOLLOW_UP_ROUNDS; round++) {
      if ((await loadFollowUpReads(queryClient, dataWaitMs)) === 0) break;
      rootHtml = draw();
    }
    const routerState = { loaderData: context.loaderData, actionData: context.actionData, errors: null };
    return {
      rootHtml,
      afterRoot: firstViewStateBlock({ router: routerState, queries: dehydrate(queryClient) }),
    };
  } finally {
    queryClient.clear();
  }
}
