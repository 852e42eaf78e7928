/**
 * The interactions endpoint (docs/product/discord.md#the-interactions-endpoint): Discord POSTs each slash
 * command here, signed with the application's key. A request whose Ed25519 signature does not verify
 * (discord-interactions' verifyKey over the raw body) is refused with 401 before anything else; a PING is
 * answered PONG; a command gets its answer within Discord's 3 seconds, or is told to wait and answered by
 * a follow-up edit when its reads take longer. Registered only when the Discord settings are given.
 */

import { InteractionResponseType, InteractionType, verifyKey } from 'discord-interactions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.ts';
import { perAddress } from '../../lib/rate-limits.ts';
import { answerCommand, type CommandInteraction, deferCommandAnswer, notice } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as it arrived, which the signature covers. */
    rawBody?: string;
  }
}

/** The path Discord is told to POST to (the application's Interactions Endpoint URL). */
export const INTERACTIONS_PATH = '/discord/interactions';

/** How long an answer may take before Discord is told to wait for it (Discord waits 3 s). */
export const ANSWER_WITHIN_MS = 2_500;

const unauthorized = () => new AppError('UNAUTHORIZED', 'Invalid request signature');

export async function discordRoutes(app: FastifyInstance): Promise<void> {
  const discord = app.config.discord;
  if (!discord) return;

  // This plugin's JSON keeps the text it parsed: the signature is over those exact bytes.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    (request as FastifyRequest).rawBody = text;
    try {
      done(null, text.trim() === '' ? undefined : JSON.parse(text));
    } catch {
      done(badRequest('The request body is not valid JSON'), undefined);
    }
  });

  app.post(
    INTERACTIONS_PATH,
    {
      config: {
        openToGuests: true,
        changesData: false,
        // Discord sends every member's commands from its own few addresses: a guest's limit per address
        // would refuse a busy match night. An unsigned flood is refused by the signature, before any read.
        rateLimit: perAddress(600, '1 minute'),
      },
      schema: { hide: true },
      // Before the body is looked at: an unsigned request learns nothing.
      preHandler: async (request) => {
        const signature = request.headers['x-signature-ed25519'];
        const timestamp = request.headers['x-signature-timestamp'];
        if (typeof signature !== 'string' || typeof timestamp !== 'string' || request.rawBody === undefined)
          throw unauthorized();
        const valid = await verifyKey(request.rawBody, signature, timestamp, discord.publicKey).catch(
          () => false,
        );
        if (!valid) throw unauthorized();
      },
    },
    async (request) => {
      const interaction = request.body as
        | (CommandInteraction & { type?: number; token?: string })
        | undefined;
      if (interaction?.type === InteractionType.PING) return { type: InteractionResponseType.PONG };
      if (interaction?.type !== InteractionType.APPLICATION_COMMAND)
        throw badRequest('Only pings and slash commands are answered here');
      // A read that fails still answers (Discord shows nothing for an error status).
      const answer = answerCommand(app.db, app.config.league, interaction).catch((err: unknown) => {
        if (err instanceof AppError && err.code === 'NOT_FOUND') return notice(`${err.message}.`);
        request.log.error({ err }, 'discord: a command could not be answered');
        return notice('Something went wrong reading the league; try again in a moment.');
      });
      const quick = await Promise.race([
        answer,
        new Promise<null>((resolve) => setTimeout(resolve, ANSWER_WITHIN_MS, null).unref()),
      ]);
      if (quick) return { type: InteractionResponseType.CHANNEL_MESSAGE_WITH_SOURCE, data: quick };
      deferCommandAnswer(app.config, interaction.token ?? '', answer, app.log);
      return { type: InteractionResponseType.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE };
    },
  );
}
