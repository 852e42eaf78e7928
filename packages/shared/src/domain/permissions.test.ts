import { describe, expect, it } from 'vitest';
import type { Role } from './league.ts';
import { type Action, type Actor, can, explainRoleChangeRefusal, hasRole } from './permissions.ts';

const user: Actor = { id: 1, role: 'user' };
const admin: Actor = { id: 2, role: 'admin' };
const superadmin: Actor = { id: 3, role: 'superadmin' };

describe('hasRole', () => {
  it('ranks user < admin < superadmin', () => {
    expect(hasRole('user', 'user')).toBe(true);
    expect(hasRole('user', 'admin')).toBe(false);
    expect(hasRole('admin', 'admin')).toBe(true);
    expect(hasRole('admin', 'superadmin')).toBe(false);
    expect(hasRole('superadmin', 'admin')).toBe(true);
  });
});

describe('can: the table of docs/product/accounts.md#permissions', () => {
  // [action, guest, user, admin, superadmin]
  const table: [Action, boolean, boolean, boolean, boolean][] = [
    ['profile:read', false, true, true, true],
    ['article:create', false, true, true, true],
    ['article:like', false, true, true, true],
    ['article:moderate', false, false, true, true],
    ['league:write', false, false, true, true],
    ['csv:upload', false, false, true, true],
    ['import:run', false, false, true, true],
    ['settings:manage', false, false, false, true],
    ['chat:post', false, false, true, true],
    ['records:calculate', false, false, true, true],
    ['users:list', false, false, true, true],
    ['table:export', false, false, true, true],
    ['activity:read', false, false, true, true],
    ['activity:read-role-changes', false, false, false, true],
    ['league:delete', false, false, false, true],
    ['role:change', false, false, true, true],
  ];
  it.each(table)('%s: guest %s, user %s, admin %s, superadmin %s', (action, g, u, a, s) => {
    const check = can as (actor: Actor | null, action: Action) => boolean;
    expect([
      check(null, action),
      check(user, action),
      check(admin, action),
      check(superadmin, action),
    ]).toEqual([g, u, a, s]);
  });
});

describe('can: own articles', () => {
  const pendingOfUser = { authorId: user.id, approved: null };
  it('lets the author delete their own pending article only', () => {
    expect(can(user, 'article:delete-own-pending', pendingOfUser)).toBe(true);
    expect(can(user, 'article:delete-own-pending', { authorId: user.id, approved: true })).toBe(false);
    expect(can(user, 'article:delete-own-pending', { authorId: user.id, approved: false })).toBe(false);
    expect(can({ id: 99, role: 'user' }, 'article:delete-own-pending', pendingOfUser)).toBe(false);
    expect(can(null, 'article:delete-own-pending', pendingOfUser)).toBe(false);
    expect(can(user, 'article:delete-own-pending', { authorId: null, approved: null })).toBe(false);
  });

  it('shows an unapproved article to its author and to admins only', () => {
    expect(can(user, 'article:view-unapproved', pendingOfUser)).toBe(true);
    expect(can({ id: 99, role: 'user' }, 'article:view-unapproved', pendingOfUser)).toBe(false);
    expect(can(null, 'article:view-unapproved', pendingOfUser)).toBe(false);
    expect(can(admin, 'article:view-unapproved', pendingOfUser)).toBe(true);
    expect(can(superadmin, 'article:view-unapproved', pendingOfUser)).toBe(true);
  });
});

describe('can: role changes (docs/product/accounts.md#role-changes)', () => {
  const change = (actor: Actor | null, targetUserId: number, currentRole: Role, newRole: Role) =>
    can(actor, 'role:change', { targetUserId, currentRole, newRole });

  it('lets an admin only promote a user to admin', () => {
    expect(change(admin, 10, 'user', 'admin')).toBe(true);
    expect(change(admin, 10, 'user', 'superadmin')).toBe(false);
    expect(change(admin, 10, 'user', 'user')).toBe(false);
    expect(change(admin, 11, 'admin', 'user')).toBe(false);
  });

  it('lets a superadmin set any non-superadmin to any role', () => {
    expect(change(superadmin, 10, 'user', 'admin')).toBe(true);
    expect(change(superadmin, 10, 'user', 'superadmin')).toBe(true);
    expect(change(superadmin, 11, 'admin', 'user')).toBe(true);
    expect(change(superadmin, 11, 'admin', 'superadmin')).toBe(true);
  });

  it('never changes a superadmin, one’s own role, or the role of a peer', () => {
    expect(change(superadmin, 12, 'superadmin', 'admin')).toBe(false);
    expect(change(admin, 12, 'superadmin', 'user')).toBe(false);
    expect(change(superadmin, superadmin.id, 'superadmin', 'user')).toBe(false);
    expect(change(admin, admin.id, 'admin', 'superadmin')).toBe(false);
    expect(change(user, user.id, 'user', 'admin')).toBe(false);
    expect(change(admin, 13, 'admin', 'superadmin')).toBe(false);
  });

  it('refuses users and guests', () => {
    expect(change(user, 10, 'user', 'admin')).toBe(false);
    expect(change(null, 10, 'user', 'admin')).toBe(false);
    expect(can(user, 'role:change')).toBe(false);
  });

  it('explains each refusal', () => {
    const why = (actor: Actor | null, targetUserId: number, currentRole: Role, newRole: Role) =>
      explainRoleChangeRefusal(actor, { targetUserId, currentRole, newRole });
    expect(why(admin, admin.id, 'admin', 'user')).toBe('You cannot change your own role');
    expect(why(admin, 10, 'superadmin', 'user')).toBe("A superadmin's role cannot be changed");
    expect(why(admin, 10, 'admin', 'user')).toBe('You cannot change the role of someone with the same role');
    expect(why(admin, 10, 'user', 'superadmin')).toBe('Admins may only promote a user to admin');
    expect(why(user, 10, 'user', 'admin')).toBe('You do not have permission to do this');
    expect(why(superadmin, 10, 'admin', 'user')).toBeNull();
  });
});
