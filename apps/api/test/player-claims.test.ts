/**
 * Claimed player pages (docs/product/players.md#claimed-player-pages): a member whose linked Roblox account
 * is the player gets the page at once; other claims wait for staff; the owner's bio and supported team show
 * on the page beside the verified mark, and nothing is written for a claim or an edit that is refused.
 */
import { count, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityEntries, linkedAccounts, playerClaims, players, seasons, teams } from '../src/db/schema.ts';
import { type Client, useLeagueApp } from './helpers/league-app.ts';

const t = useLeagueApp();

let seq = 0;
async function player(name: string): Promise<number> {
  const [row] = await t.db.insert(players).values({ name }).returning({ id: players.id });
  return row!.id;
}
async function linkRoblox(client: Client, username: string): Promise<void> {
  const user = await client.user();
  seq += 1;
  await t.db
    .insert(linkedAccounts)
    .values({ userId: user!.id, provider: 'roblox', providerUserId: `rbx-${seq}`, username });
}
const claimCount = async () => (await t.db.select({ n: count() }).from(playerClaims))[0]!.n;
const pageOf = async (id: number) => (await t.as('guest').get(`/api/pages/players/${id}`)).json();

let teamId: number;
beforeAll(async () => {
  const [season] = await t.db
    .insert(seasons)
    .values({ seasonNumber: 31, theme: 'Claims', startDate: '2026-01-01' })
    .returning({ id: seasons.id });
  const [team] = await t.db
    .insert(teams)
    .values({ name: 'Storm Crows', seasonId: season!.id })
    .returning({ id: teams.id });
  teamId = team!.id;
});

describe('claiming a page', () => {
  it('asks for a linked Roblox account first, and writes nothing', async () => {
    const id = await player('no_roblox_yet');
    const res = await t.another('user').post(`/api/players/${id}/claim`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Link your Roblox account from your profile before claiming a player page.',
    );
    expect(await claimCount()).toBe(0);
  });

  it('gives the page at once to the member whose Roblox account is the player (ignoring case)', async () => {
    const id = await player('nightowl_77');
    const member = t.another('user');
    await linkRoblox(member, 'NightOwl_77');
    const res = await member.post(`/api/players/${id}/claim`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'confirmed', player: { id, name: 'nightowl_77' } });
    const username = (await member.user())!.username;
    expect((await pageOf(id)).owner).toEqual({ username, bio: null, supportedTeam: null });
    // The previous site's shape stays as it was.
    expect((await t.as('guest').get(`/api/players/${id}`)).json()).not.toHaveProperty('owner');
  });

  it('keeps any other claim waiting for staff, with nothing on the page until they confirm it', async () => {
    const id = await player('spikeking42');
    const member = t.another('user');
    await linkRoblox(member, 'spike_king_alt');
    const res = await member.post(`/api/players/${id}/claim`);
    expect(res.json()).toMatchObject({ status: 'pending' });
    expect((await pageOf(id)).owner).toBeNull();

    const waiting = (await t.as('admin').get('/api/admin/player-claims')).json();
    const claim = waiting.find((c: { player: { id: number } }) => c.player.id === id);
    expect(claim).toMatchObject({
      status: 'pending',
      member: { username: (await member.user())!.username },
      robloxUsername: 'spike_king_alt',
    });
    expect((await t.as('user').get('/api/admin/player-claims')).statusCode).toBe(403);

    const confirmed = await t.as('admin').post(`/api/admin/player-claims/${claim.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().status).toBe('confirmed');
    expect((await pageOf(id)).owner).toMatchObject({ username: (await member.user())!.username });
    const [entry] = await t.db.select().from(activityEntries).orderBy(desc(activityEntries.id)).limit(1);
    expect(entry).toMatchObject({ kind: 'approval', entityType: 'player-claim', entityId: claim.id });
    expect((await t.as('admin').post(`/api/admin/player-claims/${claim.id}/confirm`)).statusCode).toBe(409);
  });

  it('refuses a second claim by the same member and a claim of a page that has an owner', async () => {
    const owned = await player('owned_page');
    const owner = t.another('user');
    await linkRoblox(owner, 'owned_page');
    await owner.post(`/api/players/${owned}/claim`);
    const before = await claimCount();
    const again = await owner.post(`/api/players/${await player('another_page')}/claim`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already claimed the page of owned_page.');
    const rival = t.another('user');
    await linkRoblox(rival, 'owned_page_fan');
    const taken = await rival.post(`/api/players/${owned}/claim`);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This player page already belongs to a member.');
    expect(await claimCount()).toBe(before);
  });

  it('lets staff reject a claim, leaving an activity entry', async () => {
    const id = await player('rejected_claim');
    const member = t.another('user');
    await linkRoblox(member, 'not_that_player');
    const claimId = (await member.post(`/api/players/${id}/claim`)).json().id;
    const res = await t.as('admin').delete(`/api/admin/player-claims/${claimId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.select().from(playerClaims).where(eq(playerClaims.id, claimId))).toEqual([]);
    const [entry] = await t.db.select().from(activityEntries).orderBy(desc(activityEntries.id)).limit(1);
    expect(entry).toMatchObject({ kind: 'delete', entityType: 'player-claim', entityId: claimId });
    expect((await member.get('/api/player-claims/mine')).json()).toMatchObject({ claim: null });
  });
});

