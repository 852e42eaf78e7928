/**
 * The catalogue of the site's pages: the one place a page is declared, as data. Each entry says where the
 * page lives (its path pattern and a typed link builder), what search engines and link previews are told
 * about it, whether the sitemap lists it and robots.txt keeps crawlers out, and which API reads it makes
 * as it mounts. The staff portal's screens are the portal's children. Everything else derives from here:
 * the web app's routes and loaders (a page without a route does not compile), its links, its <PageMeta>
 * and the portal's menus; the server's metadata, sitemap, robots.txt and preload hints (which find each
 * page's files in the build by page id). Adding a page is one entry here plus its component.
 *
 * The URLs the entries name are built in page-urls.ts; finding the page of an address and reading an
 * entry (its text, reads, share image) is page-match.ts.
 */

import { todayKey } from './domain/day-keys.ts';
import { parseLeaderboardParams } from './domain/leaderboard-url-state.ts';
import { leaderboardDescription, leaderboardTitle } from './domain/leaderboard-view.ts';
import { parsePositiveInt, parseSeasonNumber } from './domain/list-filters.ts';
import type { Action } from './domain/permissions.ts';
import { parseCompareParams } from './domain/player-compare.ts';
import { GAME_LOG_PAGE_SIZE, parseGameLogParams } from './domain/player-game-log.ts';
import { chosenDay, fetchRange, windowStartFor } from './domain/schedule-window.ts';
import { parseAwardListFilters, parseSearchListQuery, SEARCH_LISTS } from './domain/search-lists.ts';
import { teamNameFromParam, teamSlug } from './domain/slug.ts';
import { parseStandingsView, standingsPageQuery, standingsViewTitle } from './domain/standings-url-state.ts';
import { type PageRead, pageRead, shareImageUrls, upcomingMatchesFrom } from './page-urls.ts';
import type { LeagueSettings } from './settings.ts';

/** Values of a path's `:param`s, by name. */
export type PageParams = Readonly<Record<string, string | undefined>>;

/** A page whose own text is fixed: the same for the server's HTML and for the app. */
export interface StaticPageMeta {
  /** Page name; documents are titled '{title} | {siteName}'. */
  title: string;
  description: (siteName: string) => string;
  /** Kept out of search engines (account pages, the portal). */
  noindex?: boolean;
  /**
   * A page whose query string is a view worth sharing: its title and description for that view (the
   * fixed ones above are the opening view's). The app and the server's HTML both use it.
   */
  viewMeta?: (
    query: URLSearchParams,
    siteName: string,
    maxSeason: number,
  ) => { title: string; description: string };
}

/**
 * Marks a page that shows one entity (a player, a team...): its title and description come from data,
 * written by the page itself in the app and by the server's resolver for the page id.
 */
export const ENTITY_META = 'entity';

export interface PageDefinition {
  /** Path pattern as the router matches it: static segments and `:param`s. */
  pattern: string;
  /** Builds a link to the page. */
  href: (...args: never[]) => string;
  meta: StaticPageMeta | typeof ENTITY_META;
  /** Listed in sitemap.xml: the page itself, or for an entity page every entity that has one. */
  sitemap: boolean;
  /**
   * The API GETs the page makes as it mounts, by read name (page-urls.ts): the server preloads their URLs
   * and draws first views with them, the web app's route loader starts the same reads, and the browser
   * reuses a preload only for the very same URL. Only reads whose answer is the same for every visitor
   * belong here.
   */
  reads?: (params: PageParams, query: URLSearchParams, settings: PageReadSettings) => PageRead[];
  /**
   * The page's own 1200×630 link-preview image (a card the server draws from the page's data), for the
   * address's params and query; without it, link previews show the league's card.
   */
  shareImage?: (params: PageParams, query: URLSearchParams, maxSeason: number) => string | null;
  /** The page also answers every path below its pattern (the staff portal routes its own screens). */
  section?: true;
  /** The section's screens, in menu order (the staff portal's). */
  screens?: Readonly<Record<string, PortalScreenDefinition>>;
  /** Nothing is announced in its HTML beyond the entry: what it loads depends on who signs in. */
  noPreload?: true;
  /**
   * What it shows depends on the visitor (their session, or what this browser kept): the server sends
   * it undrawn and the browser draws it; every other page's first view comes drawn by the server
   * (docs/product/site.md#first-view).
   */
  personal?: true;
}

