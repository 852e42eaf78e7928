import { RECORD_LABELS, type RecordGroup, UNKNOWN_PLAYER } from '@league/shared/domain/record-export';
import type { RecordType } from '@league/shared/domain/records';
import { formatRecordValue } from '@league/shared/domain/stat-columns';
import type { LeagueRecord } from '@league/shared/schemas/records';
import type { ColumnDef } from '@tanstack/react-table';
import clsx from 'clsx';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { VisitorDate } from '../../../components/ui/visitor-date.tsx';
import { paths } from '../../../config/paths.ts';
import styles from './record-table.module.css';

const MEDALS: Record<number, { className: string | undefined; name: string }> = {
  1: { className: styles.gold, name: 'gold' },
  2: { className: styles.silver, name: 'silver' },
  3: { className: styles.bronze, name: 'bronze' },
};

/** Ranks 1, 2 and 3 wear gold, silver and bronze (docs/product/records.md#pages). */
export function RankBadge({ rank }: { rank: number }) {
  const medal = MEDALS[rank];
  if (!medal) return <span className={styles.rank}>{rank}</span>;
  return (
    <span className={clsx(styles.rank, styles.medal, medal.className)}>
      {rank}
      <span className="visually-hidden"> ({medal.name})</span>
    </span>
  );
}

function buildColumns(type: RecordType, percent: boolean): ColumnDef<LeagueRecord>[] {
  return [
    {
      id: 'rank',
      header: RECORD_LABELS.rank,
      meta: { align: 'center', width: '4.5rem' },
      cell: ({ row }) => <RankBadge rank={row.original.rank} />,
    },
    {
      id: 'player',
      header: RECORD_LABELS.player,
      meta: { sticky: 'start', className: styles.player },
      cell: ({ row }) => {
        const player = row.original.player;
        return player ? <Link to={paths.player(player.id)}>{player.name}</Link> : UNKNOWN_PLAYER;
      },
    },
    {
      id: 'value',
      header: RECORD_LABELS.value,
      // Frozen beside the player on a phone (record-table.module.css), so a record never loses its value.
      meta: { align: 'right', numeric: true, sticky: 'start', className: styles.value },
      cell: ({ row }) => formatRecordValue(row.original.value, percent),
    },
    {
      id: 'date',
      header: RECORD_LABELS.date,
      meta: { className: styles.date },
      cell: ({ row }) => <VisitorDate value={row.original.date} style="short" fallback="N/A" />,
    },
    type === 'game'
      ? {
          id: 'game',
          header: RECORD_LABELS.game,
          cell: ({ row }) =>
            row.original.gameId === null ? (
              'N/A'
            ) : (
              <Link to={paths.game(row.original.gameId)}>View Game</Link>
            ),
        }
      : {
          id: 'season',
          header: RECORD_LABELS.season,
          cell: ({ row }) => {
            const season = row.original.season;
            return season ? <Link to={paths.season(season.id)}>S{season.seasonNumber}</Link> : 'N/A';
          },
        },
  ];
}

/** One record's top list: Rank, Player, Value, Date, then Game or Season. */
export function RecordTable({ type, group }: { type: RecordType; group: RecordGroup<LeagueRecord> }) {
  const columns = useMemo(() => buildColumns(type, group.percent), [type, group.percent]);
  return (
    <section className={styles.card} aria-labelledby={`record-${slug(group.label)}`}>
      <h2 id={`record-${slug(group.label)}`} className={styles.title}>
        {group.label}
      </h2>
      <DataTable<LeagueRecord>
        caption={`${group.label}, ${type === 'game' ? 'single game' : 'season'} record`}
        columns={columns}
        data={group.entries}
        getRowId={(row) => String(row.id)}
        enableSorting={false}
        density="compact"
        emptyText="No record holders yet."
      />
    </section>
  );
}

/** Skeleton of one record card while the records load. */
export function RecordTableSkeleton({ type }: { type: RecordType }) {
  const columns = useMemo(() => buildColumns(type, false), [type]);
  return (
    <div className={styles.card}>
      <span className={styles.titleSkeleton} />
      <DataTable<LeagueRecord>
        caption="Loading records"
        columns={columns}
        data={[]}
        enableSorting={false}
        density="compact"
        loading
        skeletonRows={5}
      />
    </div>
  );
}

function slug(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
