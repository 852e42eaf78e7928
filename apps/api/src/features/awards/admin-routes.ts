import { DeleteResultSchema } from '@league/shared/schemas/admin-fields';
import { AwardDetailSchema } from '@league/shared/schemas/awards';
import { CreateAwardBodySchema, UpdateAwardBodySchema } from '@league/shared/schemas/awards-admin';
import type { FastifyInstance } from 'fastify';
import {
  declareLeagueCreate,
  declareLeagueDelete,
  declareLeagueEdit,
  deleted,
} from '../../lib/league-write-routes.ts';
import { createAwardWithNames, deleteAward, editAward } from './admin-service.ts';

export async function awardAdminRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['awards'];
  const entityType = 'award';

  declareLeagueCreate(app, '/awards/with-names', {
    entityType,
    tags,
    summary: 'Give an award to a player named by name, in the season with that id',
    errors: [404],
    example: {
      body: async (r) => {
        const league = await r.league();
        return {
          type: 'MVP',
          description: 'Most valuable player of the Winter Cup',
          seasonId: league.seasonId,
          playerName: league.player1.name,
        };
      },
      // Nobody of that name plays.
      refused: {
        body: async (r) => ({
          type: 'MVP',
          description: 'Nobody',
          seasonId: (await r.league()).seasonId,
          playerName: 'nobody_here',
        }),
        status: 400,
      },
    },
    body: CreateAwardBodySchema,
    response: AwardDetailSchema,
    create: createAwardWithNames,
  });

  declareLeagueEdit(app, '/awards/:id', {
    entityType,
    tags,
    summary: 'Edit an award; playerName makes that player the only recipient',
    example: {
      params: async (r) => ({ id: await r.award() }),
      body: { description: 'Most valuable player of the Winter Cup 2027' },
    },
    body: UpdateAwardBodySchema,
    response: AwardDetailSchema,
    edit: editAward,
  });

  declareLeagueDelete(app, '/awards/:id', {
    entityType,
    tags,
    summary: 'Delete an award (its recipient links go with it)',
    example: { params: async (r) => ({ id: await r.award() }) },
    response: DeleteResultSchema,
    remove: deleted('Award', deleteAward),
  });
}
