import type { Match } from '@league/shared/schemas/matches';
import { describe, expect, it } from 'vitest';
import { mergeMatch } from './matches-admin-api.ts';

const row = {
  id: 7,
  status: 'scheduled',
  seasonId: 105,
  season: { id: 105, seasonNumber: 14 },
} as Match;

describe('mergeMatch', () => {
  it("takes the server's answer into the row", () => {
    expect(mergeMatch(row, { ...row, status: 'completed' }).status).toBe('completed');
  });

  it('keeps the season when the answer lacks one (docs/product/schedule-and-matches.md#matches-in-the-portal)', () => {
    const merged = mergeMatch(row, { id: 7, status: 'completed' });
    expect(merged.season).toEqual({ id: 105, seasonNumber: 14 });
    expect(merged.seasonId).toBe(105);
  });
});
