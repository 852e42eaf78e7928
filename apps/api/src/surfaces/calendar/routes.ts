/**
 * Calendar feeds beside the site's pages (not under /api: they are addresses people paste into a
 * calendar app, and `webcal://` links point at them): the league, one team, one match. Calendar apps poll
 * them, so they answer through the public read cache (compressed, ETag, cleared on every data change).
 */
import {
  FOLLOWING_CALENDAR_PREFIX,
  LEAGUE_CALENDAR_PATH,
  MATCH_CALENDAR_PREFIX,
  TEAM_CALENDAR_PREFIX,
} from '@league/shared/domain/calendar-feeds';
import { idSchema } from '@league/shared/schemas/common';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';
import { buildCalendar, type CalendarScope } from './service.ts';

/** `storm-crows.ics` → `storm-crows`: feeds are named like files so calendar apps keep the extension. */
const icsFile = (pattern: RegExp, what: string) =>
  z.object({
    file: z
      .string()
      .regex(pattern, `${what} must end in .ics`)
      .transform((file) => file.slice(0, -'.ics'.length)),
  });

export async function calendarRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { siteName, publicUrl, timeZone } = app.config.league;
  const settings = { siteName, publicUrl, timeZone };

  const send = async (reply: FastifyReply, scope: CalendarScope) => {
    const { text, fileName } = await buildCalendar(app.db, settings, scope);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `inline; filename="${fileName}"`)
      .send(text);
  };

  app.get(LEAGUE_CALENDAR_PATH, { config: { publicRead: true }, schema: { hide: true } }, (_request, reply) =>
    send(reply, { kind: 'league' }),
  );

  app.get(
    `${TEAM_CALENDAR_PREFIX}:file`,
    {
      config: { publicRead: true },
      schema: { hide: true, params: icsFile(/^[^/]{1,100}\.ics$/, 'The team feed') },
    },
    (request, reply) => send(reply, { kind: 'team', name: request.params.file }),
  );

  // A member's followed teams: personal, so never through the shared cache; the secret is the address.
  app.get(
    `${FOLLOWING_CALENDAR_PREFIX}:file`,
    { schema: { hide: true, params: icsFile(/^[A-Za-z0-9_-]{16,64}\.ics$/, 'The personal feed') } },
    (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return send(reply, { kind: 'following', token: request.params.file });
    },
  );

  app.get(
    `${MATCH_CALENDAR_PREFIX}:file`,
    {
      config: { publicRead: true },
      schema: { hide: true, params: icsFile(/^[1-9][0-9]*\.ics$/, 'The match file') },
    },
    async (request, reply) => {
      const id = idSchema().safeParse(request.params.file);
      if (!id.success) throw badRequest('The match file must be a match id followed by .ics');
      return send(reply, { kind: 'match', id: id.data });
    },
  );
}
