/**
 * Which error statuses each operation can answer, for the API document. Most follow from the route's
 * declaration: a guard answers 401 (and 403 when it needs a role), anything with input answers 400, a path
 * parameter names something that may not exist (404), a body may be too large (413), a rate limit answers
 * 429, and any route may fail with 500. What only the service knows is listed here by route.
 */
import type { RouteOptions } from 'fastify';
import { guardStatuses } from '../lib/guards.ts';

/** Keys are `METHOD /url` as Fastify declares them. */
const FROM_SERVICES: Record<string, readonly number[]> = {
  'POST /api/users/register': [409],
  'PATCH /api/admin/users/:id/role': [409],
  // Staff-only states are refused to guests (401) and members (403) by the service.
  'GET /api/articles': [401, 403],
  'GET /api/articles/:id': [404],
  'DELETE /api/articles/:id': [403],
  'POST /api/articles/:id/like': [409],
  'DELETE /api/articles/:id/like': [409],
  'POST /api/seasons': [409],
  'PATCH /api/seasons/:id': [409],
  'DELETE /api/seasons/:id': [409],
  'PATCH /api/players/:id': [409],
  'DELETE /api/players/:id': [409],
  'POST /api/players/batch/by-team-name': [404, 409],
  'GET /api/players/compare': [404],
  'POST /api/teams': [409],
  'PATCH /api/teams/:id': [409],
  'DELETE /api/teams/:id': [409],
  'PATCH /api/games/:id': [409],
  'POST /api/games/createByNames': [404, 409],
  'POST /api/stats': [404, 409],
  'PATCH /api/stats/:id': [409],
  'POST /api/stats/by-name': [404, 409],
  'POST /api/stats/batch-csv': [404, 409],
  'POST /api/stats/add-to-game': [404, 409],
  'POST /api/awards/with-names': [404],
  'POST /api/matches': [409],
  'PATCH /api/matches/:id': [409],
  'POST /api/matches/import-challonge': [502],
  'POST /api/trivia/guess': [404],
  'GET /api/roblox/avatar/:username': [502],
};

export const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request: a parameter or a body field is invalid (`errors` names each one)',
  401: 'Not logged in: no token, or an invalid or expired one',
  403: 'Logged in, but not allowed to do this',
  404: 'Not found',
  409: 'Conflict with the data as it is (a name already taken, something still depends on it, already done)',
  413: 'The request body is too large',
  429: 'Too many attempts from this address; wait a minute',
  500: 'The server failed; nothing was changed',
  502: 'An upstream service (Challonge, Roblox) failed or refused',
  503: 'The database does not answer',
};

type Hook = RouteOptions['onRequest'];
const hooksOf = (hook: Hook | undefined): unknown[] => (Array.isArray(hook) ? hook : hook ? [hook] : []);

const guardsOf = (route: RouteOptions): unknown[] =>
  [route.onRequest, route.preValidation, route.preHandler].flatMap((hook) => hooksOf(hook as Hook));

/** True when a guard runs before the route: the operation needs a token. */
export function isGuarded(route: RouteOptions): boolean {
  return guardsOf(route).some((fn) => guardStatuses(fn).length > 0);
}

export function errorStatusesOf(route: RouteOptions): number[] {
  const method = String(route.method);
  const schema = route.schema ?? {};
  const statuses = new Set<number>([500]);
  for (const fn of guardsOf(route)) for (const status of guardStatuses(fn)) statuses.add(status);
  if (schema.params || schema.querystring || schema.body) statuses.add(400);
  if (schema.params) statuses.add(404);
  if (schema.body) statuses.add(413);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) statuses.add(429);
  if (route.url === '/api/health') statuses.add(503);
  for (const status of FROM_SERVICES[`${method} ${route.url}`] ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

/** The route keys listed above, for the test that checks each still names a route. */
export const SERVICE_ERROR_ROUTES = Object.keys(FROM_SERVICES);
