/**
 * Hall of Fame score over a player's whole career (docs/product/hall-of-fame.md#pages,
 * docs/product/hall-of-fame.md#scoring).
 */
import type { AwardType, StatNumbers } from './league.ts';
import { isGoatPlacement, parsePlacement } from './placements.ts';

export const HALL_OF_FAME_THRESHOLD = 100;

/** Award points (docs/product/hall-of-fame.md#award-points); a type not listed scores OTHER_AWARD_POINTS. */
export const AWARD_POINTS: Record<AwardType, number> = {
  MVP: 50,
  'Best Spiker': 35,
  'Best Blocker': 35,
  'Best Aper': 25,
  'Best Receiver': 25,
  'Best Setter': 25,
  FMVP: 25,
  'LuvLate Award': 25,
  'Best Server': 15,
  MIP: 15,
  'Best Libero': 15,
  DPOS: 15,
};
export const OTHER_AWARD_POINTS = 5;

/**
 * Career tiers (docs/product/hall-of-fame.md#career-stat-tiers): thresholds for +5, +10, +15. "gamesPlayed"
 * counts stat lines.
 */
export const CAREER_STAT_TIERS = {
  spikeKills: [100, 300, 500],
  blocks: [50, 100, 200],
  assists: [100, 300, 500],
  digs: [100, 300, 500],
  aces: [5, 10, 20],
  gamesPlayed: [20, 50, 100],
} as const;
export const CAREER_TIER_POINTS = [5, 10, 15] as const;

/**
 * Placement points by base, as [plain, D1, D2, D3] (docs/product/hall-of-fame.md#placement-points); "Top 4"
 * scores as 4th (docs/product/hall-of-fame.md#placement-points).
 */
export const PLACEMENT_POINTS: Readonly<Record<string, readonly [number, number, number, number]>> = {
  '1st Place': [20, 20, 18, 15],
  '2nd Place': [15, 15, 13, 10],
  '3rd Place': [10, 10, 8, 5],
  '4th Place': [5, 5, 4, 3],
  'Top 4': [5, 5, 4, 3],
  'Top 6': [3, 3, 2, 1],
  'Top 8': [1, 1, 0.5, 0.25],
};

/**
 * Teams-played brackets (docs/product/hall-of-fame.md#teams-played), highest first: at least `min` teams give
 * `points`.
 */
export const TEAMS_PLAYED_POINTS = [
  { min: 13, points: 20 },
  { min: 11, points: 15 },
  { min: 7, points: 10 },
  { min: 3, points: 5 },
] as const;

export interface HallOfFameInput {
  /** One entry per award won. */
  awardTypes: readonly string[];
  careerTotals: Pick<StatNumbers, 'spikeKills' | 'blocks' | 'assists' | 'digs' | 'aces'>;
  /** The player's stat lines: "games played" (docs/product/hall-of-fame.md#career-stat-tiers). */
  statLineCount: number;
  /** One entry per team the player played for (each team is one season). */
  teams: readonly { placement: string }[];
}

export interface HallOfFameBreakdown {
  awards: number;
  stats: number;
  placements: number;
  teams: number;
  /** Sum of the parts, or Infinity with a G.O.A.T. placement. */
  total: number;
  inducted: boolean;
  goat: boolean;
}

/** Points of one award (docs/product/hall-of-fame.md#award-points): the table above, any other type 5. */
export function awardPoints(type: string): number {
  return (AWARD_POINTS as Record<string, number>)[type] ?? OTHER_AWARD_POINTS;
}

/**
 * Career tier points (docs/product/hall-of-fame.md#career-stat-tiers): only the highest tier reached, value ≥
 * threshold; below the first 0.
 */
export function careerTierPoints(value: number, thresholds: readonly number[]): number {
  let points = 0;
  thresholds.forEach((threshold, i) => {
    if (value >= threshold) points = CAREER_TIER_POINTS[i] ?? points;
  });
  return points;
}

