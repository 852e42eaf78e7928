import type { Match } from '@league/shared/schemas/matches';
import { describe, expect, it } from 'vitest';
import { aMatch } from '../../test/match-fixture.ts';
import {
  activeFilterCount,
  currentSetText,
  filterMatches,
  focusDay,
  formatMatchTime,
  formatWindow,
  groupMatchesByDay,
  groupOptions,
  matchLabel,
  matchWinner,
  roundOptions,
  setScoresOf,
  statusLabel,
  teamNamesOf,
} from './schedule.ts';

const NY = 'America/New_York';

function match(overrides: Partial<Match> = {}): Match {
  return aMatch({
    matchNumber: 'Round 3 - Match 1',
    status: 'completed',
    round: 'Round 3',
    date: '2026-11-22T23:00:00.000Z',
    tags: ['Regular Season'],
    team1Name: 'Golden Wolves',
    team2Name: 'Jungle Pelicans',
    team1Score: 2,
    team2Score: 0,
    set1Score: '25-20',
    set2Score: '25-12',
    seasonId: 105,
    season: { id: 105, seasonNumber: 14 },
    ...overrides,
  });
}

describe('the two-week window', () => {
  it('reads the window for humans', () => {
    expect(formatWindow('2026-11-15')).toBe('Nov 15 – Nov 28, 2026');
    expect(formatWindow('2026-12-27')).toBe('Dec 27, 2026 – Jan 9, 2027');
  });
});

describe('time zones', () => {
  it('formats start times in the zone, or TBD', () => {
    expect(formatMatchTime('2026-11-22T23:00:00.000Z', NY)).toBe('6:00 PM EST');
    expect(formatMatchTime('2026-07-05T23:00:00.000Z', NY)).toBe('7:00 PM EDT');
    expect(formatMatchTime('2026-11-22T23:00:00.000Z', 'UTC')).toBe('11:00 PM UTC');
    expect(formatMatchTime(null, NY)).toBe('TBD');
    expect(formatMatchTime('', NY)).toBe('TBD');
  });
});

describe('groupMatchesByDay', () => {
  const late = match({ id: 2, date: '2026-11-23T03:30:00.000Z' }); // Nov 22 evening in New York
  const early = match({ id: 3, date: '2026-11-22T20:00:00.000Z' });
  const outside = match({ id: 4, date: '2026-12-06T20:00:00.000Z' }); // the day after the window

  it('groups by local day, in time order, keeping only the window', () => {
    const groups = groupMatchesByDay([late, outside, early], NY, '2026-11-22');
    expect(groups).toEqual([{ day: '2026-11-22', matches: [early, late] }]);
  });

  it('regroups when the zone changes', () => {
    const groups = groupMatchesByDay([late, early], 'Europe/Berlin', '2026-11-22');
    expect(groups.map((g) => [g.day, g.matches.map((m) => m.id)])).toEqual([
      ['2026-11-22', [3]],
      ['2026-11-23', [2]],
    ]);
  });
});

describe('matchWinner', () => {
  it('is the higher score of a completed match', () => {
    expect(matchWinner(match({ team1Score: 2, team2Score: 1 }))).toBe(1);
    expect(matchWinner(match({ team1Score: 0, team2Score: 2 }))).toBe(2);
  });

  it('is the only team with a score when the other has none', () => {
    expect(matchWinner(match({ team1Score: null, team2Score: 0 }))).toBe(2);
    expect(matchWinner(match({ team1Score: 1, team2Score: null }))).toBe(1);
  });

  it('is nobody for a tie, no scores, or a match that is not completed', () => {
    expect(matchWinner(match({ team1Score: 1, team2Score: 1 }))).toBeNull();
    expect(matchWinner(match({ team1Score: null, team2Score: null }))).toBeNull();
    expect(matchWinner(match({ status: 'scheduled', team1Score: 2, team2Score: 0 }))).toBeNull();
  });
});

describe('match card helpers', () => {
  it('labels only scheduled, live and completed', () => {
    expect(statusLabel('scheduled')).toBe('Scheduled');
    expect(statusLabel('live')).toBe('Live');
    expect(statusLabel('Completed')).toBe('Completed');
    expect(statusLabel('postponed')).toBeNull();
  });

  it('says the set being played of a live match, and nothing for the others', () => {
    const live = match({ status: 'live', currentSet: { number: 3, team1Points: 12, team2Points: 9 } });
    expect(currentSetText(live)).toBe('Set 3 · 12-9');
    expect(currentSetText(match({ status: 'live', currentSet: null }))).toBe('Between sets');
    expect(currentSetText(match())).toBeNull();
    expect(matchWinner(match({ status: 'live', team1Score: 2, team2Score: 0 }))).toBeNull();
  });

  it('lists the recorded set scores in order', () => {
    expect(setScoresOf(match({ set3Score: '15-11', set4Score: ' ' }))).toEqual(['25-20', '25-12', '15-11']);
  });
});

