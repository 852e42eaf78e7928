import { GameDetailSchema } from '@league/shared/schemas/games';
import {
  CreateGameBodySchema,
  DeleteGameResultSchema,
  UpdateGameBodySchema,
} from '@league/shared/schemas/games-admin';
import type { FastifyInstance } from 'fastify';
import {
  declareLeagueCreate,
  declareLeagueDelete,
  declareLeagueEdit,
} from '../../lib/league-write-routes.ts';
import { createGameByNames, deleteGame, updateGame } from './admin-service.ts';

export async function gameAdminRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['games'];
  const entityType = 'game';

  declareLeagueCreate(app, '/games/createByNames', {
    entityType,
    tags,
    summary: 'Create a game, naming its two teams (looked up in that season)',
    description: 'seasonId is the season id, not its number. Answers the game as GET /api/games/{id} does.',
    errors: [404, 409],
    example: {
      body: async (r) => {
        const league = await r.league();
        return {
          name: `${league.team1.name} vs. ${league.team2.name}`,
          seasonId: league.seasonId,
          teamNames: [league.team1.name, league.team2.name],
          team1Score: 3,
          team2Score: 1,
          videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          date: '2027-01-09T20:00:00Z',
          stage: 'Winners Bracket; Quarterfinals',
        };
      },
      // One of the teams is not in that season.
      refused: {
        body: async (r) => {
          const league = await r.league();
          return {
            name: 'Nobody vs. Somebody',
            seasonId: league.seasonId,
            teamNames: [league.team1.name, 'No Such Team'],
            team1Score: 3,
            team2Score: 1,
            videoUrl: null,
            date: '2027-01-09T20:00:00Z',
            stage: 'Grand Finals',
          };
        },
        status: 400,
      },
    },
    body: CreateGameBodySchema,
    response: GameDetailSchema,
    create: createGameByNames,
  });

  declareLeagueEdit(app, '/games/:id', {
    entityType,
    tags,
    summary: 'Edit a game (changed fields only)',
    errors: [409],
    example: { params: async (r) => ({ id: (await r.league()).gameId }), body: { team2Score: 2 } },
    body: UpdateGameBodySchema,
    response: GameDetailSchema,
    edit: updateGame,
  });

  declareLeagueDelete(app, '/games/:id', {
    entityType,
    tags,
    summary: 'Delete a game with its stat lines, then recalculate the records (superadmin)',
    example: { params: async (r) => ({ id: (await r.league()).gameId }) },
    response: DeleteGameResultSchema,
    remove: deleteGame,
  });
}