/** An old address kept working: the app sends it on to another page. */
export interface RedirectDefinition {
  pattern: string;
  href: () => string;
  redirectTo: string;
}

/** What a page's reads depend on besides its address: the league's settings. */
export type PageReadSettings = Pick<LeagueSettings, 'maxSeason' | 'timeZone'>;

/** A screen of the staff portal (docs/product/portal.md#pages), a child of the `portal` page. */
export interface PortalScreenDefinition {
  /** Below /portal; '' is the dashboard (the portal's index). */
  path: string;
  /** Its name in the portal's menu. */
  label: string;
  /** Its menu icon, by Lucide's name: the web app maps each name to the icon itself. */
  icon: string;
  /** Its button among the dashboard's quick actions, for the screens that have one. */
  action?: string;
  /** Listed only for those allowed this (the server refuses the others anyway). */
  permission?: Action;
}

/** The portal's screens (docs/product/portal.md#pages), in the menu's order. */
const PORTAL_SCREENS = {
  dashboard: { path: '', label: 'Dashboard', icon: 'layout-dashboard' },
  users: { path: 'users', label: 'Users', icon: 'users', action: 'Manage Users' },
  seasons: { path: 'seasons', label: 'Seasons', icon: 'calendar-range', action: 'Manage Seasons' },
  teams: { path: 'teams', label: 'Teams', icon: 'shirt', action: 'Manage Teams' },
  players: { path: 'players', label: 'Players', icon: 'user-round', action: 'Manage Players' },
  claims: { path: 'claims', label: 'Player claims', icon: 'badge-check' },
  games: { path: 'games', label: 'Games', icon: 'gamepad-2', action: 'Manage Games' },
  matches: { path: 'matches', label: 'Matches', icon: 'swords', action: 'Manage Matches' },
  /** Final box scores from game servers, waiting for approval (docs/product/live.md#pending-results). */
  results: { path: 'results', label: 'Results', icon: 'inbox' },
  /** Score a match live from a phone (docs/product/live.md#the-scorer). */
  scorer: { path: 'scorer', label: 'Scorer', icon: 'radio' },
  stats: { path: 'stats', label: 'Stats', icon: 'chart-column', action: 'Manage Stats' },
  articles: { path: 'articles', label: 'Articles', icon: 'newspaper', action: 'Manage Articles' },
  awards: { path: 'awards', label: 'Awards', icon: 'award', action: 'Manage Awards' },
  /** Open and close fan votes (docs/product/votes.md#the-portal-screen). */
  votes: { path: 'votes', label: 'Fan votes', icon: 'vote' },
  activity: { path: 'activity', label: 'Activity', icon: 'history' },
  embeds: { path: 'embeds', label: 'Embeds', icon: 'code-xml' },
  settings: { path: 'settings', label: 'Settings', icon: 'settings', permission: 'settings:manage' },
} as const satisfies Record<string, PortalScreenDefinition>;

/** The share image of an entity page for its `:id`, none when the id is not one. */
const shareImageById =
  (url: (id: number) => string) =>
  (params: PageParams): string | null => {
    const id = parsePositiveInt(params.id);
    return id === null ? null : url(id);
  };

const STATS_TITLE = 'Statistics Leaderboard';
const statsDescription = (site: string) =>
  `Every player's and team's kills, attempts, blocks, assists, aces, receives and errors in the ${site}, by season and playoff round, as totals or per game or per set.`;

const standingsDescription = (site: string) =>
  `Where every ${site} team stands: points, sets and points ratios, form, the tie-breakers applied, who has clinched a playoff spot and what everyone else needs.`;

