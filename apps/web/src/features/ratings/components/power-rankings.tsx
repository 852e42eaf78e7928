import type { PowerRankingsRead } from '@league/shared/schemas/ratings';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import { numberColumn } from '../../../components/data-table/column-meta.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { SelectInput } from '../../../components/ui/filters.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { paths, teamPath } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { usePowerRankings } from '../api/ratings-api.ts';
import styles from './power-rankings.module.css';

type Row = PowerRankingsRead['weeks'][number]['rows'][number];

/** '▲2', '▼1', '–' (docs/product/ratings.md#pages); nothing in the first week. */
export function movementText(movement: number | null): string {
  if (movement === null) return '';
  if (movement > 0) return `▲${movement}`;
  if (movement < 0) return `▼${-movement}`;
  return '–';
}

function movementLabel(movement: number | null): string {
  if (movement === null) return 'first week';
  if (movement === 0) return 'no change';
  return `${movement > 0 ? 'up' : 'down'} ${Math.abs(movement)}`;
}

function columns(seasonNumber: number): ColumnDef<Row>[] {
  return [
    numberColumn('rank', 'Rank', (row) => row.rank),
    {
      id: 'team',
      header: 'Team',
      meta: { sticky: 'start' },
      cell: ({ row }) => <Link to={teamPath(row.original.name, seasonNumber)}>{row.original.name}</Link>,
    },
    numberColumn('rating', 'Rating', (row) => Math.round(row.rating), { width: '6rem' }),
    {
      id: 'movement',
      header: 'Move',
      meta: { align: 'right', width: '5rem' },
      cell: ({ row }) => {
        const m = row.original.movement;
        return (
          <span className={m && m > 0 ? styles.up : m && m < 0 ? styles.down : undefined}>
            <span aria-hidden="true">{movementText(m)}</span>
            <span className="visually-hidden">{movementLabel(m)}</span>
          </span>
        );
      },
    },
  ];
}

/**
 * A season's power rankings (docs/product/ratings.md#power-rankings): the teams by rating at the end of a
 * week, the latest week first, with the movement since the week before.
 */
export function PowerRankings({ seasonNumber }: { seasonNumber: number }) {
  const rankings = usePowerRankings(seasonNumber);
  const [chosen, setChosen] = useState<string>('');
  if (rankings.isError) {
    return <ErrorState message={errorMessage(rankings.error)} onRetry={() => rankings.refetch()} />;
  }
  const weeks = rankings.data?.weeks ?? [];
  if (rankings.data && weeks.length === 0) {
    return (
      <p className={styles.none}>
        No results yet: the power rankings start with the season's first week of results.
      </p>
    );
  }
  const week = weeks.find((w) => w.week === chosen) ?? weeks.at(-1);
  return (
    <div className={styles.rankings}>
      <div className={styles.head}>
        <div className={styles.week}>
          <SelectInput
            label="Week"
            value={week?.week ?? ''}
            onChange={setChosen}
            options={[...weeks]
              .reverse()
              .map((w) => ({ value: w.week, label: `Week of ${formatDate(w.week)}` }))}
          />
        </div>
        <Link to={paths.ratings()} className={styles.method}>
          How the ratings work
        </Link>
      </div>
      <DataTable
        columns={columns(seasonNumber)}
        data={week?.rows ?? []}
        getRowId={(row) => String(row.teamId)}
        caption={week ? `Power rankings, week of ${formatDate(week.week)}` : 'Power rankings'}
        enableSorting={false}
        density="compact"
        loading={rankings.isPending}
      />
    </div>
  );
}
