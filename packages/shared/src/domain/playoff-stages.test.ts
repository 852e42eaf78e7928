import { describe, expect, it } from 'vitest';
import { stageOfPlayoffRound } from './playoff-stages.ts';

describe('stageOfPlayoffRound', () => {
  it('reads a bracket of 4 (2 first-round matches)', () => {
    expect(stageOfPlayoffRound('Round 1', 2)).toBe('Winners Bracket; Semifinals');
    expect(stageOfPlayoffRound('Round 2', 2)).toBe('Winners Bracket; Finals');
    expect(stageOfPlayoffRound('Round 3', 2)).toBe('Grand Finals');
    expect(stageOfPlayoffRound('Round 4', 2)).toBe('Grand Finals; Bracket Reset');
    expect(stageOfPlayoffRound('Losers Round 1', 2)).toBe('Losers Bracket; Semifinals');
    expect(stageOfPlayoffRound('Losers Round 2', 2)).toBe('Losers Bracket; Finals');
  });

  it('reads a bracket of 16 at its edges', () => {
    expect(stageOfPlayoffRound('Round 1', 8)).toBe('Winners Bracket; Round of 16');
    expect(stageOfPlayoffRound('Round 4', 8)).toBe('Winners Bracket; Finals');
    expect(stageOfPlayoffRound('Losers Round 6', 8)).toBe('Losers Bracket; Finals');
    expect(stageOfPlayoffRound('Losers Round 7', 8)).toBeNull();
  });

  it('takes a round already named as a stage, and gives up on what it cannot read', () => {
    expect(stageOfPlayoffRound('grand finals', 0)).toBe('Grand Finals');
    expect(stageOfPlayoffRound('Round 1', 3)).toBeNull();
    expect(stageOfPlayoffRound('Week 3', 2)).toBeNull();
  });
});
