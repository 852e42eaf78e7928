import { type DerivedStats, deriveStats } from '@league/shared/domain/derived-stats';
import {
  DEFAULT_STAT_KEYS,
  formatStat,
  getStatColumn,
  type StatColumnKey,
} from '@league/shared/domain/stat-columns';
import type { TeamDetail } from '@league/shared/schemas/teams';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { createColumnHelper } from '../../../components/data-table/column-helper.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { StatDefinition } from '../../../components/stats/stat-definition.tsx';
import { paths } from '../../../config/paths.ts';
import { rosterStatRows } from '../team-detail.ts';
import styles from './team-sections.module.css';

interface PlayerRow {
  id: number;
  name: string;
  position: string;
  gamesPlayed: number;
  stats: DerivedStats;
}

/** The leaderboard's default columns plus PRF: the per-player summary of a roster. */
const SUMMARY_COLUMNS: StatColumnKey[] = [...DEFAULT_STAT_KEYS, 'prf'];

const column = createColumnHelper<PlayerRow>();

const COLUMNS: ColumnDef<PlayerRow, string | number>[] = [
  column.accessor('name', {
    header: 'Player',
    cell: (info) => (
      <span className={styles.playerCell}>
        <Link to={paths.player(info.row.original.id)}>{info.getValue()}</Link>
        {info.row.original.position && <span className={styles.position}>{info.row.original.position}</span>}
      </span>
    ),
    sortingFn: (a, b) => a.original.name.localeCompare(b.original.name),
  }),
  column.accessor('gamesPlayed', { header: 'GP', meta: { align: 'right', numeric: true } }),
  ...SUMMARY_COLUMNS.map((key) =>
    column.accessor((row) => row.stats[key], {
      id: key,
      header: getStatColumn(key).label,
      cell: (info) => formatStat(key, info.getValue() as number, 'total'),
      meta: { align: 'right', numeric: true, headerAside: <StatDefinition id={key} /> },
    }),
  ),
];

/** Each roster player's sums over the team's games (docs/product/teams.md#team-page). */
export function TeamPlayersTable({ team }: { team: TeamDetail }) {
  const rows = useMemo(
    () =>
      rosterStatRows(team).map((row) => ({
        id: row.id,
        name: row.name,
        position: row.position,
        gamesPlayed: row.gamesPlayed,
        stats: deriveStats(row.totals),
      })),
    [team],
  );
  return (
    <DataTable
      caption={`${team.name}, Season ${team.season.seasonNumber}: player stat totals`}
      columns={COLUMNS}
      data={rows}
      getRowId={(row) => String(row.id)}
      initialSorting={[{ id: 'prf', desc: true }]}
      sortDescFirst
      density="compact"
      emptyText="No players found."
    />
  );
}
