/**
 * Rate limits as route facts (docs/decisions/0058-rate-limits-and-secrets-at-rest.md,
 * docs/product/settings.md#rate-limits). Every write route under /api is limited without anyone writing it:
 * the auth plugin gives each one the default of its kind (who its guard lets in), and a route that needs
 * another limit declares it in its `config.rateLimit`, which is laid over the default.
 *
 *   app.post('/users/register', { config: { openToGuests: true, rateLimit: perAddress(5, '30 minutes') } }, …)
 *
 * Each route counts on its own, per caller: the account of a signed-in member, the league API key on a game
 * server's route, else the client address (an IPv6 /64 counts as one address, as one household's devices
 * share it). Counters live in this process only.
 */
import { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { Role } from '@league/shared/domain/league';
import type { FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from './errors.ts';
import { leagueKeyOf, leagueKeyPrefixOf } from './league-keys.ts';

export interface RateLimitSettings {
  signUpsPer30Minutes: number;
  loginsPerMinute: number;
  /** Writes open to guests (trivia plays), per account when signed in, else per address. */
  guestWritesPerMinute: number;
  memberWritesPerMinute: number;
  staffWritesPerMinute: number;
  /** Calls of a game server's routes, per league API key. */
  gameServerCallsPerMinute: number;
}

/** Who a write route lets in, which decides its default limit. */
export type WriteKind = 'guest' | 'member' | 'staff' | 'game-server';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** POST, PUT, PATCH and DELETE under /api: the routes that are limited. */
export function isWriteRoute(method: string, url: string): boolean {
  return WRITE_METHODS.has(method.toUpperCase()) && url.startsWith('/api/');
}

/** A game server's route (its guard asks for a key scope), a staff route, a member's, else one open to guests. */
export function writeKindOf(role: Role | null, keyScope: string | null): WriteKind {
  if (keyScope) return 'game-server';
  if (role === 'admin' || role === 'superadmin') return 'staff';
  return role === 'user' ? 'member' : 'guest';
}

/** The client address; an IPv6 address by its /64, which one home or phone rotates addresses within. */
export const byAddress = (request: FastifyRequest): string => `ip:${normalizeIP(request.ip)}`;

/** The signed-in account, else the client address. */
export const byCaller = (request: FastifyRequest): string =>
  request.user ? `user:${request.user.id}` : byAddress(request);

/**
 * The league API key by the part of it kept in the clear (the limiter runs before the guard has checked
 * the key), else the client address. A made-up key only ever earns its own 401s.
 */
export const byLeagueKey = (request: FastifyRequest): string => {
  const key = leagueKeyOf(request);
  return key ? `key:${leagueKeyPrefixOf(key)}` : byAddress(request);
};

/** A limit counted per client address whoever is signed in: sign-up and login. */
export const perAddress = (max: number, timeWindow: string): RateLimitOptions => ({
  max,
  timeWindow,
  keyGenerator: byAddress,
});

/** The limit a write route of `kind` has unless it declares its own. */
export function defaultRateLimit(kind: WriteKind, settings: RateLimitSettings): RateLimitOptions {
  switch (kind) {
    case 'game-server':
      return { max: settings.gameServerCallsPerMinute, timeWindow: '1 minute', keyGenerator: byLeagueKey };
    case 'staff':
      return { max: settings.staffWritesPerMinute, timeWindow: '1 minute', keyGenerator: byCaller };
    case 'member':
      return { max: settings.memberWritesPerMinute, timeWindow: '1 minute', keyGenerator: byCaller };
    case 'guest':
      return { max: settings.guestWritesPerMinute, timeWindow: '1 minute', keyGenerator: byCaller };
  }
}

/**
 * Gives a write route its limit: the default of its kind with what the route declares laid over it. A
 * write route cannot turn its limit off (`rateLimit: false`): that would be a door without a lock.
 */
export function applyRateLimitFact(
  route: RouteOptions,
  role: Role | null,
  keyScope: string | null,
  settings: RateLimitSettings,
): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (!methods.some((method) => isWriteRoute(String(method), route.url))) return;
  const declared = route.config?.rateLimit;
  if (declared === false) throw new Error(`${route.url}: a write route cannot turn its rate limit off`);
  const rateLimit = { ...defaultRateLimit(writeKindOf(role, keyScope), settings), ...declared };
  route.config = { ...route.config, rateLimit };
}

/** The 429 in the API's error shape; the limiter has set Retry-After and the RateLimit headers already. */
export function rateLimitedError(_request: FastifyRequest, context: { after: string; ttl: number }) {
  return new AppError(
    'RATE_LIMITED',
    `Too many requests. Please wait ${context.after} and try again.`,
    undefined,
    {
      retryAfter: Math.ceil(context.ttl / 1000),
    },
  );
}
