import { formatShortDate } from '../../lib/format.ts';

/** Team-card header colours rotate through the eight palette tokens (docs/product/seasons.md#season-page). */
export const TEAM_PALETTE_SIZE = 8;

/** The palette token of the card at `index` (0-based): 1..8, then round again. */
export function paletteColor(index: number): string {
  const slot = (((index % TEAM_PALETTE_SIZE) + TEAM_PALETTE_SIZE) % TEAM_PALETTE_SIZE) + 1;
  return `var(--color-palette-${slot})`;
}

/** A season's span for the list: a missing end date reads 'Present' (docs/product/seasons.md#data). */
export function seasonSpan(startDate: string, endDate: string | null): string {
  return `${formatShortDate(startDate)} – ${endDate ? formatShortDate(endDate) : 'Present'}`;
}
