/**
 * The URLs the page catalogue (pages.ts) names: the API reads pages make as they mount, and the share
 * images the server draws for link previews. The web fetchers request exactly these URLs, and the server
 * preloads them, so the browser reuses a preload only for the very same URL.
 */
import { type LeaderboardUrlState, leaderboardRequestParams } from './domain/leaderboard-url-state.ts';
import { type GameLogUrlState, gameLogRequestParams } from './domain/player-game-log.ts';
import {
  type AwardListFilters,
  awardListReadUrl,
  SEARCH_LISTS,
  type SearchListQueryOf,
  searchListReadUrl,
} from './domain/search-lists.ts';
import { type StandingsView, standingsRequestParams } from './domain/standings-url-state.ts';

/** `path` with the query `params` make, if any. */
export const withQuery = (path: string, params: URLSearchParams) => {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

/** How many matches the home page's 'Tonight / next up' block reads: a match night's worth and more. */
export const UPCOMING_MATCH_LIMIT = 30;

/**
 * The first UTC day the home page reads matches from: the day before `now`, so tonight's matches in any
 * league time zone are in (a New York evening is already the next UTC day). Server and browser compute it
 * alike from the clock, so the preloaded URL is the one the page requests.
 */
export function upcomingMatchesFrom(now: Date): string {
  return new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The URLs of the reads pages make as they mount, by read name. */
export const readUrls = {
  articles: () => '/api/articles',
  upcomingMatches: (from: string) => `/api/matches?from=${from}&limit=${UPCOMING_MATCH_LIMIT}`,
  /** Matches between two whole UTC days, both inclusive (the schedule's window). */
  matches: (range: { from: string; to: string }) =>
    `/api/matches?${new URLSearchParams({ from: range.from, to: range.to })}`,
  /** One page of a searched list (domain/search-lists.ts), total in X-Total-Count. */
  playerList: (query: SearchListQueryOf<'players'>) => searchListReadUrl(SEARCH_LISTS.players, query),
  teamList: (query: SearchListQueryOf<'teams'>) => searchListReadUrl(SEARCH_LISTS.teams, query),
  gameList: (query: SearchListQueryOf<'games'>) => searchListReadUrl(SEARCH_LISTS.games, query),
  awardList: (filters: AwardListFilters) => awardListReadUrl(filters),
  player: (id: number) => `/api/pages/players/${id}`,
  /** One page of a player's game log (docs/product/players.md#game-log), total in X-Total-Count. */
  playerGameLog: (id: number, request: GameLogUrlState & { pageSize: number }) =>
    `/api/players/${id}/games?${gameLogRequestParams(request, request.pageSize)}`,
  /** Some players side by side over the career or one season (docs/product/compare.md#api). */
  playerCompare: (ids: readonly number[], seasonNumber: number | null) =>
    `/api/players/compare?players=${ids.join(',')}${seasonNumber === null ? '' : `&seasonNumber=${seasonNumber}`}`,
  /** Every season's team of a name or slug (the team page's read), newest season first. */
  team: (nameOrSlug: string) => `/api/pages/teams/${encodeURIComponent(nameOrSlug)}`,
  seasons: () => '/api/pages/seasons',
  season: (id: number) => `/api/pages/seasons/${id}`,
  /** An ended season's recap (docs/product/recap.md#api), by season id. */
  seasonRecap: (id: number) => `/api/seasons/${id}/recap`,
  game: (id: number) => `/api/games/${id}`,
  article: (id: number) => `/api/articles/${id}`,
  award: (id: number) => `/api/awards/${id}`,
  /** Every record list (docs/product/records.md#api); the page adds `?refresh=N` after a recalculation. */
  records: () => '/api/records',
  leaderboard: (request: Omit<LeaderboardUrlState, 'visibility'>) =>
    `/api/leaderboard?${leaderboardRequestParams(request)}`,
  /** A season's table of a group (docs/product/standings.md#api); the current season without one. */
  standings: (view: StandingsView) => withQuery('/api/standings', standingsRequestParams(view)),
  /** What the model says about each match of a season (the current one without a number). */
  matchForecasts: (seasonNumber: number | null) =>
    withQuery('/api/ratings/matches', seasonParam(seasonNumber)),
  backtest: () => '/api/ratings/backtest',
  /** Player ratings of a season, or of every season without a number. */
  playerRatings: (seasonNumber: number | null) =>
    withQuery('/api/ratings/players', seasonParam(seasonNumber)),
  /** One player's rating of a season, or of every season without a number (the player page's card). */
  playerRating: (playerId: number, seasonNumber: number | null) =>
    withQuery(`/api/ratings/players/${playerId}`, seasonParam(seasonNumber)),
  /** A league week's pick'em matches (the week holding `week`, a YYYY-MM-DD day), this week without one. */
  pickemWeek: (week: string | null) => withQuery('/api/pickem/week', weekParam(week)),
  /** A season's bracket challenge (docs/product/pickem.md#bracket-challenge), the current one without one. */
  bracketChallenge: (seasonNumber: number | null) =>
    withQuery('/api/bracket-challenge', seasonParam(seasonNumber)),
  /** The fan votes (docs/product/votes.md#api), of one season or all: open ones, closed ones with results. */
  votes: (seasonNumber: number | null) => withQuery('/api/votes', seasonParam(seasonNumber)),
  /** Today's daily puzzle as everyone sees it (docs/product/trivia.md#daily-puzzle), without any play. */
  dailyPuzzle: () => '/api/trivia/daily/puzzle',
} as const;

/** The `week` parameter of pick'em's reads: the week holding a YYYY-MM-DD day, none for this week. */
export function weekParam(week: string | null): URLSearchParams {
  return new URLSearchParams(week ? { week } : {});
}

/** The `seasonNumber` parameter of a season's reads, none for the current season (or every season). */
export function seasonParam(seasonNumber: number | null): URLSearchParams {
  return new URLSearchParams(seasonNumber === null ? {} : { seasonNumber: String(seasonNumber) });
}

export type ReadName = keyof typeof readUrls;
export type ReadArgs<K extends ReadName> = Parameters<(typeof readUrls)[K]>;

/**
 * One read a page makes as it mounts, by name and arguments: the server turns it into its URL
 * (`readUrl`) to preload it, the web app into the query that requests that URL.
 */
export type PageRead = { [K in ReadName]: { name: K; args: ReadArgs<K> } }[ReadName];

export function pageRead<K extends ReadName>(name: K, ...args: ReadArgs<K>): PageRead {
  return { name, args } as PageRead;
}

export function readUrl(read: PageRead): string {
  const url = readUrls[read.name] as (...args: PageRead['args']) => string;
  return url(...read.args);
}

/** Share images: 1200×630 PNG cards drawn by the server (docs/product/site.md#share-images). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const shareImageUrls = {
  /** The view's top five: the view's words and rows, without its page or column choice. */
  leaderboard: (state: Omit<LeaderboardUrlState, 'visibility'>) =>
    `/api/share-images/leaderboard?${leaderboardRequestParams({ ...state, page: 1 })}`,
  records: () => '/api/share-images/records',
  /** A table's top five: its season and group. */
  standings: (view: StandingsView) => withQuery('/api/share-images/standings', standingsRequestParams(view)),
  player: (id: number) => `/api/share-images/players/${id}`,
  game: (id: number) => `/api/share-images/games/${id}`,
  /** An ended season's champion and leaders (docs/product/recap.md#share-image). */
  seasonRecap: (id: number) => `/api/share-images/seasons/${id}/recap`,
} as const;
