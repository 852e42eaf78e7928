import { PLACEMENTS } from '@league/shared/domain/league';
import { matchesPlacementFilter } from '@league/shared/domain/placements';

/** Placement filter choices in the canonical order (docs/product/teams.md#placements). */
export const PLACEMENT_FILTER_OPTIONS = [
  { value: '', label: 'All placements' },
  ...PLACEMENTS.map((placement) => ({ value: placement, label: placement })),
];

/**
 * The server filters placements by the same rule; this keeps a page honest if it ever sends a team whose
 * placement, suffix stripped, is not the chosen one (docs/product/teams.md#teams-list: "any suffix in
 * parentheses is stripped").
 */
export function keepPlacement<T extends { placement: string }>(teams: readonly T[], placement: string): T[] {
  return teams.filter((team) => matchesPlacementFilter(team.placement, placement));
}
