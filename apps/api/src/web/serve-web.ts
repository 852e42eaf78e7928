/**
 * Serves the built web app from the API process in production: static assets with long cache lives,
 * index.html with the page's metadata for every other non-API path (so client-side routing works and
 * link previews see titles), robots.txt and sitemap.xml, and JSON 404s under /api.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from '../lib/error-handler.ts';
import { injectMeta, renderMetaTags } from './html-meta.ts';
import { resolvePageMeta } from './page-meta.ts';
import { renderRobots, renderSitemap } from './sitemap.ts';

/** A malformed percent-escape is just an unknown page, not a server error. */
const safeDecode = (path: string) => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

export async function serveWeb(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const indexPath = webDist ? join(webDist, 'index.html') : undefined;
  const indexHtml = indexPath && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  const settings = app.config.league;

  if (indexHtml && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(reply, path) {
        if (path.includes('/assets/')) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }

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
    const path = request.url.split('?')[0] ?? '/';
    if (
      path === '/api' ||
      path.startsWith('/api/') ||
      !indexHtml ||
      !['GET', 'HEAD'].includes(request.method)
    ) {
      return reply.code(404).send(apiNotFound(request.method, request.url));
    }
    const meta = await resolvePageMeta(app.db, settings, safeDecode(path));
    return reply
      .code(meta.status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(injectMeta(indexHtml, renderMetaTags(meta, settings)));
  });
}
