/**
 * The placement select of the teams portal (docs/product/teams.md#placements): the canonical placements, the
 * first nine also with a division suffix (D1), (D2) or (D3).
 */
import { DIVISIONS, PLACEMENTS } from '@league/shared/domain/league';

const DIVISIBLE_COUNT = 9;

export const PLACEMENT_CHOICES: readonly string[] = PLACEMENTS.flatMap((placement, index) =>
  index < DIVISIBLE_COUNT ? [placement, ...DIVISIONS.map((d) => `${placement} (${d})`)] : [placement],
);

/** Select options; a stored placement outside the list (legacy text) is kept as its own first option. */
export function placementOptions(current?: string | null) {
  const choices =
    current && !PLACEMENT_CHOICES.includes(current) ? [current, ...PLACEMENT_CHOICES] : PLACEMENT_CHOICES;
  return choices.map((value) => ({ value, label: value }));
}
