import { describe, expect, it } from 'vitest';
import { fixture, played, schedule, settingsWith } from '../test-support/standings-league.ts';
import type { StandingsMatch } from './standings-matches.ts';
import type { StandingsSettings } from './standings-state.ts';
import { buildStandings } from './standings-table.ts';

const table = (
  matches: StandingsMatch[],
  settings: Partial<StandingsSettings> = {},
  teams?: { name: string }[],
) => buildStandings({ settings: settingsWith(settings), matches, group: {}, teams });

const order = (t: ReturnType<typeof table>) => t.rows.map((r) => r.team);
const row = (t: ReturnType<typeof table>, team: string) => t.rows.find((r) => r.team === team);

describe('the columns', () => {
  const matches = [
    played('Wolves', 'Crows', '3-1', ['25-20', '20-25', '25-23', '25-10']),
    played('Tide', 'Wolves', '3-2'),
    played('Crows', 'Tide', '0-3', ['20-25', '15-25', '23-25']),
    played('Wolves', 'Tide', '3-0', ['25-0', '25-0', '25-0'], { phase: 'playoffs' }),
    fixture('Crows', 'Wolves'),
    fixture('Wolves', 'Tide'),
  ];
  const t = table(matches, {}, [{ name: 'Sharks' }]);

  it('counts played, won, lost, sets, points and league points from the regular phase only', () => {
    expect(row(t, 'Wolves')).toMatchObject({
      played: 2,
      won: 1,
      lost: 1,
      setsWon: 5,
      setsLost: 4,
      pointsWon: 95,
      pointsLost: 78,
      leaguePoints: 4,
    });
    expect(row(t, 'Wolves')?.setRatio).toBeCloseTo(1.25);
    expect(row(t, 'Wolves')?.pointRatio).toBeCloseTo(95 / 78);
    expect(row(t, 'Tide')).toMatchObject({ won: 2, lost: 0, setsWon: 6, setsLost: 2, leaguePoints: 5 });
  });

  it('lists a team without a match, and states which matches counted no points', () => {
    expect(row(t, 'Sharks')).toMatchObject({
      played: 0,
      leaguePoints: 0,
      setRatio: 0,
      lastFive: [],
      streak: null,
    });
    expect(t.withoutPoints).toEqual([matches[1]?.id]);
  });

  it('builds an empty table, and a table of teams that have not played, all level and unresolved', () => {
    expect(table([]).rows).toEqual([]);
    const start = table([fixture('B', 'A')], { playoffSpots: 1 });
    expect(start.rows.map((r) => [r.team, r.position, r.tied, r.marks.playoffs])).toEqual([
      ['A', 1, true, null],
      ['B', 1, true, null],
    ]);
    expect(start.rows[0]?.needs?.text).toBe('A win against B clinches a playoff spot.');
  });

  it('shows a ratio with nothing lost as null (MAX)', () => {
    const one = table([played('A', 'B', '3-0')]);
    expect(row(one, 'A')?.setRatio).toBeNull();
    expect(row(one, 'B')?.setRatio).toBe(0);
  });

  it('gives the last five (newest last), the streak and the next opponent', () => {
    const many = schedule('A-B 3-0, C-A 3-0, A-D 3-1, A-E 3-2, F-A 2-3, A-B 3-0, C-A, A-D');
    const a = row(table(many), 'A');
    expect(a?.lastFive).toEqual(['L', 'W', 'W', 'W', 'W']);
    expect(a?.streak).toEqual({ result: 'W', length: 4 });
    expect(a?.next).toMatchObject({ opponent: 'C', matchId: many[6]?.id });
  });

  it('lists completed matches it cannot count, and still treats them as open', () => {
    const bad = played('A', 'B', '2-1');
    const t2 = table([played('A', 'B', '3-0'), bad]);
    expect(t2.uncounted).toEqual([{ matchId: bad.id, reason: 'no finished best of 5 sets result (2-1)' }]);
    expect(t2.proof.openMatches).toBe(1);
    expect(row(t2, 'A')?.next).toBeNull();
  });
});

