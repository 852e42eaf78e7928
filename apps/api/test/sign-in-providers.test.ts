/**
 * Sign in with Discord or Roblox and link them to an account (docs/product/accounts.md#sign-in-with-discord-or-roblox),
 * against a local fake of both providers' documented protocols (helpers/fake-sign-in-providers.ts). Every
 * failure ends on a page with its reason and leaves the members and their links as they were.
 */
import { signInFailureMessage } from '@league/shared/domain/sign-in-providers';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkedAccounts, users } from '../src/db/schema.ts';
import { authHeader, createUser, tokenFor } from './helpers/auth.ts';
import {
  type FakeProvider,
  type FakeSignInProviders,
  startFakeSignInProviders,
} from './helpers/fake-sign-in-providers.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const FLOW_COOKIE = 'league_sign_in_flow';

let fake: FakeSignInProviders;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeSignInProviders();
  t = await createTestApp(fake.env());
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

interface Started {
  authorizationUrl: string;
  cookie: string;
}

async function start(provider: FakeProvider, headers: Record<string, string> = {}, intent = 'sign-in') {
  const res = await t.app.inject({ method: 'POST', url: `/api/auth/${provider}/${intent}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === FLOW_COOKIE);
  return { authorizationUrl: res.json().authorizationUrl as string, cookie: cookie!.value } satisfies Started;
}

/** The browser coming back from the provider to the site's callback, with its flow cookie (or none). */
function callback(back: URL, cookie?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    url: `${back.pathname}${back.search}`,
    cookies: cookie === undefined ? {} : { [FLOW_COOKIE]: cookie },
  });
}

/** Where the callback sent the browser: the page, its query and its fragment. */
function landing(res: LightMyRequestResponse): URL {
  expect(res.statusCode, res.body).toBe(302);
  return new URL(String(res.headers.location), 'http://site');
}

async function tally() {
  const [u] = await t.db.select({ n: count() }).from(users);
  const [l] = await t.db.select({ n: count() }).from(linkedAccounts);
  return { users: u!.n, links: l!.n };
}

/** Signs in all the way: start, consent, callback, ticket for a session. */
async function signIn(provider: FakeProvider) {
  const flow = await start(provider);
  const page = landing(await callback(await fake.consent(flow.authorizationUrl), flow.cookie));
  expect(page.pathname).toBe('/login');
  const ticket = new URLSearchParams(page.hash.slice(1)).get('signInTicket');
  const session = await t.app.inject({ method: 'POST', url: '/api/auth/session', payload: { ticket } });
  expect(session.statusCode, session.body).toBe(200);
  return session.json() as { token: string; user: { id: number; username: string; email: string | null } };
}

const profileOf = async (token: string) =>
  (await t.app.inject({ url: '/api/users/profile', headers: authHeader(token) })).json();

describe('which providers the site offers', () => {
  it('lists the configured providers, in button order', async () => {
    const res = await t.app.inject({ url: '/api/auth/providers' });
    expect(res.json()).toEqual({
      providers: [
        { id: 'discord', name: 'Discord' },
        { id: 'roblox', name: 'Roblox' },
      ],
    });
  });

  it('hides a provider that is not configured, and refuses to start it', async () => {
    const bare = await createTestApp({ ROBLOX_CLIENT_ID: '', ROBLOX_CLIENT_SECRET: '' });
    try {
      expect((await bare.app.inject({ url: '/api/auth/providers' })).json().providers).toEqual([
        { id: 'discord', name: 'Discord' },
      ]);
      const res = await bare.app.inject({ method: 'POST', url: '/api/auth/roblox/sign-in' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Signing in with Roblox is not available on this site.');
    } finally {
      await bare.close();
    }
  });
});

describe('starting a sign-in', () => {
  it("sends the browser to the provider's consent page with PKCE (S256), state and the documented scopes", async () => {
    const discord = new URL((await start('discord')).authorizationUrl);
    expect(discord.pathname).toBe('/discord/oauth2/authorize');
    expect(discord.searchParams.get('scope')).toBe('identify');
    expect(discord.searchParams.get('code_challenge_method')).toBe('S256');
    expect(discord.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/discord/callback');
    const roblox = new URL((await start('roblox')).authorizationUrl);
    expect(roblox.pathname).toBe('/roblox/oauth/v1/authorize');
    expect(roblox.searchParams.get('scope')).toBe('openid profile');
    expect(roblox.searchParams.get('state')).not.toBe(discord.searchParams.get('state'));
  });

  it('keeps the flow in a short-lived, signed, http-only cookie for /api/auth only', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/discord/sign-in' });
    const cookie = res.cookies.find((c) => c.name === FLOW_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth', maxAge: 600 });
    // The state and the verifier are in the cookie, signed; the page's answer holds neither verifier nor cookie.
    expect(res.body).not.toContain(cookie.value);
  });

  it('asks for a session before linking', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/roblox/link' })).statusCode).toBe(401);
  });
});

describe('signing in', () => {
  it('creates a member from a new Discord account (no e-mail, no password) and signs them in', async () => {
    fake.setAccount('discord', { id: '80351110224678912', username: 'nelly_spikes' });
    const before = await tally();
    const { token, user } = await signIn('discord');
    expect(user).toMatchObject({ username: 'nelly_spikes', email: null, role: 'user' });
    expect(await tally()).toEqual({ users: before.users + 1, links: before.links + 1 });
    const profile = await profileOf(token);
    expect(profile).toMatchObject({ username: 'nelly_spikes', hasPassword: false });
    expect(profile.linkedAccounts).toEqual([
      { provider: 'discord', username: 'nelly_spikes', linkedAt: expect.any(String) },
    ]);
  });

  it('signs the same account in again as the same member, keeping its new username', async () => {
    fake.setAccount('discord', { id: '80351110224678912', username: 'nelly_spikes' });
    const first = await signIn('discord');
    fake.setAccount('discord', { id: '80351110224678912', username: 'nelly_renamed' });
    const before = await tally();
    const again = await signIn('discord');
    expect(again.user.id).toBe(first.user.id);
    expect(await tally()).toEqual(before);
    expect((await profileOf(again.token)).linkedAccounts[0].username).toBe('nelly_renamed');
  });

  it('makes the username unique when a member already has it (ignoring case)', async () => {
    await createUser(t.db, { username: 'Block_Party' });
    fake.setAccount('roblox', { id: '1001', username: 'block_party' });
    const { user } = await signIn('roblox');
    expect(user.username).toBe('block_party2');
  });

  it('signs in with Roblox (OpenID Connect) as well', async () => {
    fake.setAccount('roblox', { id: '2002', username: 'RobloxAce' });
    const { token } = await signIn('roblox');
    expect((await profileOf(token)).linkedAccounts).toEqual([
      { provider: 'roblox', username: 'RobloxAce', linkedAt: expect.any(String) },
    ]);
  });

  it('gives a member who joined this way no password login', async () => {
    fake.setAccount('discord', { id: '3003', username: 'no_password_here' });
    await signIn('discord');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: 'no_password_here', password: 'anything at all' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid username or password');
  });
});

describe('failures end on the login page and change nothing', () => {
  const failureOf = (page: URL) => ({
    path: page.pathname,
    error: page.searchParams.get('signInError'),
    provider: page.searchParams.get('provider'),
  });

  it('refuses a wrong state', async () => {
    const flow = await start('discord');
    const back = await fake.consent(flow.authorizationUrl);
    back.searchParams.set('state', 'not-the-state-this-browser-started-with');
    const before = await tally();
    const tokenRequests = fake.tokenRequests;
    expect(failureOf(landing(await callback(back, flow.cookie)))).toEqual({
      path: '/login',
      error: 'state',
      provider: 'discord',
    });
    expect(await tally()).toEqual(before);
    // The code was never traded: a wrong state stops before the provider is asked.
    expect(fake.tokenRequests).toBe(tokenRequests);
  });

  it('refuses an answer without the flow cookie, or with a forged one', async () => {
    const flow = await start('discord');
    const back = await fake.consent(flow.authorizationUrl);
    expect(failureOf(landing(await callback(back))).error).toBe('state');
    expect(failureOf(landing(await callback(back, `${flow.cookie.slice(0, -4)}AAAA`))).error).toBe('state');
  });

  it('refuses a replayed answer: the browser has no flow left, and the provider refuses a used code', async () => {
    fake.setAccount('discord', { id: '4004', username: 'replay_target' });
    const flow = await start('discord');
    const back = await fake.consent(flow.authorizationUrl);
    const first = await callback(back, flow.cookie);
    expect(landing(first).hash).toContain('signInTicket=');
    // The callback cleared the cookie, so the browser sending the same answer again has no flow;
    expect(first.cookies.find((c) => c.name === FLOW_COOKIE)?.value).toBe('');
    const before = await tally();
    expect(failureOf(landing(await callback(back))).error).toBe('state');
    // a copy of the whole request, cookie and all, gets as far as the provider, which refuses the used code;
    expect(failureOf(landing(await callback(back, flow.cookie)))).toEqual({
      path: '/login',
      error: 'code',
      provider: 'discord',
    });
    // and so does the code under another flow's state.
    const second = await start('discord');
    const replay = new URL(back);
    replay.searchParams.set('state', new URL(second.authorizationUrl).searchParams.get('state')!);
    expect(failureOf(landing(await callback(replay, second.cookie))).error).toBe('code');
    expect(await tally()).toEqual(before);
  });

  it('says so when the member cancels on the consent page', async () => {
    const flow = await start('roblox');
    const back = await fake.consent(flow.authorizationUrl, 'deny');
    expect(back.searchParams.get('error')).toBe('access_denied');
    const before = await tally();
    expect(failureOf(landing(await callback(back, flow.cookie)))).toEqual({
      path: '/login',
      error: 'denied',
      provider: 'roblox',
    });
    expect(await tally()).toEqual(before);
    expect(signInFailureMessage('denied', 'roblox')).toBe(
      'You cancelled signing in with Roblox. Nothing was changed.',
    );
  });

  it('says the provider failed when it refuses the site itself (a wrong client secret)', async () => {
    const misconfigured = await createTestApp({ ...fake.env(), DISCORD_CLIENT_SECRET: 'not-the-secret' });
    try {
      const res = await misconfigured.app.inject({ method: 'POST', url: '/api/auth/discord/sign-in' });
      const cookie = res.cookies.find((c) => c.name === FLOW_COOKIE)!.value;
      const back = await fake.consent(res.json().authorizationUrl);
      const answer = await misconfigured.app.inject({
        url: `${back.pathname}${back.search}`,
        cookies: { [FLOW_COOKIE]: cookie },
      });
      expect(new URL(String(answer.headers.location), 'http://site').search).toBe(
        '?signInError=provider&provider=discord',
      );
    } finally {
      await misconfigured.close();
    }
  });

  it('refuses a ticket that is not one: garbage, a session token, and a ticket used as a session', async () => {
    const member = await createUser(t.db);
    const sessionToken = await tokenFor(t.app, member);
    for (const ticket of ['garbage', sessionToken]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/session', payload: { ticket } });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('This sign-in has expired. Please sign in again.');
    }
    const flow = await start('discord');
    const page = landing(await callback(await fake.consent(flow.authorizationUrl), flow.cookie));
    const ticket = new URLSearchParams(page.hash.slice(1)).get('signInTicket')!;
    expect((await t.app.inject({ url: '/api/users/profile', headers: authHeader(ticket) })).statusCode).toBe(
      401,
    );
  });
});

describe('linking from the profile', () => {
  async function link(provider: FakeProvider, token: string) {
    const flow = await start(provider, authHeader(token), 'link');
    return landing(await callback(await fake.consent(flow.authorizationUrl), flow.cookie));
  }

  it('links Roblox to a member with a password, and signing in with it then opens that account', async () => {
    const member = await createUser(t.db, { username: 'password_member' });
    const token = await tokenFor(t.app, member);
    fake.setAccount('roblox', { id: '5005', username: 'PasswordMemberRbx' });
    const page = await link('roblox', token);
    expect(`${page.pathname}${page.search}`).toBe('/profile?linked=roblox');
    expect(await profileOf(token)).toMatchObject({
      hasPassword: true,
      linkedAccounts: [{ provider: 'roblox', username: 'PasswordMemberRbx' }],
    });
    expect((await signIn('roblox')).user.id).toBe(member.id);
  });

  it('refuses an account that already belongs to someone else, and changes nothing', async () => {
    fake.setAccount('discord', { id: '6006', username: 'first_owner' });
    const owner = await signIn('discord');
    const other = await createUser(t.db);
    const before = await tally();
    const page = await link('discord', await tokenFor(t.app, other));
    expect(`${page.pathname}${page.search}`).toBe('/profile?linkError=taken&provider=discord');
    expect(await tally()).toEqual(before);
    expect((await signIn('discord')).user.id).toBe(owner.user.id);
  });

  it('refuses a second account of a provider the member already has', async () => {
    const member = await createUser(t.db);
    const token = await tokenFor(t.app, member);
    fake.setAccount('discord', { id: '7007', username: 'one_discord' });
    await link('discord', token);
    fake.setAccount('discord', { id: '7008', username: 'another_discord' });
    const page = await link('discord', token);
    expect(page.searchParams.get('linkError')).toBe('already-linked');
    expect((await profileOf(token)).linkedAccounts).toMatchObject([{ username: 'one_discord' }]);
  });

  it('ends a link whose member is gone on the profile page with the session failure', async () => {
    const member = await createUser(t.db);
    const flow = await start('roblox', authHeader(await tokenFor(t.app, member)), 'link');
    await t.db.delete(users).where(eq(users.id, member.id));
    const page = landing(await callback(await fake.consent(flow.authorizationUrl), flow.cookie));
    expect(page.searchParams.get('linkError')).toBe('session');
  });
});

describe('unlinking', () => {
  const unlink = (token: string, provider: FakeProvider) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/users/linked-accounts/${provider}`,
      headers: authHeader(token),
    });

  it('unlinks while a password remains', async () => {
    const member = await createUser(t.db);
    const token = await tokenFor(t.app, member);
    fake.setAccount('discord', { id: '8008', username: 'to_unlink' });
    const flow = await start('discord', authHeader(token), 'link');
    await callback(await fake.consent(flow.authorizationUrl), flow.cookie);
    const res = await unlink(token, 'discord');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ hasPassword: true, linkedAccounts: [] });
  });

  it('keeps the last way to sign in, and lets one of two accounts go', async () => {
    fake.setAccount('discord', { id: '9009', username: 'only_discord' });
    const { token } = await signIn('discord');
    const refused = await unlink(token, 'discord');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'You cannot unlink Discord: it is your only way to sign in. Link your other account first.',
    );
    fake.setAccount('roblox', { id: '9010', username: 'second_way' });
    const flow = await start('roblox', authHeader(token), 'link');
    await callback(await fake.consent(flow.authorizationUrl), flow.cookie);
    expect((await unlink(token, 'discord')).json()).toMatchObject({
      hasPassword: false,
      linkedAccounts: [{ provider: 'roblox', username: 'second_way' }],
    });
    expect((await unlink(token, 'roblox')).statusCode).toBe(409);
    expect((await unlink(token, 'discord')).statusCode).toBe(404);
  });
});
