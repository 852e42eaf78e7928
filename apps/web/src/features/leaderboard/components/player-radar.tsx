import type { LeaderboardRow } from '@league/shared/domain/leaderboard';
import {
  RADAR_AXES,
  RADAR_AXIS_LABELS,
  RADAR_MAX,
  RADAR_TICKS,
  type RadarAxis,
  type RadarValues,
  radarPerSet,
  scaleRadar,
} from '@league/shared/domain/radar';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { StatRadarChart } from '../../../components/charts/stat-radar-chart.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { paths } from '../../../config/paths.ts';
import styles from './player-radar.module.css';

/** The expanded row's chart is narrow: the two attempts axes are abbreviated. */
const AXIS_LABELS: Record<RadarAxis, string> = {
  ...RADAR_AXIS_LABELS,
  spikeAttempts: 'Spike Att.',
  apeAttempts: 'Ape Att.',
};
const AXES = RADAR_AXES.map((axis) => ({ key: axis, label: AXIS_LABELS[axis] }));

type PlayerRow = Extract<LeaderboardRow, { kind: 'player' }>;

interface PlayerRadarProps {
  player: PlayerRow;
  /** Per-set league average over the players in the same season and round scope. */
  leagueAverage: RadarValues;
}

const perSetText = (value: number) => value.toFixed(2);

interface PerSetRow {
  key: RadarAxis;
  label: string;
  player: number;
  league: number;
}

const PER_SET_COLUMNS: ColumnDef<PerSetRow>[] = [
  { id: 'label', header: 'Per set', cell: ({ row }) => row.original.label },
  {
    id: 'player',
    header: 'Player',
    meta: { align: 'right', numeric: true },
    cell: ({ row }) => perSetText(row.original.player),
  },
  {
    id: 'league',
    header: 'League avg',
    meta: { align: 'right', numeric: true },
    cell: ({ row }) => perSetText(row.original.league),
  },
];

/**
 * The leaderboard's inline visualisation: the player's per-set profile against the league average on
 * the radar scale of docs/product/stats.md#radar-charts, with the per-set numbers beside it.
 */
export function PlayerRadar({ player, leagueAverage }: PlayerRadarProps) {
  const perSet = radarPerSet(player.totals, player.setsPlayed);
  return (
    <div className={styles.panel}>
      <StatRadarChart
        title={`${player.name} per set vs league average`}
        description="Each axis is the per-set number over its cap, on a 10–100 scale."
        axes={AXES}
        series={[
          { key: 'player', name: player.name, color: 'var(--color-accent)', values: scaleRadar(perSet) },
          {
            key: 'league',
            name: 'League average',
            color: 'var(--color-link)',
            values: scaleRadar(leagueAverage),
            reference: true,
          },
        ]}
        ticks={RADAR_TICKS}
        max={RADAR_MAX}
        height={280}
      />
      <div className={styles.facts}>
        <p className={styles.played}>
          <span>
            <strong>{player.gamesPlayed}</strong> {player.gamesPlayed === 1 ? 'game' : 'games'}
          </span>
          <span>
            <strong>{player.setsPlayed}</strong> {player.setsPlayed === 1 ? 'set' : 'sets'}
          </span>
        </p>
        <DataTable<PerSetRow>
          caption={`${player.name} per set against the league average`}
          columns={PER_SET_COLUMNS}
          data={AXES.map((axis) => ({
            key: axis.key,
            label: axis.label,
            player: perSet[axis.key],
            league: leagueAverage[axis.key],
          }))}
          getRowId={(row) => row.key}
          enableSorting={false}
          density="compact"
        />
        <Link to={paths.player(player.id)} className={styles.profile}>
          View {player.name}'s profile
        </Link>
      </div>
    </div>
  );
}
