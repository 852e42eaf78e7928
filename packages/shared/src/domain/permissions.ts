/**
 * The one permission model (docs/product/accounts.md#permissions). Pure: the server's guards and the web UI
 * both ask `can()`, so what the UI hides and what the server refuses never drift apart.
 */
import type { Role } from './league.ts';

/** The least a permission check needs to know about who is asking; `null` is a guest. */
export interface Actor {
  id: number;
  role: Role;
}

export const ROLE_RANK: Record<Role, number> = { user: 1, admin: 2, superadmin: 3 };

/** True when `role` is at least `minimum` (a superadmin is also an admin). */
export function hasRole(role: Role, minimum: Role): boolean {
  return ROLE_RANK[role] >= ROLE_RANK[minimum];
}

export interface RoleChangeTarget {
  targetUserId: number;
  currentRole: Role;
  newRole: Role;
}

export interface OwnArticleTarget {
  /** The article's author id; null when the author's account is gone. */
  authorId: number | null;
  /** null = pending, true = approved, false = rejected. */
  approved: boolean | null;
}

/** Each action and the target it may be checked against (undefined = no target needed). */
export interface ActionTargets {
  'profile:read': undefined;
  'article:create': undefined;
  'article:like': undefined;
  'article:delete-own-pending': OwnArticleTarget;
  /** See an article that is not approved: its author and admins. */
  'article:view-unapproved': OwnArticleTarget;
  'article:moderate': undefined;
  'league:write': undefined;
  'league:delete': undefined;
  'users:list': undefined;
  /** Download a portal table (docs/product/portal.md#exports). */
  'table:export': undefined;
  'records:calculate': undefined;
  'csv:upload': undefined;
  'import:run': undefined;
  /** Read the staff activity log (docs/product/activity.md#permissions). */
  'activity:read': undefined;
  /** See role changes in the activity log: who made whom staff is for superadmins only. */
  'activity:read-role-changes': undefined;
  /** The portal's Settings page: chat webhooks and their deliveries (docs/product/chat-webhooks.md#permissions). */
  'settings:manage': undefined;
  /** Post tonight's matches to the chat. */
  'chat:post': undefined;
  /** Read when the last backup and restore drill ran and how they went (docs/product/settings.md#backups). */
  'backups:read': undefined;
  /** Without a target: may this actor change anybody's role at all (shows the role controls). */
  'role:change': RoleChangeTarget | undefined;
}
export type Action = keyof ActionTargets;

/** The smallest role for actions that depend on nothing but the role. */
const MINIMUM_ROLE = {
  'profile:read': 'user',
  'article:create': 'user',
  'article:like': 'user',
  'article:moderate': 'admin',
  'league:write': 'admin',
  'league:delete': 'superadmin',
  'users:list': 'admin',
  'table:export': 'admin',
  'records:calculate': 'admin',
  'csv:upload': 'admin',
  'import:run': 'admin',
  'activity:read': 'admin',
  'activity:read-role-changes': 'superadmin',
  'settings:manage': 'superadmin',
  'chat:post': 'admin',
  'backups:read': 'admin',
} as const satisfies Partial<Record<Action, Role>>;

export type TargetArgs<A extends Action> = undefined extends ActionTargets[A]
  ? [target?: ActionTargets[A]]
  : [target: ActionTargets[A]];

export function can<A extends Action>(
  actor: Actor | null | undefined,
  action: A,
  ...[target]: TargetArgs<A>
): boolean {
  if (!actor) return false;
  switch (action) {
    case 'article:delete-own-pending': {
      const article = target as OwnArticleTarget;
      return article.authorId === actor.id && article.approved === null;
    }
    case 'article:view-unapproved': {
      const article = target as OwnArticleTarget;
      return hasRole(actor.role, 'admin') || article.authorId === actor.id;
    }
    case 'role:change':
      return canChangeRole(actor, target as RoleChangeTarget | undefined);
    default:
      return hasRole(actor.role, MINIMUM_ROLE[action as keyof typeof MINIMUM_ROLE]);
  }
}

function canChangeRole(actor: Actor, target: RoleChangeTarget | undefined): boolean {
  if (!hasRole(actor.role, 'admin')) return false;
  return target === undefined || explainRoleChangeRefusal(actor, target) === null;
}

/**
 * Why a role change is refused, or null when it is allowed (docs/product/accounts.md#role-changes). Nobody
 * changes their own role or that of someone with the same role; superadmins are out of reach of the API (the
 * command-line tool recovers them). An admin may only promote a user to admin; a superadmin may set any
 * non-superadmin to any role.
 */
export function explainRoleChangeRefusal(actor: Actor | null, target: RoleChangeTarget): string | null {
  if (!actor || !hasRole(actor.role, 'admin')) return 'You do not have permission to do this';
  if (target.targetUserId === actor.id) return 'You cannot change your own role';
  if (target.currentRole === 'superadmin') return "A superadmin's role cannot be changed";
  if (target.currentRole === actor.role) return 'You cannot change the role of someone with the same role';
  if (actor.role === 'admin' && !(target.currentRole === 'user' && target.newRole === 'admin')) {
    return 'Admins may only promote a user to admin';
  }
  return null;
}
