import type { PendingResult, PendingResultLine } from '@league/shared/schemas/results';
import { describe, expect, it } from 'vitest';
import { blockingCount, lineSummary, linesBySide, namesChanged, renameLine } from './result-lines.ts';

const line = (playerName: string, side: 1 | 2): PendingResultLine => ({
  robloxUserId: 1,
  robloxUsername: playerName,
  playerName,
  side,
  spikeKills: 9,
  spikeAttempts: 20,
  apeKills: 2,
  apeAttempts: 4,
  spikingErrors: 1,
  digs: 6,
  blocks: 1,
  assists: 3,
  aces: 2,
  settingErrors: 1,
  blockFollows: 0,
  servingErrors: 1,
  miscErrors: 0,
});

describe('results screen helpers', () => {
  it('groups the lines by side, keeping their place in the list', () => {
    const lines = [line('a', 2), line('b', 1), line('c', 2)];
    const sides = linesBySide({
      lines,
      match: { team1Name: 'Crows', team2Name: 'Waves' } as PendingResult['match'],
    });
    expect(sides.map((s) => [s.teamName, s.lines.map((l) => l.index)])).toEqual([
      ['Crows', [1]],
      ['Waves', [0, 2]],
    ]);
  });

  it('sums kills, attempts and errors of a line', () => {
    expect(lineSummary(line('a', 1))).toBe('K 11/24 · D 6 · B 1 · A 3 · SA 2 · E 3');
  });

  it('renames one line as player names are kept, and tells a change', () => {
    const lines = [line('a', 1), line('b', 2)];
    const renamed = renameLine(lines, 1, '  NightOwl_77 ');
    expect(renamed.map((l) => l.playerName)).toEqual(['a', 'nightowl_77']);
    expect(namesChanged(lines, renamed)).toBe(true);
    expect(namesChanged(lines, lines)).toBe(false);
  });

  it('counts what stands in the way of approval', () => {
    expect(
      blockingCount({
        check: {
          problems: [{ path: 'lines.0', message: 'x' }],
          missingPlayers: [{ name: 'a', teamName: 'b', reason: 'unknown' }],
        },
      }),
    ).toBe(2);
  });
});
