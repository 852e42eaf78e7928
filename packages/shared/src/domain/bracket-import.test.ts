import { describe, expect, it } from 'vitest';
import {
  challongeRoundLabel,
  challongeTournamentId,
  parseChallongeScores,
  parseRoundFilter,
  scheduleMatchTimes,
} from './bracket-import.ts';

describe('challongeTournamentId', () => {
  it.each([
    ['https://challonge.com/abc123', 'abc123'],
    ['challonge.com/abc123', 'abc123'],
    ['https://www.challonge.com/en/abc123', 'abc123'],
    ['https://vleague.challonge.com/s14_playoffs', 'vleague-s14_playoffs'],
    ['abc123', 'abc123'],
    ['9182736', '9182736'],
    ['https://example.com/abc', null],
    ['not a url at all!', null],
  ])('%s → %s', (input, expected) => {
    expect(challongeTournamentId(input)).toBe(expected);
  });
});

describe('rounds', () => {
  it('labels winners and losers rounds', () => {
    expect(challongeRoundLabel(3)).toBe('Round 3');
    expect(challongeRoundLabel(-2)).toBe('Losers Round 2');
  });
  it.each([
    [2, 2],
    ['2', 2],
    ['Round 4', 4],
    ['Losers Round 1', -1],
    ['-3', -3],
    [0, null],
    ['finals', null],
  ])('reads the round filter %s', (input, expected) => {
    expect(parseRoundFilter(input)).toBe(expected);
  });
});

describe('parseChallongeScores', () => {
  it('fills set slots and counts sets won', () => {
    expect(parseChallongeScores('25-20,20-25,15-9')).toEqual({
      sets: ['25-20', '20-25', '15-9', null, null],
      team1Sets: 2,
      team2Sets: 1,
    });
  });
  it('handles empty and missing scores', () => {
    expect(parseChallongeScores('')).toEqual({
      sets: [null, null, null, null, null],
      team1Sets: 0,
      team2Sets: 0,
    });
    expect(parseChallongeScores(null).team1Sets).toBe(0);
  });
});

describe('scheduleMatchTimes', () => {
  const start = new Date('2026-11-20T18:00:00Z');
  it('spaces matches from the start', () => {
    const { times, overflow } = scheduleMatchTimes(3, start, new Date('2026-11-20T19:00:00Z'), 30);
    expect(times.map((t) => t.toISOString())).toEqual([
      '2026-11-20T18:00:00.000Z',
      '2026-11-20T18:30:00.000Z',
      '2026-11-20T19:00:00.000Z',
    ]);
    expect(overflow).toBe(0);
  });
  it('counts the matches that would start after the end', () => {
    expect(scheduleMatchTimes(5, start, new Date('2026-11-20T19:00:00Z'), 30).overflow).toBe(2);
  });
});
