import { describe, expect, it } from 'vitest';
import {
  addComparedPlayer,
  bestValueIndexes,
  parseComparedPlayers,
  parseCompareParams,
  TOO_MANY_PLAYERS_MESSAGE,
  writeCompareParams,
} from './player-compare.ts';

describe('parseComparedPlayers', () => {
  it('reads ids in order, ignoring spaces and blank items', () => {
    expect(parseComparedPlayers(' 3, 1,,2 ')).toEqual({ ok: true, ids: [3, 1, 2] });
    expect(parseComparedPlayers(null)).toEqual({ ok: true, ids: [] });
  });
  it('refuses an item that is not an id', () => {
    expect(parseComparedPlayers('1,abc')).toEqual({
      ok: false,
      ids: [1],
      message: '"abc" is not a player id.',
    });
    expect(parseComparedPlayers('0x1').ok).toBe(false);
    expect(parseComparedPlayers('99999999999').ok).toBe(false);
  });
  it('refuses a repeated id', () => {
    expect(parseComparedPlayers('4,5,4')).toEqual({
      ok: false,
      ids: [4, 5],
      message: 'Player 4 is listed more than once.',
    });
  });
  it('refuses more than four players, keeping the first four', () => {
    expect(parseComparedPlayers('1,2,3,4,5')).toEqual({
      ok: false,
      ids: [1, 2, 3, 4],
      message: TOO_MANY_PLAYERS_MESSAGE,
    });
  });
});

describe('compare URL state', () => {
  it('round-trips players, season and mode', () => {
    const state = parseCompareParams(new URLSearchParams('players=1,2&season=3&mode=perSet'));
    expect(state).toMatchObject({ players: { ok: true, ids: [1, 2] }, season: 3, mode: 'perSet' });
    expect(writeCompareParams({ ids: [1, 2], season: 3, mode: 'perSet' })).toBe(
      'players=1,2&season=3&mode=perSet',
    );
  });
  it('leaves defaults out and falls back on unreadable values', () => {
    expect(parseCompareParams(new URLSearchParams('mode=x&season=y'))).toMatchObject({
      season: null,
      mode: 'total',
    });
    expect(writeCompareParams({ ids: [], season: null, mode: 'total' })).toBe('');
  });
  it('adds a player once and never past four', () => {
    expect(addComparedPlayer([1], 2)).toEqual([1, 2]);
    expect(addComparedPlayer([1, 2], 2)).toEqual([1, 2]);
    expect(addComparedPlayer([1, 2, 3, 4], 5)).toEqual([1, 2, 3, 4]);
  });
});

describe('bestValueIndexes', () => {
  it('marks the highest, or the lowest when lower is better, ties included', () => {
    expect(bestValueIndexes([3, 7, 7, 1], false)).toEqual([1, 2]);
    expect(bestValueIndexes([3, 7, 1], true)).toEqual([2]);
  });
  it('marks nothing for one player or when everyone is level', () => {
    expect(bestValueIndexes([5], false)).toEqual([]);
    expect(bestValueIndexes([2, 2, 2], false)).toEqual([]);
  });
  it('never marks a value that is not a number', () => {
    expect(bestValueIndexes([Number.NaN, 1, 3], false)).toEqual([2]);
    expect(bestValueIndexes([Number.NaN, 1, 3], true)).toEqual([1]);
  });
});
