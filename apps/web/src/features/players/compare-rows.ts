/**
 * The compare table's rows (docs/product/compare.md#pages): Games, Sets, then every stat column of the
 * registry in the chosen mode, each with its formatted values and the players holding the best one.
 */
import { applyMode } from '@league/shared/domain/derived-stats';
import { bestValueIndexes, isLowerBetter } from '@league/shared/domain/player-compare';
import {
  formatStat,
  STAT_COLUMNS,
  type StatColumnKey,
  type StatMode,
} from '@league/shared/domain/stat-columns';
import type { PlayerCompareEntry } from '@league/shared/schemas/player-compare';

export interface CompareRow {
  key: string;
  label: string;
  /** One text per player, in the players' order. */
  values: string[];
  /** Indexes of the players with the best value. */
  best: number[];
}

export function compareRows(players: readonly PlayerCompareEntry[], mode: StatMode): CompareRow[] {
  const played = (key: 'gamesPlayed' | 'setsPlayed', label: string): CompareRow => ({
    key,
    label,
    values: players.map((p) => String(p[key])),
    best: bestValueIndexes(
      players.map((p) => p[key]),
      false,
    ),
  });
  const derived = players.map((p) => applyMode(p.totals, { games: p.gamesPlayed, sets: p.setsPlayed }, mode));
  const statRows = STAT_COLUMNS.map((column): CompareRow => {
    const key = column.key as StatColumnKey;
    const values = derived.map((d) => formatStat(key, d[key], mode));
    // Compared as shown: two players reading 0.4 are level even if one has 0.44 (N/A is never best).
    return {
      key,
      label: column.label,
      values,
      best: bestValueIndexes(values.map(Number.parseFloat), isLowerBetter(key)),
    };
  });
  return [played('gamesPlayed', 'Games'), played('setsPlayed', 'Sets'), ...statRows];
}
