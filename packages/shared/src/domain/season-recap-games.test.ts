import { describe, expect, it } from 'vitest';
import type { RecapGame } from '../schemas/season-recap.ts';
import {
  biggestUpsets,
  championsOf,
  closestGames,
  compareGames,
  finalStandingsOf,
  longestStreaks,
  RECAP_LIST_SIZE,
  resultKey,
  STREAK_MIN,
} from './season-recap-games.ts';

const A = { id: 1, name: 'Aces' };
const B = { id: 2, name: 'Blockers' };
const C = { id: 3, name: 'Cannons' };
const teams = [
  { ...A, placement: '1st Place' },
  { ...B, placement: '2nd Place' },
  { ...C, placement: "Didn't make playoffs" },
];

let nextId = 1;
function game(
  team1: typeof A,
  team2: typeof A,
  s1: number,
  s2: number,
  day: number,
  stage: string | null = null,
): RecapGame {
  return {
    source: 'game',
    id: nextId++,
    date: new Date(Date.UTC(2026, 0, day)).toISOString(),
    stage,
    team1,
    team2,
    team1Score: s1,
    team2Score: s2,
  };
}

describe('championsOf', () => {
  it('names the 1st Place team with its bracket games in date order, won or lost', () => {
    const final = game(A, B, 3, 1, 10, 'Grand Finals');
    const semi = game(B, A, 3, 2, 5, 'Winners Bracket; Semifinals');
    const regular = game(A, C, 3, 0, 1);
    const [champion, ...others] = championsOf(teams, [final, regular, semi]);
    expect(others).toEqual([]);
    expect(champion?.team).toEqual(A);
    expect(champion?.path.map((g) => [g.id, g.won])).toEqual([
      [semi.id, false],
      [final.id, true],
    ]);
  });

  it('names one champion per division, and none when no team is placed 1st', () => {
    const split = [
      { ...B, placement: '1st Place (D2)' },
      { ...A, placement: '1st Place (D1)' },
    ];
    expect(championsOf(split, []).map((c) => c.team.id)).toEqual([A.id, B.id]);
    expect(championsOf([{ ...A, placement: 'Top 4' }], [])).toEqual([]);
  });
});

describe('compareGames', () => {
  it('puts a recorded game before a schedule match of the same moment, whatever the ids', () => {
    const g = game(A, B, 3, 0, 1);
    const m = { ...game(A, B, 3, 0, 1), source: 'match' as const, id: 1 };
    expect([m, g].sort(compareGames)).toEqual([g, m]);
  });

  it('leaves schedule matches out of a bracket path, which is made of recorded games', () => {
    const match = { ...game(A, B, 3, 0, 2), source: 'match' as const, stage: 'Grand Finals' };
    expect(championsOf(teams, [match])[0]?.path).toEqual([]);
  });
});

describe('finalStandingsOf', () => {
  it('keeps the placement order and counts wins and losses, a level score as neither', () => {
    const rows = finalStandingsOf(teams, [game(A, B, 3, 0, 1), game(C, A, 3, 2, 2), game(B, C, 1, 1, 3)]);
    expect(rows.map((r) => [r.position, r.team.id, r.won, r.lost])).toEqual([
      [1, A.id, 1, 1],
      [2, B.id, 0, 1],
      [3, C.id, 1, 0],
    ]);
  });
});

describe('biggestUpsets', () => {
  it('takes winners the model gave less than 35%, the smallest chance first', () => {
    const g1 = game(A, B, 0, 3, 1); // B won with 1 − 0.7 = 0.3
    const g2 = game(A, B, 3, 0, 2); // A won with 0.2
    const g3 = game(A, B, 0, 3, 3); // B won with exactly 0.35: not an upset
    const g4 = game(A, C, 3, 0, 4); // no forecast
    const chances = new Map([
      [resultKey(g1), 0.7],
      [resultKey(g2), 0.2],
      [resultKey(g3), 0.65],
    ]);
    const upsets = biggestUpsets([g1, g2, g3, g4], chances);
    expect(upsets.map((u) => [u.game.id, u.winner.id])).toEqual([
      [g2.id, A.id],
      [g1.id, B.id],
    ]);
    expect(upsets[1]?.winnerProbability).toBeCloseTo(0.3);
  });

  it('lists at most five', () => {
    const games = Array.from({ length: 8 }, (_, i) => game(A, B, 3, 0, i + 1));
    expect(biggestUpsets(games, new Map(games.map((g) => [resultKey(g), 0.1])))).toHaveLength(
      RECAP_LIST_SIZE,
    );
  });
});

describe('closestGames', () => {
  it('orders by set margin, then sets played, then the forecast nearest even; level scores are left out', () => {
    const sweep = game(A, B, 3, 0, 1);
    const fiveSets = game(A, B, 3, 2, 2);
    const threeSets = game(A, C, 2, 1, 3);
    const fiveSetsEven = game(B, C, 2, 3, 4);
    const level = game(B, C, 1, 1, 5);
    const chances = new Map([
      [resultKey(fiveSets), 0.9],
      [resultKey(fiveSetsEven), 0.52],
    ]);
    const ids = closestGames([sweep, fiveSets, threeSets, fiveSetsEven, level], chances).map(
      (g) => g.game.id,
    );
    expect(ids).toEqual([fiveSetsEven.id, fiveSets.id, threeSets.id, sweep.id]);
  });
});

describe('longestStreaks', () => {
  it('keeps each team its longest run, ended by a loss, of at least three', () => {
    const games = [
      game(A, B, 3, 0, 1),
      game(A, C, 3, 1, 2),
      game(B, A, 3, 2, 3), // ends A's run at 2
      game(A, B, 3, 0, 4),
      game(C, A, 0, 3, 5),
      game(A, B, 3, 1, 6),
      game(A, C, 3, 2, 7), // A: 4 in a row, days 4–7
    ];
    const [streak, ...rest] = longestStreaks(teams, games);
    expect(rest).toEqual([]);
    expect(streak?.team).toEqual(A);
    expect(streak?.length).toBe(4);
    expect(streak?.first.id).toBe(games[3]?.id);
    expect(streak?.last.id).toBe(games[6]?.id);
  });

  it('leaves out a run one short of the minimum', () => {
    const games = Array.from({ length: STREAK_MIN - 1 }, (_, i) => game(A, B, 3, 0, i + 1));
    expect(longestStreaks(teams, games)).toEqual([]);
    expect(longestStreaks(teams, [...games, game(A, C, 3, 0, 9)])[0]?.length).toBe(STREAK_MIN);
  });

  it('ends a run on a level score', () => {
    const games = [game(A, B, 3, 0, 1), game(A, B, 3, 0, 2), game(A, C, 1, 1, 3), game(A, B, 3, 0, 4)];
    expect(longestStreaks(teams, games)).toEqual([]);
  });
});
