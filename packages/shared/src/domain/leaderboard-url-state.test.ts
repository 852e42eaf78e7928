import { describe, expect, it } from 'vitest';
import {
  applyLeaderboardChange,
  type LeaderboardUrlState,
  leaderboardRequestParams,
  parseLeaderboardParams,
  writeLeaderboardParams,
} from './leaderboard-url-state.ts';
import { defaultColumnVisibility, toggleAllColumns, toggleColumn } from './stat-columns.ts';

const parse = (query: string) => parseLeaderboardParams(new URLSearchParams(query), 14);

describe('leaderboard URL state', () => {
  it('reads the docs/product/leaderboard.md#leaderboard-state defaults from an empty query string and writes none back', () => {
    const state = parse('');
    expect(state).toMatchObject({
      view: 'players',
      season: null,
      stage: 'all',
      mode: 'total',
      search: '',
      sort: { column: 'totalKills', direction: 'desc' },
      page: 1,
      filters: [],
      qualify: 'auto',
    });
    expect(state.visibility).toEqual(defaultColumnVisibility());
    expect(writeLeaderboardParams(state).toString()).toBe('');
  });

  it("spells the view as the API does, and still reads old links' singular", () => {
    expect(writeLeaderboardParams(parse('view=teams')).toString()).toBe('view=teams');
    expect(parse('view=team').view).toBe('teams');
    expect(writeLeaderboardParams(parse('view=team')).toString()).toBe('view=teams');
    expect(parse('view=player').view).toBe('players');
    expect(parse('view=nonsense').view).toBe('players');
  });

  it('round-trips every part of a shared view', () => {
    const state: LeaderboardUrlState = {
      view: 'teams',
      season: 12,
      stage: 'R3',
      mode: 'perSet',
      search: 'storm',
      sort: { column: 'name', direction: 'asc' },
      page: 3,
      visibility: toggleColumn(defaultColumnVisibility(), 'digs'),
      filters: [
        { id: 'f0', stat: 'totalKills', operator: 'gte', value: 10 },
        { id: 'f1', stat: 'totalSpikePct', operator: 'gt', value: 0.455 },
      ],
      qualify: 'off',
    };
    const query = writeLeaderboardParams(state).toString();
    expect(query).toContain('f=totalSpikePct.gt.45.5');
    expect(query).toContain('qualify=off');
    expect(parse(query)).toEqual(state);
  });

  it('keeps an all-off column choice distinct from the defaults', () => {
    const allOn = toggleAllColumns(defaultColumnVisibility());
    const allOff = toggleAllColumns(allOn);
    const state = { ...parse(''), visibility: allOff };
    const query = writeLeaderboardParams(state).toString();
    expect(query).toBe('cols=none');
    expect(parse(query).visibility).toEqual(allOff);
  });

  it('falls back to defaults for values it cannot read', () => {
    const state = parse(
      'season=99&stage=R9&mode=perWeek&view=x&sort=bogus&dir=up&page=-2&f=nope.gt.1&f=digs.lt&qualify=no',
    );
    expect(state).toMatchObject({
      season: null,
      stage: 'all',
      mode: 'total',
      view: 'players',
      sort: { column: 'totalKills', direction: 'desc' },
      page: 1,
      qualify: 'auto',
    });
    expect(state.filters).toEqual([{ id: 'f0', stat: 'digs', operator: 'lt', value: 0 }]);
  });

  it('resets the page when search, season, filters or stage change, not for sort or mode', () => {
    const state = { ...parse(''), page: 4 };
    expect(applyLeaderboardChange(state, { season: 3 }).page).toBe(1);
    expect(applyLeaderboardChange(state, { stage: 'R1' }).page).toBe(1);
    expect(applyLeaderboardChange(state, { search: 'a' }).page).toBe(1);
    expect(applyLeaderboardChange(state, { filters: [] }).page).toBe(1);
    expect(applyLeaderboardChange(state, { qualify: 'off' }).page).toBe(1);
    expect(applyLeaderboardChange(state, { mode: 'perGame' }).page).toBe(4);
    expect(applyLeaderboardChange(state, { page: 2 }).page).toBe(2);
  });
});

describe('leaderboard request of a page state', () => {
  it('asks for the defaults with view and stage only', () => {
    expect(leaderboardRequestParams(parse('')).toString()).toBe('view=players&stage=all');
  });

  it('carries every part of the state the server needs, in one order, and leaves the columns out', () => {
    const state = parse(
      'page=3&f=totalSpikePct.gte.45.5&cols=aces&dir=asc&sort=aces&q=%20ace%20&mode=perSet&stage=r4&season=7&view=team&qualify=off',
    );
    expect(leaderboardRequestParams(state).toString()).toBe(
      'view=teams&stage=R4&seasonNumber=7&mode=perSet&q=ace&sort=aces&dir=asc&f=totalSpikePct.gte.45.5&qualify=off&offset=50',
    );
  });
});
