import { AWARD_TYPES } from '@league/shared/domain/league';

/** The awards list's type choices (docs/product/awards.md#awards-list); the address reads through parseAwardType. */
export const AWARD_TYPE_OPTIONS = [
  { value: '', label: 'All types' },
  ...AWARD_TYPES.map((type) => ({ value: type, label: type })),
];
