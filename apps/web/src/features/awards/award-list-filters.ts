import { AWARD_TYPES } from '@league/shared/domain/league';

/**
 * The awards list's filters as kept in the URL (docs/product/awards.md#awards-list): season number 1..max and
 * award type.
 */
export interface AwardListFilters {
  season: number | null;
  type: string;
}

/** One of the award types, matched ignoring case and returned in its canonical spelling, else ''. */
export function parseAwardType(value: string | null | undefined): string {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return '';
  return AWARD_TYPES.find((type) => type.toLowerCase() === wanted) ?? '';
}

/** Query string of GET /api/awards/skinny: seasonNumber and type (empty when unfiltered). */
export function awardListQueryString(filters: AwardListFilters): string {
  const params = new URLSearchParams();
  if (filters.season !== null) params.set('seasonNumber', String(filters.season));
  if (filters.type) params.set('type', filters.type);
  return params.toString();
}

export const AWARD_TYPE_OPTIONS = [
  { value: '', label: 'All types' },
  ...AWARD_TYPES.map((type) => ({ value: type, label: type })),
];
