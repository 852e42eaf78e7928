/**
 * Serves the built web app from the API process in production: static assets with long cache lives,
 * index.html with the page's metadata, preload hints and drawn first view for every other non-API path
 * (so client-side routing works, link previews see titles and a first visit downloads everything at
 * once), kept whole per address and theme (page-answers.ts), robots.txt
 * and sitemap.xml, and JSON 404s under /api. The build's manifest and page map (.vite/, a dot folder)
 * are read here and never served.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { APP_CODE_STARTER } from '@league/shared/app-code';
import { pageAlternates } from '@league/shared/domain/feeds';
import { matchPage } from '@league/shared/page-match';
import { type Theme, themeFromCookieHeader } from '@league/shared/theme-choice';
import { WEB_APP_MANIFEST_PATH, webAppManifest } from '@league/shared/web-app-manifest';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from '../lib/error-handler.ts';
import { cachedRead } from '../lib/read-path.ts';
import { loadFirstViews, MAX_VIEWS, VIEW_TTL_MS } from './first-view.ts';
import { injectMeta, injectTheme, renderMetaTags } from './html-meta.ts';
import { type PageAnswer, pageAnswerOf, sendPageAnswer } from './page-answers.ts';
import { resolvePageMeta } from './page-meta.ts';
import { pagePreloads, renderPreloadTags } from './page-preloads.ts';
import { renderRobots, renderSitemap } from './sitemap.ts';
import { entryUrl, PageAssetResolver, readPageModules, readViteManifest } from './vite-manifest.ts';

/** The service worker the web build writes (apps/web/vite.config.ts). */
const SERVICE_WORKER_FILE = 'service-worker.js';

/** A malformed percent-escape is just an unknown page, not a server error. */
const safeDecode = (path: string) => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

/** Path and query of a request's URL, apart. */
function splitUrl(url: string): { path: string; search: string } {
  const queryAt = url.indexOf('?');
  return queryAt === -1
    ? { path: url, search: '' }
    : { path: url.slice(0, queryAt), search: url.slice(queryAt + 1) };
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** A page's answer as kept, and how long it holds (the first view's freshness). */
interface KeptPage {
  answer: PageAnswer;
  freshForMs: number;
}

export async function serveWeb(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const indexPath = webDist ? join(webDist, 'index.html') : undefined;
  const indexHtml = indexPath && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  const settings = app.config.league;
  const manifest = indexHtml && webDist ? readViteManifest(webDist) : undefined;
  const pageModules = manifest && webDist ? readPageModules(webDist) : undefined;
  const assets = manifest && pageModules ? new PageAssetResolver(manifest, pageModules) : undefined;
  const firstViews =
    indexHtml && webDist
      ? await loadFirstViews(app, webDist, manifest && entryUrl(manifest, APP_CODE_STARTER))
      : undefined;

  if (indexHtml && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes best-quality .br and .gz copies (apps/web/build/precompress.ts); files without
      // one are compressed per request as before.
      preCompressed: true,
      setHeaders(reply, path) {
        if (path.includes('/assets/')) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        // The service worker is checked on every visit, so a deploy reaches installed phones at once
        // (docs/product/offline.md#rules-and-constants).
        else if (path.endsWith(`/${SERVICE_WORKER_FILE}`)) reply.header('Cache-Control', 'no-cache');
      },
    });
  }

  // Named after the configured league, so it is answered here rather than built.
  app.get(WEB_APP_MANIFEST_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(JSON.stringify(webAppManifest(settings.siteName))),
  );
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(renderRobots(settings.publicUrl)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await renderSitemap(app.db, settings.publicUrl)),
  );

  // Pages are answered in onRequest, as the public read cache answers API reads, before the not-found
  // route's other hooks and handler: a kept page only writes its bytes.
  if (indexHtml) {
    /**
     * A page's answer, written once per address, theme and data change (page-answers.ts): its metadata
     * (from the database), preload hints, the drawn first view and the visitor's theme in the template.
     */
    const writePage = async (html: string, url: string, theme: Theme | null): Promise<KeptPage> => {
      const { path, search } = splitUrl(url);
      const meta = await resolvePageMeta(app.db, settings, safeDecode(path), new URLSearchParams(search));
      if (meta.redirectTo) {
        const location = meta.redirectTo + (search ? `?${search}` : '');
        return { answer: { kind: 'redirect', location }, freshForMs: VIEW_TTL_MS };
      }
      const drawing = firstViews ? await firstViews.draw(url, safeDecode(path)) : { freshForMs: VIEW_TTL_MS };
      const { drawn } = drawing;
      const preloads = pagePreloads(assets, settings, meta.path, new URLSearchParams(search), meta.status);
      // The answers a drawn page came with are in its HTML already.
      const reads = preloads.reads.filter((href) => !drawn?.reads.includes(href));
      const matched = meta.status === 200 ? matchPage(meta.path) : undefined;
      const alternates = matched ? pageAlternates(matched, { path: meta.path, search }, settings) : [];
      const tags = [...renderPreloadTags({ ...preloads, reads }), renderMetaTags(meta, settings, alternates)];
      const template = injectTheme(injectMeta(html, tags.join('\n    ')), theme);
      const page = firstViews && drawn ? firstViews.inject(template, drawn) : template;
      return { answer: await pageAnswerOf(meta.status, page), freshForMs: drawing.freshForMs };
    };
    // As long as the first views they hold, and cleared with them on every data change.
    const pages = cachedRead<KeptPage>(app, 'page-answers', {
      ttlMs: VIEW_TTL_MS,
      maxEntries: MAX_VIEWS,
      follows: 'league-data',
      ttlOf: (kept) => kept.freshForMs,
    });
    app.addHook('onRequest', async (request, reply) => {
      if (!request.is404 || (request.method !== 'GET' && request.method !== 'HEAD')) return;
      if (isApiPath(splitUrl(request.url).path)) return;
      const theme = themeFromCookieHeader(request.headers.cookie);
      const kept = await pages.get(`${theme ?? ''} ${request.url}`, () =>
        writePage(indexHtml, request.url, theme),
      );
      return sendPageAnswer(request, reply, kept.answer);
    });
  }

  // What the hook above leaves: unknown API paths and other methods.
  app.setNotFoundHandler(async (request, reply) =>
    reply.code(404).send(apiNotFound(request.method, request.url)),
  );
}