describe('tie-breakers', () => {
  it('separates a two-way tie on points by set ratio, and explains it', () => {
    const t = table(schedule('A-C 3-0, D-A 3-2, B-D 3-1, C-B 3-2'));
    expect(order(t)).toEqual(['A', 'B', 'D', 'C']);
    expect(row(t, 'A')?.tie?.sentence).toBe('Level on 4 points with B; ahead on set ratio 1.67 to 1.25.');
    expect(row(t, 'B')?.tie?.sentence).toBe('Level on 4 points with A; behind on set ratio 1.25 to 1.67.');
    expect(row(t, 'A')?.tie?.comparisons).toEqual([
      { team: 'B', relation: 'ahead', criterion: 'setRatio', value: '1.67', otherValue: '1.25', among: [] },
    ]);
  });

  it('separates a three-way tie by the head-to-head mini-table', () => {
    const t = table(
      schedule('A-B 2-1, B-C 2-0, C-A 2-1, A-D 2-1, A-E 2-1, B-D 2-0, E-B 2-0, C-D 2-0, C-E 2-1'),
      { format: 'bestOf3', tieBreakers: ['leaguePoints', 'headToHead', 'setRatio', 'coinFlip'] },
    );
    expect(order(t)).toEqual(['B', 'A', 'C', 'E', 'D']);
    expect(t.rows.map((r) => r.leaguePoints)).toEqual([7, 7, 7, 5, 1]);
    expect(row(t, 'A')?.tie?.sentence).toBe(
      'Level on 7 points with B and C; behind B on head-to-head 3 to 4 (league points among A, B and C); ahead of C on head-to-head 3 to 2 (league points among A, B and C).',
    );
  });

  it('re-applies the chain to a smaller group: a head-to-head cycle, then set ratio, then head-to-head of two', () => {
    const t = table(schedule('A-B 3-0, B-C 3-0, C-A 3-0, A-D 3-1, B-D 3-0, C-D 3-0'), {
      tieBreakers: ['leaguePoints', 'headToHead', 'setRatio', 'coinFlip'],
    });
    expect(order(t)).toEqual(['B', 'C', 'A', 'D']);
    expect(row(t, 'C')?.tie?.sentence).toBe(
      'Level on 6 points with B and A; behind B on head-to-head 0 to 3; ahead of A on set ratio 2.00 to 1.50.',
    );
  });

  const symmetric = schedule('A-B 3-0, B-C 3-0, C-A 3-0, A-D 3-0, B-D 3-0, C-D 3-0');

  it('leaves a tie nothing separates unresolved, sharing a position, listed by name, and says so', () => {
    const t = table(symmetric);
    expect(order(t)).toEqual(['A', 'B', 'C', 'D']);
    expect(t.rows.map((r) => [r.position, r.tied])).toEqual([
      [1, true],
      [1, true],
      [1, true],
      [4, false],
    ]);
    expect(row(t, 'B')?.tie?.sentence).toBe(
      'Level on 6 points with A and C; not separated from A by any tie-breaker (no coin flip recorded); listed by name; not separated from C by any tie-breaker (no coin flip recorded); listed by name.',
    );
  });

  it('orders the tie by a coin flip staff recorded', () => {
    const t = table(symmetric, { coinFlips: [['c', 'B', 'A']] });
    expect(order(t)).toEqual(['C', 'B', 'A', 'D']);
    expect(t.rows.map((r) => r.position)).toEqual([1, 2, 3, 4]);
    expect(row(t, 'B')?.tie?.comparisons.map((c) => [c.team, c.relation, c.criterion])).toEqual([
      ['C', 'behind', 'coinFlip'],
      ['A', 'ahead', 'coinFlip'],
    ]);
  });

  it('ignores a coin flip that does not hold every tied team', () => {
    expect(table(symmetric, { coinFlips: [['C', 'B']] }).rows[0]?.tied).toBe(true);
  });

  it('takes a deduction off the league points, and lists it under the table', () => {
    const t = table(symmetric, {
      adjustments: [{ teamName: 'b', points: 2, reason: 'late roster' }],
    });
    // A and C stay level down to head-to-head, where C's win over A decides.
    expect(order(t)).toEqual(['C', 'A', 'B', 'D']);
    expect(row(t, 'B')).toMatchObject({ leaguePoints: 4, deduction: 2 });
    expect(t.rules.adjustments).toEqual(['b: 2 points deducted (late roster).']);
  });

  it('orders by point ratio over matches with set scores', () => {
    const t = table(
      [
        played('A', 'C', '3-0', ['25-10', '25-10', '25-10']),
        played('B', 'D', '3-0', ['25-20', '25-20', '25-20']),
      ],
      { tieBreakers: ['leaguePoints', 'setRatio', 'pointRatio'] },
    );
    expect(order(t)).toEqual(['A', 'B', 'D', 'C']);
    expect(row(t, 'A')?.tie?.sentence).toBe('Level on 3 points with B; ahead on point ratio 2.50 to 1.25.');
  });

  it('shows as many decimals as it takes for two different ratios to read differently', () => {
    const t = table(
      [
        played('A', 'C', '3-0', ['25-10', '25-11', '25-23']),
        played('B', 'D', '3-0', ['25-10', '25-10', '28-26']),
      ],
      { tieBreakers: ['leaguePoints', 'pointRatio'] },
    );
    expect(row(t, 'A')?.tie?.sentence).toBe('Level on 3 points with B; ahead on point ratio 1.705 to 1.696.');
  });
});
