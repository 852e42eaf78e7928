/**
 * A leaderboard view in words and as a file (docs/product/leaderboard.md#sharing-and-exports): the title and
 * description a shared /stats link shows (the page and the server's HTML say the same), the table's fixed
 * column labels, and the columns of its CSV/JSON export, built from the stat-column registry so a column
 * added there is exported too.
 */
import {
  type LeaderboardRow,
  type LeaderboardSort,
  type LeaderboardView,
  playedCountsOf,
} from './leaderboard.ts';
import { STAGE_GROUPS, type StageFilter } from './stages.ts';
import {
  formatStat,
  getStatColumn,
  isPercentColumn,
  PLAYED_COLUMNS,
  STAT_MODE_LABELS,
  type StatColumn,
  type StatColumnKey,
  type StatMode,
} from './stat-columns.ts';
import type { ExportColumn, ExportFormat } from './table-export.ts';
import { exportFilename } from './table-export.ts';

/** Headers of the leaderboard's columns before the stat columns (docs/product/leaderboard.md#pages). */
export const LEADERBOARD_LABELS = {
  rank: 'Rank',
  playerName: 'Player Name',
  teamName: 'Team Name',
  team: 'Team',
  season: 'Season',
} as const;

/** What a view is: the parts of the /stats state that change which rows and numbers it shows. */
export interface LeaderboardViewState {
  view: LeaderboardView;
  season: number | null;
  stage: StageFilter;
  mode: StatMode;
  sort: LeaderboardSort;
  filters: readonly unknown[];
  search: string;
}

const DEFAULT_TITLE_STATE = { season: null, stage: 'all', mode: 'total', view: 'players' } as const;

function sortLabel(state: Pick<LeaderboardViewState, 'view' | 'sort'>): string {
  const column = state.sort.column;
  if (column === 'name')
    return state.view === 'teams' ? LEADERBOARD_LABELS.teamName : LEADERBOARD_LABELS.playerName;
  return getStatColumn(column).label;
}

function stageLabel(stage: StageFilter): string | null {
  return stage === 'all' ? null : (STAGE_GROUPS.find((g) => g.key === stage)?.label ?? stage);
}

/** 'Season 12', 'R6 Grand Finals', 'Teams', 'Per Set', 'Blocks': the words that name a view. */
export function leaderboardViewWords(state: LeaderboardViewState): string[] {
  const words = [state.season === null ? 'All Seasons' : `Season ${state.season}`];
  const stage = stageLabel(state.stage);
  if (stage) words.push(stage);
  if (state.view === 'teams') words.push('Teams');
  words.push(STAT_MODE_LABELS[state.mode], sortLabel(state));
  return words;
}

/**
 * The page title of a view (docs/product/leaderboard.md#sharing-and-exports): 'Season 12 · Per Set · Blocks';
 * the board as it opens (every season, totals, players, the default sort) keeps the catalogue's title.
 */
export function leaderboardTitle(state: LeaderboardViewState, defaultTitle: string): string {
  const opening =
    state.season === DEFAULT_TITLE_STATE.season &&
    state.stage === DEFAULT_TITLE_STATE.stage &&
    state.mode === DEFAULT_TITLE_STATE.mode &&
    state.view === DEFAULT_TITLE_STATE.view &&
    state.sort.column === 'totalKills' &&
    state.sort.direction === 'desc';
  return opening ? defaultTitle : leaderboardViewWords(state).join(' · ');
}

/** The description of a view: who is ranked by what, where; the opening board keeps the catalogue's. */
export function leaderboardDescription(
  state: LeaderboardViewState,
  siteName: string,
  defaultTitle: string,
  defaultDescription: string,
): string {
  if (leaderboardTitle(state, defaultTitle) === defaultTitle) return defaultDescription;
  const who = state.view === 'teams' ? 'Teams' : 'Players';
  const rate = state.mode === 'total' ? '' : ` ${STAT_MODE_LABELS[state.mode].toLowerCase()}`;
  const order = state.sort.direction === 'asc' ? ', lowest first' : '';
  const where = state.season === null ? 'across all seasons' : `in season ${state.season}`;
  const stage = stageLabel(state.stage);
  const narrowed = [
    stage ? `round ${stage}` : null,
    state.search.trim() ? `names matching “${state.search.trim()}”` : null,
    state.filters.length > 0
      ? `${state.filters.length} stat filter${state.filters.length === 1 ? '' : 's'}`
      : null,
  ].filter((part): part is string => part !== null);
  const extra = narrowed.length > 0 ? ` (${narrowed.join(', ')})` : '';
  return `${who} of the ${siteName} ranked by ${sortLabel(state)}${rate}${order}, ${where}${extra}.`;
}

/**
 * A stat cell of the export: the number the table shows, at the table's precision (formatStat), percent
 * columns as a percentage (45.12 for '45.12%'; the header says '%'); null where the table shows 'N/A'.
 */
export function exportStatValue(key: StatColumnKey, value: number, mode: StatMode): number | null {
  const text = formatStat(key, value, mode);
  if (text === 'N/A') return null;
  return Number(isPercentColumn(key) ? text.slice(0, -1) : text);
}

interface ExportColumnOptions {
  view: LeaderboardView;
  season: number | null;
  mode: StatMode;
  /** The visible stat columns, in registry order. */
  stats: readonly StatColumn[];
}

/**
 * The export's columns: the table's (Rank, Player Name or Team Name, Team for players in one season, Games
 * and Sets, the visible stat columns), and for teams their season, which the table shows beside the name.
 */
export function leaderboardExportColumns({
  view,
  season,
  mode,
  stats,
}: ExportColumnOptions): ExportColumn<LeaderboardRow>[] {
  const columns: ExportColumn<LeaderboardRow>[] = [
    { key: 'rank', label: LEADERBOARD_LABELS.rank, value: (row) => row.rank },
    {
      key: 'name',
      label: view === 'teams' ? LEADERBOARD_LABELS.teamName : LEADERBOARD_LABELS.playerName,
      value: (row) => row.name,
    },
  ];
  if (view === 'teams') {
    columns.push({
      key: 'seasonNumber',
      label: LEADERBOARD_LABELS.season,
      value: (row) => (row.kind === 'team' ? row.seasonNumber : null),
    });
  } else if (season !== null) {
    columns.push({
      key: 'teamName',
      label: LEADERBOARD_LABELS.team,
      value: (row) => (row.kind === 'player' ? row.teamName : null),
    });
  }
  // The sample behind every rate, as the table shows it after the names.
  const played: Record<(typeof PLAYED_COLUMNS)[number]['key'], (row: LeaderboardRow) => number> = {
    games: (row) => row.gamesPlayed,
    sets: (row) => playedCountsOf(row).sets,
  };
  for (const column of PLAYED_COLUMNS) {
    columns.push({ key: column.key, label: column.label, value: played[column.key] });
  }
  for (const stat of stats) {
    const key = stat.key as StatColumnKey;
    columns.push({ key, label: stat.label, value: (row) => exportStatValue(key, row.stats[key], mode) });
  }
  return columns;
}

/** 'volley-league-stats-season-12-per-set-blocks.csv'. */
export function leaderboardExportFilename(
  state: LeaderboardViewState,
  siteName: string,
  format: ExportFormat,
): string {
  const filtered = state.filters.length > 0 || state.search.trim() !== '' ? 'filtered' : null;
  return exportFilename([siteName, 'stats', ...leaderboardViewWords(state), filtered], format);
}
