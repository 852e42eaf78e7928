import { STAT_FIELDS, type StatField } from '@league/shared/domain/league';
import {
  AddToGameBodySchema,
  BatchCsvBodySchema,
  UploadResultSchema,
} from '@league/shared/schemas/stat-uploads';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireRole } from '../../lib/guards.ts';
import { addStatsToGame, uploadGameWithStats } from './upload-service.ts';

export async function statUploadRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['stats'];
  /** A stat sheet's line: every counter present, as the CSV upload sends them. */
  const sheetLine = (playerName: string, teamName: string, counts: Partial<Record<StatField, number>>) => ({
    playerName,
    teamName,
    ...Object.fromEntries(STAT_FIELDS.map((field) => [field, counts[field] ?? 0])),
  });

  app.post(
    '/stats/batch-csv',
    {
      onRequest: requireRole('admin'),
      config: {
        activity: { kind: 'upload', entityType: 'game' },
        errors: [404, 409],
        example: {
          body: async (r) => {
            const { seasonId, team1, team2, player1, player2 } = await r.league();
            return {
              gameData: {
                teamNames: [team2.name, team1.name],
                seasonId,
                team1Score: 3,
                team2Score: 0,
                stage: 'Losers Bracket; Round 1',
                name: `${team2.name} vs. ${team1.name}`,
              },
              statsData: [
                sheetLine(player2.name, team2.name, {
                  spikeKills: 17,
                  spikeAttempts: 29,
                  aces: 3,
                  servingErrors: 2,
                }),
                sheetLine(player1.name, team1.name, { spikeKills: 9, spikeAttempts: 25, blocks: 2 }),
              ],
            };
          },
          // A player of the sheet plays for neither team: listed, nothing written.
          refused: {
            body: async (r) => {
              const { seasonId, team1, team2 } = await r.league();
              return {
                gameData: {
                  teamNames: [team1.name, team2.name],
                  seasonId,
                  team1Score: 3,
                  team2Score: 1,
                  stage: 'Grand Finals',
                },
                statsData: [sheetLine('nobody_here', team1.name, { digs: 3 })],
              };
            },
            status: 400,
          },
        },
      },
      schema: {
        tags,
        summary: 'Create a game and its stat lines from a parsed stat sheet, all or nothing',
        body: BatchCsvBodySchema,
        response: { 201: UploadResultSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await uploadGameWithStats(app.db, currentUser(request), request.body)),
  );

  app.post(
    '/stats/add-to-game',
    {
      onRequest: requireRole('admin'),
      config: {
        activity: { kind: 'upload', entityType: 'game' },
        errors: [404, 409],
        example: {
          body: async (r) => {
            const { gameId, team2, player2 } = await r.league();
            return {
              gameId,
              statsData: [sheetLine(player2.name, team2.name, { digs: 19, blocks: 1, assists: 3 })],
            };
          },
          // The player already has a line in that game.
          refused: {
            body: async (r) => {
              await r.statLine();
              const { gameId, team1, player1 } = await r.league();
              return { gameId, statsData: [sheetLine(player1.name, team1.name, { digs: 4 })] };
            },
            status: 409,
          },
        },
      },
      schema: {
        tags,
        summary: 'Add stat lines from a parsed stat sheet to an existing game, all or nothing',
        body: AddToGameBodySchema,
        response: { 201: UploadResultSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addStatsToGame(app.db, currentUser(request), request.body)),
  );
}
