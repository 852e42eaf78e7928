import {
  buildGameTableRows,
  formatSpikePercent,
  GAME_STAT_GROUPS,
  type GameStatColumn,
  type GameTableRow,
} from '@league/shared/domain/box-score';
import { getStatColumn } from '@league/shared/domain/stat-columns';
import type { GameDetail } from '@league/shared/schemas/games';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { TeamLogo } from '../../../components/ui/team-logo.tsx';
import { paths, teamPath } from '../../../config/paths.ts';
import styles from './game-stats-table.module.css';

const NO_STATS = 'No statistics have been recorded for this game.';

function statColumn(key: GameStatColumn, short: string): ColumnDef<GameTableRow> {
  return {
    id: key,
    header: () => {
      const full = getStatColumn(key).label;
      return (
        <span title={full}>
          <span aria-hidden="true">{short}</span>
          <span className="visually-hidden">{full}</span>
        </span>
      );
    },
    meta: { align: 'right', numeric: true },
    cell: ({ row: { original } }) => {
      if (original.kind === 'team') return null;
      const value = original.values[key];
      return key === 'spikePct' ? formatSpikePercent(value) : value;
    },
  };
}

function buildColumns(seasonNumber: number): ColumnDef<GameTableRow>[] {
  return [
    {
      // The group row above has no label of its own for this column; name it for screen readers.
      id: 'group-player',
      header: () => <span className="visually-hidden">Player</span>,
      columns: [
        {
          id: 'player',
          header: 'Player',
          cell: ({ row: { original } }) => {
            if (original.kind === 'team') {
              return (
                <span className={styles.teamCell}>
                  <TeamLogo name={original.name} src={original.logoUrl} size={24} />
                  {original.teamId === null ? (
                    original.name
                  ) : (
                    <Link to={teamPath(original.name, seasonNumber)}>{original.name}</Link>
                  )}
                </span>
              );
            }
            if (original.kind === 'total') return original.name;
            return <Link to={paths.player(original.playerId)}>{original.name}</Link>;
          },
        },
      ],
    },
    ...GAME_STAT_GROUPS.map(
      (group): ColumnDef<GameTableRow> => ({
        id: `group-${group.label}`,
        header: group.label,
        meta: { align: 'center' },
        columns: group.columns.map(([key, short]) => statColumn(key, short)),
      }),
    ),
  ];
}

const ROW_CLASSES: Record<GameTableRow['kind'], string | undefined> = {
  team: styles.teamRow,
  player: undefined,
  total: styles.totalRow,
};
const rowClass = (row: { original: GameTableRow }) => ROW_CLASSES[row.original.kind];

/** The player statistics table, one section per team (docs/product/games.md#game-page). */
export function GameStatsTable({ game }: { game: GameDetail }) {
  const rows = useMemo(() => buildGameTableRows(game), [game]);
  const columns = useMemo(() => buildColumns(game.season.seasonNumber), [game.season.seasonNumber]);
  if (rows.length === 0) return <EmptyState message={NO_STATS} />;
  return (
    <DataTable
      caption="Player statistics by team"
      columns={columns}
      data={rows}
      getRowId={(row) => row.id}
      enableSorting={false}
      striped={false}
      density="compact"
      rowClassName={rowClass}
      emptyText={NO_STATS}
    />
  );
}
