/**
 * The searched list pages (players, teams, games: docs/product/site.md#list-pages) and the awards list: how
 * their URL filters read and which API read they make. The web page and the server that draws its first
 * view both read the address here, so the page's first read is the one the server already answered.
 */
import { AWARD_TYPES, PLACEMENTS, POSITIONS, STAGES } from './league.ts';
import { parsePageNumber, parseSeasonNumber } from './list-filters.ts';
import { normalizePlacement } from './placements.ts';

/**
 * What a searched list keeps in the URL and asks the server for (docs/product/api-contract.md#lists-and-paging):
 * a name fragment (`?q`), a season number, one more choice (position, placement, stage) named `K`, and a
 * 1-based page.
 */
export type SearchListQuery<K extends string> = {
  name: string;
  season: number | null;
  page: number;
} & { [P in K]: string };

export interface SearchList<K extends string> {
  /** The third filter's URL key and API parameter. */
  choiceKey: K;
  /** The third filter's value from the URL: a value it offers, else '' (all). */
  parseChoice(value: string | null | undefined): string;
  pageSize: number;
  /** The API read of one page, without its query. */
  path: string;
}

/** Positions the players filter offers: every position except 'N/A' (docs/product/players.md#players-list). */
export const FILTERED_POSITIONS = POSITIONS.filter((position) => position !== 'N/A');

/** A position the filter offers, else '' (all positions). */
export function parsePositionFilter(value: string | null | undefined): string {
  return (FILTERED_POSITIONS as readonly string[]).includes(value ?? '') ? (value as string) : '';
}

/** A canonical placement from the URL (any case or apostrophe), else '' (all placements). */
export function parsePlacementFilter(value: string | null | undefined): string {
  if (!value) return '';
  const key = normalizePlacement(value);
  return PLACEMENTS.find((placement) => normalizePlacement(placement) === key) ?? '';
}

/** A known stage name, else '' (all stages). */
export function parseStageFilter(value: string | null | undefined): string {
  return value && (STAGES as readonly string[]).includes(value) ? value : '';
}

/** The searched lists. Page sizes: docs/product/players.md, teams.md and games.md#rules-and-constants. */
export const SEARCH_LISTS = {
  players: {
    choiceKey: 'position',
    parseChoice: parsePositionFilter,
    pageSize: 25,
    path: '/api/players/medium',
  } as SearchList<'position'>,
  teams: {
    choiceKey: 'placement',
    parseChoice: parsePlacementFilter,
    pageSize: 12,
    path: '/api/teams/medium',
  } as SearchList<'placement'>,
  games: {
    choiceKey: 'stage',
    parseChoice: parseStageFilter,
    pageSize: 10,
    path: '/api/games/skinny',
  } as SearchList<'stage'>,
} as const;

export type SearchListName = keyof typeof SEARCH_LISTS;
export type SearchListChoice<L extends SearchListName> = (typeof SEARCH_LISTS)[L]['choiceKey'];
export type SearchListQueryOf<L extends SearchListName> = SearchListQuery<SearchListChoice<L>>;

/**
 * A list's filters from its page's address: `?q` as written, `?season` (1..maxSeason), the choice, `?page`.
 * What the page asks for before anyone types (docs/product/site.md#list-pages).
 */
export function parseSearchListQuery<K extends string>(
  list: SearchList<K>,
  search: URLSearchParams,
  maxSeason: number,
): SearchListQuery<K> {
  return {
    name: search.get('q') ?? '',
    season: parseSeasonNumber(search.get('season'), maxSeason),
    page: parsePageNumber(search.get('page')),
    [list.choiceKey]: list.parseChoice(search.get(list.choiceKey)),
  } as SearchListQuery<K>;
}

/**
 * The read's address: `q` (the trimmed name, left out when blank), `seasonNumber`, the choice under its own
 * name (left out when '' = all), and the page as `limit` and `offset`.
 */
export function searchListReadUrl<K extends string>(list: SearchList<K>, query: SearchListQuery<K>): string {
  const params = new URLSearchParams();
  const name = query.name.trim();
  if (name) params.set('q', name);
  if (query.season !== null) params.set('seasonNumber', String(query.season));
  const choice: string = query[list.choiceKey];
  if (choice) params.set(list.choiceKey, choice);
  params.set('limit', String(list.pageSize));
  params.set('offset', String((Math.max(1, query.page) - 1) * list.pageSize));
  return `${list.path}?${params}`;
}

/**
 * The awards list's filters as kept in the URL (docs/product/awards.md#awards-list): season number 1..max and
 * award type.
 */
export interface AwardListFilters {
  season: number | null;
  type: string;
}

/** One of the award types, matched ignoring case and returned in its canonical spelling, else ''. */
export function parseAwardType(value: string | null | undefined): string {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return '';
  return AWARD_TYPES.find((type) => type.toLowerCase() === wanted) ?? '';
}

/** The awards list's filters from its page's address. */
export function parseAwardListFilters(search: URLSearchParams, maxSeason: number): AwardListFilters {
  return {
    season: parseSeasonNumber(search.get('season'), maxSeason),
    type: parseAwardType(search.get('type')),
  };
}

/** GET /api/awards/skinny with seasonNumber and type (neither when unfiltered). */
export function awardListReadUrl(filters: AwardListFilters): string {
  const params = new URLSearchParams();
  if (filters.season !== null) params.set('seasonNumber', String(filters.season));
  if (filters.type) params.set('type', filters.type);
  const query = params.toString();
  return `/api/awards/skinny${query ? `?${query}` : ''}`;
}