describe("the owner's bio and team", () => {
  let owner: Client;
  let pageId: number;
  beforeAll(async () => {
    pageId = await player('libero_lu');
    owner = t.another('user');
    await linkRoblox(owner, 'libero_lu');
    await owner.post(`/api/players/${pageId}/claim`);
  });

  it('shows what the owner sets on the page', async () => {
    const res = await owner.patch('/api/player-claims/mine', {
      bio: '  Libero since season 2. Dig everything.  ',
      supportedTeamId: teamId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await pageOf(pageId)).owner).toMatchObject({
      bio: 'Libero since season 2. Dig everything.',
      supportedTeam: { id: teamId, name: 'Storm Crows', seasonNumber: 31 },
    });
    await owner.patch('/api/player-claims/mine', { bio: '' });
    expect((await pageOf(pageId)).owner).toMatchObject({ bio: null, supportedTeam: { id: teamId } });
  });

  it.each([
    [{ bio: 'x'.repeat(281) }, 'Bio must be at most 280 characters'],
    [{ bio: 'tab\there' }, 'Bio must be plain text'],
    [{ supportedTeamId: 999_999 }, 'supportedTeamId names no team'],
    [{}, 'Send a bio or a supportedTeamId'],
  ])('refuses %j with a message, changing nothing', async (body, message) => {
    const before = (await pageOf(pageId)).owner;
    const res = await owner.patch('/api/player-claims/mine', body);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
    expect((await pageOf(pageId)).owner).toEqual(before);
  });

  it('is only for the owner of a confirmed claim', async () => {
    expect((await t.another('user').patch('/api/player-claims/mine', { bio: 'Hi' })).statusCode).toBe(404);
    const waiting = t.another('user');
    await linkRoblox(waiting, 'someone_else');
    await waiting.post(`/api/players/${await player('waiting_page')}/claim`);
    const res = await waiting.patch('/api/player-claims/mine', { bio: 'Hi' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Your claim is waiting for staff to confirm it.');
  });
});

describe("the member's own claim", () => {
  it('offers the page their Roblox account can claim at once, then shows the claim; withdrawing ends it', async () => {
    const id = await player('quickset_jay');
    const member = t.another('user');
    expect((await member.get('/api/player-claims/mine')).json()).toEqual({
      claim: null,
      matchingPlayer: null,
      robloxUsername: null,
    });
    await linkRoblox(member, 'QuickSet_Jay');
    expect((await member.get('/api/player-claims/mine')).json()).toEqual({
      claim: null,
      matchingPlayer: { id, name: 'quickset_jay' },
      robloxUsername: 'QuickSet_Jay',
    });
    await member.post(`/api/players/${id}/claim`);
    expect((await member.get('/api/player-claims/mine')).json()).toMatchObject({
      claim: { status: 'confirmed', player: { id } },
      matchingPlayer: null,
    });
    expect((await member.delete('/api/player-claims/mine')).statusCode).toBe(200);
    expect((await pageOf(id)).owner).toBeNull();
    expect((await member.delete('/api/player-claims/mine')).statusCode).toBe(404);
  });
});
