/**
 * The bracket challenge (docs/product/pickem.md#bracket-challenge). A season's brackets and board are public;
 * a filled bracket is a member's own. Also registers the scoring for every match change on this database.
 */
import {
  BracketChallengeQuerySchema,
  BracketChallengeReadSchema,
  BracketEntryBodySchema,
  BracketEntrySchema,
  MyBracketEntrySchema,
} from '@league/shared/schemas/bracket-challenge';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../lib/guards.ts';
import { onMatchChange } from '../../lib/writes/unit-of-work.ts';
import { scoreBracketChanges } from './scoring-service.ts';
import {
  type BracketChallengeContext,
  readBracketChallenge,
  readMyBracket,
  saveMyBracket,
} from './service.ts';

const SEASON_PARAMETER = 'The season of the challenge; without it, the current season.';

export async function bracketChallengeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['bracket-challenge'];
  const ctx: BracketChallengeContext = {
    currentSeason: app.config.league.currentSeason,
    now: () => new Date(),
  };

  const stop = onMatchChange(app.db, (tx, changes) => scoreBracketChanges(tx, changes));
  app.addHook('onClose', async () => stop());

  app.get(
    '/bracket-challenge',
    {
      config: { parameters: { seasonNumber: SEASON_PARAMETER }, example: {} },
      schema: {
        tags,
        summary: "A season's bracket challenge: its brackets, results, lock, splits once locked and board",
        description:
          'Public, never cached: the brackets lock at the first playoff match start on the server clock (or once ' +
          'a playoff match is live or completed), and only then do the splits of the filled brackets show. ' +
          '`serverTime` is the clock the lock was read against.',
        querystring: BracketChallengeQuerySchema,
        response: { 200: BracketChallengeReadSchema },
      },
    },
    (request) => readBracketChallenge(app.db, ctx, request.query.seasonNumber),
  );

  app.get(
    '/bracket-challenge/entry',
    {
      onRequest: requireUser,
      config: { parameters: { seasonNumber: SEASON_PARAMETER } },
      schema: {
        tags,
        summary: "Your filled bracket of a season's challenge, or null (member)",
        querystring: BracketChallengeQuerySchema,
        response: { 200: MyBracketEntrySchema },
      },
    },
    (request) => readMyBracket(app.db, ctx, currentUser(request), request.query.seasonNumber),
  );

  app.put(
    '/bracket-challenge/entry',
    {
      onRequest: requireUser,
      config: {
        changesData: false,
        errors: [400, 404, 409],
        example: {
          body: async (r) => r.openBracket(),
          refused: { body: async (r) => ({ ...(await r.openBracket()), picks: {} }), status: 400 },
        },
      },
      schema: {
        tags,
        summary: "Fill a season's bracket, or fill it again, until its first playoff match starts (member)",
        description:
          'The whole bracket: every slot’s winner by slot id, later slots from your own earlier picks (a Bracket ' +
          'Reset only when your losers’ side wins the Grand Finals). Refused with a 409 from the first playoff ' +
          'match start on the server clock (whatever the browser says), and with a 400 naming the slot for an ' +
          'unknown slot, a winner not in its slot or a slot left empty.',
        body: BracketEntryBodySchema,
        response: { 200: BracketEntrySchema },
      },
    },
    (request) => saveMyBracket(app.db, ctx, currentUser(request), request.body),
  );
}
