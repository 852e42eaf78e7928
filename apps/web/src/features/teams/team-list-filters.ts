import { PLACEMENTS } from '@league/shared/domain/league';
import { matchesPlacementFilter, normalizePlacement } from '@league/shared/domain/placements';
import { type SearchListQuery, searchListQueryString } from '../../components/list-page/search-list-query.ts';

/** Teams list page size (docs/product/teams.md#rules-and-constants). */
export const TEAMS_PAGE_SIZE = 12;

/** Placement filter choices in the canonical order (docs/product/teams.md#placements). */
export const PLACEMENT_FILTER_OPTIONS = [
  { value: '', label: 'All placements' },
  ...PLACEMENTS.map((placement) => ({ value: placement, label: placement })),
];

/** The teams list's filters as kept in the URL: name fragment, season number, placement, 1-based page. */
export type TeamListQuery = SearchListQuery<'placement'>;

/** A canonical placement from the URL (any case or apostrophe), else '' (all placements). */
export function parsePlacementFilter(value: string | null | undefined): string {
  if (!value) return '';
  const key = normalizePlacement(value);
  return PLACEMENTS.find((placement) => normalizePlacement(placement) === key) ?? '';
}

/** Query string of GET /api/teams/medium: q, seasonNumber, placement, limit and offset of the page. */
export function toTeamListSearch(query: TeamListQuery): string {
  return searchListQueryString(query, 'placement', TEAMS_PAGE_SIZE);
}

/**
 * The server filters placements by the same rule; this keeps a page honest if it ever sends a team whose
 * placement, suffix stripped, is not the chosen one (docs/product/teams.md#teams-list: "any suffix in
 * parentheses is stripped").
 */
export function keepPlacement<T extends { placement: string }>(teams: readonly T[], placement: string): T[] {
  return teams.filter((team) => matchesPlacementFilter(team.placement, placement));
}
