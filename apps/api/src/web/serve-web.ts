/**
 * Serves the built web app from the API process in production: static assets with long cache lives,
 * index.html with the page's metadata and preload hints for every other non-API path (so client-side
 * routing works, link previews see titles and a first visit downloads everything at once), robots.txt
 * and sitemap.xml, and JSON 404s under /api. The build's manifest and page map (.vite/, a dot folder)
 * are read here and never served.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { APP_CODE_STARTER } from '@league/shared/app-code';
import { pageAlternates } from '@league/shared/domain/feeds';
import { matchPage } from '@league/shared/page-match';
import { themeFromCookieHeader } from '@league/shared/theme-choice';
import { WEB_APP_MANIFEST_PATH, webAppManifest } from '@league/shared/web-app-manifest';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiNotFound } from '../lib/error-handler.ts';
import { appendVary, preferredEncoding } from '../lib/http-cache.ts';
import { loadFirstViews } from './first-view.ts';
import { injectMeta, injectTheme, renderMetaTags } from './html-meta.ts';
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

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** A page's HTML is compressed per request (it names the page and its data): fast settings. */
const BROTLI_QUALITY = 5;

/**
 * Pages are answered by the not-found handler, which the per-route compression does not reach: with
 * the first view drawn in it, a page's HTML is tens of kilobytes, a fifth of that compressed.
 */
async function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  // The HTML names the visitor's theme choice (a cookie) and comes compressed or not.
  reply.header('Vary', appendVary(reply.getHeader('vary'), 'Accept-Encoding, Cookie'));
  const encoding = preferredEncoding(request.headers['accept-encoding'], { br: true, gzip: true });
  if (encoding === 'identity') return reply.send(html);
  const body =
    encoding === 'br'
      ? await brotliAsync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : await gzipAsync(html);
  return reply.header('Content-Encoding', encoding).send(body);
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

  app.setNotFoundHandler(async (request, reply) => {
    const queryAt = request.url.indexOf('?');
    const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    const search = queryAt === -1 ? '' : request.url.slice(queryAt + 1);
    if (
      path === '/api' ||
      path.startsWith('/api/') ||
      !indexHtml ||
      !['GET', 'HEAD'].includes(request.method)
    ) {
      return reply.code(404).send(apiNotFound(request.method, request.url));
    }
    const meta = await resolvePageMeta(app.db, settings, safeDecode(path), new URLSearchParams(search));
    if (meta.redirectTo) return reply.redirect(meta.redirectTo + (search ? `?${search}` : ''), 308);
    const drawn = await firstViews?.draw(request.url, safeDecode(path));
    const preloads = pagePreloads(assets, settings, meta.path, new URLSearchParams(search), meta.status);
    // The answers a drawn page came with are in its HTML already.
    const reads = preloads.reads.filter((href) => !drawn?.reads.includes(href));
    const page = meta.status === 200 ? matchPage(meta.path) : undefined;
    const alternates = page ? pageAlternates(page, { path: meta.path, search }, settings) : [];
    const tags = [...renderPreloadTags({ ...preloads, reads }), renderMetaTags(meta, settings, alternates)];
    const theme = themeFromCookieHeader(request.headers.cookie);
    const template = injectTheme(injectMeta(indexHtml, tags.join('\n    ')), theme);
    const html = firstViews && drawn ? firstViews.inject(template, drawn) : template;
    reply.code(meta.status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    return sendCompressed(request, reply, html);
  });
}
