import { describe, expect, it } from 'vitest';
import { fetchRange, windowStartFor } from './domain/schedule-window.ts';
import {
  isEntityPage,
  isRedirectPage,
  matchPage,
  pageReads,
  pageReadUrls,
  robotsDisallowedPaths,
  shareImagePath,
  sitemapPages,
  staticPageMeta,
} from './page-match.ts';
import { readUrls, UPCOMING_MATCH_LIMIT, upcomingMatchesFrom } from './page-urls.ts';
import { PAGE_IDS, PAGES, type PageId, PORTAL_SCREEN_IDS, paths } from './pages.ts';

const SETTINGS = { maxSeason: 14, timeZone: 'America/New_York' };

const paramCount = (pattern: string) => pattern.split('/').filter((part) => part.startsWith(':')).length;

/** A link to the page with every param filled in, as its builder makes it. */
function sampleHref(id: PageId): string {
  const href = PAGES[id].href as (...args: string[]) => string;
  return href(...Array.from({ length: paramCount(PAGES[id].pattern) }, () => '7'));
}

const withoutQuery = (href: string) => href.split('?', 1)[0] as string;

describe('the page catalogue', () => {
  it.each(PAGE_IDS)('links to %s lead back to that page', (id) => {
    expect(matchPage(withoutQuery(sampleHref(id)))?.id).toBe(id);
  });

  it('has one pattern per page', () => {
    const patterns = PAGE_IDS.map((id) => PAGES[id].pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('redirects only to pages with content of their own', () => {
    for (const id of PAGE_IDS.filter(isRedirectPage)) {
      const target = PAGES[id].redirectTo;
      expect(PAGE_IDS).toContain(target);
      expect(isRedirectPage(target)).toBe(false);
    }
  });

  it('matches static paths before parameters, whole paths only, and the portal with its subpages', () => {
    expect(matchPage('/articles/create')?.id).toBe('createArticle');
    expect(matchPage('/articles/7')).toEqual({ id: 'article', params: { id: '7' } });
    expect(matchPage('/teams/storm-crows')).toEqual({ id: 'team', params: { teamName: 'storm-crows' } });
    expect(matchPage('/players/5/extra')).toBeUndefined();
    expect(matchPage('/nope')).toBeUndefined();
    expect(matchPage('/')?.id).toBe('home');
    expect(matchPage('/about/')?.id).toBe('about');
    expect(matchPage('/portal')?.id).toBe('portal');
    expect(matchPage('/portal/users/1')?.id).toBe('portal');
    expect(matchPage('/portals')).toBeUndefined();
  });

  it("reads the home page's matches from the UTC day before now", () => {
    expect(upcomingMatchesFrom(new Date('2026-11-24T03:30:00Z'))).toBe('2026-11-23');
    expect(upcomingMatchesFrom(new Date('2026-03-01T00:00:00Z'))).toBe('2026-02-28');
  });

  it('builds team and award links with their season', () => {
    expect(paths.team('Storm Crows')).toBe('/teams/storm-crows');
    expect(paths.team('100% Effort', 3)).toBe('/teams/100%25-effort?season=3');
    expect(paths.awards()).toBe('/awards');
    expect(paths.awards(4)).toBe('/awards?season=4');
    expect(paths.player(5)).toBe('/players/5');
  });

  it("lists the reads a page makes as it mounts, for its address, by the app's rules", () => {
    const reads = (path: string, query = '') => {
      const match = matchPage(path);
      if (!match || isRedirectPage(match.id)) throw new Error(path);
      return pageReadUrls(match.id, match.params, new URLSearchParams(query), SETTINGS);
    };
    expect(reads('/')).toEqual([
      '/api/articles',
      `/api/matches?from=${upcomingMatchesFrom(new Date())}&limit=${UPCOMING_MATCH_LIMIT}`,
    ]);
    expect(reads('/players/5')).toEqual(['/api/pages/players/5', '/api/ratings/players/5']);
    expect(reads('/players/007')).toEqual(['/api/pages/players/7', '/api/ratings/players/7']);
    expect(reads('/players/7', 'season=12')).toEqual([
      '/api/pages/players/7',
      '/api/ratings/players/7?seasonNumber=12',
    ]);
    expect(reads('/players/0')).toEqual([]);
    expect(reads('/players/abc')).toEqual([]);
    expect(reads('/seasons')).toEqual(['/api/pages/seasons']);
    expect(reads('/seasons/3')).toEqual(['/api/pages/seasons/3']);
    expect(reads('/games/4')).toEqual(['/api/games/4']);
    expect(reads('/awards/6')).toEqual(['/api/awards/6']);
    expect(reads('/stats')).toEqual(['/api/leaderboard?view=players&stage=all']);
    expect(reads('/stats', 'view=team&season=3&stage=r2&mode=perGame')).toEqual([
      '/api/leaderboard?view=teams&stage=R2&seasonNumber=3&mode=perGame',
    ]);
    expect(reads('/stats', 'season=99&stage=R9')).toEqual(['/api/leaderboard?view=players&stage=all']);
    expect(reads('/about')).toEqual([]);
    expect(reads('/schedules', 'date=2026-11-25')).toEqual([
      '/api/matches?from=2026-11-21&to=2026-12-06',
      '/api/ratings/matches',
    ]);
    expect(reads('/standings', 'season=12&division=D1')).toEqual([
      '/api/standings?seasonNumber=12&division=D1',
    ]);
    // A season past the current one reads as the current season's table.
    expect(reads('/standings', 'season=99')).toEqual(['/api/standings']);
    expect(reads('/schedules', 'date=nonsense')).toEqual(reads('/schedules'));
  });

  it("reads the schedule's window of today in the league's time zone", () => {
    const read = (timeZone: string) => {
      const [first] = pageReads('schedules', {}, new URLSearchParams(), { maxSeason: 14, timeZone });
      return first;
    };
    const today = (timeZone: string) =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(new Date());
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      expect(read(zone)).toEqual({ name: 'matches', args: [fetchRange(windowStartFor(today(zone)))] });
    }
  });

  it('names each read with the arguments its URL is built from', () => {
    expect(pageReads('player', { id: '5' }, new URLSearchParams(), SETTINGS)).toEqual([
      { name: 'player', args: [5] },
      { name: 'playerRating', args: [5, null] },
    ]);
    expect(readUrls.matches({ from: '2026-11-21', to: '2026-12-06' })).toBe(
      '/api/matches?from=2026-11-21&to=2026-12-06',
    );
  });

  it('names the share card of the pages people share, and none elsewhere', () => {
    expect(shareImagePath('/players/5', new URLSearchParams(), 14)).toBe('/api/share-images/players/5');
    expect(shareImagePath('/games/4', new URLSearchParams(), 14)).toBe('/api/share-images/games/4');
    expect(shareImagePath('/records', new URLSearchParams(), 14)).toBe('/api/share-images/records');
    // The view without its page: page 3 of a view shares the view's top five.
    expect(shareImagePath('/stats', new URLSearchParams('season=3&mode=perSet&sort=blocks&page=3'), 14)).toBe(
      '/api/share-images/leaderboard?view=players&stage=all&seasonNumber=3&mode=perSet&sort=blocks',
    );
    expect(shareImagePath('/players/abc', new URLSearchParams(), 14)).toBeNull();
    expect(shareImagePath('/about', new URLSearchParams(), 14)).toBeNull();
    expect(shareImagePath('/no/such/page', new URLSearchParams(), 14)).toBeNull();
  });

  it('gives every page with fixed text a title and a description naming nothing of another site', () => {
    for (const id of PAGE_IDS) {
      if (isRedirectPage(id) || isEntityPage(id)) continue;
      const meta = staticPageMeta(id, 'Test League');
      expect(meta.title, id).not.toBe('');
      expect(meta.description.length, id).toBeGreaterThan(10);
      expect(meta.description, id).not.toContain('Volley League');
      expect(meta.path, id).toBe(PAGES[id].pattern);
    }
    expect(staticPageMeta('stats', 'Test League')).toEqual({
      title: 'Statistics Leaderboard',
      description:
        "Every player's and team's kills, attempts, blocks, assists, aces, receives and errors in the Test League, by season and playoff round, as totals or per game or per set.",
      noindex: false,
      path: '/stats',
    });
  });

  it('keeps crawlers out of every page kept out of search engines, and nothing else', () => {
    expect(robotsDisallowedPaths()).toEqual([
      '/login',
      '/signup',
      '/profile',
      '/articles/create',
      '/players/*/games',
      '/search',
      '/portal',
    ]);
  });

  it('lists the portal screens in menu order, each at its own link below /portal', () => {
    expect(PORTAL_SCREEN_IDS[0]).toBe('dashboard');
    expect(paths.portal()).toBe('/portal');
    expect(paths.portal('users')).toBe('/portal/users');
    const links = PORTAL_SCREEN_IDS.map((id) => paths.portal(id));
    expect(new Set(links).size).toBe(links.length);
    for (const link of links) expect(matchPage(link)?.id).toBe('portal');
    expect(PAGES.portal.screens.settings.permission).toBe('settings:manage');
  });

  it('puts every indexable page in the sitemap, and no page kept out of search engines', () => {
    const { staticPaths, entityPages } = sitemapPages();
    expect(entityPages.sort()).toEqual([
      'article',
      'award',
      'game',
      'player',
      'season',
      'seasonRecap',
      'team',
    ]);
    expect(staticPaths).toContain('/');
    expect(staticPaths).toContain('/stats');
    for (const id of PAGE_IDS) {
      if (isRedirectPage(id) || isEntityPage(id)) continue;
      expect(staticPaths.includes(PAGES[id].pattern), id).toBe(!staticPageMeta(id, 'x').noindex);
    }
  });
});
