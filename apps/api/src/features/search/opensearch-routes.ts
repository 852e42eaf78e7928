/**
 * `/opensearch.xml` (docs/product/search.md#opensearch): the description that lets a browser add the
 * site as a search engine, announced by every page's `<link rel="search">`. Beside the pages, not under
 * /api: browsers fetch it from the address the page names.
 */
import { OPENSEARCH_PATH, openSearchDescription } from '@league/shared/domain/opensearch';
import type { FastifyInstance } from 'fastify';

export async function openSearchRoutes(app: FastifyInstance): Promise<void> {
  const { siteName, publicUrl } = app.config.league;
  const body = openSearchDescription({ siteName, publicUrl });
  app.get(OPENSEARCH_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('application/opensearchdescription+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .send(body),
  );
}
