/**
 * The embeds (docs/product/feeds-and-embeds.md#embeds): `/embed/standings`, `/embed/schedule`,
 * `/embed/bracket`, `/embed/leaderboard` and `/embed/match/{id}`, small documents for other sites' iframes.
 * They are the only addresses another site may frame (lib/security-headers.ts); the public read cache keeps
 * each address's page until league data changes (or a few seconds, so a match's "under way" follows the
 * clock).
 */
import { parseEmbedLook } from '@league/shared/domain/embeds';
import { IdParamSchema, optionalPositiveInt } from '@league/shared/schemas/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  renderBracketEmbed,
  renderLeaderboardEmbed,
  renderMatchEmbed,
  renderScheduleEmbed,
  renderStandingsEmbed,
} from './service.ts';

/** The look's words are read leniently (an unknown theme or colour falls back to the default). */
const LookQuerySchema = z.object({
  theme: z.string().max(100).optional(),
  accent: z.string().max(100).optional(),
  bg: z.string().max(100).optional(),
});
const SeasonQuerySchema = LookQuerySchema.extend({
  season: optionalPositiveInt('season must be a season number (1, 2, …)'),
});

const lookOf = (request: FastifyRequest) =>
  parseEmbedLook(new URLSearchParams(request.query as Record<string, string>));
const sendPage = (reply: FastifyReply, html: string) => reply.type('text/html; charset=utf-8').send(html);

export async function embedRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const settings = app.config.league;
  // An unknown season (or match) is 404, as on the pages.
  const options = {
    config: { publicRead: true, errors: [404] },
    schema: { hide: true, querystring: SeasonQuerySchema },
  };

  app.get('/embed/schedule', options, async (request, reply) =>
    sendPage(reply, await renderScheduleEmbed(app.db, settings, lookOf(request), request.query.season)),
  );
  // Without ?season= these three show the league's current season (the schedule, every season's matches).
  const seasonEmbeds = {
    bracket: renderBracketEmbed,
    leaderboard: renderLeaderboardEmbed,
    standings: renderStandingsEmbed,
  };
  for (const [name, render] of Object.entries(seasonEmbeds)) {
    app.get(`/embed/${name}`, options, async (request, reply) => {
      const season = request.query.season ?? settings.currentSeason;
      return sendPage(reply, await render(app.db, settings, lookOf(request), season));
    });
  }
  app.get(
    '/embed/match/:id',
    {
      config: { publicRead: true, errors: [404] },
      schema: { hide: true, params: IdParamSchema, querystring: LookQuerySchema },
    },
    async (request, reply) =>
      sendPage(reply, await renderMatchEmbed(app.db, settings, lookOf(request), request.params.id)),
  );
}
