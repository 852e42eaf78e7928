import { formatStat, STAT_COLUMNS, type StatColumnKey } from '@league/shared/domain/stat-columns';
import type { PlayerGameLogRow } from '@league/shared/schemas/player-game-log';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { VisitorDate } from '../../../components/ui/visitor-date.tsx';
import { paths, teamPath } from '../../../config/paths.ts';
import styles from './game-log.module.css';

/** The stat columns of the log: the registry's default columns (docs/product/players.md#game-log). */
export const GAME_LOG_STATS = STAT_COLUMNS.filter((c) => c.defaultVisible);

/** `W 3–1`, `L 1–3`, or `–` without a side (docs/product/players.md#game-log-rules). */
function ResultCell({ row }: { row: PlayerGameLogRow }) {
  if (row.result === null || row.setsWon === null || row.setsLost === null) {
    return <span className={styles.noResult}>–</span>;
  }
  const won = row.result === 'W';
  return (
    <span className={styles.result}>
      <span className={won ? styles.win : styles.loss} title={won ? 'Win' : 'Loss'}>
        {row.result}
        <span className="visually-hidden">{won ? ' (win)' : ' (loss)'}</span>
      </span>{' '}
      <span className={styles.score}>
        {row.setsWon}–{row.setsLost}
      </span>
    </span>
  );
}

/**
 * The log's columns (docs/product/players.md#game-log): the game (its date, linking to the game, kept in
 * view on a phone), season, round, team, opponent, result with the set score, then the stat columns.
 * `sortable` lets the date and stat headers sort (the full log); the player page's preview does not sort.
 */
export function buildGameLogColumns(sortable: boolean): ColumnDef<PlayerGameLogRow>[] {
  const columns: ColumnDef<PlayerGameLogRow>[] = [
    {
      id: 'date',
      accessorFn: (row) => row.date,
      header: 'Date',
      enableSorting: sortable,
      meta: { sticky: 'start', className: styles.date },
      cell: ({ row }) => (
        <Link to={paths.game(row.original.gameId)} title={row.original.gameName ?? undefined}>
          <VisitorDate value={row.original.date} style="short" />
        </Link>
      ),
    },
    {
      id: 'season',
      header: 'Season',
      enableSorting: false,
      meta: { align: 'right', numeric: true },
      cell: ({ row }) => row.original.seasonNumber,
    },
    {
      id: 'result',
      header: 'Result',
      enableSorting: false,
      meta: { className: styles.resultCell },
      cell: ({ row }) => <ResultCell row={row.original} />,
    },
    {
      id: 'opponent',
      header: 'Opponent',
      enableSorting: false,
      meta: { className: styles.team },
      cell: ({ row }) => {
        const { opponentName, seasonNumber } = row.original;
        return opponentName === null ? (
          '–'
        ) : (
          <>
            <span className={styles.vs}>vs </span>
            <Link to={teamPath(opponentName, seasonNumber)}>{opponentName}</Link>
          </>
        );
      },
    },
    {
      id: 'team',
      header: 'Team',
      enableSorting: false,
      meta: { className: styles.team },
      cell: ({ row }) => row.original.teamName ?? '–',
    },
    {
      id: 'stage',
      header: 'Stage',
      enableSorting: false,
      meta: { className: styles.stage },
      cell: ({ row }) => row.original.stage ?? 'No stage',
    },
  ];
  for (const stat of GAME_LOG_STATS) {
    const key = stat.key as StatColumnKey;
    columns.push({
      id: key,
      accessorFn: (row) => row.stats[key],
      header: stat.label,
      enableSorting: sortable,
      meta: { align: 'right', numeric: true },
      cell: ({ row }) => formatStat(key, row.original.stats[key], 'total'),
    });
  }
  return columns;
}
