import { DeleteResultSchema } from '@league/shared/schemas/admin-fields';
import { SeasonDetailSchema } from '@league/shared/schemas/seasons';
import { CreateSeasonBodySchema, UpdateSeasonBodySchema } from '@league/shared/schemas/seasons-admin';
import type { FastifyInstance } from 'fastify';
import {
  declareLeagueCreate,
  declareLeagueDelete,
  declareLeagueEdit,
  deleted,
} from '../../lib/league-write-routes.ts';
import { createSeason, deleteSeason, editSeason } from './admin-service.ts';

export async function seasonAdminRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['seasons'];
  const entityType = 'season';

  declareLeagueCreate(app, '/seasons', {
    entityType,
    tags,
    summary: 'Create a season (dates YYYY-MM-DD; no end date means ongoing)',
    errors: [409],
    example: {
      body: async (r) => ({
        seasonNumber: await r.freeSeasonNumber(),
        theme: 'Winter Cup',
        startDate: '2027-01-09',
        endDate: null,
        image: null,
      }),
      // The season number is taken.
      refused: {
        body: async (r) => ({
          seasonNumber: (await r.league()).seasonNumber,
          theme: 'Taken',
          startDate: '2027-01-09',
        }),
        status: 409,
      },
    },
    body: CreateSeasonBodySchema,
    response: SeasonDetailSchema,
    create: createSeason,
  });

  declareLeagueEdit(app, '/seasons/:id', {
    entityType,
    tags,
    summary: 'Edit a season (by id, not number)',
    errors: [409],
    example: {
      params: async (r) => ({ id: (await r.league()).seasonId }),
      body: { theme: 'Winter Cup 2027' },
    },
    body: UpdateSeasonBodySchema,
    response: SeasonDetailSchema,
    edit: editSeason,
  });

  declareLeagueDelete(app, '/seasons/:id', {
    entityType,
    tags,
    summary: 'Delete an empty season (refused while it has teams, games, awards or matches)',
    errors: [409],
    example: { params: async (r) => ({ id: (await r.emptySeason()).id }) },
    response: DeleteResultSchema,
    remove: deleted('Season', deleteSeason),
  });
}
