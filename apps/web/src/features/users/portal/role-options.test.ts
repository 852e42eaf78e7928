import { describe, expect, it } from 'vitest';
import { roleChangeQuestion, roleChoices, roleLock } from './role-options.ts';

const admin = { id: 2, role: 'admin' as const };
const superadmin = { id: 3, role: 'superadmin' as const };

describe('roleChoices', () => {
  it('offers an admin only the promotion of a user to admin', () => {
    expect(roleChoices(admin, { id: 7, role: 'user' })).toEqual(['admin']);
    expect(roleChoices(admin, { id: 8, role: 'admin' })).toEqual([]);
    expect(roleChoices(admin, { id: 3, role: 'superadmin' })).toEqual([]);
  });

  it('offers a superadmin every other role for a non-superadmin', () => {
    expect(roleChoices(superadmin, { id: 7, role: 'user' })).toEqual(['admin', 'superadmin']);
    expect(roleChoices(superadmin, { id: 2, role: 'admin' })).toEqual(['user', 'superadmin']);
    expect(roleChoices(superadmin, { id: 9, role: 'superadmin' })).toEqual([]);
  });

  it('offers nobody a change of their own role, and guests nothing', () => {
    expect(roleChoices(admin, { id: 2, role: 'admin' })).toEqual([]);
    expect(roleChoices(superadmin, { id: 3, role: 'superadmin' })).toEqual([]);
    expect(roleChoices(null, { id: 7, role: 'user' })).toEqual([]);
  });
});

describe('roleLock', () => {
  it('says why a row cannot be changed', () => {
    expect(roleLock(admin, { id: 2, role: 'admin' }).label).toBe('Your account');
    expect(roleLock(admin, { id: 8, role: 'admin' }).reason).toBe(
      'You cannot change the role of someone with the same role',
    );
    expect(roleLock(superadmin, { id: 9, role: 'superadmin' }).reason).toBe(
      "A superadmin's role cannot be changed",
    );
  });
});

it('asks the role question word for word', () => {
  expect(roleChangeQuestion('rallyfan88', 'admin')).toBe(
    'Are you sure you want to change rallyfan88\'s role to "admin"?',
  );
});
