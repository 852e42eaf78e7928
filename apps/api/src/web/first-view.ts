/**
 * The first view of a page, drawn by the server (docs/product/site.md#first-view): the web
 * build's server render (apps/web/src/entry-server.tsx, built into dist/.server/) draws the page as the
 * browser's first render would (the pages that say so with their data, read from this API in process),
 * and the HTML carries it inside #root. A phone then paints the page as soon as the HTML and its
 * stylesheets arrive instead of after the app's code has downloaded and run; the browser adopts the
 * markup.
 *
 * Personal pages (what they show depends on the visitor), redirecting addresses and the portal are sent
 * undrawn, as is any page whose render fails: the browser draws those itself, as it always could.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { APP_CODE_BLOCK_ID, type AppCode } from '@league/shared/app-code';
import { jsonInHtml } from '@league/shared/json-in-html';
import { isPersonalPage, isRedirectPage, matchPage } from '@league/shared/page-match';
import type { LeagueSettings } from '@league/shared/settings';
import type { FastifyInstance } from 'fastify';
import { cachedRead } from '../lib/read-path.ts';

/** What apps/web/src/entry-server.tsx exports. */
interface FirstView {
  rootHtml: string;
  afterRoot: string;
}
/**
 * `read`: a fetch that answers the API's paths (`/api/…`) from this server, as a visitor without a session;
 * `dataWaitMs`: how long a page drawn with its data waits for it before it is drawn without.
 */
type RenderFirstView = (
  url: string,
  settings: LeagueSettings,
  read: typeof fetch,
  options: { dataWaitMs: number },
) => Promise<FirstView | null>;

/** Where the web build puts its first-view renderer (apps/web/package.json's build). */
export const FIRST_VIEW_DIR = '.server';
const FIRST_VIEW_MODULE = join(FIRST_VIEW_DIR, 'entry-server.js');
const ROOT_ELEMENT = '<div id="root"></div>';
/**
 * A first view depends only on its address, the day (the schedule opens at today) and the league's
 * data, never on the visitor: drawn at most once a minute per address and again after any data change.
 * Entity pages drawn with their data are 50–130 KB each (the markup and its answers), so 120 addresses
 * are kept, about 15 MB: what a match night repeats (home, the schedule, tonight's games and their
 * players) stays; a player page visited once in a while is drawn again (300 views kept grew the
 * embedded-database server by 70 MB more than answering their API reads did). Each page's answer (its
 * brotli and gzip copies, a third of its HTML or less) is kept as long beside it: serve-web.ts.
 */
export const VIEW_TTL_MS = 60_000;
export const MAX_VIEWS = 120;
/**
 * A page whose reads did not all answer within the renderer's wait (a busy server right after a data
 * change) is drawn with placeholders where they go. That drawing is kept only this long: its reads, still
 * answering, fill the public read cache meanwhile, and the next drawing has them.
 */
export const PARTIAL_VIEW_TTL_MS = 5_000;

/** A page's first view and the API reads it was drawn from (which its HTML then need not preload). */
export interface DrawnView {
  view: FirstView;
  reads: string[];
}

/**
 * What drawing a page gave: its view (none when the browser draws the page) and how much longer that
 * holds: 0 after a failed drawing, which is tried again on the next request.
 */
export interface Drawing {
  drawn?: DrawnView;
  freshForMs: number;
}

/** A kept drawing: null when the renderer declined the page. */
interface KeptView {
  drawn: DrawnView | null;
  drawnAt: number;
  /** VIEW_TTL_MS, or PARTIAL_VIEW_TTL_MS when a read was still answering as the page was drawn. */
  lifetimeMs: number;
}

export interface FirstViews {
  /** The first view of the page at `url` (path and query), if the server draws it. */
  draw(url: string, path: string): Promise<Drawing>;
  /** index.html with the drawn view inside #root (unchanged when it has no #root to fill). */
  inject(html: string, drawn: DrawnView): string;
}

/**
 * The first-view renderer of a web build, or undefined when the build has none. `starter` is the address
 * of the build's app-code starter (@league/shared/app-code); a build without one has its drawn pages ask
 * for their code in their HTML, as undrawn pages do.
 */
