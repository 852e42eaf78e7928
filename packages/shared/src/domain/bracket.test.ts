import { describe, expect, it } from 'vitest';
import { type BracketGame, bracketOf } from './bracket.ts';

const A = { id: 1, name: 'Aces' };
const B = { id: 2, name: 'Blockers' };
const C = { id: 3, name: 'Crows' };
let nextId = 10;
const game = (
  stage: string | null,
  t1: typeof A,
  s1: number,
  t2: typeof A,
  s2: number,
  date = '2025-03-01',
): BracketGame => ({
  id: nextId++,
  date: `${date}T20:00:00.000Z`,
  stage,
  team1Score: s1,
  team2Score: s2,
  teams: [t1, t2],
});

describe('bracketOf', () => {
  it('groups games into sides and rounds in the stage list order, matches by date, winner by sets', () => {
    const reset = game('Grand Finals; Bracket Reset', B, 3, A, 1, '2025-03-20');
    const grand = game('Grand Finals', A, 3, B, 2, '2025-03-19');
    const losersFinal = game('Losers Bracket; Finals', C, 0, B, 2, '2025-03-12');
    const semiLate = game('Winners Bracket; Semifinals', B, 1, C, 2, '2025-03-05');
    const semiEarly = game('Winners Bracket; Semifinals', A, 2, C, 0, '2025-03-04');
    const regular = game(null, A, 2, B, 0);
    const unknown = game('Exhibition', A, 2, B, 0);
    const sides = bracketOf([reset, grand, losersFinal, semiLate, semiEarly, regular, unknown]);

    expect(sides.map((s) => [s.label, s.rounds.map((r) => r.label)])).toEqual([
      ['Winners Bracket', ['Semifinals']],
      ['Losers Bracket', ['Finals']],
      ['Grand Finals', ['Grand Finals', 'Bracket Reset']],
    ]);
    expect(sides[0]!.rounds[0]!.matches.map((m) => m.gameId)).toEqual([semiEarly.id, semiLate.id]);
    expect(sides[0]!.rounds[0]!.matches[1]).toEqual({
      gameId: semiLate.id,
      date: '2025-03-05T20:00:00.000Z',
      teams: [
        { id: 2, name: 'Blockers', score: 1 },
        { id: 3, name: 'Crows', score: 2 },
      ],
      winnerId: 3,
    });
    expect(sides[2]!.rounds[1]!).toMatchObject({
      stage: 'Grand Finals; Bracket Reset',
      matches: [{ winnerId: 2 }],
    });
  });

  it('keeps single elimination and the 3rd place match as their own sides; a level score has no winner', () => {
    const sides = bracketOf([
      game('3rd Place Match', A, 1, B, 1),
      game('Single Elimination; Finals', C, 2, A, 0),
      game('Single Elimination; Semifinals', C, 2, B, 0),
    ]);
    expect(sides.map((s) => [s.label, s.rounds.map((r) => r.label)])).toEqual([
      ['3rd Place Match', ['3rd Place Match']],
      ['Single Elimination', ['Semifinals', 'Finals']],
    ]);
    expect(sides[0]!.rounds[0]!.matches[0]!.winnerId).toBeNull();
  });

  it('answers no sides for a season without playoff games', () => {
    expect(bracketOf([game(null, A, 2, B, 1)])).toEqual([]);
  });
});
