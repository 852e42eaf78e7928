import { describe, expect, it } from 'vitest';
import { compareRecords, ourRecordLabel } from './compare-records.ts';
import type { LegacyRecord } from './read-legacy.ts';
import type { RecalculatedRecord } from './write-league.ts';

const old = (over: Partial<LegacyRecord>): LegacyRecord => ({
  id: 1,
  record: 'most digs',
  type: 'game',
  rank: 1,
  value: 12,
  seasonId: 3,
  playerId: 20,
  gameId: 30,
  ...over,
});
const fresh = (over: Partial<RecalculatedRecord>): RecalculatedRecord => ({
  type: 'game',
  record: 'Most Digs',
  rank: 1,
  value: 12,
  playerId: 20,
  gameId: 30,
  seasonId: 3,
  ...over,
});

describe('ourRecordLabel', () => {
  it('maps the old lower-case names onto ours, per record type', () => {
    expect(ourRecordLabel('game', 'most total errors')).toBe('Most Total Errors');
    expect(ourRecordLabel('season', 'best total spiking % with 250+ attempts')).toBe(
      'Best Total Spiking % (250+ Attempts)',
    );
    expect(ourRecordLabel('game', 'best total spiking % with 60+ attempts')).toBe(
      'Best Total Spiking % (60+ Attempts)',
    );
    // Game records stop at 60 attempts, season records start there.
    expect(ourRecordLabel('game', 'best total spiking % with 70+ attempts')).toBeNull();
    expect(ourRecordLabel('season', 'best total spiking % with 50+ attempts')).toBeNull();
    expect(ourRecordLabel('career', 'most digs')).toBeNull();
  });
});

describe('compareRecords', () => {
  it('counts each old record as unchanged or by the cause of its difference', () => {
    const result = compareRecords(
      [
        old({}),
        // Same value, another player at that rank: a tie now ordered differently.
        old({ rank: 2, value: 10, playerId: 21 }),
        // A value nobody has now.
        old({ rank: 3, value: 99 }),
        // Nothing at rank 4 now.
        old({ rank: 4, value: 5 }),
        old({ record: 'best total spiking % with 100+ attempts' }),
        // A merged player counts as the player they were merged into.
        old({ record: 'most aces', playerId: 23 }),
      ],
      [
        fresh({}),
        fresh({ rank: 2, value: 10, playerId: 24 }),
        fresh({ rank: 3, value: 9 }),
        fresh({ record: 'Most Aces', playerId: 22 }),
      ],
      new Map([[23, 22]]),
    );
    expect(result).toEqual({
      oldRecords: 6,
      same: 2,
      differences: {
        'tie ordered differently': 1,
        'different value': 1,
        'no longer ranks': 1,
        'not a record kind of ours': 1,
      },
    });
  });
});
