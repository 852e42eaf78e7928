/**
 * Team placements (docs/product/teams.md#placements, docs/product/teams.md#teams-list,
 * docs/product/hall-of-fame.md#rules-and-constants championship rings): a canonical base such as 'Top 8' with
 * an optional division suffix '(D1)', '(D2)' or '(D3)'.
 */
import { DIVISIONS, type Division, PLACEMENTS, type Placement } from './league.ts';

export interface ParsedPlacement {
  /** The canonical placement, or null when the text is not one of PLACEMENTS. */
  base: Placement | null;
  division: Division | null;
  /** The text without its parenthesised suffix, trimmed. */
  stripped: string;
}

const SUFFIX = /\s*\(([^)]*)\)\s*$/;

/**
 * Comparison key of a placement text (docs/product/teams.md#placements): case-insensitive, apostrophes
 * ignored (so "Didnt" equals "Didn't" and "Didn’t"), runs of white space collapsed.
 */
export function normalizePlacement(text: string): string {
  return text
    .replace(/['’‘`]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const BASE_BY_KEY = new Map<string, Placement>(PLACEMENTS.map((p) => [normalizePlacement(p), p]));

/**
 * Splits "Top 8 (D2)" into base 'Top 8' and division 'D2'. Any trailing parenthesised suffix is stripped
 * (docs/product/teams.md#placements); it is a division only when it reads D1, D2 or D3 (any case).
 */
export function parsePlacement(text: string): ParsedPlacement {
  const match = SUFFIX.exec(text);
  const stripped = (match ? text.slice(0, match.index) : text).trim();
  const suffix = match?.[1]?.trim().toUpperCase() ?? '';
  const division = (DIVISIONS as readonly string[]).includes(suffix) ? (suffix as Division) : null;
  return { base: BASE_BY_KEY.get(normalizePlacement(stripped)) ?? null, division, stripped };
}

/** The base used by the placement filter: the canonical base, or the stripped text when unknown. */
export function placementBase(text: string): string {
  const parsed = parsePlacement(text);
  return parsed.base ?? parsed.stripped;
}

/**
 * Placement filter match (docs/product/teams.md#teams-list, docs/product/teams.md#placements): the bases
 * compare equal ignoring the suffix, case and apostrophes. An empty filter matches every placement.
 */
export function matchesPlacementFilter(placement: string, filter: string): boolean {
  if (filter.trim() === '') return true;
  return normalizePlacement(placementBase(placement)) === normalizePlacement(placementBase(filter));
}

/** A championship (docs/product/hall-of-fame.md#rules-and-constants): '1st Place' in any division. */
export function isChampionship(placement: string): boolean {
  return parsePlacement(placement).base === '1st Place';
}

/**
 * Championship rings (docs/product/hall-of-fame.md#rules-and-constants): the number of 1st Place placements,
 * any division.
 */
export function championshipRings(placements: readonly string[]): number {
  return placements.filter(isChampionship).length;
}

/**
 * G.O.A.T. placement (docs/product/hall-of-fame.md#pages, docs/product/hall-of-fame.md#scoring): makes the
 * Hall of Fame score infinite.
 */
export function isGoatPlacement(placement: string): boolean {
  return parsePlacement(placement).base === 'G.O.A.T.';
}

/** "Didn't make playoffs" in any spelling of the apostrophe (docs/product/teams.md#placements). */
export function isMissedPlayoffs(placement: string): boolean {
  return parsePlacement(placement).base === "Didn't make playoffs";
}
