import { describe, expect, it } from 'vitest';
import { schedule, settingsWith } from '../test-support/standings-league.ts';
import type { StandingsMatch } from './standings-matches.ts';
import { combinations, describeNeeds } from './standings-needs-text.ts';
import type { StandingsSettings } from './standings-state.ts';
import { buildStandings } from './standings-table.ts';

function needs(matches: StandingsMatch[], settings: Partial<StandingsSettings>) {
  const t = buildStandings({ settings: settingsWith(settings), matches, group: {} });
  return Object.fromEntries(t.rows.map((r) => [r.team, r.needs]));
}

describe('what a team needs', () => {
  it('names the wins that clinch when one is not enough', () => {
    const n = needs(schedule('A-D 3-0, B-D 3-0, C-D 3-0, A-B, A-C, B-C'), { playoffSpots: 2 });
    expect(n.A).toMatchObject({ goal: 'playoffs', kind: 'wins', opponents: ['B', 'C'], method: 'exact' });
    expect(n.A?.text).toBe('Wins against B and C clinch a playoff spot.');
    expect(n.D).toBeNull();
  });

  it('says any win will do when every single win clinches', () => {
    const n = needs(schedule('A-C 3-0, A-D 3-0, B-C 3-0, B-D 3-0, A-C, A-D, C-D'), { playoffSpots: 2 });
    expect(n.A).toMatchObject({ kind: 'anyWins', wins: 1 });
    expect(n.A?.text).toBe('Any win clinches a playoff spot.');
  });

  it('names a rival that must drop a match when winning out is not enough', () => {
    const n = needs(schedule('A-C 3-0, A-D 3-0, B-C 3-0, B-D 3-0, A-C, B-D'), { playoffSpots: 1 });
    expect(n.A).toMatchObject({ kind: 'winOutAndHelp', rival: 'B', method: 'exact' });
    expect(n.A?.text).toBe('Needs to win out and for B to drop a match to clinch a playoff spot.');
  });

  it('falls back to needing help when no line of its own results and one rival is enough', () => {
    const n = needs(schedule('A-E 3-0, B-E 3-0, B-E 3-0, C-E 3-0, C-E 3-0, A-D, B-D, C-D'), {
      playoffSpots: 1,
    });
    expect(n.A).toMatchObject({ kind: 'help', method: null });
    expect(n.A?.text).toBe('Still in contention for a playoff spot; needs other results to go its way.');
  });

  it('turns to first place once the playoff spot is clinched', () => {
    const n = needs(schedule('A-C 3-0, B-C 3-0, A-C 3-0, B-C 3-0, A-B'), { playoffSpots: 2 });
    expect(n.A).toMatchObject({ goal: 'first', kind: 'wins', opponents: ['B'] });
    expect(n.A?.text).toBe('A win against B clinches first place.');
    expect(n.C).toBeNull();
  });
});

describe('the words', () => {
  const base = { goal: 'playoffs', wins: 0, opponents: [], rival: null, mine: 2 } as const;

  it('counts a repeated opponent instead of naming it twice', () => {
    expect(describeNeeds({ ...base, kind: 'wins', wins: 3, opponents: ['B', 'C', 'B'] })).toBe(
      'Wins against B (twice) and C clinch a playoff spot.',
    );
    expect(describeNeeds({ ...base, kind: 'anyWins', wins: 2 })).toBe('Any two wins clinch a playoff spot.');
    expect(describeNeeds({ ...base, kind: 'winOutAndHelp', rival: 'B', mine: 0 })).toBe(
      'Needs B to drop a match to clinch a playoff spot.',
    );
    expect(describeNeeds({ ...base, goal: 'first', kind: 'contention' })).toBe(
      'Still in contention for first place.',
    );
  });

  it('lists every pick of a size, earlier items first', () => {
    expect(combinations([1, 2, 3], 2)).toEqual([
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
    expect(combinations([1, 2], 0)).toEqual([[]]);
  });
});
