import { STAGES } from '@league/shared/domain/league';
import { type SearchListQuery, searchListQueryString } from '../../components/list-page/search-list-query.ts';

/** Games list page size (docs/product/games.md#rules-and-constants). */
export const GAMES_PAGE_SIZE = 10;

/**
 * The games list's filters as kept in the URL (docs/product/games.md#games-list): name, season number, stage,
 * 1-based page.
 */
export type GameListFilters = SearchListQuery<'stage'>;

/** A known stage name, else '' (all stages). */
export function parseStageFilter(value: string | null | undefined): string {
  return value && (STAGES as readonly string[]).includes(value) ? value : '';
}

/** Query string of GET /api/games/skinny for these filters: q, seasonNumber, stage, limit, offset. */
export function gameListQueryString(filters: GameListFilters): string {
  return searchListQueryString(filters, 'stage', GAMES_PAGE_SIZE);
}
