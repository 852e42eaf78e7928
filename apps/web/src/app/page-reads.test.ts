/**
 * The server preloads the API reads the page catalogue names for a page's address
 * (packages/shared/src/pages.ts); the browser hands the preloaded answer to the app only when the app
 * asks for exactly that URL, with the default mode and credentials. The routes' loaders, derived from the
 * same catalogue entries, request the very URLs the server announces.
 */
import { isRedirectPage, matchPage, pageReads, pageReadUrls } from '@league/shared/page-match';
import { readUrls } from '@league/shared/page-urls';
import { type LoaderFunctionArgs, matchRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS } from '../config/settings.ts';
import { fetchPlayer } from '../features/players/api/players-api.ts';
import { queryClient } from './query-client.ts';
import { appRoutes } from './router.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockImplementation(async () => new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  queryClient.clear();
});

/** Addresses whose reads between them use every read the catalogue can name. */
const ADDRESSES = [
  '/',
  '/players/5',
  '/players/007',
  '/players/0',
  '/seasons',
  '/seasons/3',
  '/seasons/3/recap',
  '/games/4',
  '/awards/6',
  '/articles/8',
  '/articles',
  '/records',
  '/stats',
  '/stats?view=teams&season=3&stage=r2&mode=perGame',
  // A link shared before the page spelled its views as the API does.
  '/stats?view=team&season=3',
  '/stats?season=99&stage=R9',
  '/schedules',
  '/schedules?date=2026-11-25',
  '/about',
  '/teams/storm-crows',
  '/standings',
  '/standings?season=12&division=D1&phase=playoffs',
  '/ratings',
  '/ratings?season=13',
  '/players',
  '/players?q=ace&season=8&position=Setter&page=2',
  '/teams?placement=top%208',
  '/games?season=3&stage=Finals',
  '/awards?season=13&type=mvp',
  '/players/5/games?season=3&sort=kills&page=2',
  '/compare?players=5,9&season=3',
  '/pickem',
  '/pickem?week=2026-11-25',
  '/bracket-challenge',
  '/bracket-challenge?season=13',
  '/votes',
  '/trivia/daily',
];

/** The page of an address and what the catalogue says it reads there. */
function catalogued(address: string) {
  const url = new URL(address, 'https://league.example');
  const match = matchPage(url.pathname);
  if (!match || isRedirectPage(match.id)) throw new Error(`no page at ${address}`);
  return {
    reads: pageReads(match.id, match.params, url.searchParams, SETTINGS),
    preloaded: pageReadUrls(match.id, match.params, url.searchParams, SETTINGS),
  };
}

/** The URLs the app's routes request as they load the address (a later page of a visit: no waiting). */
async function requestedByLoaders(address: string): Promise<string[]> {
  const url = new URL(address, 'https://league.example');
  for (const { route, params } of matchRoutes(appRoutes, url.pathname) ?? []) {
    if (typeof route.loader === 'function') {
      const args = { params, request: new Request(url), context: undefined };
      await route.loader(args as unknown as LoaderFunctionArgs);
    }
  }
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
  const urls = fetchMock.mock.calls.map(([input]) => String(input));
  fetchMock.mockClear();
  queryClient.clear();
  return urls;
}

describe('the reads the server preloads', () => {
  it.each(ADDRESSES)('are the ones the route of %s requests, at the same URLs', async (address) => {
    const requested = await requestedByLoaders(address);
    expect(requested.sort()).toEqual([...catalogued(address).preloaded].sort());
  });

  it('cover every read the catalogue can name', () => {
    const named = new Set(ADDRESSES.flatMap((address) => catalogued(address).reads.map((read) => read.name)));
    expect([...named].sort()).toEqual(Object.keys(readUrls).sort());
  });

  it('follow the stats page address the way the server reads it', () => {
    expect(catalogued('/stats?view=teams&season=3&stage=r2&mode=perGame').preloaded).toEqual([
      '/api/leaderboard?view=teams&stage=R2&seasonNumber=3&mode=perGame',
    ]);
    expect(catalogued('/stats?view=team&season=3').preloaded).toEqual(
      catalogued('/stats?view=teams&season=3').preloaded,
    );
    expect(catalogued('/players/007').preloaded).toEqual(['/api/pages/players/7', '/api/ratings/players/7']);
  });

  it('use the default mode and credentials, as the preload does', async () => {
    await fetchPlayer(5);
    const [url, init = {}] = fetchMock.mock.calls.at(-1) ?? [];
    expect(String(url)).toBe('/api/pages/players/5');
    expect(init.mode).toBeUndefined();
    expect(init.credentials).toBeUndefined();
    expect(init.cache).toBeUndefined();
  });
});
