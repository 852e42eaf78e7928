import { POSITIONS } from '@league/shared/domain/league';
import { type SearchListQuery, searchListQueryString } from '../../components/list-page/search-list-query.ts';

/** Players list page size (docs/product/players.md#rules-and-constants). */
export const PLAYERS_PAGE_SIZE = 25;
/** Teams shown per line in an expanded player card (docs/product/players.md#rules-and-constants). */
export const TEAMS_PER_LINE = 5;

/** Position filter choices: every position except 'N/A' (docs/product/players.md#players-list). */
export const POSITION_FILTER_OPTIONS = [
  { value: '', label: 'All positions' },
  ...POSITIONS.filter((position) => position !== 'N/A').map((position) => ({
    value: position,
    label: position,
  })),
];

/** The players list's filters as kept in the URL: name fragment, season number, position, 1-based page. */
export type PlayerListQuery = SearchListQuery<'position'>;

/** A position the filter offers ('N/A' is not one), else '' (all positions). */
export function parsePositionFilter(value: string | null | undefined): string {
  return POSITION_FILTER_OPTIONS.some((option) => option.value !== '' && option.value === value)
    ? (value as string)
    : '';
}

/** Query string of GET /api/players/medium: q, seasonNumber, position, limit and offset of the page. */
export function toPlayerListSearch(query: PlayerListQuery): string {
  return searchListQueryString(query, 'position', PLAYERS_PAGE_SIZE);
}

/**
 * An expanded card's teams (docs/product/players.md#players-list,
 * docs/product/players.md#rules-and-constants): sorted by season number (then name), cut into lines of
 * `perLine`.
 */
export function groupTeamsByLine<T extends { name: string; season: { seasonNumber: number } }>(
  teams: readonly T[],
  perLine = TEAMS_PER_LINE,
): T[][] {
  const sorted = [...teams].sort(
    (a, b) => a.season.seasonNumber - b.season.seasonNumber || a.name.localeCompare(b.name),
  );
  const lines: T[][] = [];
  for (let index = 0; index < sorted.length; index += perLine)
    lines.push(sorted.slice(index, index + perLine));
  return lines;
}
