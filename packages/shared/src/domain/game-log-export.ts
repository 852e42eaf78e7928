/**
 * A player's game log as a file (docs/product/players.md#game-log, docs/product/api-contract.md#exports):
 * the table's columns in its order (Date as an ISO day, Season, Result with the set score as Sets Won and
 * Sets Lost, Opponent, Team, Stage), the game's id and the sets played, then the stat columns asked for,
 * under their registry labels, as the table rounds them.
 */
import { exportStatValue } from './leaderboard-view.ts';
import type { StatColumn, StatColumnKey, StatMode } from './stat-columns.ts';
import type { ExportColumn } from './table-export.ts';

/** What the export reads of a game log row (the API's PlayerGameLogRow has it). */
export interface GameLogExportRow {
  gameId: number;
  date: string;
  seasonNumber: number;
  stage: string | null;
  teamName: string | null;
  opponentName: string | null;
  result: 'W' | 'L' | null;
  setsWon: number | null;
  setsLost: number | null;
  sets: number;
  stats: Record<StatColumnKey, number>;
}

const TOTAL: StatMode = 'total';

/** The columns, with the stat columns shown. */
export function gameLogExportColumns(stats: readonly StatColumn[]): ExportColumn<GameLogExportRow>[] {
  return [
    { key: 'date', label: 'Date', value: (row) => row.date.slice(0, 10) },
    { key: 'seasonNumber', label: 'Season', value: (row) => row.seasonNumber },
    { key: 'result', label: 'Result', value: (row) => row.result },
    { key: 'setsWon', label: 'Sets Won', value: (row) => row.setsWon },
    { key: 'setsLost', label: 'Sets Lost', value: (row) => row.setsLost },
    { key: 'opponentName', label: 'Opponent', value: (row) => row.opponentName },
    { key: 'teamName', label: 'Team', value: (row) => row.teamName },
    { key: 'stage', label: 'Stage', value: (row) => row.stage },
    { key: 'gameId', label: 'Game', value: (row) => row.gameId },
    { key: 'sets', label: 'Sets', value: (row) => row.sets },
    ...stats.map((stat) => {
      const key = stat.key as StatColumnKey;
      return {
        key,
        label: stat.label,
        value: (row: GameLogExportRow) => exportStatValue(key, row.stats[key], TOTAL),
      };
    }),
  ];
}
