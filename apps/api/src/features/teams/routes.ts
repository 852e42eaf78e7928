import { ExportQuerySchema, IdParamSchema } from '@league/shared/schemas/common';
import {
  HeadToHeadQuerySchema,
  HeadToHeadSchema,
  LegacyTeamDetailSchema,
  TeamDetailSchema,
  TeamFullSchema,
  TeamListQuerySchema,
  TeamMediumSchema,
  TeamNameParamSchema,
  TeamWithSeasonSchema,
} from '@league/shared/schemas/teams';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedUnlessExport, sendExport } from '../../lib/export-reply.ts';
import { assertCan } from '../../lib/guards.ts';
import { sendPage } from '../../lib/paging.ts';
import { teamAdminRoutes } from './admin-routes.ts';
import { getHeadToHead } from './head-to-head-service.ts';
import { listFullTeams, listMediumTeams, listSkinnyTeams, readTeamListExport } from './list-service.ts';
import { getLegacyTeamsByName, getTeamDetail, getTeamsByName } from './service.ts';

export async function teamRoutes(fastify: FastifyInstance): Promise<void> {
  // The feature's other route files (staff writes, imports...) are its sub-plugins.
  await fastify.register(teamAdminRoutes);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['teams'];
  const description =
    'Newest season first. Filters: q (name), seasonNumber, placement (division suffix and apostrophes ignored); ' +
    'paged by limit/offset with the total in X-Total-Count.';

  app.get(
    '/teams/skinny',
    {
      // Staff exports (format=csv|json) stream past the cache; the JSON list is kept (ADR 0023).
      config: { publicRead: cachedUnlessExport },
      schema: {
        tags,
        description:
          `${description} With \`format=csv\` or \`format=json\` (staff only): every team of the filter as a ` +
          'file, the portal table’s columns.',
        summary: 'Teams with their season',
        querystring: TeamListQuerySchema.extend(ExportQuerySchema.shape),
        response: { 200: z.array(TeamWithSeasonSchema) },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      if (!format) return sendPage(reply, await listSkinnyTeams(app.db, request.query, request.query));
      assertCan(request, 'table:export');
      const file = readTeamListExport(app.db, request.query, app.config.league.siteName, format);
      return sendExport(reply, format, file, { staffOnly: true });
    },
  );

  app.get(
    '/teams/medium',
    {
      config: { publicRead: true },
      schema: {
        tags,
        description,
        summary: 'Teams with their season and roster',
        querystring: TeamListQuerySchema,
        response: { 200: z.array(TeamMediumSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await listMediumTeams(app.db, request.query, request.query)),
  );

  app.get(
    '/teams',
    {
      config: { publicRead: true },
      schema: {
        tags,
        description,
        summary: 'Teams with season, roster, games and playoff game count',
        querystring: TeamListQuerySchema,
        response: { 200: z.array(TeamFullSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await listFullTeams(app.db, request.query, request.query)),
  );

  app.get(
    '/teams/name/:name',
    {
      config: {
        publicRead: true,
        example: { params: async (r) => ({ name: (await r.league()).team1.name }) },
      },
      schema: {
        tags,
        summary: "Every season's team of that name (slug or name, any case), each game with its stat lines",
        description:
          "Newest season first. The previous site's shape, kept for its clients; the site's own team page " +
          'reads /api/pages/teams/{name}.',
        params: TeamNameParamSchema,
        response: { 200: z.array(LegacyTeamDetailSchema) },
      },
    },
    (request) => getLegacyTeamsByName(app.db, request.params.name),
  );

  app.get(
    '/pages/teams/:name',
    {
      config: {
        publicRead: true,
        example: { params: async (r) => ({ name: (await r.league()).team1.name }) },
      },
      schema: {
        tags,
        summary: "Team page: every season's team of that name (slug or name, any case), newest season first",
        description:
          'What the team page shows, without the stat lines of each game that /api/teams/name/{name} adds.',
        params: TeamNameParamSchema,
        response: { 200: z.array(TeamDetailSchema) },
      },
    },
    (request) => getTeamsByName(app.db, request.params.name),
  );

  app.get(
    '/teams/head-to-head',
    {
      config: {
        publicRead: true,
        errors: [404],
        parameters: {
          a: "One side: a team's name or URL slug, ignoring case (every season's team of that name). Scores read from this side.",
          b: "The other side: a team's name or URL slug, ignoring case; not the same name as `a`.",
        },
        example: {
          query: async (r) => {
            const league = await r.league();
            return { a: league.team1.name, b: league.team2.name };
          },
        },
      },
      schema: {
        tags,
        summary: 'Every game between a team named a and a team named b (names or slugs, any season)',
        description:
          "Newest first, set scores from a's side, with wins, losses and sets won for each side. 400 when a " +
          'name is missing or both are the same; 404 when a name matches no team.',
        querystring: HeadToHeadQuerySchema,
        response: { 200: HeadToHeadSchema },
      },
    },
    (request) => getHeadToHead(app.db, request.query),
  );

  app.get(
    '/teams/:id',
    {
      config: { publicRead: true, example: { params: async (r) => ({ id: (await r.league()).team1.id }) } },
      schema: {
        tags,
        summary: 'One team with roster, games, per-player sums and totals',
        params: IdParamSchema,
        response: { 200: TeamDetailSchema },
      },
    },
    (request) => getTeamDetail(app.db, request.params.id),
  );
}
