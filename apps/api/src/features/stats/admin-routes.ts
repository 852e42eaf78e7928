import { StatEntrySchema } from '@league/shared/schemas/stats';
import {
  CreateStatBodySchema,
  CreateStatByNameBodySchema,
  DeleteStatResultSchema,
  UpdateStatBodySchema,
} from '@league/shared/schemas/stats-admin';
import type { FastifyInstance } from 'fastify';
import {
  declareLeagueCreate,
  declareLeagueDelete,
  declareLeagueEdit,
} from '../../lib/league-write-routes.ts';
import type { ExampleRefs } from '../../lib/route-facts.ts';
import { createStatLine, createStatLineByName, deleteStatLine, updateStatLine } from './admin-service.ts';

export async function statAdminRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['stats'];
  const entityType = 'stat-line';
  const description =
    'The player must be on one of the game’s two teams; one line per player and game (409); kills may not ' +
    'exceed attempts. Records are recalculated after the write.';
  const line = { spikeKills: 14, spikeAttempts: 31, apeKills: 2, apeAttempts: 5, spikingErrors: 4, digs: 11 };
  /** A second line for the player who already has one in the game: one line per player and game. */
  const secondLine = async (r: ExampleRefs) => {
    await r.statLine();
    const league = await r.league();
    return { ...line, gameId: league.gameId, playerId: league.player1.id };
  };

  declareLeagueCreate(app, '/stats', {
    entityType,
    tags,
    summary: 'Create a stat line for a player (by id) in a game',
    description,
    errors: [404, 409],
    example: {
      body: async (r) => {
        const league = await r.league();
        return { ...line, gameId: league.gameId, playerId: league.player1.id };
      },
      refused: { body: secondLine, status: 409 },
    },
    body: CreateStatBodySchema,
    response: StatEntrySchema,
    create: createStatLine,
  });

  declareLeagueCreate(app, '/stats/by-name', {
    entityType,
    tags,
    summary: 'Create a stat line for a player named (any case) in a game',
    description,
    errors: [404, 409],
    example: {
      body: async (r) => {
        const league = await r.league();
        return {
          playerName: league.player2.name,
          gameId: league.gameId,
          assists: 38,
          digs: 6,
          aces: 2,
          settingErrors: 1,
        };
      },
      // Nobody of that name plays.
      refused: {
        body: async (r) => ({ playerName: 'nobody_here', gameId: (await r.league()).gameId, aces: 1 }),
        status: 404,
      },
    },
    body: CreateStatByNameBodySchema,
    response: StatEntrySchema,
    create: createStatLineByName,
  });

  declareLeagueEdit(app, '/stats/:id', {
    entityType,
    tags,
    summary: 'Edit a stat line (changed numbers only; the whole line is checked again)',
    description,
    errors: [409],
    example: { params: async (r) => ({ id: await r.statLine() }), body: { digs: 12 } },
    body: UpdateStatBodySchema,
    response: StatEntrySchema,
    edit: updateStatLine,
  });

  declareLeagueDelete(app, '/stats/:id', {
    entityType,
    tags,
    summary: 'Delete a stat line, then recalculate the records (superadmin)',
    example: { params: async (r) => ({ id: await r.statLine() }) },
    response: DeleteStatResultSchema,
    remove: deleteStatLine,
  });
}
