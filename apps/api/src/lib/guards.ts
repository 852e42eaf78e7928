/**
 * Route guards. Every write route declares one, e.g.
 *   app.post('/teams', { onRequest: requireRole('admin'), schema }, handler)
 *   app.delete('/teams/:id', { onRequest: requireRole('superadmin'), schema }, handler)
 *   app.post('/articles/:id/like', { onRequest: requireUser, schema }, handler)
 * `onRequest` is the natural place; a guard put in preValidation/preHandler is moved to onRequest by the
 * auth plugin anyway, so guests get 401 before their body is validated.
 *
 * `request.user` is filled by the auth plugin (auth-plugin.ts) from the Bearer token and the database.
 *
 * A game server is not a member: `requireLeagueKey('results:submit')` lets through a request that carries a
 * league API key of that scope (league-keys.ts) and sets `request.leagueKey`. The route table records the
 * scope beside the role, so the API document and the permission matrix know how such a route is called.
 */
import type { Role } from '@league/shared/domain/league';
import {
  type Action,
  type ActionTargets,
  can,
  hasRole,
  ROLE_RANK,
  type TargetArgs,
} from '@league/shared/domain/permissions';
import type { LeagueKeyScope } from '@league/shared/schemas/api-keys';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from './auth-user.ts';
import { AppError } from './errors.ts';
import { checkLeagueKey, type LeagueKeyRef, leagueKeyOf } from './league-keys.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The league API key a game server's request carried, once its guard accepted it. */
    leagueKey: LeagueKeyRef | null;
  }
}

export const NOT_LOGGED_IN = 'You must be logged in';
export const NO_PERMISSION = 'You do not have permission to do this';

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Each guard made by this module, with the error statuses it can answer (the API document lists them). */
const guards = new WeakMap<object, readonly number[]>();

/** True for functions made by this module; the auth plugin uses it to run guards first. */
export function isGuard(fn: unknown): boolean {
  return typeof fn === 'function' && guards.has(fn);
}

/** The statuses a guard can refuse with: 401 without a valid token, 403 when the role is too low. */
export function guardStatuses(fn: unknown): readonly number[] {
  return (typeof fn === 'function' && guards.get(fn)) || [];
}

/** The least role each guard lets through. */
const guardRoles = new WeakMap<object, Role>();
/** The key scope each game-server guard asks for. */
const guardScopes = new WeakMap<object, LeagueKeyScope>();

/** The key scope the guards among `fns` ask for, or null when none is a game-server guard. */
export function guardedScope(fns: readonly unknown[]): LeagueKeyScope | null {
  for (const fn of fns) {
    const scope = typeof fn === 'function' ? guardScopes.get(fn) : undefined;
    if (scope) return scope;
  }
  return null;
}

/**
 * The least role the guards among `fns` let through (the strongest of them), or null without a guard. The
 * route table (auth-plugin.ts) keeps it, so tests can find every staff route (test/activity.test.ts).
 */
export function guardedRole(fns: readonly unknown[]): Role | null {
  let least: Role | null = null;
  for (const fn of fns) {
    const role = typeof fn === 'function' ? guardRoles.get(fn) : undefined;
    if (role && (least === null || ROLE_RANK[role] > ROLE_RANK[least])) least = role;
  }
  return least;
}

function markGuard(fn: Guard, role: Role, statuses: readonly number[] = [401, 403]): Guard {
  guards.set(fn, statuses);
  guardRoles.set(fn, role);
  return fn;
}

const ROLES_UPWARD = (Object.keys(ROLE_RANK) as Role[]).sort((a, b) => ROLE_RANK[a] - ROLE_RANK[b]);

export const unauthorized = () => new AppError('UNAUTHORIZED', NOT_LOGGED_IN);
export const forbidden = (message = NO_PERMISSION) => new AppError('FORBIDDEN', message);

/** The logged-in user, or a 401; for handlers behind a guard that want a non-null user. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** 401 `You must be logged in` without a valid token (missing, garbage, expired, or a deleted user). */
export const requireUser: Guard = markGuard(
  async (request) => {
    currentUser(request);
  },
  'user',
  [401],
);

/** 401 when not logged in, 403 `You do not have permission to do this` when the role is below `role`. */
export function requireRole(role: 'admin' | 'superadmin'): Guard {
  return markGuard(async (request) => {
    const user = currentUser(request);
    if (!hasRole(user.role, role)) throw forbidden();
  }, role);
}

/** What a game server's request is told when its key is refused (docs/product/live.md#errors). */
export const LEAGUE_KEY_REFUSALS = {
  missing: 'A league API key is required: send it as Authorization: Bearer lk_… or in X-League-Key',
  wrong: 'This league API key is not valid',
  revoked: 'This league API key was revoked; ask a superadmin for a new one',
  scope: 'This league API key may not do this',
} as const;

/**
 * 401 without a league API key, with a wrong one or a revoked one; 403 for a key of another scope. Game
 * servers call these routes, never members: a member's token is not a key.
 */
export function requireLeagueKey(scope: LeagueKeyScope): Guard {
  const guard: Guard = async (request) => {
    const check = await checkLeagueKey(request.server.db, leagueKeyOf(request), scope);
    if ('ok' in check) {
      request.leagueKey = check.ok;
      return;
    }
    const message = LEAGUE_KEY_REFUSALS[check.refused];
    throw new AppError(check.refused === 'scope' ? 'FORBIDDEN' : 'UNAUTHORIZED', message);
  };
  guards.set(guard, [401, 403]);
  guardScopes.set(guard, scope);
  return guard;
}

type TargetlessAction = { [A in Action]: undefined extends ActionTargets[A] ? A : never }[Action];

/** Same as requireRole but named by what the route does, e.g. `requirePermission('league:delete')`. */
export function requirePermission(action: TargetlessAction): Guard {
  return markGuard(
    async (request) => {
      const user = currentUser(request);
      if (!can(user, action)) throw forbidden();
    },
    ROLES_UPWARD.find((role) => can({ id: 0, role }, action)) ?? 'superadmin',
  );
}

/** For checks that need the target (own article, role change): throws 401/403 from inside a handler. */
export function assertCan<A extends Action>(
  request: FastifyRequest,
  action: A,
  ...target: TargetArgs<A>
): AuthUser {
  const user = currentUser(request);
  if (!can(user, action, ...target)) throw forbidden();
  return user;
}
