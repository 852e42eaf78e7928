/**
 * Derived stats (public §3 "Derived stats") and the Total / Per Game / Per Set modes (public §2, §4).
 */
import { STAT_FIELDS, type StatNumbers } from './league.ts';
import { isPercentColumn, STAT_COLUMN_KEYS, type StatColumnKey, type StatMode } from './stat-columns.ts';

/** All 22 leaderboard columns; percents are fractions 0..1. */
export type DerivedStats = Record<StatColumnKey, number>;

/** Games and sets a row's totals were gathered over (the divisors of the Per Game / Per Set modes). */
export interface PlayedCounts {
  games: number;
  sets: number;
}

/** A stat line with every recorded number at 0. */
export function emptyStatNumbers(): StatNumbers {
  return Object.fromEntries(STAT_FIELDS.map((f) => [f, 0])) as StatNumbers;
}

/** `part / whole`, or 0 when `whole` is not a positive number: never NaN or Infinity. */
export function safeRatio(part: number, whole: number): number {
  return whole > 0 && Number.isFinite(part) ? part / whole : 0;
}

/**
 * Every column from raw totals (public §3 "Derived stats"):
 * totalKills = spikeKills + apeKills; totalAttempts = spikeAttempts + apeAttempts;
 * spikePct = spikeKills / spikeAttempts; apePct = apeKills / apeAttempts;
 * totalSpikePct = totalKills / totalAttempts (each 0 when its attempts are 0);
 * totalReceives = digs + blockFollows; prf = totalKills + aces + assists;
 * totalErrors = spikingErrors + settingErrors + servingErrors + miscErrors; plusMinus = prf − totalErrors.
 */
export function deriveStats(totals: StatNumbers): DerivedStats {
  const totalKills = totals.spikeKills + totals.apeKills;
  const totalAttempts = totals.spikeAttempts + totals.apeAttempts;
  const prf = totalKills + totals.aces + totals.assists;
  const totalErrors = totals.spikingErrors + totals.settingErrors + totals.servingErrors + totals.miscErrors;
  return {
    ...pickStatNumbers(totals),
    spikePct: safeRatio(totals.spikeKills, totals.spikeAttempts),
    apePct: safeRatio(totals.apeKills, totals.apeAttempts),
    totalKills,
    totalAttempts,
    totalSpikePct: safeRatio(totalKills, totalAttempts),
    totalReceives: totals.digs + totals.blockFollows,
    prf,
    plusMinus: prf - totalErrors,
    totalErrors,
  };
}

/** Only the 13 recorded numbers of a wider object (a stat line with ids, a joined row). */
export function pickStatNumbers(source: StatNumbers): StatNumbers {
  return Object.fromEntries(STAT_FIELDS.map((f) => [f, source[f]])) as StatNumbers;
}

/** Field-by-field sum of stat lines; an empty list gives all zeros. */
export function sumStatLines(lines: readonly StatNumbers[]): StatNumbers {
  const sum = emptyStatNumbers();
  for (const line of lines) {
    for (const field of STAT_FIELDS) sum[field] += line[field];
  }
  return sum;
}

/** At least one of the 13 recorded numbers is non-zero (public §5 player-row rule). */
export function hasAnyStat(totals: StatNumbers): boolean {
  return STAT_FIELDS.some((f) => totals[f] !== 0);
}

/** Sets played in a game (public §2 Single game, §9): team1Score + team2Score. */
export function setsOfGame(game: { team1Score: number; team2Score: number }): number {
  return game.team1Score + game.team2Score;
}

/**
 * Columns in a Stat-Type mode (public §2, §4). Total: deriveStats(totals). Per Game: each count column
 * divided by games played; Per Set: divided by sets played (for teams, their totalSets). Percent columns
 * are always recomputed from the totals, never divided. A divisor of 0 gives 0.
 */
export function applyMode(totals: StatNumbers, played: PlayedCounts, mode: StatMode): DerivedStats {
  const derived = deriveStats(totals);
  if (mode === 'total') return derived;
  const divisor = mode === 'perGame' ? played.games : played.sets;
  const result = { ...derived };
  for (const key of STAT_COLUMN_KEYS) {
    if (!isPercentColumn(key)) result[key] = safeRatio(derived[key], divisor);
  }
  return result;
}
