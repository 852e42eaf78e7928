import { RADAR_MAX, RADAR_TICKS, radarPerSet, scaleRadar } from '@league/shared/domain/radar';
import { STAT_MODE_LABELS, type StatMode } from '@league/shared/domain/stat-columns';
import type { PlayerCompareEntry } from '@league/shared/schemas/player-compare';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { StatRadarChart } from '../../../components/charts/stat-radar-chart.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { type CompareRow, compareRows } from '../compare-rows.ts';
import { RADAR_AXIS_LIST } from '../player-chart-data.ts';
import styles from './compare-page.module.css';

/** One colour per compared player, the same in the chips and the radar (set in compare-page.module.css). */
export const PLAYER_COLORS = ['var(--compare-1)', 'var(--compare-2)', 'var(--compare-3)', 'var(--compare-4)'];

/**
 * The comparison itself (docs/product/compare.md#pages): one table row per stat with each player's value,
 * the best of each row in bold, and the players' per-set radar.
 */
export function CompareResults({
  players,
  mode,
  season,
  loading,
}: {
  players: readonly PlayerCompareEntry[];
  mode: StatMode;
  season: number | null;
  loading: boolean;
}) {
  const rows = useMemo(() => compareRows(players, mode), [players, mode]);
  const columns = useMemo<ColumnDef<CompareRow>[]>(
    () => [
      {
        id: 'stat',
        header: 'Stat',
        meta: { sticky: 'start', className: styles.statName },
        cell: ({ row }) => row.original.label,
      },
      ...players.map(
        (player, index): ColumnDef<CompareRow> => ({
          id: `player-${player.id}`,
          header: player.name,
          meta: { align: 'right', numeric: true, className: styles.playerCol },
          cell: ({ row }) => {
            const text = row.original.values[index];
            return row.original.best.includes(index) ? (
              <strong className={styles.best}>
                {text}
                <span className="visually-hidden"> (best)</span>
              </strong>
            ) : (
              text
            );
          },
        }),
      ),
    ],
    [players],
  );
  const scope = season === null ? 'career' : `season ${season}`;
  const withSets = players.filter((p) => p.setsPlayed > 0);
  return (
    <div className={styles.results}>
      <DataTable
        caption={`${STAT_MODE_LABELS[mode]} stats, ${scope}: ${players.map((p) => p.name).join(', ')}`}
        columns={columns}
        data={rows}
        getRowId={(row) => row.key}
        enableSorting={false}
        loading={loading}
        skeletonRows={12}
        emptyText="Pick players to compare."
        density="compact"
        // About 26 rows: the whole table in the page, not a box of its own that hides the last rows on a laptop.
        maxHeight="none"
      />
      {withSets.length > 0 ? (
        <StatRadarChart
          title={`Per-set profiles, ${scope}`}
          description="Per-set numbers on a 0–100 scale, where 100 is the cap of each stat (the player page's scale)."
          axes={RADAR_AXIS_LIST}
          series={players.flatMap((player, index) =>
            player.setsPlayed > 0
              ? [
                  {
                    key: String(player.id),
                    name: player.name,
                    color: PLAYER_COLORS[index] ?? 'var(--color-accent)',
                    values: scaleRadar(radarPerSet(player.totals, player.setsPlayed)),
                  },
                ]
              : [],
          )}
          ticks={RADAR_TICKS}
          max={RADAR_MAX}
        />
      ) : (
        !loading && <p className={styles.empty}>No sets played in this scope: nothing to draw.</p>
      )}
    </div>
  );
}