describe('filterMatches and roundOptions', () => {
  const matches = [
    match({ id: 1, round: 'Round 3', team1Name: 'Golden Wolves', division: 'D1' }),
    match({
      id: 2,
      round: 'Round 10',
      team1Name: 'Iron Pirates',
      tags: ['Playoffs'],
      phase: 'playoffs',
      division: 'D2',
      region: 'eu',
    }),
    match({ id: 3, round: 'Round 2', season: { id: 99, seasonNumber: 13 } }),
  ];
  const none = { season: null, round: '', search: '', phase: '', region: '', division: '' };

  it('filters by season number, round, phase, region, division and a search over teams, number and tags', () => {
    const ids = (filters: Partial<Parameters<typeof filterMatches>[1]>) =>
      filterMatches(matches, { ...none, ...filters }).map((m) => m.id);
    expect(ids({ season: 14 })).toEqual([1, 2]);
    expect(ids({ round: 'round 10' })).toEqual([2]);
    expect(ids({ search: 'pirates' })).toEqual([2]);
    expect(ids({ search: 'playoffs' })).toEqual([2]);
    expect(ids({ search: 'match 1' })).toEqual([1, 2, 3]);
    expect(ids({ phase: 'QUALIFIERS' })).toEqual([1, 3]);
    expect(ids({ phase: 'playoffs', region: 'EU' })).toEqual([2]);
    expect(ids({ division: 'd1' })).toEqual([1]);
    expect(ids({ division: 'D3' })).toEqual([]);
  });

  it('offers the phases, regions and divisions of the window, keeping the selected one', () => {
    expect(groupOptions(matches, 'phase')).toEqual(['playoffs', 'qualifiers']);
    expect(groupOptions(matches, 'region')).toEqual(['eu', 'na']);
    expect(groupOptions(matches, 'division')).toEqual(['D1', 'D2']);
    expect(groupOptions(matches, 'division', 'D3')).toEqual(['D1', 'D2', 'D3']);
  });

  it('offers rounds in natural order, keeping the selected one', () => {
    expect(roundOptions(matches)).toEqual(['Round 2', 'Round 3', 'Round 10']);
    expect(roundOptions(matches, 'Grand Finals')).toEqual(['Grand Finals', 'Round 2', 'Round 3', 'Round 10']);
  });
});

describe('teamNamesOf', () => {
  it('lists each team once whatever the case, as first written, sorted, without TBD', () => {
    const names = teamNamesOf([
      match({ team1Name: 'Storm Crows', team2Name: 'tidal wave' }),
      match({ team1Name: 'Tidal Wave', team2Name: 'storm crows ' }),
      match({ team1Name: 'TBD', team2Name: 'Night Owls' }),
    ]);
    expect(names).toEqual(['Night Owls', 'Storm Crows', 'tidal wave']);
  });
});

describe('matchLabel', () => {
  const label = (round: string, matchNumber: string) => matchLabel({ round, matchNumber });

  it('says the round once and the number without the round it repeats', () => {
    expect(label('Round 2', 'Round 2 - Match 1')).toEqual({ round: 'Round 2', number: 'Match 1' });
    expect(label('Losers Round 1', 'losers round 1 – Match 12')).toEqual({
      round: 'Losers Round 1',
      number: 'Match 12',
    });
    expect(label('Final', 'Final: Game 2')).toEqual({ round: 'Final', number: 'Game 2' });
  });

  it('names a playoff match by its stage, as the game page names its game (issue 34, item 11)', () => {
    expect(
      matchLabel({
        round: 'Round 1',
        matchNumber: 'Round 1 - Match 3',
        playoffStage: 'Winners Bracket; Quarterfinals',
      }),
    ).toEqual({ round: 'Winners Bracket; Quarterfinals', number: 'Match 3' });
    expect(matchLabel({ round: 'Round 2', matchNumber: 'Round 2 - Match 1', playoffStage: null })).toEqual({
      round: 'Round 2',
      number: 'Match 1',
    });
  });

  it('keeps a number that does not start with the round, and drops one that is only the round', () => {
    expect(label('Round 1', 'Round 10 - Match 2')).toEqual({
      round: 'Round 1',
      number: 'Round 10 - Match 2',
    });
    expect(label('Round 3', 'M7')).toEqual({ round: 'Round 3', number: 'M7' });
    expect(label('Round 3', 'round 3')).toEqual({ round: 'Round 3', number: '' });
    expect(label('', 'Match 4')).toEqual({ round: '', number: 'Match 4' });
    expect(label('Round 3', 'Round 3 -')).toEqual({ round: 'Round 3', number: 'Round 3 -' });
  });
});

describe('focusDay and activeFilterCount', () => {
  it('opens on today, else the next match day, else nowhere', () => {
    const days = ['2026-11-22', '2026-11-24', '2026-11-27'];
    expect(focusDay(days, '2026-11-24')).toBe('2026-11-24');
    expect(focusDay(days, '2026-11-25')).toBe('2026-11-27');
    expect(focusDay(days, '2026-11-28')).toBeNull();
    expect(focusDay([], '2026-11-24')).toBeNull();
  });

  it('counts the filters that narrow the list', () => {
    const none = { season: null, round: '', search: '', phase: '', region: '', division: '' };
    expect(activeFilterCount({ ...none, search: ' ' })).toBe(0);
    expect(activeFilterCount({ ...none, season: 14, round: 'Round 2' })).toBe(2);
    expect(activeFilterCount({ ...none, season: 3, round: 'Round 1', search: 'owls' })).toBe(3);
    expect(activeFilterCount({ ...none, phase: 'playoffs', division: 'D1' })).toBe(2);
  });
});
