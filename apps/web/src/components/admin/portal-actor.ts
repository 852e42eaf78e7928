import { ROLES, type Role } from '@league/shared/domain/league';
import { type Actor, can } from '@league/shared/domain/permissions';
import { useMemo } from 'react';
import { type SessionUser, useSession } from '../../lib/session.ts';

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** The session user as the permission model's actor; null for guests and unknown roles. */
export function toActor(user: SessionUser | null): Actor | null {
  if (!user || !isRole(user.role)) return null;
  return { id: user.id, role: user.role };
}

/** The logged-in actor, for `can()` checks that decide what the portal offers. */
export function useActor(): Actor | null {
  const { user } = useSession();
  return useMemo(() => toActor(user), [user]);
}

/** Whether the logged-in user may delete league data (docs/product/portal.md#deleting: superadmin only). */
export function useCanDelete(): boolean {
  return can(useActor(), 'league:delete');
}
