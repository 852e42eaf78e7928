/**
 * The server preloads the API reads a page makes on load, as the page catalogue lists them
 * (packages/shared/src/pages.ts); the browser hands the preloaded answer to the app only when the app
 * asks for exactly that URL, with the default mode and credentials. The fetchers request the very URLs
 * the catalogue announces for a page's address.
 */
import { parseLeaderboardParams } from '@league/shared/domain/leaderboard-url-state';
import { matchPage, pageReads, upcomingMatchesFrom } from '@league/shared/pages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchArticles } from '../features/articles/api/articles-api.ts';
import { fetchAward } from '../features/awards/api/awards-api.ts';
import { fetchGame } from '../features/games/api/games-api.ts';
import { fetchUpcomingMatches } from '../features/home/api/upcoming-matches-api.ts';
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

/** The reads the catalogue announces for a page address. */
function announced(address: string): string[] {
  const url = new URL(address, 'https://league.example');
  const match = matchPage(url.pathname);
  if (!match || match.id === 'help') throw new Error(`no page at ${address}`);
  return pageReads(match.id, match.params, url.searchParams, 14);
}

describe('the reads the server preloads', () => {
  it('are requested at the URLs the server announces', async () => {
    const from = upcomingMatchesFrom(new Date());
    expect([
      (await requested(() => fetchArticles())).url,
      (await requested(() => fetchUpcomingMatches(from))).url,
    ]).toEqual(announced('/'));
    expect([(await requested(() => fetchPlayer(5))).url]).toEqual(announced('/players/5'));
    expect([(await requested(() => fetchSeasons())).url]).toEqual(announced('/seasons'));
    expect([(await requested(() => fetchSeason(3))).url]).toEqual(announced('/seasons/3'));
    expect([(await requested(() => fetchGame(4))).url]).toEqual(announced('/games/4'));
    expect([(await requested(() => fetchAward(6))).url]).toEqual(announced('/awards/6'));
    expect((await requested(() => fetchPlayer(5))).url).toBe('/api/pages/players/5');
  });

  it('follow the stats page address the same way', async () => {
    for (const query of ['', 'view=team&season=3&stage=r2&mode=perGame', 'season=99&stage=R9']) {
      expect([await leaderboardUrl(query)]).toEqual(announced(`/stats?${query}`));
    }
    expect(await leaderboardUrl('view=team&season=3&stage=r2&mode=perGame')).toBe(
      '/api/leaderboard?view=teams&stage=R2&seasonNumber=3&mode=perGame',
    );
  });

  it('use the default mode and credentials, as the preload does', async () => {
    const { init } = await requested(() => fetchPlayer(5));
    expect(init.mode).toBeUndefined();
    expect(init.credentials).toBeUndefined();
    expect(init.cache).toBeUndefined();
  });
});
