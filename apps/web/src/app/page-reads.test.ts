/**
 * The server preloads the API reads a page makes on load (apps/api/src/web/page-preloads.ts); the
 * browser hands the preloaded answer to the app only when the app asks for exactly that URL, with the
 * default mode and credentials. These are the URLs the API's test expects
 * (apps/api/test/web-preloads.test.ts): a change on one side must be made on the other.
 */
import { parseLeaderboardParams } from '@league/shared/domain/leaderboard-url-state';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchArticles } from '../features/articles/api/articles-api.ts';
import { fetchAward } from '../features/awards/api/awards-api.ts';
import { fetchGame } from '../features/games/api/games-api.ts';
import { fetchLeaderboard } from '../features/leaderboard/api/leaderboard-api.ts';
import { fetchPlayer } from '../features/players/api/players-api.ts';
import { fetchSeason, fetchSeasons } from '../features/seasons/api/seasons-api.ts';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockImplementation(async () => new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

async function requested(read: () => Promise<unknown>): Promise<{ url: string; init: RequestInit }> {
  await read();
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init ?? {} };
}

async function leaderboardUrl(query: string): Promise<string> {
  const { visibility: _columns, ...request } = parseLeaderboardParams(new URLSearchParams(query), 14);
  return (await requested(() => fetchLeaderboard(request))).url;
}

describe('the reads the server preloads', () => {
  it('are requested at the URLs the server announces', async () => {
    expect((await requested(() => fetchArticles())).url).toBe('/api/articles');
    expect((await requested(() => fetchPlayer(5))).url).toBe('/api/players/5');
    expect((await requested(() => fetchSeasons())).url).toBe('/api/seasons');
    expect((await requested(() => fetchSeason(3))).url).toBe('/api/seasons/3');
    expect((await requested(() => fetchGame(4))).url).toBe('/api/games/4');
    expect((await requested(() => fetchAward(6))).url).toBe('/api/awards/6');
  });

  it('follow the stats page address the same way', async () => {
    expect(await leaderboardUrl('')).toBe('/api/leaderboard?view=players&stage=all');
    expect(await leaderboardUrl('view=team&season=3&stage=r2&mode=perGame')).toBe(
      '/api/leaderboard?view=teams&stage=R2&seasonNumber=3&mode=perGame',
    );
    expect(await leaderboardUrl('season=99&stage=R9')).toBe('/api/leaderboard?view=players&stage=all');
  });

  it('use the default mode and credentials, as the preload does', async () => {
    const { init } = await requested(() => fetchPlayer(5));
    expect(init.mode).toBeUndefined();
    expect(init.credentials).toBeUndefined();
    expect(init.cache).toBeUndefined();
  });
});
