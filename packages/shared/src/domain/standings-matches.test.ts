import { describe, expect, it } from 'vitest';
import { fixture, played } from '../test-support/standings-league.ts';
import { getMatchFormat } from './match-formats.ts';
import { isInGroup, readMatch } from './standings-matches.ts';

const bestOf5 = getMatchFormat('bestOf5');
const bestOf3 = getMatchFormat('bestOf3');

describe('which matches form a table', () => {
  const m = played('A', 'B', '3-0', [], { phase: 'qualifiers', region: 'EU', division: 'D1' });

  it('takes the regular phase when the group names none, and leaves playoffs to the bracket', () => {
    expect(isInGroup(m, {})).toBe(true);
    expect(isInGroup({ ...m, phase: 'playoffs' }, {})).toBe(false);
    expect(isInGroup({ ...m, phase: 'playoffs' }, { phase: 'playoffs' })).toBe(true);
  });

  it('matches each named field in any case, and every value of a field left out', () => {
    expect(isInGroup(m, { region: 'eu' })).toBe(true);
    expect(isInGroup(m, { region: 'na' })).toBe(false);
    expect(isInGroup(m, { region: 'eu', division: 'd1' })).toBe(true);
    expect(isInGroup(m, { division: 'D2' })).toBe(false);
    expect(isInGroup({ ...m, division: null }, { division: 'D1' })).toBe(false);
    expect(isInGroup({ ...m, division: null }, { division: null })).toBe(true);
  });
});

describe('reading a match', () => {
  it('treats anything not completed as still to play (scheduled, live)', () => {
    expect(readMatch(fixture('A', 'B'), bestOf5)).toEqual({ kind: 'remaining' });
    expect(readMatch({ ...played('A', 'B', '3-0'), status: 'live' }, bestOf5)).toEqual({ kind: 'remaining' });
  });

  it('counts sets and points when the set scores agree with the score', () => {
    const m = played('A', 'B', '3-1', ['25-20', '20-25', '25-23', '26-24']);
    expect(readMatch(m, bestOf5)).toEqual({
      kind: 'result',
      team1Sets: 3,
      team2Sets: 1,
      team1Points: 96,
      team2Points: 92,
    });
  });

  it('counts the sets but no points of a match without set scores', () => {
    expect(readMatch(played('A', 'B', '0-3'), bestOf5)).toMatchObject({
      team1Sets: 0,
      team2Sets: 3,
      team1Points: null,
      team2Points: null,
    });
  });

  it('counts no points when the set scores disagree with the score or cannot be read', () => {
    expect(readMatch(played('A', 'B', '3-0', ['25-20', '20-25', '25-20']), bestOf5)).toMatchObject({
      team1Points: null,
    });
    expect(readMatch(played('A', 'B', '3-0', ['25-20', '25-x', '25-20']), bestOf5)).toMatchObject({
      team1Sets: 3,
      team1Points: null,
    });
  });

  it('reads the sets from the set scores when the overall score is missing', () => {
    const m = { ...played('A', 'B', '2-1', ['25-20', '18-25', '15-10']), team1Score: null, team2Score: null };
    expect(readMatch(m, bestOf3)).toMatchObject({
      team1Sets: 2,
      team2Sets: 1,
      team1Points: 58,
      team2Points: 55,
    });
  });

  it('refuses a completed match whose score is not a finished result of the format, saying why', () => {
    expect(readMatch(played('A', 'B', '2-1'), bestOf5)).toEqual({
      kind: 'invalid',
      reason: 'no finished best of 5 sets result (2-1)',
    });
    expect(readMatch(played('A', 'B', '3-1'), bestOf3)).toMatchObject({ kind: 'invalid' });
    expect(readMatch({ ...played('A', 'B', '0-0'), team1Score: null, team2Score: null }, bestOf5)).toEqual({
      kind: 'invalid',
      reason: 'no finished best of 5 sets result',
    });
    expect(readMatch(played('A', ' a ', '3-0'), bestOf5)).toEqual({
      kind: 'invalid',
      reason: 'a team cannot play itself',
    });
  });
});
