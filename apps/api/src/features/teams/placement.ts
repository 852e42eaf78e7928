/**
 * Placement matching and ordering (docs/product/teams.md#placements): filters ignore a division suffix such
 * as "(D2)" and apostrophes, so "Didnt make playoffs" finds "Didn't make playoffs" and "Top 8" finds "Top 8
 * (D3)".
 */
import { PLACEMENTS } from '@league/shared/domain/league';

/** The comparable form of a placement: lower case, no apostrophes, no "(…)" suffix. */
export function placementKey(placement: string): string {
  return placement
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const RANKS = new Map<string, number>(PLACEMENTS.map((p, i) => [placementKey(p), i]));

/**
 * Sort key of a placement: the canonical list's order, unknown text last; within one placement the plain
 * form first, then D1, D2, D3.
 */
export function placementRank(placement: string): number {
  const rank = RANKS.get(placementKey(placement)) ?? PLACEMENTS.length;
  const division = /\(D(\d)\)\s*$/i.exec(placement)?.[1];
  return rank * 10 + (division ? Number(division) : 0);
}
