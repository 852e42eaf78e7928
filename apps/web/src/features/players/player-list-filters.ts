import { FILTERED_POSITIONS } from '@league/shared/domain/search-lists';

/** Teams shown per line in an expanded player card (docs/product/players.md#rules-and-constants). */
export const TEAMS_PER_LINE = 5;

/** Position filter choices: every position except 'N/A' (docs/product/players.md#players-list). */
export const POSITION_FILTER_OPTIONS = [
  { value: '', label: 'All positions' },
  ...FILTERED_POSITIONS.map((position) => ({ value: position, label: position })),
];

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
