/**
 * Which error statuses each operation can answer, for the API document. Most follow from the route's
 * declaration: a guard answers 401 (and 403 when it needs a role), anything with input answers 400, a path
 * parameter names something that may not exist (404), a body may be too large (413), a rate limit (every
 * write route has one: lib/rate-limits.ts) answers 429, and any route may fail with 500. What only the service knows the route declares itself
 * (`config.errors`, lib/route-facts.ts).
 */

import type { LeagueKeyScope } from '@league/shared/schemas/api-keys';
import type { RouteOptions } from 'fastify';
import { guardedScope, guardStatuses } from '../lib/guards.ts';

export const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request: a parameter or a body field is invalid (`errors` names each one)',
  401: 'Not logged in: no token, or an invalid or expired one (for a game server: no league API key, or a wrong or revoked one)',
  403: 'Logged in, but not allowed to do this',
  404: 'Not found',
  409: 'Conflict with the data as it is (a name already taken, something still depends on it, already done)',
  413: 'The request body is too large',
  429: 'Too many requests from this account, league API key or address (`Retry-After` says how many seconds to wait); every answer of a limited operation carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`',
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

/** The league API key scope a game server's route asks for; null for every other route. */
export function keyScopeOf(route: RouteOptions): LeagueKeyScope | null {
  return guardedScope(guardsOf(route));
}

export function errorStatusesOf(route: RouteOptions): number[] {
  const schema = route.schema ?? {};
  const statuses = new Set<number>([500]);
  for (const fn of guardsOf(route)) for (const status of guardStatuses(fn)) statuses.add(status);
  if (schema.params || schema.querystring || schema.body) statuses.add(400);
  if (schema.params) statuses.add(404);
  if (schema.body) statuses.add(413);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) statuses.add(429);
  for (const status of route.config?.errors ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}
