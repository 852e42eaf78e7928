import { ROLES, type Role } from '@league/shared/domain/league';
import { type Actor, can, explainRoleChangeRefusal } from '@league/shared/domain/permissions';

export interface RoleTarget {
  id: number;
  role: Role;
}

/**
 * The roles a user's role may be changed to by this actor (docs/product/accounts.md#role-changes): only roles
 * other than the current one that `can()` allows. An admin is offered only 'admin' for a user; a superadmin
 * any other role for a non-superadmin; nobody anything for themselves, an equal or a superadmin.
 */
export function roleChoices(actor: Actor | null, target: RoleTarget): Role[] {
  return ROLES.filter(
    (role) =>
      role !== target.role &&
      can(actor, 'role:change', { targetUserId: target.id, currentRole: target.role, newRole: role }),
  );
}

/** Why no role can be offered: a short label for the cell and the full reason for its tooltip. */
export function roleLock(actor: Actor | null, target: RoleTarget): { label: string; reason: string } {
  if (actor && target.id === actor.id)
    return { label: 'Your account', reason: 'You cannot change your own role' };
  // Any role other than the current one gives the rule that blocks it.
  const other = ROLES.find((role) => role !== target.role) ?? 'user';
  const reason =
    explainRoleChangeRefusal(actor, { targetUserId: target.id, currentRole: target.role, newRole: other }) ??
    'No role change is allowed';
  return { label: 'Not changeable', reason };
}

/** The question of docs/product/accounts.md#role-changes, word for word. */
export function roleChangeQuestion(username: string, role: Role): string {
  return `Are you sure you want to change ${username}'s role to "${role}"?`;
}
