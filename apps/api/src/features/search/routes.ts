/**
 * The site search's API (docs/product/search.md#api): `GET /api/search` for the header's suggestions and
 * the /search page, and the browser's search-engine suggestions (OpenSearch). Answers are the same for
 * everyone, so the public read cache keeps each query's answer until league data changes.
 */
import { SEARCH_PAGE_LIMIT, SEARCH_SUGGEST_LIMIT } from '@league/shared/domain/search-kinds';
import { SearchAnswerSchema, SearchQuerySchema } from '@league/shared/schemas/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { searchSite, sharedSearchIndex } from './service.ts';

export async function searchRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // One index per database: tests build several apps on different databases in one process.
  const index = sharedSearchIndex(app.db, app.config.league.siteName);
  app.onDataChange(() => index.invalidate());

  app.get(
    '/search',
    {
      config: {
        publicRead: true,
        parameters: {
          q: `What to find: a name or a few words; accents and case do not matter, a word may be the start of a name or off by a letter or two. At most 100 characters.`,
          limit: `How many results, 1 to ${SEARCH_PAGE_LIMIT} (default ${SEARCH_SUGGEST_LIMIT}).`,
          kind: 'Only this kind: `player`, `team`, `season`, `article` or `page`.',
        },
        example: { query: { q: 'storm crows', limit: 5 } },
      },
      schema: {
        tags: ['search'],
        summary: 'Search players, teams (one per season), seasons, approved articles and pages by name',
        description:
          'Public. Best first: every word of `q` must match a word of the name (whole, its start, or off by ' +
          'one letter from 4 letters and two from 7); results matching only some words follow. Ties go to ' +
          "the newer (a team's latest season first).",
        querystring: SearchQuerySchema,
        response: { 200: SearchAnswerSchema },
      },
    },
    (request) => searchSite(index, request.query, SEARCH_SUGGEST_LIMIT),
  );

  // OpenSearch suggestions (the browser's address bar): [query, titles, details, addresses].
  app.get(
    '/search/suggestions',
    {
      config: { publicRead: true, example: { query: { q: 'storm' } } },
      schema: {
        tags: ['search'],
        summary: 'Search suggestions in the OpenSearch format, for browsers',
        description:
          'Public. The first results of `GET /api/search` as `[q, [titles], [details], [addresses]]` ' +
          '(`application/x-suggestions+json`), what a browser shows under its address bar once the site is ' +
          'added as a search engine (`/opensearch.xml`).',
        querystring: SearchQuerySchema.pick({ q: true }),
        // The format's four items: the query, then the titles, details and addresses (a tuple in fact).
        response: { 200: z.array(z.union([z.string(), z.array(z.string())])) },
      },
    },
    async (request, reply) => {
      const { q, hits } = await searchSite(index, request.query, SEARCH_SUGGEST_LIMIT);
      const origin = app.config.league.publicUrl;
      reply.type('application/x-suggestions+json; charset=utf-8');
      const suggestions: [string, string[], string[], string[]] = [
        q,
        hits.map((h) => h.title),
        hits.map((h) => h.detail),
        hits.map((h) => origin + h.url),
      ];
      return suggestions;
    },
  );
}
