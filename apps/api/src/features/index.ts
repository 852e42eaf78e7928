/**
 * Every feature's routes, registered under /api. Each feature folder has routes (routes.ts, admin-routes.ts
 * and the like: schema, guard, a call into their own service), services (service.ts, admin-service.ts: the
 * use cases, no SQL) and queries (queries.ts, split into admin-queries.ts when long: all the SQL). A feature
 * uses another only through its service.ts, without cycles (docs/decisions/0015-api-layering.md; checked by
 * test/api-layering.test.ts).
 */
import type { FastifyInstance } from 'fastify';
import { articleRoutes } from './articles/routes.ts';
import { activityRoutes } from './audit/routes.ts';
import { avatarRoutes } from './avatars/routes.ts';
import { awardAdminRoutes } from './awards/admin-routes.ts';
import { awardRoutes } from './awards/routes.ts';
import { backupRoutes } from './backup/routes.ts';
import { backupStatusRoutes } from './backups/routes.ts';
import { chatAdminRoutes } from './chat/admin-routes.ts';
import { countRoutes } from './counts/routes.ts';
import { gameAdminRoutes } from './games/admin-routes.ts';
import { gameRoutes } from './games/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { leaderboardRoutes } from './leaderboard/routes.ts';
import { matchAdminRoutes } from './matches/admin-routes.ts';
import { matchImportRoutes } from './matches/import-routes.ts';
import { matchRoutes } from './matches/routes.ts';
import { playerAdminRoutes } from './players/admin-routes.ts';
import { playerRoutes } from './players/routes.ts';
import { recordRoutes } from './records/routes.ts';
import { seasonAdminRoutes } from './seasons/admin-routes.ts';
import { seasonRoutes } from './seasons/routes.ts';
import { shareImageRoutes } from './share-images/routes.ts';
import { statAdminRoutes } from './stats/admin-routes.ts';
import { statRoutes } from './stats/routes.ts';
import { statUploadRoutes } from './stats/upload-routes.ts';
import { teamAdminRoutes } from './teams/admin-routes.ts';
import { teamRoutes } from './teams/routes.ts';
import { dailyTriviaRoutes } from './trivia/daily-routes.ts';
import { triviaRoutes } from './trivia/routes.ts';
import { authRoutes } from './users/auth-routes.ts';
import { userRoutes } from './users/routes.ts';

export async function registerFeatures(api: FastifyInstance): Promise<void> {
  await api.register(healthRoutes);
  await api.register(authRoutes);
  await api.register(userRoutes);
  await api.register(articleRoutes);
  await api.register(seasonRoutes);
  await api.register(playerRoutes);
  await api.register(teamRoutes);
  await api.register(gameRoutes);
  await api.register(awardRoutes);
  await api.register(matchRoutes);
  await api.register(statRoutes);
  await api.register(countRoutes);
  await api.register(avatarRoutes);
  await api.register(recordRoutes);
  await api.register(leaderboardRoutes);
  await api.register(triviaRoutes);
  await api.register(dailyTriviaRoutes);
  await api.register(shareImageRoutes);
  await api.register(statUploadRoutes);
  await api.register(matchImportRoutes);
  await api.register(seasonAdminRoutes);
  await api.register(teamAdminRoutes);
  await api.register(playerAdminRoutes);
  await api.register(awardAdminRoutes);
  await api.register(gameAdminRoutes);
  await api.register(statAdminRoutes);
  await api.register(matchAdminRoutes);
  await api.register(backupRoutes);
  await api.register(backupStatusRoutes);
  await api.register(activityRoutes);
  await api.register(chatAdminRoutes);
}
