import { describe, expect, it } from 'vitest';
import type { BracketGame } from './bracket.ts';
import { divisionBrackets, divisionOfPlacement } from './division-brackets.ts';

let nextId = 1;
const game = (stage: string | null, t1: number, t2: number): BracketGame => ({
  id: nextId++,
  date: '2025-03-01T20:00:00.000Z',
  stage,
  team1Score: 2,
  team2Score: 1,
  teams: [
    { id: t1, name: `Team ${t1}` },
    { id: t2, name: `Team ${t2}` },
  ],
});

describe('divisionBrackets', () => {
  it('reads the division from a placement’s suffix', () => {
    expect(divisionOfPlacement('Top 4 (D2)')).toBe('D2');
    expect(divisionOfPlacement('1st Place')).toBeNull();
  });

  it('draws one bracket per division, in division order, when every game’s teams share one', () => {
    const teams = [
      { id: 1, placement: '1st Place (D2)' },
      { id: 2, placement: '2nd Place (D2)' },
      { id: 3, placement: '1st Place (D1)' },
      { id: 4, placement: '2nd Place (D1)' },
    ];
    const games = [game('Single Elimination; Finals', 1, 2), game('Single Elimination; Finals', 3, 4)];
    const { brackets, unsplit } = divisionBrackets(games, teams);
    expect(unsplit).toBe(false);
    expect(brackets.map((b) => b.division)).toEqual(['D1', 'D2']);
    expect(brackets[0]?.sides[0]?.rounds[0]?.matches.map((m) => m.teams[0].id)).toEqual([3]);
    expect(brackets[1]?.sides[0]?.rounds[0]?.matches).toHaveLength(1);
  });

  it('keeps one bracket for a season without divisions', () => {
    const teams = [
      { id: 1, placement: '1st Place' },
      { id: 2, placement: '2nd Place' },
    ];
    const { brackets, unsplit } = divisionBrackets([game('Grand Finals', 1, 2)], teams);
    expect(brackets.map((b) => b.division)).toEqual([null]);
    expect(unsplit).toBe(false);
  });

  it('says so when the season has divisions but a game cannot be placed in one', () => {
    const teams = [
      { id: 1, placement: '1st Place (D1)' },
      { id: 2, placement: 'Top 8' },
    ];
    const { brackets, unsplit } = divisionBrackets([game('Grand Finals', 1, 2)], teams);
    expect(brackets).toHaveLength(1);
    expect(brackets[0]?.division).toBeNull();
    expect(unsplit).toBe(true);
  });
});
