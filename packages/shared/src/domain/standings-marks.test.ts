import { describe, expect, it } from 'vitest';
import { fixture, played, schedule, settingsWith } from '../test-support/standings-league.ts';
import { boundRanges } from './standings-bound.ts';
import { markStandings, provePositions } from './standings-marks.ts';
import type { StandingsMatch } from './standings-matches.ts';
import { allResultsAllowed, EXACT_OUTCOME_LIMIT } from './standings-outcomes.ts';
import { prepareStandings, type StandingsSettings } from './standings-state.ts';
import { buildStandings } from './standings-table.ts';

const stateOf = (matches: StandingsMatch[], settings: Partial<StandingsSettings> = {}) =>
  prepareStandings({ settings: settingsWith(settings), matches, group: {} });

function marks(matches: StandingsMatch[], settings: Partial<StandingsSettings> = {}) {
  const t = buildStandings({ settings: settingsWith(settings), matches, group: {} }, { needs: false });
  return { proof: t.proof, byTeam: Object.fromEntries(t.rows.map((r) => [r.team, r.marks])) };
}

describe('clinched and eliminated marks', () => {
  it('marks a finished table by its final positions', () => {
    const { proof, byTeam } = marks(
      [played('A', 'B', '3-0'), played('A', 'C', '3-0'), played('B', 'C', '3-1')],
      { playoffSpots: 2 },
    );
    expect(proof).toEqual({ method: 'exact', outcomes: 1, openMatches: 0 });
    expect(byTeam).toEqual({
      A: { playoffs: 'clinched', first: 'clinched' },
      B: { playoffs: 'clinched', first: 'eliminated' },
      C: { playoffs: 'eliminated', first: 'eliminated' },
    });
  });

  it('marks nothing across an unresolved tie at the edge of the playoff spots', () => {
    const cycle = [played('A', 'B', '3-0'), played('B', 'C', '3-0'), played('C', 'A', '3-0')];
    const { byTeam } = marks(cycle, { playoffSpots: 2 });
    expect(byTeam.A).toEqual({ playoffs: null, first: null });
    expect(marks(cycle, { playoffSpots: 2, coinFlips: [['B', 'A', 'C']] }).byTeam).toEqual({
      B: { playoffs: 'clinched', first: 'clinched' },
      A: { playoffs: 'clinched', first: 'eliminated' },
      C: { playoffs: 'eliminated', first: 'eliminated' },
    });
  });

  it('clinches and eliminates on points when the open matches cannot change them', () => {
    const { byTeam } = marks(schedule('A-C 3-0, A-D 3-0, B-C 3-0, B-D 3-0, A-B 3-1, C-D'), {
      playoffSpots: 2,
    });
    expect(byTeam.A).toEqual({ playoffs: 'clinched', first: 'clinched' });
    expect(byTeam.B).toEqual({ playoffs: 'clinched', first: 'eliminated' });
    expect(byTeam.C).toEqual({ playoffs: 'eliminated', first: 'eliminated' });
  });

  it('does not clinch a lead a rival can tie on every countable criterion, leaving the point ratio to decide', () => {
    // If B beats D 3-0 it is level with A on points, wins and set ratio (both MAX); B's points are unknown.
    const matches = [played('A', 'C', '3-0', ['25-20', '25-20', '25-20']), fixture('B', 'D')];
    expect(marks(matches, { playoffSpots: 1 }).byTeam.A).toEqual({ playoffs: null, first: null });
    // Head-to-head ahead of the point ratio does not help: A and B never meet.
    const h2h = { playoffSpots: 1, tieBreakers: ['leaguePoints', 'headToHead', 'pointRatio'] } as const;
    expect(marks(matches, h2h).byTeam.A?.first).toBeNull();
  });

  it('clinches when the only open match is between the rivals, which the bound alone cannot see', () => {
    const matches = schedule(
      'A-D 3-0, A-D 3-0, A-D 3-0, D-A 3-2, B-D 3-0, B-D 3-1, C-D 3-0, C-D 3-0, B-C 2-3, B-C',
    );
    const state = stateOf(matches, { playoffSpots: 2 });
    // A has 10 points; B (7) and C (8) could each reach 10, but they play each other: only one can.
    expect(state.tallies.map((t) => t.leaguePoints)).toEqual([10, 2, 7, 8]);
    const bound = boundRanges(state, allResultsAllowed(state));
    expect(bound?.worst[0]).toBe(3);
    const exact = provePositions(state, { teams: [0], targets: [2] });
    expect(exact.method).toBe('exact');
    expect(exact.ranges.worst[0]).toBeLessThanOrEqual(2);
    expect(markStandings(state).marks[0]).toEqual({ playoffs: 'clinched', first: null });
  });

  it('falls back to the bound past the exact limit, and says so', () => {
    // Ten teams, seven open matches of best of 5: 6^7 = 279,936 outcomes.
    const teams = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'];
    const matches = [
      ...teams.slice(1).flatMap((t) => [played('A', t, '3-0'), played('A', t, '3-0')]),
      ...['C', 'D', 'E', 'F', 'G', 'H', 'I'].map((t) => fixture('B', t)),
    ];
    expect(6 ** 7).toBeGreaterThan(EXACT_OUTCOME_LIMIT);
    const { proof, byTeam } = marks(matches, { playoffSpots: 3 });
    expect(proof).toEqual({ method: 'bound', outcomes: 279_936, openMatches: 7 });
    expect(byTeam.A).toEqual({ playoffs: 'clinched', first: 'clinched' });
    expect(byTeam.B).toEqual({ playoffs: null, first: 'eliminated' });
    expect(byTeam.J).toEqual({ playoffs: null, first: 'eliminated' });
  });

  it('proves nothing by the bound when the chain does not start with a count', () => {
    const state = stateOf([played('A', 'B', '3-0'), fixture('A', 'B')], {
      tieBreakers: ['setRatio', 'coinFlip'],
    });
    expect(boundRanges(state, allResultsAllowed(state))).toBeNull();
  });

  it('never marks first place or a spot for a table without playoffs beyond first place', () => {
    const { byTeam } = marks([played('A', 'B', '3-0')], { playoffSpots: 0 });
    expect(byTeam.A).toEqual({ playoffs: null, first: 'clinched' });
  });

  it('counts a completed match it cannot read as open: it may still be corrected either way', () => {
    const { byTeam } = marks([played('A', 'B', '3-0'), played('B', 'A', '2-1')], { playoffSpots: 1 });
    expect(byTeam.A).toEqual({ playoffs: null, first: null });
  });
});
