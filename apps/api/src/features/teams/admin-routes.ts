import { DeleteResultSchema } from '@league/shared/schemas/admin-fields';
import { TeamDetailSchema } from '@league/shared/schemas/teams';
import { CreateTeamBodySchema, UpdateTeamBodySchema } from '@league/shared/schemas/teams-admin';
import type { FastifyInstance } from 'fastify';
import {
  declareLeagueCreate,
  declareLeagueDelete,
  declareLeagueEdit,
  deleted,
} from '../../lib/league-write-routes.ts';
import { createTeam, deleteTeam, editTeam } from './admin-service.ts';

export async function teamAdminRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['teams'];
  const entityType = 'team';

  declareLeagueCreate(app, '/teams', {
    entityType,
    tags,
    summary: 'Create a team in the season with that number',
    errors: [409],
    example: {
      body: async (r) => ({
        name: r.unique('Harbor Hawks'),
        seasonNumber: (await r.emptySeason()).seasonNumber,
        placement: 'Didnt make playoffs',
        logoUrl: null,
      }),
      // The season already has a team of that name (names are matched ignoring case).
      refused: {
        body: async (r) => {
          const league = await r.league();
          return { name: league.team1.name.toUpperCase(), seasonNumber: league.seasonNumber };
        },
        status: 409,
      },
    },
    body: CreateTeamBodySchema,
    response: TeamDetailSchema,
    create: createTeam,
  });

  declareLeagueEdit(app, '/teams/:id', {
    entityType,
    tags,
    summary: 'Edit a team (a team with games cannot change season)',
    errors: [409],
    example: { params: async (r) => ({ id: (await r.league()).team1.id }), body: { placement: '1st Place' } },
    body: UpdateTeamBodySchema,
    response: TeamDetailSchema,
    edit: editTeam,
  });

  declareLeagueDelete(app, '/teams/:id', {
    entityType,
    tags,
    summary: 'Delete a team without games (its roster links go with it)',
    errors: [409],
    example: { params: async (r) => ({ id: await r.teamWithoutGames() }) },
    response: DeleteResultSchema,
    remove: deleted('Team', deleteTeam),
  });
}