export async function loadFirstViews(
  app: FastifyInstance,
  webDist: string,
  starter: string | undefined,
): Promise<FirstViews | undefined> {
  const settings = app.config.league;
  const log = app.log;
  const modulePath = join(webDist, FIRST_VIEW_MODULE);
  if (!existsSync(modulePath)) return undefined;
  const module = (await import(pathToFileURL(modulePath).href)) as { renderFirstView?: RenderFirstView };
  const render = module.renderFirstView;
  if (typeof render !== 'function') {
    log.warn({ modulePath }, 'The web build has no first-view renderer: pages are sent undrawn');
    return undefined;
  }
  const stylesheets = new Stylesheets(webDist);
  const views = cachedRead<KeptView>(app, 'first-views', {
    ttlMs: VIEW_TTL_MS,
    maxEntries: MAX_VIEWS,
    follows: 'league-data',
    ttlOf: (kept) => kept.lifetimeMs,
  });
  const origin = settings.publicUrl.replace(/\/$/, '');
  const drawView = async (url: string): Promise<KeptView> => {
    const reads: string[] = [];
    const reading = { pending: 0 };
    const drawnAt = Date.now();
    const view = await render(origin + url, settings, apiReader(app, reads, reading), {
      dataWaitMs: app.config.firstViewDataWaitMs,
    });
    // A copy: a read still answering after the render (it took too long) was not drawn from.
    return {
      drawn: view ? { view, reads: [...reads] } : null,
      drawnAt,
      lifetimeMs: reading.pending > 0 ? PARTIAL_VIEW_TTL_MS : VIEW_TTL_MS,
    };
  };
  return {
    async draw(url, path) {
      if (!drawnByServer(path)) return { freshForMs: VIEW_TTL_MS };
      try {
        const { drawn, drawnAt, lifetimeMs } = await views.get(url, () => drawView(url));
        const freshForMs = Math.max(0, drawnAt + lifetimeMs - Date.now());
        return drawn ? { drawn, freshForMs } : { freshForMs };
      } catch (error) {
        log.warn({ err: error, url }, 'Drawing the first view failed: the page is sent undrawn');
        return { freshForMs: 0 };
      }
    },
    inject(html, { view }) {
      if (!html.includes(ROOT_ELEMENT)) return html;
      const painting = stylesheets.inline(html);
      return (starter ? withCodeAfterPaint(painting, starter) : painting).replace(
        ROOT_ELEMENT,
        `<div id="root">${view.rootHtml}</div>${view.afterRoot}`,
      );
    },
  };
}

const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/**
 * A fetch over this API's own routes, answered in process (the public read cache included): what the
 * renderer draws a page's data from. Only GETs of /api paths, with no cookie or token. The paths it
 * answered 200 go into `reads`; `reading.pending` counts those still answering.
 */
function apiReader(app: FastifyInstance, reads: string[], reading: { pending: number }): typeof fetch {
  return async (input, init) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!path.startsWith('/api/') || (init?.method ?? 'GET') !== 'GET') {
      throw new Error(
        `The first-view renderer may only read /api paths, not ${init?.method ?? 'GET'} ${path}`,
      );
    }
    reading.pending += 1;
    const answer = await app
      .inject({ method: 'GET', url: path, headers: { accept: 'application/json' } })
      .finally(() => {
        reading.pending -= 1;
      });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    if (answer.statusCode === 200) reads.push(path);
    const bodyless = NULL_BODY_STATUSES.has(answer.statusCode);
    return new Response(bodyless ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

/** `<link rel="stylesheet" crossorigin href="/assets/….css">` as the build and the page preloads write it. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g;

/**
 * The build's stylesheets, written into a drawn page's HTML: the page then paints as soon as its HTML
 * has arrived, without a second round trip for its styles (a few kilobytes compressed). Each keeps a
 * disabled link with its address, which the browser does not load, so that the app's code loader sees
 * the sheet as present and does not fetch it again when the page's code arrives.
 */
class Stylesheets {
  private readonly texts = new Map<string, string | null>();

  constructor(private readonly webDist: string) {}

  inline(html: string): string {
    return html.replace(STYLESHEET_LINK, (link, href: string) => {
      const css = this.text(href);
      return css === null ? link : `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
    });
  }

  /** The sheet's text, read once; null when it is missing or could close the <style> element early. */
  private text(href: string): string | null {
    let css = this.texts.get(href);
    if (css === undefined) {
      const path = join(this.webDist, href);
      css = existsSync(path) ? readFileSync(path, 'utf8') : null;
      if (css?.toLowerCase().includes('</style')) css = null;
      this.texts.set(href, css);
    }
    return css;
  }
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * A drawn page paints with its HTML and stylesheets alone: its code (the entry and the modules it and the
 * page import) is not asked for in the HTML, where a phone would download it alongside what paints, but
 * listed for the starter, which asks for it once the page has painted.
 */
function withCodeAfterPaint(html: string, starter: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  const code: AppCode = { entry, modules };
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(
      ENTRY_SCRIPT,
      () =>
        `<script type="application/json" id="${APP_CODE_BLOCK_ID}">${jsonInHtml(code)}</script>` +
        `<script type="module" crossorigin src="${starter}"></script>`,
    );
}

/** Pages of the catalogue other than personal ones, and the not-found page for unknown addresses. */
function drawnByServer(path: string): boolean {
  const match = matchPage(path);
  if (!match) return true;
  return !isRedirectPage(match.id) && !isPersonalPage(match.id);
}
