import { describe, expect, it } from 'vitest';
import { emptyStatNumbers } from './derived-stats.ts';
import {
  applyGameLogChange,
  type GameLogSource,
  gameLogRequestParams,
  gameResult,
  nextGameLogSort,
  parseGameLogParams,
  sortGameLog,
  toGameLogRow,
  writeGameLogParams,
} from './player-game-log.ts';

const source = (over: Partial<GameLogSource> = {}): GameLogSource => ({
  gameId: 1,
  gameName: 'A vs. B',
  date: '2024-01-01T20:00:00.000Z',
  seasonNumber: 1,
  stage: null,
  team1: { id: 10, name: 'A', score: 3 },
  team2: { id: 20, name: 'B', score: 1 },
  teamId: 10,
  totals: emptyStatNumbers(),
  ...over,
});

describe('gameResult', () => {
  it('is W for more sets, L for fewer and none for level sets', () => {
    expect(gameResult(3, 1)).toBe('W');
    expect(gameResult(2, 3)).toBe('L');
    expect(gameResult(0, 0)).toBeNull();
  });
});

describe('toGameLogRow', () => {
  it('sees the game from team 1', () => {
    const row = toGameLogRow(source());
    expect(row).toMatchObject({
      teamName: 'A',
      opponentName: 'B',
      setsWon: 3,
      setsLost: 1,
      result: 'W',
      sets: 4,
    });
  });
  it('sees the game from team 2', () => {
    const row = toGameLogRow(source({ teamId: 20 }));
    expect(row).toMatchObject({ teamId: 20, opponentId: 10, setsWon: 1, setsLost: 3, result: 'L' });
  });
  it('has no side, opponent or result for a player on neither roster', () => {
    const row = toGameLogRow(source({ teamId: null }));
    expect(row).toMatchObject({
      teamId: null,
      opponentId: null,
      setsWon: null,
      setsLost: null,
      result: null,
    });
    expect(row.sets).toBe(4);
  });
  it('derives every stat column of the line', () => {
    const totals = { ...emptyStatNumbers(), spikeKills: 3, spikeAttempts: 6, aces: 1 };
    const row = toGameLogRow(source({ totals }));
    expect(row.stats.totalSpikePct).toBe(0.5);
    expect(row.stats.prf).toBe(4);
  });
});

describe('sortGameLog', () => {
  const rows = [
    toGameLogRow(
      source({ gameId: 1, date: '2024-01-01T00:00:00.000Z', totals: { ...emptyStatNumbers(), blocks: 2 } }),
    ),
    toGameLogRow(
      source({ gameId: 2, date: '2024-03-01T00:00:00.000Z', totals: { ...emptyStatNumbers(), blocks: 5 } }),
    ),
    toGameLogRow(
      source({ gameId: 3, date: '2024-02-01T00:00:00.000Z', totals: { ...emptyStatNumbers(), blocks: 2 } }),
    ),
  ];
  const ids = (list: { gameId: number }[]) => list.map((r) => r.gameId);
  it('sorts by date both ways', () => {
    expect(ids(sortGameLog(rows, 'date', 'desc'))).toEqual([2, 3, 1]);
    expect(ids(sortGameLog(rows, 'date', 'asc'))).toEqual([1, 3, 2]);
  });
  it('sorts by a stat column with ties newest first', () => {
    expect(ids(sortGameLog(rows, 'blocks', 'desc'))).toEqual([2, 3, 1]);
    expect(ids(sortGameLog(rows, 'blocks', 'asc'))).toEqual([3, 1, 2]);
  });
});

describe('game log URL state', () => {
  it('reads defaults from an empty or unreadable query', () => {
    const state = parseGameLogParams(new URLSearchParams('season=x&stage=R9&sort=nope&dir=up&page=0'));
    expect(state).toEqual({ season: null, stage: 'all', sort: 'date', dir: 'desc', page: 1 });
    expect(writeGameLogParams(state).toString()).toBe('');
  });
  it('round-trips a state', () => {
    const text = 'season=12&stage=R6&sort=blocks&dir=asc&page=2';
    expect(writeGameLogParams(parseGameLogParams(new URLSearchParams(text))).toString()).toBe(text);
  });
  it('goes back to page 1 on a filter or sort change but not on a page change', () => {
    const state = parseGameLogParams(new URLSearchParams('page=3'));
    expect(applyGameLogChange(state, { season: 2 }).page).toBe(1);
    expect(applyGameLogChange(state, { page: 4 }).page).toBe(4);
  });
  it('flips the current column and starts another descending', () => {
    expect(nextGameLogSort({ sort: 'blocks', dir: 'desc' }, 'blocks')).toEqual({
      sort: 'blocks',
      dir: 'asc',
    });
    expect(nextGameLogSort({ sort: 'blocks', dir: 'asc' }, 'aces')).toEqual({ sort: 'aces', dir: 'desc' });
  });
  it('builds the API request with a limit/offset window', () => {
    const state = parseGameLogParams(new URLSearchParams('season=3&stage=R2&page=3'));
    expect(gameLogRequestParams(state, 25).toString()).toBe(
      'seasonNumber=3&stage=R2&sort=date&dir=desc&limit=25&offset=50',
    );
  });
});
