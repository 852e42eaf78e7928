/**
 * What each public page needs on a first visit, announced in its HTML so the browser starts every
 * download at once instead of as a waterfall (HTML → entry → lazy page chunk → API read → render):
 * `modulepreload` for the page's chunk and its imports, its stylesheets, and `preload as=fetch` for the
 * API reads the page makes as it mounts.
 *
 * PAGES mirrors the public routes of apps/web/src/app/router.tsx (a test keeps the two in step). A read
 * is listed only when its answer is the same for every visitor (the browser hands the preloaded answer
 * to the app's own fetch, token or not) and its URL is exactly the one the app requests, else the
 * browser would download it twice.
 */
import {
  leaderboardRequestParams,
  parseLeaderboardParams,
} from '@league/shared/domain/leaderboard-url-state';
import type { LeagueSettings } from '@league/shared/settings';
import type { PageAssetResolver } from './vite-manifest.ts';

type Params = Readonly<Record<string, string>>;

interface PageEntry {
  /** Route pattern as in the router: static segments and `:param`s. */
  pattern: string;
  /** The lazily imported page module, as a manifest key (path from apps/web). */
  module: string;
  /** API GETs the page makes on load for these params and query, as the app spells them. */
  reads?: (params: Params, query: URLSearchParams, settings: LeagueSettings) => string[];
}

/** The app's parsePositiveInt: digits only, a safe integer above zero. */
function positiveInt(text: string | null | undefined): number | null {
  if (!text || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

const byId =
  (api: string) =>
  (params: Params): string[] => {
    const id = positiveInt(params.id);
    return id === null ? [] : [`${api}/${id}`];
  };

/** The stats page's leaderboard read for its address, by the app's own rules (shared). */
function leaderboardRead(query: URLSearchParams, settings: LeagueSettings): string[] {
  const state = parseLeaderboardParams(query, settings.maxSeason);
  return [`/api/leaderboard?${leaderboardRequestParams(state)}`];
}

const page = (name: string) => `src/features/${name}.tsx`;

/** In router order: a static path comes before a `:param` path that would also match it. */
export const PAGES: readonly PageEntry[] = [
  { pattern: '/', module: page('home/components/home-page'), reads: () => ['/api/articles'] },
  { pattern: '/about', module: page('info/components/about-page') },
  { pattern: '/faq', module: page('info/components/faq-page') },
  { pattern: '/applications', module: page('info/components/applications-page') },
  { pattern: '/contact', module: page('info/components/contact-page') },
  { pattern: '/privacy-policy', module: page('info/components/privacy-policy-page') },
  { pattern: '/credits', module: page('info/components/credits-page') },
  { pattern: '/login', module: page('users/components/login-page') },
  { pattern: '/signup', module: page('users/components/signup-page') },
  { pattern: '/profile', module: page('users/components/profile-page') },
  { pattern: '/articles', module: page('articles/components/articles-page') },
  { pattern: '/articles/create', module: page('articles/components/create-article-page') },
  { pattern: '/articles/:id', module: page('articles/components/article-page') },
  { pattern: '/trivia', module: page('trivia/components/trivia-page') },
  { pattern: '/players', module: page('players/components/players-page') },
  {
    pattern: '/players/:id',
    module: page('players/components/player-page'),
    reads: byId('/api/players'),
  },
  { pattern: '/teams', module: page('teams/components/teams-page') },
  { pattern: '/teams/:teamName', module: page('teams/components/team-page') },
  {
    pattern: '/stats',
    module: page('leaderboard/components/leaderboard-page'),
    reads: (_params, query, settings) => leaderboardRead(query, settings),
  },
  { pattern: '/records', module: page('records/components/records-page') },
  { pattern: '/games', module: page('games/components/games-page') },
  { pattern: '/games/:id', module: page('games/components/game-page'), reads: byId('/api/games') },
  { pattern: '/seasons', module: page('seasons/components/seasons-page'), reads: () => ['/api/seasons'] },
  {
    pattern: '/seasons/:id',
    module: page('seasons/components/season-page'),
    reads: byId('/api/seasons'),
  },
  { pattern: '/awards', module: page('awards/components/awards-page') },
  { pattern: '/awards/:id', module: page('awards/components/award-page'), reads: byId('/api/awards') },
  { pattern: '/schedules', module: page('matches/components/schedules-page') },
];

/** The page shown for a path no route matches. */
export const NOT_FOUND_MODULE = 'src/app/not-found-page.tsx';

/** The entry whose pattern matches `path`, with its params; undefined when none does. */
export function matchPage(path: string): { page: PageEntry; params: Params } | undefined {
  const segments = path.split('/').filter(Boolean);
  for (const candidate of PAGES) {
    const parts = candidate.pattern.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, index) => {
      const segment = segments[index] as string;
      if (part.startsWith(':')) {
        params[part.slice(1)] = segment;
        return true;
      }
      return part === segment;
    });
    if (matches) return { page: candidate, params };
  }
  return undefined;
}

export interface PagePreloads {
  scripts: string[];
  styles: string[];
  reads: string[];
}

const NONE: PagePreloads = { scripts: [], styles: [], reads: [] };

/**
 * The preloads of a page path (decoded, without query) answered with `status`. Without a manifest there
 * is nothing to announce; an answer other than 200 gets no reads (the page shows its not-found state).
 */
export function pagePreloads(
  assets: PageAssetResolver | undefined,
  settings: LeagueSettings,
  path: string,
  query: URLSearchParams,
  status: number,
): PagePreloads {
  if (!assets) return NONE;
  if (path === '/portal' || path.startsWith('/portal/')) return NONE;
  const match = matchPage(path);
  const files = assets.assetsOf(match ? match.page.module : NOT_FOUND_MODULE);
  if (!files) return NONE;
  const reads = match?.page.reads && status === 200 ? match.page.reads(match.params, query, settings) : [];
  return { ...files, reads };
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The <link> tags. Reads go first (the server works on them while the scripts download). Stylesheets
 * follow the entry's, in the order the app would add them, so the cascade does not change.
 * `crossorigin` gives each the credentials mode of the request it stands in for: module scripts and
 * fetch() are CORS requests with same-origin credentials.
 */
export function renderPreloadTags(preloads: PagePreloads): string[] {
  return [
    ...preloads.reads.map(
      (href) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(href)}">`,
    ),
    ...preloads.scripts.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`,
    ),
    ...preloads.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`),
  ];
}