/**
 * Points of one placement (docs/product/hall-of-fame.md#placement-points): by base and division; unlisted
 * bases (Top 12, TBD, ...) 0.
 */
export function placementPoints(placement: string): number {
  const { base, division } = parsePlacement(placement);
  const row = base ? PLACEMENT_POINTS[base] : undefined;
  if (!row) return 0;
  const column = division ? Number(division.slice(1)) : 0;
  return row[column] ?? 0;
}

/**
 * Teams played points (docs/product/hall-of-fame.md#teams-played): 3–6 → 5, 7–10 → 10, 11–12 → 15, 13 or more
 * → 20, else 0.
 */
export function teamsPlayedPoints(teamCount: number): number {
  return TEAMS_PLAYED_POINTS.find((b) => teamCount >= b.min)?.points ?? 0;
}

function careerStatPoints(input: HallOfFameInput): number {
  const t = input.careerTotals;
  const tiers = CAREER_STAT_TIERS;
  return (
    careerTierPoints(t.spikeKills, tiers.spikeKills) +
    careerTierPoints(t.blocks, tiers.blocks) +
    careerTierPoints(t.assists, tiers.assists) +
    careerTierPoints(t.digs, tiers.digs) +
    careerTierPoints(t.aces, tiers.aces) +
    careerTierPoints(input.statLineCount, tiers.gamesPlayed)
  );
}

/**
 * Hall of Fame score (docs/product/hall-of-fame.md#scoring): total = Σ award points + Σ highest career tier
 * per stat + Σ placement points + teams-played points; any G.O.A.T. placement makes it Infinity. Inducted at
 * ≥ 100.
 */
export function scoreHallOfFame(input: HallOfFameInput): HallOfFameBreakdown {
  const awards = input.awardTypes.reduce((sum, type) => sum + awardPoints(type), 0);
  const stats = careerStatPoints(input);
  const placements = input.teams.reduce((sum, t) => sum + placementPoints(t.placement), 0);
  const teams = teamsPlayedPoints(input.teams.length);
  const goat = input.teams.some((t) => isGoatPlacement(t.placement));
  const total = goat ? Number.POSITIVE_INFINITY : awards + stats + placements + teams;
  return { awards, stats, placements, teams, total, inducted: total >= HALL_OF_FAME_THRESHOLD, goat };
}

/** Points without float noise: whole numbers as is, otherwise up to 2 decimals ("18.5"). */
function formatPoints(points: number): string {
  return String(Number(points.toFixed(2)));
}

/**
 * Bar text (docs/product/hall-of-fame.md#pages): G.O.A.T. (Infinity) → 'G.O.A.T. - Hall of Fame Inducted!';
 * score ≥ 100 → 'Hall of Fame Inducted! (+X points)' with X = score − 100; below → 'N% to Hall of Fame' with
 * N = floor(score) (the threshold is 100, so points are percent), so 99.9 reads 99%, never a false 100%.
 */
export function hallOfFameLabel(score: number): string {
  if (score === Number.POSITIVE_INFINITY) return 'G.O.A.T. - Hall of Fame Inducted!';
  if (score >= HALL_OF_FAME_THRESHOLD) {
    return `Hall of Fame Inducted! (+${formatPoints(score - HALL_OF_FAME_THRESHOLD)} points)`;
  }
  const percent = Number.isFinite(score) ? Math.max(0, Math.floor(score)) : 0;
  return `${percent}% to Hall of Fame`;
}

/**
 * Bar fill in percent (docs/product/hall-of-fame.md#pages): score / 100 × 100, capped to 0..100 (Infinity →
 * 100).
 */
export function hallOfFameProgress(score: number): number {
  if (Number.isNaN(score)) return 0;
  return Math.min(100, Math.max(0, (score / HALL_OF_FAME_THRESHOLD) * 100));
}