/** The read of an entity page for its `:id`, none when the id is not one. */
const readById =
  (name: 'season' | 'seasonRecap' | 'game' | 'award' | 'article') =>
  (params: PageParams): PageRead[] => {
    const id = parsePositiveInt(params.id);
    return id === null ? [] : [pageRead(name, id)];
  };

/**
 * Every page, in match order: a static path comes before a `:param` path that would also match it. The
 * ids are the names links use (`paths.player(id)`).
 */
export const PAGES = {
  home: {
    pattern: '/',
    href: () => '/',
    meta: {
      title: 'Home',
      description: (site) =>
        `${site} is a community volleyball league: schedules, results, player and team statistics, records, awards and news.`,
    },
    sitemap: true,
    reads: () => [pageRead('articles'), pageRead('upcomingMatches', upcomingMatchesFrom(new Date()))],
  },
  about: {
    pattern: '/about',
    href: () => '/about',
    meta: {
      title: 'About',
      description: (site) =>
        `What ${site} is, how the league is run, what the site tracks and how to get involved.`,
    },
    sitemap: true,
  },
  faq: {
    pattern: '/faq',
    href: () => '/faq',
    meta: {
      title: 'FAQ',
      description: (site) =>
        `Answers about joining ${site}, team signups, staff applications, rules, stat tracking and support.`,
    },
    sitemap: true,
  },
  help: { pattern: '/help', href: () => '/help', redirectTo: 'faq' },
  applications: {
    pattern: '/applications',
    href: () => '/applications',
    meta: {
      title: 'Applications',
      description: (site) =>
        `Staff, media, officiating and support roles at ${site}, and whether applications are open.`,
    },
    sitemap: true,
  },
  contact: {
    pattern: '/contact',
    href: () => '/contact',
    meta: {
      title: 'Contact',
      description: (site) =>
        `How to reach the ${site} staff team: e-mail, the chat community and the help pages.`,
    },
    sitemap: true,
  },
  privacyPolicy: {
    pattern: '/privacy-policy',
    href: () => '/privacy-policy',
    meta: {
      title: 'Privacy Policy',
      description: (site) =>
        `What ${site} stores about visitors and members, why, who can see it and how to have it removed.`,
    },
    sitemap: true,
  },
  credits: {
    pattern: '/credits',
    href: () => '/credits',
    meta: {
      title: 'Credits',
      description: (site) => `The people who built and designed the ${site} website.`,
    },
    sitemap: true,
  },
  login: {
    pattern: '/login',
    href: () => '/login',
    meta: {
      title: 'Login',
      description: (site) => `Log in to your ${site} account to like and write articles.`,
      noindex: true,
    },
    sitemap: false,
    // The same form for everyone: drawn by the server (a sign-in ticket in the fragment is read once adopted).
  },
  signup: {
    pattern: '/signup',
    href: () => '/signup',
    meta: {
      title: 'Sign Up',
      description: (site) => `Create a free ${site} account to like articles and write your own.`,
      noindex: true,
    },
    sitemap: false,
    // The same form for everyone: drawn by the server.
  },
  profile: {
    pattern: '/profile',
    href: () => '/profile',
    meta: {
      title: 'Your Account',
      description: () => 'Your account details and the articles you wrote.',
      noindex: true,
    },
    sitemap: false,
    personal: true,
  },
  articles: {
    pattern: '/articles',
    href: () => '/articles',
    meta: {
      title: 'Articles',
      description: (site) =>
        `News, previews, recaps and opinion from the ${site} community, written by its members.`,
    },
    sitemap: true,
    reads: () => [pageRead('articles')],
  },
  createArticle: {
    pattern: '/articles/create',
    href: () => '/articles/create',
    meta: {
      title: 'Create Article',
      description: (site) => `Write an article for the ${site} community.`,
      noindex: true,
    },
    sitemap: false,
    // The same form for every member: drawn by the server. Who may write is known only to the browser,
    // which sends anyone else to the articles page (it says why) once it has adopted the page.
  },
  article: {
    pattern: '/articles/:id',
    href: (id: number | string) => `/articles/${id}`,
    meta: ENTITY_META,
    sitemap: true,
    reads: readById('article'),
  },
  trivia: {
    pattern: '/trivia',
    href: () => '/trivia',
    meta: {
      title: 'Trivia',
      description: (site) =>
        `Guess ${site} players and teams from hints against a 60-second clock, and score points for speed.`,
    },
    sitemap: true,
    // Its first screen, the choice of a game, is the same for everyone: drawn by the server, data-free.
  },
  triviaDaily: {
    pattern: '/trivia/daily',
    href: () => '/trivia/daily',
    meta: {
      title: 'Daily Trivia',
      description: (site) =>
        `One ${site} player or team to guess each day, the same for everyone: keep your streak and share your result.`,
    },
    sitemap: true,
    // The day's puzzle (what is to be guessed, its rules) drawn with the page, as pick'em's week; each
    // visitor's own play, streak and a result kept in this browser are drawn in the browser.
    reads: () => [pageRead('dailyPuzzle')],
  },
  pickem: {
    pattern: '/pickem',
    /** A league week's pick'em (the week holding `week`, a YYYY-MM-DD day), this week without one. */
    href: (week?: string) => (week ? `/pickem?week=${week}` : '/pickem'),
    meta: {
      title: "Pick'em",
      description: (site) =>
        `Pick the winner and the set score of every ${site} match before it starts, climb the weekly, season and all-time boards, and try to beat the model.`,
    },
    sitemap: true,
    // The week's matches and boards, the same for everyone, drawn; each visitor's own picks, and locks that
    // follow the server's clock from then on, are drawn in the browser.
    reads: (_params, query) => [pageRead('pickemWeek', query.get('week') || null)],
  },
  bracketChallenge: {
    pattern: '/bracket-challenge',
    /** A season's bracket challenge (`season`, a season number), the current season's without one. */
    href: (season?: number) => (season ? `/bracket-challenge?season=${season}` : '/bracket-challenge'),
    meta: {
      title: 'Bracket challenge',
      description: (site) =>
        `Fill the ${site} playoff bracket before the first playoff match, scored round by round as the results come in.`,
    },
    sitemap: true,
    // The season's brackets and board drawn, as pick'em; each visitor's own bracket, and a lock that
    // follows the server's clock from then on, are drawn in the browser.
    reads: (_params, query) => [pageRead('bracketChallenge', parseSeasonNumber(query.get('season')))],
  },
  votes: {
    pattern: '/votes',
    href: () => '/votes',
    meta: {
      title: 'Fan votes',
      description: (site) =>
        `Vote for the ${site} season MVP, the team of the season and the play of the week, and see the fans' choices once each vote closes.`,
    },
    sitemap: true,
    // The votes and the closed ones' results drawn, as pick'em; each visitor's own ballots are drawn in the
    // browser.
    reads: () => [pageRead('votes', null)],
  },
  players: {
    pattern: '/players',
    href: () => '/players',
    meta: {
      title: 'Players',
      description: (site) => `Every player of the ${site}: positions, teams by season and career profiles.`,
    },
    sitemap: true,
    // The address's filters and page (domain/search-lists.ts): the first page the visitor sees, drawn.
    reads: (_params, query, { maxSeason }) => [
      pageRead('playerList', parseSearchListQuery(SEARCH_LISTS.players, query, maxSeason)),
    ],
  },
  player: {
    pattern: '/players/:id',
    href: (id: number | string) => `/players/${id}`,
    meta: ENTITY_META,
    sitemap: true,
    // The player, and their rating card's read for the season the address names (the career without one).
    reads: (params, query) => {
      const id = parsePositiveInt(params.id);
      if (id === null) return [];
      return [pageRead('player', id), pageRead('playerRating', id, parseSeasonNumber(query.get('season')))];
    },
    shareImage: shareImageById(shareImageUrls.player),
  },
  playerGameLog: {
    pattern: '/players/:id/games',
    /** The full game log, with its filter and sort query (`season=2&sort=blocks`) when given. */
    href: (id: number | string, query?: string) => `/players/${id}/games${query ? `?${query}` : ''}`,
    meta: {
      title: 'Game log',
      description: (site) =>
        `Every game of a ${site} player: result, set score, opponent and the full stat line, by season and round.`,
      // One per player and a view of the player page: the player page is what search engines get.
      noindex: true,
    },
    sitemap: false,
    // The player (the page's heading) and the page of the log the address asks for.
    reads: (params, query) => {
      const id = parsePositiveInt(params.id);
      if (id === null) return [];
      const request = { ...parseGameLogParams(query), pageSize: GAME_LOG_PAGE_SIZE };
      return [pageRead('player', id), pageRead('playerGameLog', id, request)];
    },
  },
  compare: {
    pattern: '/compare',
    /** Up to four players side by side: `/compare?players=12,40`. */
    href: (ids: readonly number[] = [], query?: string) => {
      const players = ids.length > 0 ? `players=${ids.join(',')}` : '';
      const search = [players, query ?? ''].filter(Boolean).join('&');
      return search ? `/compare?${search}` : '/compare';
    },
    meta: {
      title: 'Compare players',
      description: (site) =>
        `Up to four ${site} players side by side: totals, per game and per set, with a radar overlay.`,
    },
    sitemap: true,
    // The players of the address, when it names them well (a wrong list is explained in the browser).
    reads: (_params, query) => {
      const { players, season } = parseCompareParams(query);
      return players.ok && players.ids.length > 0 ? [pageRead('playerCompare', players.ids, season)] : [];
    },
  },
  teams: {
    pattern: '/teams',
    href: () => '/teams',
    meta: {
      title: 'Teams',
      description: (site) => `Every team of every ${site} season: placements, rosters and results.`,
    },
    sitemap: true,
    reads: (_params, query, { maxSeason }) => [
      pageRead('teamList', parseSearchListQuery(SEARCH_LISTS.teams, query, maxSeason)),
    ],
  },
  team: {
    pattern: '/teams/:teamName',
    /** Every team link: `/teams/{slug}`, with `?season=N` wherever the season is known so the page opens that season's team. */
    href: (name: string, seasonNumber?: number | null) => {
      const base = `/teams/${encodeURIComponent(teamSlug(name))}`;
      return seasonNumber == null ? base : `${base}?season=${seasonNumber}`;
    },
    meta: ENTITY_META,
    sitemap: true,
    // Every season's team of the name: `?season=N` picks one of them on the page.
    reads: (params) => {
      const name = teamNameFromParam(params.teamName);
      return name === '' ? [] : [pageRead('team', name)];
    },
  },
  stats: {
    pattern: '/stats',
    href: () => '/stats',
    meta: {
      title: STATS_TITLE,
      description: statsDescription,
      viewMeta: (query, site, maxSeason) => {
        const state = parseLeaderboardParams(query, maxSeason);
        return {
          title: leaderboardTitle(state, STATS_TITLE),
          description: leaderboardDescription(state, site, STATS_TITLE, statsDescription(site)),
        };
      },
    },
    sitemap: true,
    reads: (_params, query, { maxSeason }) => {
      const { visibility: _columns, ...request } = parseLeaderboardParams(query, maxSeason);
      return [pageRead('leaderboard', request)];
    },
    shareImage: (_params, query, maxSeason) => {
      const { visibility: _columns, ...state } = parseLeaderboardParams(query, maxSeason);
      return shareImageUrls.leaderboard(state);
    },
  },
  records: {
    pattern: '/records',
    href: () => '/records',
    meta: {
      title: 'Stat Records',
      description: (site) =>
        `The all-time top 10 single-game and single-season performances of the ${site}: kills, assists, blocks, digs, aces, errors and spiking percentage.`,
    },
    sitemap: true,
    reads: () => [pageRead('records')],
    shareImage: () => shareImageUrls.records(),
  },
  standings: {
    pattern: '/standings',
    /** The current season's table, or the view's (`season`, `phase`, `region`, `division`). */
    href: (view: Parameters<typeof standingsPageQuery>[0] = {}) => {
      const query = standingsPageQuery(view);
      return query ? `/standings?${query}` : '/standings';
    },
    meta: {
      title: 'Standings',
      description: standingsDescription,
      viewMeta: (query, site, maxSeason) => {
        const view = parseStandingsView(query, maxSeason);
        // The opening view (the current season's table) keeps the page's own title.
        const opening = Object.values(view).every((value) => value === null);
        return {
          title: opening ? 'Standings' : standingsViewTitle(view, maxSeason),
          description: standingsDescription(site),
        };
      },
    },
    sitemap: true,
    reads: (_params, query, { maxSeason }) => [pageRead('standings', parseStandingsView(query, maxSeason))],
    shareImage: (_params, query, maxSeason) => shareImageUrls.standings(parseStandingsView(query, maxSeason)),
  },
  ratings: {
    pattern: '/ratings',
    href: () => '/ratings',
    meta: {
      title: 'Ratings',
      description: (site) =>
        `How the ${site} rates teams and players: the formula, every constant, and how well its win probabilities did over the league's whole history.`,
    },
    sitemap: true,
    // The back-test, and the player ratings of the address's season (every season without one).
    reads: (_params, query, { maxSeason }) => [
      pageRead('backtest'),
      pageRead('playerRatings', parseSeasonNumber(query.get('season'), maxSeason)),
    ],
  },
  glossary: {
    pattern: '/glossary',
    href: (id?: string) => (id ? `/glossary#${id}` : '/glossary'),
    meta: {
      title: 'Stat Glossary',
      description: (site) =>
        `What every ${site} stat means and how it is computed: kills, attempts, percentages, attack efficiency, receives, errors, PRF, per-game and per-set rates and who qualifies.`,
    },
    sitemap: true,
  },
  search: {
    pattern: '/search',
    /** The full list of results for a query (docs/product/search.md#pages). */
    href: (q?: string) => (q ? `/search?${new URLSearchParams({ q })}` : '/search'),
    meta: {
      title: 'Search',
      description: (site) => `Find ${site} players, teams, seasons, articles and pages by name.`,
      // One page per query typed: the pages it finds are what search engines get.
      noindex: true,
    },
    sitemap: false,
  },
  games: {
    pattern: '/games',
    href: () => '/games',
    meta: {
      title: 'Games',
      description: (site) => `Every recorded game of the ${site}: scores, stages, box scores and videos.`,
    },
    sitemap: true,
    reads: (_params, query, { maxSeason }) => [
      pageRead('gameList', parseSearchListQuery(SEARCH_LISTS.games, query, maxSeason)),
    ],
  },
  game: {
    pattern: '/games/:id',
    href: (id: number | string) => `/games/${id}`,
    meta: ENTITY_META,
    sitemap: true,
    reads: readById('game'),
    shareImage: shareImageById(shareImageUrls.game),
  },
  seasons: {
    pattern: '/seasons',
    href: () => '/seasons',
    meta: {
      title: 'Seasons',
      description: (site) =>
        `Every season of the ${site}, newest first: themes, dates, teams, games and awards.`,
    },
    sitemap: true,
    reads: () => [pageRead('seasons')],
  },
  season: {
    pattern: '/seasons/:id',
    href: (id: number | string) => `/seasons/${id}`,
    meta: ENTITY_META,
    sitemap: true,
    reads: readById('season'),
  },
  seasonRecap: {
    pattern: '/seasons/:id/recap',
    /** An ended season's recap (docs/product/recap.md#pages), by season id. */
    href: (id: number | string) => `/seasons/${id}/recap`,
    meta: ENTITY_META,
    sitemap: true,
    reads: readById('seasonRecap'),
    shareImage: shareImageById(shareImageUrls.seasonRecap),
  },
  awards: {
    pattern: '/awards',
    /** The awards list, filtered to one season number when given. */
    href: (seasonNumber?: number) => (seasonNumber == null ? '/awards' : `/awards?season=${seasonNumber}`),
    meta: {
      title: 'Awards',
      description: (site) => `Season awards of the ${site}: MVPs, best spikers, setters, liberos and more.`,
    },
    sitemap: true,
    reads: (_params, query, { maxSeason }) => [
      pageRead('awardList', parseAwardListFilters(query, maxSeason)),
    ],
  },
  award: {
    pattern: '/awards/:id',
    href: (id: number | string) => `/awards/${id}`,
    meta: ENTITY_META,
    sitemap: true,
    reads: readById('award'),
  },
  schedules: {
    pattern: '/schedules',
    /** The two weeks holding a day (`YYYY-MM-DD` in the league's zone), else the current two weeks. */
    href: (day?: string) => (day ? `/schedules?date=${day}` : '/schedules'),
    meta: {
      title: 'Schedules & Results',
      description: (site) => `Upcoming matches and results of the ${site}, two weeks at a time.`,
    },
    sitemap: true,
    // The two weeks holding the address's `date`, else today in the league's zone; and what the model says
    // about the current season's matches, so the cards are drawn with their chances.
    reads: (_params, query, { timeZone }) => {
      const day = chosenDay(query.get('date'), todayKey(timeZone));
      return [pageRead('matches', fetchRange(windowStartFor(day))), pageRead('matchForecasts', null)];
    },
  },
  portal: {
    pattern: '/portal',
    /** The portal's dashboard, or one of its screens: `paths.portal('users')` is /portal/users. */
    href: (screen: keyof typeof PORTAL_SCREENS = 'dashboard') => {
      const { path } = PORTAL_SCREENS[screen];
      return path ? `/portal/${path}` : '/portal';
    },
    meta: { title: 'Staff Portal', description: () => 'League administration.', noindex: true },
    sitemap: false,
    personal: true,
    section: true,
    noPreload: true,
    screens: PORTAL_SCREENS,
  },
} as const satisfies Record<string, PageDefinition | RedirectDefinition>;

