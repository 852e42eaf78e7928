/**
 * The stats leaderboard's displayed rows (docs/product/leaderboard.md#pages,
 * docs/product/leaderboard.md#data, docs/product/leaderboard.md#leaderboard-state,
 * docs/product/leaderboard.md#rules-and-constants). Input rows are per player or per team sums over the
 * selected season and stage group, as the API's read model answers them (or `buildLeaderboardFromStatLines`
 * computes them from raw rows).
 */
import { applyMode, type DerivedStats, hasAnyStat, type PlayedCounts } from './derived-stats.ts';
import { matchesFilters, type StatFilter } from './filters.ts';
import type { StatNumbers } from './league.ts';
import {
  isQualified,
  type QualificationRule,
  type QualifyChoice,
  qualificationRule,
} from './qualification.ts';
import type { StageFilter } from './stages.ts';
import type { StatColumnKey, StatMode } from './stat-columns.ts';

export const LEADERBOARD_PAGE_SIZE = 25;

/**
 * Whose totals the leaderboard ranks, spelled alike in the page's address (`view=teams`), the API's
 * query and its answer.
 */
export const LEADERBOARD_VIEWS = ['players', 'teams'] as const;
export type LeaderboardView = (typeof LEADERBOARD_VIEWS)[number];
export type SortDirection = 'asc' | 'desc';
/** A stat column, or 'name' for the Player Name / Team Name column. */
export type SortColumn = StatColumnKey | 'name';

export interface LeaderboardSort {
  column: SortColumn;
  direction: SortDirection;
}

/** Player view input: one player's sums over the selected season and stage group. */
export interface PlayerTotalsRow {
  kind: 'player';
  id: number;
  name: string;
  /** The player's team in the selected season; null when no season is selected or none that season. */
  teamName: string | null;
  gamesPlayed: number;
  setsPlayed: number;
  totals: StatNumbers;
}

/**
 * Team view input: the team aggregate of docs/product/leaderboard.md#data (one per team, i.e. per name and
 * season).
 */
export interface TeamTotalsRow {
  kind: 'team';
  /** `${name}-${seasonNumber}` (docs/product/leaderboard.md#data). */
  id: string;
  teamId: number;
  name: string;
  seasonNumber: number;
  logoUrl: string | null;
  /** Distinct players with stat lines for the team. */
  playerCount: number;
  /** Distinct games. */
  gamesPlayed: number;
  /** Sets of those distinct games; the Per Set divisor for teams (decisions). */
  totalSets: number;
  totals: StatNumbers;
}

export type TotalsRow = PlayerTotalsRow | TeamTotalsRow;
/** A displayed row: the input plus its 1-based rank and its columns in the selected mode. */
export type LeaderboardRow = TotalsRow & { rank: number; stats: DerivedStats };

