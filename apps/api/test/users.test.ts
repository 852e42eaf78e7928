/**
 * Profile, the staff user list and role changes (docs/product/accounts.md#role-changes).
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { upsertAccount } from '../src/features/users/service.ts';
import { createUser } from './helpers/auth.ts';
import { type Client, useLeagueApp } from './helpers/league-app.ts';

const t = useLeagueApp();

describe('profile', () => {
  it('answers the own account with e-mail and dates, never the hash', async () => {
    const member = t.another('user', { username: 'profiled' });
    const user = await member.user();
    const res = await member.get('/api/users/profile');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      username: 'profiled',
      email: user.email,
      role: 'user',
      articles: [],
      hasPassword: true,
      linkedAccounts: [],
    });
    expect(res.json().createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Whether a password is set, never the password or its hash.
    expect(res.body).not.toMatch(/scrypt|passwordHash|password_hash|"password"/i);
  });
});

describe('user list', () => {
  const admin = t.another('admin', { username: 'list_admin' });
  beforeAll(async () => {
    await admin.user();
    for (const name of ['ace_one', 'ace_two', 'blocker']) await createUser(t.db, { username: name });
  });
  const list = (query = '', who: Client = admin) => who.get(`/api/users${query}`);

  it('is for admins only', async () => {
    expect((await t.as('guest').get('/api/users')).statusCode).toBe(401);
    const res = await list('', t.another('user'));
    expect(res.statusCode).toBe(403);
  });

  it('searches by name and role, pages, and counts in X-Total-Count', async () => {
    const aces = await list('?q=ACE_');
    expect(aces.json().map((u: { username: string }) => u.username)).toEqual(['ace_one', 'ace_two']);
    expect(aces.headers['x-total-count']).toBe('2');
    const paged = await list('?q=ace_&limit=1&offset=1');
    expect(paged.json().map((u: { username: string }) => u.username)).toEqual(['ace_two']);
    expect(paged.headers['x-total-count']).toBe('2');
    const admins = await list('?role=admin');
    expect(admins.json().every((u: { role: string }) => u.role === 'admin')).toBe(true);
    expect(admins.json().map((u: { username: string }) => u.username)).toContain('list_admin');
    expect((await list('?role=emperor')).statusCode).toBe(400);
  });

  it('treats % and _ in the search as plain text', async () => {
    expect((await list('?q=%25')).json()).toEqual([]);
  });

  it('never shows e-mails or hashes of others', async () => {
    const res = await list();
    expect(res.body).not.toContain('@example.test');
    expect(res.body).not.toMatch(/scrypt|password|email/i);
    expect(Object.keys(res.json()[0]).sort()).toEqual(['createdAt', 'id', 'role', 'updatedAt', 'username']);
  });
});

describe('role changes', () => {
  const change = (actor: Client, target: { id: number }, role: string) =>
    actor.patch(`/api/admin/users/${target.id}/role`, { role });
  const roleOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]?.role;

  it('lets an admin promote a user to admin, and nothing else', async () => {
    const admin = t.another('admin');
    const target = await createUser(t.db);
    const toSuper = await change(admin, target, 'superadmin');
    expect(toSuper.statusCode).toBe(403);
    expect(toSuper.json().message).toBe('Admins may only promote a user to admin');
    const ok = await change(admin, target, 'admin');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: target.id, role: 'admin' });
    expect(ok.body).not.toContain('@');
    expect(await roleOf(target.id)).toBe('admin');
    // Now a peer: an admin cannot demote another admin.
    const demote = await change(admin, target, 'user');
    expect(demote.statusCode).toBe(403);
    expect(await roleOf(target.id)).toBe('admin');
  });

  it('lets a superadmin set any non-superadmin to any role', async () => {
    const boss = t.another('superadmin');
    const target = await createUser(t.db, { role: 'admin' });
    expect((await change(boss, target, 'user')).json().role).toBe('user');
    expect((await change(boss, target, 'superadmin')).json().role).toBe('superadmin');
    // Once a superadmin, unchangeable through the API, even by another superadmin.
    const res = await change(boss, target, 'user');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("A superadmin's role cannot be changed");
    expect(await roleOf(target.id)).toBe('superadmin');
  });

  it('lets nobody change their own role', async () => {
    for (const role of ['user', 'admin', 'superadmin'] as const) {
      const self = t.another(role);
      const res = await change(self, await self.user(), role === 'user' ? 'admin' : 'user');
      expect(res.statusCode).toBe(403);
      expect(await roleOf((await self.user()).id)).toBe(role);
    }
  });

  it('answers 401 for guests, 403 for users, 404 for unknown users, 400 for unknown roles', async () => {
    const target = await createUser(t.db);
    const guest = await t.as('guest').patch(`/api/admin/users/${target.id}/role`, {});
    expect(guest.statusCode).toBe(401);
    expect((await change(t.another('user'), target, 'admin')).statusCode).toBe(403);
    const boss = t.another('superadmin');
    expect((await change(boss, { id: 987654 }, 'admin')).statusCode).toBe(404);
    const bad = await change(boss, target, 'emperor');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('role');
  });

  it('takes away admin rights at once when an admin is demoted', async () => {
    const boss = t.another('superadmin');
    const admin = t.another('admin');
    expect((await admin.get('/api/users')).statusCode).toBe(200);
    expect((await change(boss, await admin.user(), 'user')).statusCode).toBe(200);
    // The same token as before the change.
    expect((await admin.get('/api/users')).statusCode).toBe(403);
    const promote = await change(admin, await createUser(t.db), 'admin');
    expect(promote.statusCode).toBe(403);
  });
});

describe('create-admin recovery (upsertAccount)', () => {
  it('creates a superadmin who can log in, then resets their role and password', async () => {
    const created = await upsertAccount(t.db, {
      username: 'RootUser',
      password: 'first-pass',
      role: 'superadmin',
    });
    expect(created).toMatchObject({ created: true, user: { username: 'RootUser', role: 'superadmin' } });
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { username: 'rootuser', password },
        remoteAddress: '10.3.3.3',
      });
    expect((await login('first-pass')).json().user.role).toBe('superadmin');

    const reset = await upsertAccount(t.db, { username: 'rootuser', password: 'second-pass', role: 'admin' });
    expect(reset).toMatchObject({ created: false, user: { id: created.user.id, role: 'admin' } });
    expect((await login('first-pass')).statusCode).toBe(401);
    expect((await login('second-pass')).statusCode).toBe(200);

    const roleOnly = await upsertAccount(t.db, { username: 'rootuser', role: 'superadmin' });
    expect(roleOnly.user.role).toBe('superadmin');
    expect((await login('second-pass')).statusCode).toBe(200);
  });

  it('needs a password to create an account', async () => {
    await expect(upsertAccount(t.db, { username: 'nopass', role: 'admin' })).rejects.toThrow(/password/);
  });
});
