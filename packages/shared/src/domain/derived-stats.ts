/**
 * Derived stats (docs/product/stats.md#derived-stats) and the Total / Per Game / Per Set modes
 * (docs/product/stats.md#stat-modes, docs/product/leaderboard.md#leaderboard-state).
 */
import { STAT_FIELDS, type StatNumbers } from './league.ts';
import { isPercentColumn, STAT_COLUMN_KEYS, type StatColumnKey, type StatMode } from './stat-columns.ts';

/** Every stat column of the registry; percents and efficiencies are fractions. */
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
 * Attack efficiency, the sport's hitting percentage (docs/product/stats.md#derived-stats): (kills − errors) /
 * attempts, a fraction from -1 to 1; 0 when there are no attempts (nothing to rate, never NaN).
 */
export function attackEfficiency(kills: number, errors: number, attempts: number): number {
  return safeRatio(kills - errors, attempts);
}

/**
 * Every column from raw totals (docs/product/stats.md#derived-stats):
 * totalKills = spikeKills + apeKills; totalAttempts = spikeAttempts + apeAttempts;
 * spikePct = spikeKills / spikeAttempts; apePct = apeKills / apeAttempts;
 * totalSpikePct = totalKills / totalAttempts (each 0 when its attempts are 0);
 * spikeEfficiency = (spikeKills − spikingErrors) / spikeAttempts; totalEfficiency = (totalKills − spikingErrors) /
 * totalAttempts (each 0 when its attempts are 0; ape shots have no error counter);
 * totalReceives = digs + blockFollows; prf = totalKills + aces + assists;
 * totalErrors = spikingErrors + settingErrors + servingErrors + miscErrors; plusMinus = prf − totalErrors.
 */
export function deriveStats(totals: StatNumbers): DerivedStats {
  const t = totals;
  const totalKills = t.spikeKills + t.apeKills;
  const totalAttempts = t.spikeAttempts + t.apeAttempts;
  const prf = totalKills + t.aces + t.assists;
  const totalErrors = t.spikingErrors + t.settingErrors + t.servingErrors + t.miscErrors;
  // One object literal with every key written out: the server derives the columns of every player of a
  // big league per request, and building this object by spreading another was 500× slower in V8.
  return {
    spikeKills: t.spikeKills,
    spikeAttempts: t.spikeAttempts,
    apeKills: t.apeKills,
    apeAttempts: t.apeAttempts,
    spikingErrors: t.spikingErrors,
    digs: t.digs,
    blocks: t.blocks,
    assists: t.assists,
    aces: t.aces,
    settingErrors: t.settingErrors,
    blockFollows: t.blockFollows,
    servingErrors: t.servingErrors,
    miscErrors: t.miscErrors,
    spikePct: safeRatio(t.spikeKills, t.spikeAttempts),
    apePct: safeRatio(t.apeKills, t.apeAttempts),
    totalKills,
    totalAttempts,
    totalSpikePct: safeRatio(totalKills, totalAttempts),
    spikeEfficiency: attackEfficiency(t.spikeKills, t.spikingErrors, t.spikeAttempts),
    totalEfficiency: attackEfficiency(totalKills, t.spikingErrors, totalAttempts),
    totalReceives: t.digs + t.blockFollows,
    prf,
    plusMinus: prf - totalErrors,
    totalErrors,
  };
}

/** Only the 13 recorded numbers of a wider object (a stat line with ids, a joined row). */
export function pickStatNumbers(source: StatNumbers): StatNumbers {
  return {
    spikeKills: source.spikeKills,
    spikeAttempts: source.spikeAttempts,
    apeKills: source.apeKills,
    apeAttempts: source.apeAttempts,
    spikingErrors: source.spikingErrors,
    digs: source.digs,
    blocks: source.blocks,
    assists: source.assists,
    aces: source.aces,
    settingErrors: source.settingErrors,
    blockFollows: source.blockFollows,
    servingErrors: source.servingErrors,
    miscErrors: source.miscErrors,
  };
}

/** Field-by-field sum of stat lines; an empty list gives all zeros. */
export function sumStatLines(lines: readonly StatNumbers[]): StatNumbers {
  const sum = emptyStatNumbers();
  for (const line of lines) {
    for (const field of STAT_FIELDS) sum[field] += line[field];
  }
  return sum;
}

/** At least one of the 13 recorded numbers is non-zero (docs/product/leaderboard.md#rules-and-constants). */
export function hasAnyStat(totals: StatNumbers): boolean {
  return STAT_FIELDS.some((f) => totals[f] !== 0);
}

/**
 * Sets played in a game (docs/product/games.md#game-page, docs/product/stats.md#stat-modes): team1Score +
 * team2Score.
 */
export function setsOfGame(game: { team1Score: number; team2Score: number }): number {
  return game.team1Score + game.team2Score;
}

/**
 * Columns in a Stat-Type mode (docs/product/stats.md#stat-modes,
 * docs/product/leaderboard.md#leaderboard-state). Total: deriveStats(totals). Per Game: each count column
 * divided by games played; Per Set: divided by sets played (for teams, their totalSets). Percent columns are
 * always recomputed from the totals, never divided. A divisor of 0 gives 0.
 */
export function applyMode(totals: StatNumbers, played: PlayedCounts, mode: StatMode): DerivedStats {
  const derived = deriveStats(totals);
  if (mode === 'total') return derived;
  const divisor = mode === 'perGame' ? played.games : played.sets;
  for (const key of COUNT_COLUMN_KEYS) derived[key] = safeRatio(derived[key], divisor);
  return derived;
}

/** The columns a mode divides (every one but the percents). */
const COUNT_COLUMN_KEYS = STAT_COLUMN_KEYS.filter((key) => !isPercentColumn(key));