export interface LeaderboardQuery {
  view: LeaderboardView;
  /** Season number; null = all seasons. */
  season: number | null;
  stageGroup: StageFilter;
  mode: StatMode;
  search: string;
  filters: readonly StatFilter[];
  sort: LeaderboardSort;
  /** Whether rates rank only qualified rows (docs/product/leaderboard.md#qualification). */
  qualify: QualifyChoice;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** Initial leaderboard state (docs/product/leaderboard.md#leaderboard-state). */
export const DEFAULT_LEADERBOARD_QUERY: LeaderboardQuery = {
  view: 'players',
  season: null,
  stageGroup: 'all',
  mode: 'total',
  search: '',
  filters: [],
  sort: { column: 'totalKills', direction: 'desc' },
  qualify: 'auto',
  page: 1,
  pageSize: LEADERBOARD_PAGE_SIZE,
};

export interface LeaderboardPage<R extends TotalsRow = TotalsRow> {
  rows: (R & { rank: number; stats: DerivedStats })[];
  /** Rows after search, inclusion rules, filters and qualification, across all pages. */
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  /** The qualification rule applied; null when the view needs none or it is switched off. */
  qualification: QualificationRule | null;
  /** Rows that match the search and filters but fall short of the rule (left out of `total`). */
  unqualified: number;
}

/** Games and sets a row's totals cover; teams use totalSets (decisions). */
export function playedCountsOf(row: TotalsRow): PlayedCounts {
  return { games: row.gamesPlayed, sets: row.kind === 'team' ? row.totalSets : row.setsPlayed };
}

/**
 * Row inclusion (docs/product/leaderboard.md#rules-and-constants): the name contains the trimmed search text,
 * case-insensitive; the row played in the selection (gamesPlayed > 0); and at least one recorded stat is
 * non-zero. Applied to team rows too.
 */
export function isLeaderboardRowIncluded(row: TotalsRow, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return row.name.toLowerCase().includes(needle) && row.gamesPlayed > 0 && hasAnyStat(row.totals);
}

/** A row with its columns in the mode, before it is ranked. */
interface Displayed<R> {
  row: R;
  stats: DerivedStats;
}

/** What a sort compares, computed once per row rather than once per comparison. */
interface SortKey<R> {
  item: Displayed<R>;
  value: number;
  name: string;
  id: string;
}

function compareNames<R>(a: SortKey<R>, b: SortKey<R>): number {
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Sorts displayed rows by a column and direction. Ties, and the order of equal names, fall back to the
 * name ascending then the id, so the order never depends on the input order.
 */
function sortDisplayed<R extends TotalsRow>(
  items: readonly Displayed<R>[],
  sort: LeaderboardSort,
): Displayed<R>[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const column = sort.column;
  const keys: SortKey<R>[] = items.map((item) => ({
    item,
    value: column === 'name' ? 0 : item.stats[column],
    name: item.row.name.toLowerCase(),
    id: String(item.row.id),
  }));
  keys.sort((a, b) => {
    if (column === 'name') return sign * compareNames(a, b);
    const diff = a.value - b.value;
    return diff !== 0 ? sign * diff : compareNames(a, b);
  });
  return keys.map((key) => key.item);
}

/**
 * Header click (docs/product/leaderboard.md#leaderboard-state): the current column flips direction; another
 * column starts descending.
 */
export function nextSort(current: LeaderboardSort, column: SortColumn): LeaderboardSort {
  if (current.column === column) {
    return { column, direction: current.direction === 'desc' ? 'asc' : 'desc' };
  }
  return { column, direction: 'desc' };
}

/** Number of pages for a row count (at least 1). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The displayed leaderboard: keep the included rows, derive their columns in the mode (counts / games or
 * sets, percents from totals), apply the advanced filters to those displayed values, keep the qualified
 * rows when the view ranks rates (docs/product/leaderboard.md#qualification), sort, rank 1..n and cut page
 * `page` (clamped to 1..pageCount) of `pageSize` rows.
 */
export function buildLeaderboard<R extends TotalsRow>(
  rows: readonly R[],
  query: Pick<LeaderboardQuery, 'mode' | 'search' | 'filters' | 'sort' | 'qualify' | 'page' | 'pageSize'>,
): LeaderboardPage<R> {
  // The bar is set by every row of the view, before the search and filters narrow it down.
  const rule = qualificationRule(
    rows.filter((row) => row.gamesPlayed > 0 && hasAnyStat(row.totals)).map(qualifyInputOf),
    { mode: query.mode, sortColumn: query.sort.column, qualify: query.qualify },
  );
  // The server runs this over every player of a big league: rows are wrapped, not copied, until the page
  // is cut (copying every row with a spread cost more than everything else together).
  const displayed: Displayed<R>[] = [];
  let unqualified = 0;
  for (const row of rows) {
    if (!isLeaderboardRowIncluded(row, query.search)) continue;
    const stats = applyMode(row.totals, playedCountsOf(row), query.mode);
    if (!matchesFilters(stats, query.filters)) continue;
    if (isQualified(qualifyInputOf(row), rule)) displayed.push({ row, stats });
    else unqualified += 1;
  }
  const sorted = sortDisplayed(displayed, query.sort);
  const pageCount = pageCountOf(sorted.length, query.pageSize);
  const page = Math.min(Math.max(1, Math.floor(query.page)), pageCount);
  const start = (page - 1) * query.pageSize;
  return {
    rows: sorted
      .slice(start, start + query.pageSize)
      .map(({ row, stats }, i) => ({ ...row, rank: start + i + 1, stats })),
    total: sorted.length,
    page,
    pageCount,
    pageSize: query.pageSize,
    qualification: rule,
    unqualified,
  };
}

/** What the qualification rule reads of a row: its sets (a team's totalSets) and its sums. */
function qualifyInputOf(row: TotalsRow): { sets: number; totals: StatNumbers } {
  return { sets: playedCountsOf(row).sets, totals: row.totals };
}
