/**
 * The bracket challenge (docs/product/pickem.md#bracket-challenge). A season's brackets and board are public;
 * a filled bracket is a member's own. Also registers the scoring for every match change on this database.
 */
import {
  BracketChallengeQuerySchema,
  type BracketChallengeRead,
  BracketChallengeReadSchema,
  BracketEntryBodySchema,
  BracketEntrySchema,
  MyBracketEntrySchema,
} from '@league/shared/schemas/bracket-challenge';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../lib/guards.ts';
import { cachedRead } from '../../lib/read-path.ts';
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

  // Every visitor of /bracket-challenge asks for the same season: it is read once until the brackets lock,
  // a bracket is saved here or the league's data changes (a result, a match going live), at most a minute.
  // A bracket saved through another instance shows in its count within that minute: before the lock nothing
  // else of a bracket shows.
  const READ_LIFETIME_MS = 60_000;
  const reads = cachedRead<BracketChallengeRead>(app, 'bracket-challenge', {
    ttlMs: READ_LIFETIME_MS,
    maxEntries: 32,
    follows: 'league-data',
    ttlOf: (read) =>
      read.locked || read.lockAt === null
        ? READ_LIFETIME_MS
        : Math.min(READ_LIFETIME_MS, Date.parse(read.lockAt) - ctx.now().getTime()),
  });

  app.get(
    '/bracket-challenge',
    {
      config: { parameters: { seasonNumber: SEASON_PARAMETER }, example: {} },
      schema: {
        tags,
        summary: "A season's bracket challenge: its brackets, results, lock, splits once locked and board",
        description:
          'Public: the brackets lock at the first playoff match start on the server clock (or once a playoff ' +
          'match is live or completed), and only then do the splits of the filled brackets show. ' +
          '`serverTime` is the server clock as it answers.',
        querystring: BracketChallengeQuerySchema,
        response: { 200: BracketChallengeReadSchema },
      },
    },
    async (request) => {
      const season = request.query.seasonNumber;
      const read = await reads.get(String(season ?? 'current'), () =>
        readBracketChallenge(app.db, ctx, season),
      );
      return { ...read, serverTime: ctx.now().toISOString() };
    },
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
    async (request) => {
      const saved = await saveMyBracket(app.db, ctx, currentUser(request), request.body);
      // The season's count of filled brackets has changed.
      reads.clear();
      return saved;
    },
  );
}
