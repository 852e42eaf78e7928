import { describe, expect, it } from 'vitest';
import { STAGES } from './league.ts';
import {
  isStageFilter,
  matchesStageFilter,
  STAGE_FILTER_OPTIONS,
  STAGE_GROUPS,
  stageGroupOf,
  stagesInGroup,
} from './stages.ts';

describe('stage groups', () => {
  it('uses the Round filter labels of docs/product/leaderboard.md#pages', () => {
    expect(STAGE_FILTER_OPTIONS.map((o) => o.label)).toEqual([
      'All',
      'R1 Winners Round of 16',
      'R2 Winners QF + Losers R1',
      'R3 Winners SF + Losers R2',
      'R4 Winners Finals + Losers R3/QF',
      'R5 Losers SF + Losers Finals',
      'R6 Grand Finals',
    ]);
  });

  it('puts the stages of docs/product/leaderboard.md#stage-groups in each group', () => {
    expect(stagesInGroup('R1')).toEqual(['Winners Bracket; Round of 16']);
    expect(stagesInGroup('R2')).toEqual(['Winners Bracket; Quarterfinals', 'Losers Bracket; Round 1']);
    expect(stagesInGroup('R3')).toEqual(['Winners Bracket; Semifinals', 'Losers Bracket; Round 2']);
    expect(stagesInGroup('R4')).toEqual([
      'Winners Bracket; Finals',
      'Losers Bracket; Round 3',
      'Losers Bracket; Quarterfinals',
    ]);
    expect(stagesInGroup('R5')).toEqual(['Losers Bracket; Semifinals', 'Losers Bracket; Finals']);
    expect(stagesInGroup('R6')).toEqual(['Grand Finals', 'Grand Finals; Bracket Reset']);
  });

  it('uses only known stages, each in at most one group', () => {
    const all = STAGE_GROUPS.flatMap((g) => g.stages);
    expect(new Set(all).size).toBe(all.length);
    for (const stage of all) expect(STAGES).toContain(stage);
  });

  it('finds the group of a stage', () => {
    expect(stageGroupOf('Losers Bracket; Quarterfinals')).toBe('R4');
    expect(stageGroupOf('Losers Bracket; Round 3')).toBe('R4');
    expect(stageGroupOf('Winners Bracket; Finals')).toBe('R4');
    expect(stageGroupOf('Grand Finals; Bracket Reset')).toBe('R6');
    expect(stageGroupOf('3rd Place Match')).toBeNull();
    expect(stageGroupOf('Single Elimination; Finals')).toBeNull();
    expect(stageGroupOf(null)).toBeNull();
    expect(stageGroupOf('')).toBeNull();
  });

  it('filters games by stage, all = no filter, no stage excluded from groups', () => {
    expect(matchesStageFilter(null, 'all')).toBe(true);
    expect(matchesStageFilter('3rd Place Match', 'all')).toBe(true);
    expect(matchesStageFilter(null, 'R1')).toBe(false);
    expect(matchesStageFilter(undefined, 'R6')).toBe(false);
    expect(matchesStageFilter('Losers Bracket; Round 1', 'R2')).toBe(true);
    expect(matchesStageFilter('Losers Bracket; Round 1', 'R3')).toBe(false);
    expect(matchesStageFilter('winners bracket; round of 16', 'R1')).toBe(false);
  });

  it('validates filter values', () => {
    expect(isStageFilter('all')).toBe(true);
    expect(isStageFilter('R6')).toBe(true);
    expect(isStageFilter('R7')).toBe(false);
    expect(isStageFilter('r1')).toBe(false);
  });
});
