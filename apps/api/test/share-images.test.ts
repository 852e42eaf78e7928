import { SHARE_IMAGE_SIZE } from '@league/shared/page-urls';
import { describe, expect, it } from 'vitest';
import { getGameDetail } from '../src/features/games/service.ts';
import { getPlayerDetail } from '../src/features/players/service.ts';
import { readRecords } from '../src/features/records/service.ts';
import { readStandings } from '../src/features/standings/service.ts';
import { noticeChange } from '../src/lib/writes/unit-of-work.ts';
import { shareCardTree } from '../src/surfaces/share-images/card.ts';
import { gameCard, playerCard, recordsCard, standingsCard } from '../src/surfaces/share-images/service.ts';
import { FX } from './helpers/fixtures.ts';
import { useLeagueApp } from './helpers/league-app.ts';

const t = useLeagueApp({ fixtures: true });

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Every text of a card's element tree, in order. */
function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (node && typeof node === 'object' && 'props' in node)
    return texts((node as { props: { children?: unknown } }).props.children);
  return [];
}

describe('share image routes', () => {
  it.each([
    [
      'a leaderboard view',
      `/api/share-images/leaderboard?seasonNumber=${FX.seasons.s1.number}&mode=perGame&sort=blocks`,
    ],
    ['the records', '/api/share-images/records'],
    ['a player', `/api/share-images/players/${FX.players.nightowl}`],
    ['a game', `/api/share-images/games/${FX.games.final1}`],
    ['a player with no games', `/api/share-images/players/${FX.players.zed}`],
    ['a standings table', `/api/share-images/standings?seasonNumber=${FX.seasons.s2.number}`],
  ])('draws %s as a 1200×630 PNG that previews may keep a while', async (_kind, url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(pngSize(res.rawPayload)).toEqual(SHARE_IMAGE_SIZE);
  });

  it('answers 404 for a player or game that does not exist, and 400 for a bad view', async () => {
    expect((await t.app.inject('/api/share-images/players/99999')).statusCode).toBe(404);
    expect((await t.app.inject('/api/share-images/games/99999')).statusCode).toBe(404);
    expect((await t.app.inject('/api/share-images/players/abc')).statusCode).toBe(400);
    const bad = await t.app.inject('/api/share-images/leaderboard?mode=sometimes');
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject('/api/share-images/standings?seasonNumber=99')).statusCode).toBe(404);
  });

  it('draws a card once and again after the data changes', async () => {
    const cards = t.app.readCaches.get('share-images')!;
    const url = `/api/share-images/players/${FX.players.nightowl}`;
    const first = await t.app.inject(url);
    const drawn = cards.stats.misses;
    expect((await t.app.inject(url)).rawPayload.equals(first.rawPayload)).toBe(true);
    expect(cards.stats.misses).toBe(drawn);
    await noticeChange(t.db);
    const again = await t.app.inject(url);
    expect(cards.stats.misses).toBe(drawn + 1);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });
});

describe('what the cards say', () => {
  it("a player's latest season line", async () => {
    const card = playerCard(await getPlayerDetail(t.db, FX.players.nightowl));
    // nightowl's latest season is 3: one game, 8 kills of 15 attempts, 3 aces.
    expect(card).toMatchObject({
      title: 'nightowl_77',
      subtitle: expect.stringMatching(/^Season 3 · .+ · 1 game$/),
    });
    expect(card.rows).toContainEqual({ label: 'Total Kills', value: '8' });
    expect(card.rows).toContainEqual({ label: 'Aces', value: '3' });
    expect(texts(shareCardTree(card, 'Volley League'))).toContain('Volley League');
  });

  it("a game's score and best performers by PRF", async () => {
    const card = gameCard(await getGameDetail(t.db, FX.games.final1), 'America/New_York');
    expect(card.title).toBe('Storm Crows 3–1 Tidal Wave');
    expect(card.eyebrow).toBe('Season 1 · Winners Bracket; Finals');
    // quickset: 1 kill + 22 assists = 23; nightowl: 11 kills + 2 aces = 13.
    expect(card.rows.map((r) => [r.label, r.value]).slice(0, 2)).toEqual([
      ['quickset_jay', '23'],
      ['nightowl_77', '13'],
    ]);
  });

  it("a table's season, its top rows with their record and points", async () => {
    const read = await readStandings(t.db, { seasonNumber: FX.seasons.s2.number }, 14);
    const card = standingsCard(read);
    expect(card.title).toBe(`Season ${FX.seasons.s2.number} standings`);
    expect(card.subtitle).toBe('Best of 5 sets');
    // Season 2's one counted match: Storm Crows won 3-1 against Night Owls.
    expect(card.rows[0]).toMatchObject({
      rank: '1',
      label: expect.stringMatching(/^storm crows$/i),
      value: '3',
    });
    expect(card.rows[0]?.detail).toMatch(/^1–0/);
  });

  it('the holders of the single-game records, and a card with nothing to show', async () => {
    const card = recordsCard(await readRecords(t.db));
    expect(card.rows.length).toBeGreaterThan(0);
    expect(card.rows.length).toBeLessThanOrEqual(5);
    expect(texts(shareCardTree(recordsCard([]), 'Volley League'))).toContain('Nothing recorded yet.');
  });
});
