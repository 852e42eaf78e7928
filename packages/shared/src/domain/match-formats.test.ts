import { describe, expect, it } from 'vitest';
import {
  describePointsScheme,
  getMatchFormat,
  isMatchFormatId,
  isMatchResult,
  leaguePointsFor,
  MATCH_FORMATS,
  matchResultsOf,
} from './match-formats.ts';

const bestOf5 = getMatchFormat('bestOf5');
const bestOf3 = getMatchFormat('bestOf3');

describe('points schemes', () => {
  it('gives best of 5: 3 for 3-0 and 3-1, 2 for 3-2, 1 for 2-3, 0 for 1-3 and 0-3', () => {
    expect(
      [
        [3, 0],
        [3, 1],
        [3, 2],
        [2, 3],
        [1, 3],
        [0, 3],
      ].map(([w, l]) => leaguePointsFor(bestOf5, w as number, l as number)),
    ).toEqual([3, 3, 2, 1, 0, 0]);
  });

  it('gives best of 3: 3 for 2-0, 2 for 2-1, 1 for 1-2, 0 for 0-2', () => {
    expect(
      [
        [2, 0],
        [2, 1],
        [1, 2],
        [0, 2],
      ].map(([w, l]) => leaguePointsFor(bestOf3, w as number, l as number)),
    ).toEqual([3, 2, 1, 0]);
  });

  it('refuses results the format does not allow', () => {
    for (const [a, b] of [
      [2, 1],
      [3, 3],
      [4, 1],
      [0, 0],
      [2, 2],
    ]) {
      expect(isMatchResult(bestOf5, a as number, b as number), `${a}-${b}`).toBe(false);
    }
    expect(isMatchResult(bestOf3, 3, 0)).toBe(false);
    expect(isMatchResult(bestOf3, 2, 1)).toBe(true);
  });

  it('gives each side of a result points that add up to 3 for a sweep or 3 for a decider', () => {
    for (const format of MATCH_FORMATS) {
      for (const [a, b] of matchResultsOf(format)) {
        const total = (leaguePointsFor(format, a, b) ?? 0) + (leaguePointsFor(format, b, a) ?? 0);
        expect(total, `${format.id} ${a}-${b}`).toBe(3);
      }
    }
  });

  it('states each scheme in words from the same rows', () => {
    expect(describePointsScheme(bestOf5)).toBe(
      'Best of 5 sets: 3 points for a 3-0 or 3-1 win, 2 for a 3-2 win, 1 for a 2-3 loss, 0 for a 1-3 or 0-3 loss.',
    );
    expect(describePointsScheme(bestOf3)).toBe(
      'Best of 3 sets: 3 points for a 2-0 win, 2 for a 2-1 win, 1 for a 1-2 loss, 0 for a 0-2 loss.',
    );
  });

  it('knows its format ids', () => {
    expect(isMatchFormatId('bestOf3')).toBe(true);
    expect(isMatchFormatId('bestOf7')).toBe(false);
  });
});
