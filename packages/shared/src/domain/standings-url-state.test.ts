import { describe, expect, it } from 'vitest';
import { UNPLAYED_SCORES } from '../test-support/unplayed-scores.ts';
import { groupChoicesOf, type StandingsMatch } from './standings-matches.ts';
import {
  parseStandingsView,
  standingsPageQuery,
  standingsRequestParams,
  standingsViewTitle,
} from './standings-url-state.ts';

describe('the standings view in a URL', () => {
  it('reads the season (the current one past it or when unreadable) and the group, blanks as not given', () => {
    const view = parseStandingsView(new URLSearchParams('season=12&division=D1&region=&phase=playoffs'), 14);
    expect(view).toEqual({ season: 12, phase: 'playoffs', region: null, division: 'D1' });
    expect(parseStandingsView(new URLSearchParams('season=15'), 14).season).toBeNull();
    expect(parseStandingsView(new URLSearchParams('season=x'), 14).season).toBeNull();
  });

  it("asks the API in its words and writes the page's own query", () => {
    const view = { season: 12, phase: null, region: 'eu', division: 'D2' };
    expect(standingsRequestParams(view).toString()).toBe('seasonNumber=12&region=eu&division=D2');
    expect(standingsPageQuery(view)).toBe('season=12&region=eu&division=D2');
    expect(standingsPageQuery({ season: null, division: '' })).toBe('');
  });

  it('titles a view by its season and group', () => {
    const view = { season: null, phase: 'PLAYOFFS', region: 'eu', division: 'D1' };
    expect(standingsViewTitle(view, 14)).toBe('Season 14 standings · D1 · EU · Playoffs');
  });
});

describe('group choices', () => {
  const match = (phase: string, region: string, division: string | null): StandingsMatch => ({
    id: 1,
    status: 'scheduled',
    phase,
    region,
    division,
    date: '2026-01-01T00:00:00Z',
    team1Name: 'A',
    team2Name: 'B',
    ...UNPLAYED_SCORES,
  });

  it("lists the season's phases and regions, and the regular phase's divisions, once each and sorted", () => {
    expect(
      groupChoicesOf([
        match('qualifiers', 'na', 'D2'),
        match('Qualifiers', 'NA', 'd2'),
        match('qualifiers', 'eu', 'D10'),
        match('playoffs', 'na', 'D3'),
        match('qualifiers', 'na', null),
      ]),
    ).toEqual({ phases: ['playoffs', 'qualifiers'], regions: ['eu', 'na'], divisions: ['D2', 'D10'] });
  });
});
