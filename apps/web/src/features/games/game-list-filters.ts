import { STAGES } from '@league/shared/domain/league';

/** Games list page size (docs/product/games.md#rules-and-constants). */
export const GAMES_PAGE_SIZE = 10;

/**
 * The games list's filters as kept in the URL (docs/product/games.md#games-list): name, season number, stage,
 * 1-based page.
 */
export interface GameListFilters {
  name: string;
  season: number | null;
  stage: string;
  page: number;
}

/** A known stage name, else '' (all stages). */
export function parseStageFilter(value: string | null | undefined): string {
  return value && (STAGES as readonly string[]).includes(value) ? value : '';
}

/** Query string of GET /api/games/skinny for these filters: q, seasonNumber, stage, limit, offset. */
export function gameListQueryString(filters: GameListFilters): string {
  const params = new URLSearchParams();
  const name = filters.name.trim();
  if (name) params.set('q', name);
  if (filters.season !== null) params.set('seasonNumber', String(filters.season));
  if (filters.stage) params.set('stage', filters.stage);
  params.set('limit', String(GAMES_PAGE_SIZE));
  params.set('offset', String((Math.max(1, filters.page) - 1) * GAMES_PAGE_SIZE));
  return params.toString();
}
