import { RADAR_MAX, RADAR_TICKS } from '@league/shared/domain/radar';
import type { PlayerDetail, PlayerStatLine } from '@league/shared/schemas/players';
import type { RadarChartSeries } from '../../../components/charts/radar-series.ts';
import { StatBarChart } from '../../../components/charts/stat-bar-chart.tsx';
import { StatRadarChart } from '../../../components/charts/stat-radar-chart.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useLeagueComparison } from '../api/league-totals-api.ts';
import {
  leagueAverageRadar,
  RADAR_AXIS_LIST,
  scaledRadarOf,
  seasonComparisonSeries,
  teammatePrf,
} from '../player-chart-data.ts';
import { type SeasonChoice, type StatSummary, teamOfSeason } from '../player-profile.ts';
import styles from './player-charts.module.css';

export const NO_CHART_DATA = 'No stats available for this player in the selected season.';

interface PlayerChartsProps {
  player: PlayerDetail;
  season: SeasonChoice;
  /** The selected lines (career or the season) and their summary. */
  lines: readonly PlayerStatLine[];
  summary: StatSummary;
}

const PLAYER_COLOR = 'var(--color-accent)';
const LEAGUE_COLOR = 'var(--color-link)';

/**
 * The visualisation panel (docs/product/players.md#visualisation-panel): with Career, the season-by-season
 * radar and the per-set radar against the league average; with a season, the teammates' PRF bars and that
 * season's radar.
 */
export function PlayerCharts({ player, season, lines, summary }: PlayerChartsProps) {
  const team = season === null ? null : teamOfSeason(player.teams, season);
  const teamId = team?.id ?? null;
  const league = useLeagueComparison(season, teamId, lines.length > 0);
  if (lines.length === 0 || summary.sets === 0) {
    return <p className={styles.empty}>{NO_CHART_DATA}</p>;
  }

  const radarSeries: RadarChartSeries[] = [
    { key: 'player', name: player.name, color: PLAYER_COLOR, values: scaledRadarOf(summary) },
  ];
  if (league.data) {
    radarSeries.push({
      key: 'league',
      name: 'League average',
      color: LEAGUE_COLOR,
      values: leagueAverageRadar(league.data.averagePerSet),
      reference: true,
    });
  }
  const scope = season === null ? 'career' : `Season ${season}`;
  const radar = (
    <StatRadarChart
      title={season === null ? 'Per set vs league average' : `Season ${season} per set vs league average`}
      description={`Per-set ${scope} numbers on a 0–100 scale, where 100 is the cap of each stat.`}
      axes={RADAR_AXIS_LIST}
      series={radarSeries}
      ticks={RADAR_TICKS}
      max={RADAR_MAX}
    />
  );

  if (season === null) {
    return (
      <div className={styles.grid}>
        <StatRadarChart
          title="Season-by-season comparison"
          description="Each axis runs from the player's weakest season (10) to the strongest (100)."
          axes={RADAR_AXIS_LIST}
          series={seasonComparisonSeries(player.stats)}
          ticks={RADAR_TICKS}
          max={RADAR_MAX}
        />
        {radar}
      </div>
    );
  }

  const bars = league.data ? teammatePrf(league.data.teammates, teamId, player.id) : [];
  return (
    <div className={styles.grid}>
      {league.isPending ? (
        <div className={styles.placeholder} aria-hidden="true">
          <Skeleton height="100%" radius="lg" />
        </div>
      ) : bars.length === 0 ? (
        <p className={styles.empty}>No teammate stats for this season.</p>
      ) : (
        <StatBarChart
          title={`Team PRF${team ? ` — ${team.name}` : ''}, Season ${season}`}
          description="PRF (kills + aces + assists) of everyone on the team that season."
          valueLabel="PRF"
          categoryLabel="Player"
          highlightLabel={player.name}
          data={bars.map((bar) => ({
            key: String(bar.id),
            label: bar.name,
            value: bar.prf,
            highlight: bar.isPlayer,
          }))}
        />
      )}
      {radar}
    </div>
  );
}
