import { PLAYER_RATING_COMPONENTS, type PlayerRatingKey } from '@league/shared/domain/player-rating';
import type { PlayerRatingsRead } from '@league/shared/schemas/ratings';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { paths } from '../../../config/paths.ts';
import styles from './player-ratings-table.module.css';

type Row = PlayerRatingsRead['rows'][number];

const componentValue = (row: Row, key: PlayerRatingKey) =>
  row.components.find((c) => c.key === key)?.value ?? 0;

/** A rating with two decimals: 1.00 is the average qualified player. */
export const formatRating = (rating: number) => rating.toFixed(2);

/** Attack efficiency reads as a share (.312), the per-set components with two decimals. */
export function formatComponent(key: PlayerRatingKey, value: number): string {
  return key === 'attackEfficiency' ? value.toFixed(3).replace(/^(-?)0\./, '$1.') : value.toFixed(2);
}

const COLUMNS: ColumnDef<Row>[] = [
  {
    id: 'player',
    header: 'Player',
    accessorFn: (row) => row.player.name,
    sortDescFirst: false,
    meta: { sticky: 'start' },
    cell: ({ row }) => (
      <span className={styles.player}>
        <Link to={paths.player(row.original.player.id)}>{row.original.player.name}</Link>
        {!row.original.qualified && <span className={styles.below}>below the bar</span>}
      </span>
    ),
  },
  { id: 'sets', header: 'Sets', accessorFn: (row) => row.sets, meta: { align: 'right', numeric: true } },
  {
    id: 'rating',
    header: 'Rating',
    accessorFn: (row) => row.rating,
    meta: { align: 'right', numeric: true, className: styles.rating },
    cell: ({ row }) => formatRating(row.original.rating),
  },
  ...PLAYER_RATING_COMPONENTS.map(
    (component): ColumnDef<Row> => ({
      id: component.key,
      header: component.label,
      accessorFn: (row) => componentValue(row, component.key),
      // Fewer errors is better: the first sort shows the fewest.
      sortDescFirst: component.direction > 0,
      meta: { align: 'right', numeric: true },
      cell: ({ row }) => formatComponent(component.key, componentValue(row.original, component.key)),
    }),
  ),
];

/**
 * Player ratings as a sortable table (docs/product/ratings.md#player-rating): the rating and its five
 * components, qualified players first as the API orders them, until a header is chosen.
 */
export function PlayerRatingsTable({
  read,
  loading,
}: {
  read: PlayerRatingsRead | undefined;
  loading: boolean;
}) {
  return (
    <DataTable
      columns={COLUMNS}
      data={read?.rows ?? []}
      getRowId={(row) => String(row.player.id)}
      caption={
        read?.season ? `Player ratings, Season ${read.season.seasonNumber}` : 'Player ratings, all seasons'
      }
      sortDescFirst
      density="compact"
      pageSize={25}
      loading={loading}
      emptyText="No player has a stat line in this view yet."
      rowClassName={(row) => (row.original.qualified ? undefined : styles.unqualified)}
    />
  );
}
