/**
 * Leaderboard Round filter: stage groups R1–R6 (docs/product/leaderboard.md#stage-groups, labels of the
 * docs/product/leaderboard.md#pages).
 */
import type { Stage } from './league.ts';

export const STAGE_GROUPS = [
  { key: 'R1', label: 'R1 Winners Round of 16', stages: ['Winners Bracket; Round of 16'] },
  {
    key: 'R2',
    label: 'R2 Winners QF + Losers R1',
    stages: ['Winners Bracket; Quarterfinals', 'Losers Bracket; Round 1'],
  },
  {
    key: 'R3',
    label: 'R3 Winners SF + Losers R2',
    stages: ['Winners Bracket; Semifinals', 'Losers Bracket; Round 2'],
  },
  {
    key: 'R4',
    label: 'R4 Winners Finals + Losers R3/QF',
    stages: ['Winners Bracket; Finals', 'Losers Bracket; Round 3', 'Losers Bracket; Quarterfinals'],
  },
  {
    key: 'R5',
    label: 'R5 Losers SF + Losers Finals',
    stages: ['Losers Bracket; Semifinals', 'Losers Bracket; Finals'],
  },
  { key: 'R6', label: 'R6 Grand Finals', stages: ['Grand Finals', 'Grand Finals; Bracket Reset'] },
] as const satisfies readonly { key: string; label: string; stages: readonly Stage[] }[];

export type StageGroup = (typeof STAGE_GROUPS)[number]['key'];
/** 'all' applies no stage filter. */
export type StageFilter = StageGroup | 'all';

export const ALL_STAGES = 'all' as const;

/** Round filter options in display order, 'All' first (docs/product/leaderboard.md#pages). */
export const STAGE_FILTER_OPTIONS: readonly { value: StageFilter; label: string }[] = [
  { value: ALL_STAGES, label: 'All' },
  ...STAGE_GROUPS.map((g) => ({ value: g.key, label: g.label })),
];

/** The stages of a group (docs/product/leaderboard.md#stage-groups). */
export function stagesInGroup(group: StageGroup): readonly Stage[] {
  return STAGE_GROUPS.find((g) => g.key === group)?.stages ?? [];
}

/**
 * The group a stage belongs to, or null for a missing stage and for stages in no group
 * ('3rd Place Match', Single Elimination stages).
 */
export function stageGroupOf(stage: string | null | undefined): StageGroup | null {
  if (!stage) return null;
  const group = STAGE_GROUPS.find((g) => (g.stages as readonly string[]).includes(stage));
  return group?.key ?? null;
}

/**
 * Whether a game's stage passes the Round filter (docs/product/leaderboard.md#stage-groups): 'all' passes
 * everything, including games with no stage; a group passes only its own stages, so games with no stage are
 * excluded.
 */
export function matchesStageFilter(stage: string | null | undefined, filter: StageFilter): boolean {
  return filter === ALL_STAGES || stageGroupOf(stage) === filter;
}

/** Whether a string is a valid Round filter value (for query strings). */
export function isStageFilter(value: string): value is StageFilter {
  return value === ALL_STAGES || STAGE_GROUPS.some((g) => g.key === value);
}
