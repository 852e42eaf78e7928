import { groupRecords } from '@league/shared/domain/record-export';
import type { LeagueRecord } from '@league/shared/schemas/records';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { recalculationErrorMessage } from './record-groups.ts';

function record(id: number, type: 'game' | 'season', label: string, rank: number): LeagueRecord {
  return {
    id,
    type,
    record: label,
    rank,
    value: 10 - rank,
    date: null,
    gameId: type === 'game' ? 1 : null,
    player: { id: 1, name: 'ace' },
    season: { id: 100, seasonNumber: 1 },
  };
}

describe('groupRecords', () => {
  it('keeps the API order of record types, one type at a time, entries by rank', () => {
    const records = [
      record(1, 'game', 'Most Spike Kills', 2),
      record(2, 'game', 'Most Spike Kills', 1),
      record(3, 'season', 'Most Spike Kills', 1),
      record(4, 'game', 'Most Assists', 1),
      record(5, 'game', 'Best Total Spiking % (10+ Attempts)', 1),
    ];
    const groups = groupRecords(records, 'game');
    expect(groups.map((g) => g.label)).toEqual([
      'Most Spike Kills',
      'Most Assists',
      'Best Total Spiking % (10+ Attempts)',
    ]);
    expect(groups[0]?.entries.map((e) => e.id)).toEqual([2, 1]);
    expect(groups.map((g) => g.percent)).toEqual([false, false, true]);
    expect(groupRecords(records, 'season')).toHaveLength(1);
  });
});

describe('recalculationErrorMessage', () => {
  it('takes the message, then the error text, then the response error, else Unknown error', () => {
    expect(recalculationErrorMessage(new ApiError(403, 'Forbidden'))).toBe('Forbidden');
    expect(recalculationErrorMessage({ error: 'Boom' })).toBe('Boom');
    expect(recalculationErrorMessage({ message: '', response: { error: 'Server said no' } })).toBe(
      'Server said no',
    );
    expect(recalculationErrorMessage({ response: { data: { error: 'Nested' } } })).toBe('Nested');
    expect(recalculationErrorMessage({})).toBe('Unknown error');
    expect(recalculationErrorMessage(null)).toBe('Unknown error');
  });

  it('says the admin portal’s words for a missing session and a failure that says nothing', () => {
    expect(recalculationErrorMessage(new ApiError(401, 'Authentication required'))).toBe(
      'You must be logged in to calculate records',
    );
    expect(recalculationErrorMessage(new ApiError(500))).toBe('Failed to calculate records');
  });
});
