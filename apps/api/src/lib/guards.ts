/**
 * Route guards. Every write route declares one, e.g.
 *   app.post('/teams', { onRequest: requireRole('admin'), schema }, handler)
 *   app.delete('/teams/:id', { onRequest: requireRole('superadmin'), schema }, handler)
 *   app.post('/articles/:id/like', { onRequest: requireUser, schema }, handler)
 * `onRequest` is the natural place; a guard put in preValidation/preHandler is moved to onRequest by the
 * auth plugin anyway, so guests get 401 before their body is validated.
 *
 * `request.user` is filled by the auth plugin (auth-plugin.ts) from the Bearer token and the database.
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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from './auth-user.ts';
import { AppError } from './errors.ts';

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
