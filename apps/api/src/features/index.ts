/**
 * The API's features, registered under /api. Each feature folder's routes.ts is the feature's plugin: it
 * declares its public routes and registers its other route files (admin-routes.ts for staff writes, and the
 * like); services (service.ts, admin-service.ts: the use cases, no SQL) and queries (queries.ts: all the SQL)
 * sit beside them. A feature uses another only through its service.ts, without cycles, and asks for the
 * effects of a write (the activity log, the chat, recalculations) through the unit of work rather than
 * through the features that deliver them (docs/decisions/0015-api-layering.md,
 * docs/decisions/0039-routes-declare-their-facts.md; checked by test/api-layering.test.ts).
 */
import type { FastifyInstance } from 'fastify';
import { activityRoutes } from './activity/routes.ts';
import { apiKeyRoutes } from './api-keys/routes.ts';
import { articleRoutes } from './articles/routes.ts';
import { avatarRoutes } from './avatars/routes.ts';
import { awardRoutes } from './awards/routes.ts';
import { backupRoutes } from './backups/routes.ts';
import { bracketChallengeRoutes } from './bracket-challenge/routes.ts';
import { chatWebhookRoutes } from './chat-webhooks/routes.ts';
import { countRoutes } from './counts/routes.ts';
import { followRoutes } from './follows/routes.ts';
import { gameRoutes } from './games/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { leaderboardRoutes } from './leaderboard/routes.ts';
import { liveRoutes } from './live/routes.ts';
import { matchRoutes } from './matches/routes.ts';
import { pickemRoutes } from './pickem/routes.ts';
import { playerRoutes } from './players/routes.ts';
import { pushNotificationRoutes } from './push-notifications/routes.ts';
import { ratingRoutes } from './ratings/routes.ts';
import { recapRoutes } from './recap/routes.ts';
import { recordRoutes } from './records/routes.ts';
import { resultRoutes } from './results/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { seasonRoutes } from './seasons/routes.ts';
import { standingsRoutes } from './standings/routes.ts';
import { statRoutes } from './stats/routes.ts';
import { teamRoutes } from './teams/routes.ts';
import { triviaRoutes } from './trivia/routes.ts';
import { userRoutes } from './users/routes.ts';
import { voteRoutes } from './votes/routes.ts';

const FEATURES = [
  healthRoutes,
  userRoutes,
  articleRoutes,
  seasonRoutes,
  playerRoutes,
  teamRoutes,
  gameRoutes,
  awardRoutes,
  matchRoutes,
  standingsRoutes,
  ratingRoutes,
  recapRoutes,
  statRoutes,
  countRoutes,
  avatarRoutes,
  recordRoutes,
  leaderboardRoutes,
  triviaRoutes,
  searchRoutes,
  backupRoutes,
  activityRoutes,
  chatWebhookRoutes,
  followRoutes,
  pushNotificationRoutes,
  liveRoutes,
  apiKeyRoutes,
  resultRoutes,
  pickemRoutes,
  bracketChallengeRoutes,
  voteRoutes,
];

export async function registerFeatures(api: FastifyInstance): Promise<void> {
  for (const feature of FEATURES) await api.register(feature);
}
