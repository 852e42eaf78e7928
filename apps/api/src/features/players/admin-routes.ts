import { DeleteResultSchema } from '@league/shared/schemas/admin-fields';
import { PlayerDetailSchema, PlayerMediumSchema } from '@league/shared/schemas/players';
import { BatchPlayersBodySchema, UpdatePlayerBodySchema } from '@league/shared/schemas/players-admin';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  declareLeagueCreate,
  declareLeagueDelete,
  declareLeagueEdit,
  deleted,
} from '../../lib/league-write-routes.ts';
import { createPlayersByTeamName, deletePlayer, editPlayer } from './admin-service.ts';

export async function playerAdminRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['players'];
  const entityType = 'player';

  declareLeagueCreate(app, '/players/batch/by-team-name', {
    entityType,
    tags,
    summary: 'Create players (or add existing ones to teams) by team name, all or nothing',
    description:
      'A list of {name, position, teamNames, seasonNumber?} (or {players: [...]}). Names are lower-cased; ' +
      "a team name means that season's team, or without seasonNumber the latest season's team of that name.",
    errors: [404, 409],
    example: {
      body: async (r) => {
        const league = await r.league();
        return [
          { name: r.unique('skyhook_9'), position: 'Spiker', teamNames: [league.team1.name] },
          { name: r.unique('lowdig'), position: 'Libero', teamNames: [league.team2.name] },
        ];
      },
      // No team of that name exists.
      refused: {
        body: [{ name: 'benchwarmer', position: 'Setter', teamNames: ['No Such Team'] }],
        status: 400,
      },
    },
    body: BatchPlayersBodySchema,
    response: z.array(PlayerMediumSchema),
    create: createPlayersByTeamName,
  });

  declareLeagueEdit(app, '/players/:id', {
    entityType,
    tags,
    summary: 'Rename a player or change their position',
    errors: [409],
    example: { params: async (r) => ({ id: (await r.league()).player1.id }), body: { position: 'Setter' } },
    body: UpdatePlayerBodySchema,
    response: PlayerDetailSchema,
    edit: editPlayer,
  });

  declareLeagueDelete(app, '/players/:id', {
    entityType,
    tags,
    summary: 'Delete a player without stat lines (roster and award links go with them)',
    errors: [409],
    example: { params: async (r) => ({ id: await r.unattachedPlayer() }) },
    response: DeleteResultSchema,
    remove: deleted('Player', deletePlayer),
  });
}
