import type { LeaderboardView } from '@league/shared/domain/leaderboard';
import { type LeaderboardRow, playedCountsOf } from '@league/shared/domain/leaderboard';
import {
  formatStat,
  PLAYED_COLUMNS,
  type StatColumn,
  type StatColumnKey,
  type StatMode,
} from '@league/shared/domain/stat-columns';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { StatDefinition } from '../../../components/stats/stat-definition.tsx';
import { paths, teamPath } from '../../../config/paths.ts';
import styles from './leaderboard-table.module.css';

interface ColumnOptions {
  view: LeaderboardView;
  season: number | null;
  mode: StatMode;
  stats: readonly StatColumn[];
}

function nameLink(row: LeaderboardRow, season: number | null) {
  if (row.kind === 'team') {
    return (
      <>
        <Link to={teamPath(row.name, row.seasonNumber)}>{row.name}</Link>
        {/* Across all seasons a name can appear once per season it played. */}
        {season === null && <span className={styles.season}>S{row.seasonNumber}</span>}
      </>
    );
  }
  return <Link to={paths.player(row.id)}>{row.name}</Link>;
}

/**
 * The leaderboard's columns (docs/product/leaderboard.md#pages): Rank, Player/Team Name (sortable), Team
 * (player view with a season only, 'N/A' without one), Games and Sets, then the visible stat columns
 * formatted by `formatStat`.
 */
export function buildLeaderboardColumns({
  view,
  season,
  mode,
  stats,
}: ColumnOptions): ColumnDef<LeaderboardRow>[] {
  const columns: ColumnDef<LeaderboardRow>[] = [
    {
      id: 'rank',
      header: 'Rank',
      enableSorting: false,
      meta: { align: 'right', numeric: true, className: styles.rank },
      cell: ({ row }) => row.original.rank,
    },
    {
      id: 'name',
      // An accessor makes the column sortable; the order itself comes from buildLeaderboard.
      accessorFn: (row) => row.name,
      header: view === 'teams' ? 'Team Name' : 'Player Name',
      meta: { sticky: 'start', className: styles.name },
      cell: ({ row }) => nameLink(row.original, season),
    },
  ];
  if (view === 'players' && season !== null) {
    columns.push({
      id: 'team',
      header: 'Team',
      enableSorting: false,
      meta: { className: styles.team },
      cell: ({ row }) => {
        const team = row.original.kind === 'player' ? row.original.teamName : null;
        return team ? <Link to={teamPath(team, season)}>{team}</Link> : 'N/A';
      },
    });
  }
  const played = (key: 'games' | 'sets', value: (row: LeaderboardRow) => number) => {
    const label = PLAYED_COLUMNS.find((c) => c.key === key)?.label ?? key;
    columns.push({
      id: key,
      header: label,
      enableSorting: false,
      meta: { align: 'right', numeric: true, headerAside: <StatDefinition id={key} /> },
      cell: ({ row }) => value(row.original),
    });
  };
  // The sample behind every rate: what Per Game and Per Set divide by, and what qualification measures.
  played('games', (row) => row.gamesPlayed);
  played('sets', (row) => playedCountsOf(row).sets);
  for (const stat of stats) {
    const key = stat.key as StatColumnKey;
    columns.push({
      id: key,
      accessorFn: (row) => row.stats[key],
      header: stat.label,
      // The definition opens by tap and keyboard beside the header (docs/product/stats.md#glossary).
      meta: { align: 'right', numeric: true, headerAside: <StatDefinition id={key} /> },
      cell: ({ row }) => formatStat(key, row.original.stats[key], mode),
    });
  }
  return columns;
}