type Catalogue = typeof PAGES;
export type PageId = keyof Catalogue;
/** Pages that redirect elsewhere. */
export type RedirectPageId = { [K in PageId]: Catalogue[K] extends RedirectDefinition ? K : never }[PageId];
/** Pages with their own content (everything but redirects). */
export type ContentPageId = Exclude<PageId, RedirectPageId>;
/** Pages whose title and description come from the entity they show. */
export type EntityPageId = {
  [K in ContentPageId]: Catalogue[K]['meta'] extends typeof ENTITY_META ? K : never;
}[ContentPageId];
/** Pages whose title and description are fixed in the catalogue. */
export type StaticPageId = Exclude<ContentPageId, EntityPageId>;
/** Pages that name the reads they make as they mount. */
export type ReadingPageId = {
  [K in ContentPageId]: Catalogue[K] extends { reads: unknown } ? K : never;
}[ContentPageId];

/** The id the build tags the app's not-found page with, beside the catalogue's page ids. */
export const NOT_FOUND_PAGE = 'notFound';
/** Every page whose code the build maps by id. */
export type PageChunkId = ContentPageId | typeof NOT_FOUND_PAGE;

/** The catalogue's link builders by page id: `paths.player(5)`, `paths.team(name, season)`. */
export const paths = Object.fromEntries(Object.entries(PAGES).map(([id, page]) => [id, page.href])) as {
  readonly [K in PageId]: Catalogue[K]['href'];
};

export const PAGE_IDS = Object.keys(PAGES) as PageId[];

/** A screen of the staff portal, by id. */
export type PortalScreenId = keyof typeof PORTAL_SCREENS;
/** The portal's screens in menu order. */
export const PORTAL_SCREEN_IDS = Object.keys(PORTAL_SCREENS) as PortalScreenId[];
/** The names of the portal's menu icons: the web app maps every one to its icon. */
export type PortalIconName = (typeof PORTAL_SCREENS)[PortalScreenId]['icon'];
/** The portal's screens that have a button among the dashboard's quick actions. */
export type PortalActionScreenId = {
  [K in PortalScreenId]: (typeof PORTAL_SCREENS)[K] extends { action: string } ? K : never;
}[PortalScreenId];
