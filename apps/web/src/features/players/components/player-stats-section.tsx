import type { PlayerDetail } from '@league/shared/schemas/players';
import { lazy, Suspense, useMemo } from 'react';
import { SelectInput } from '../../../components/ui/filters.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useNearViewport } from '../../../hooks/use-near-viewport.ts';
import {
  linesOfChoice,
  type SeasonChoice,
  seasonsWithStats,
  summarizeLines,
  teamOfSeason,
} from '../player-profile.ts';
import styles from './player-stats-section.module.css';
import { StatSummaryTable } from './stat-summary-table.tsx';

// The chart library is the largest piece of the page, and drawing the charts its most expensive work on a
// phone: both wait until the panel is about to scroll into view (on a wide screen it already is).
const PlayerCharts = lazy(() => import('./player-charts.tsx').then((m) => ({ default: m.PlayerCharts })));
const CHARTS_MARGIN = '200px 0px';

interface PlayerStatsSectionProps {
  player: PlayerDetail;
  season: SeasonChoice;
  onSeasonChange: (season: SeasonChoice) => void;
}

/**
 * Season selector, totals and per-game averages, and the visualisation panel
 * (docs/product/players.md#visualisation-panel).
 */
export function PlayerStatsSection({ player, season, onSeasonChange }: PlayerStatsSectionProps) {
  const seasons = useMemo(() => seasonsWithStats(player.stats), [player.stats]);
  const lines = useMemo(() => linesOfChoice(player.stats, season), [player.stats, season]);
  const summary = useMemo(() => summarizeLines(lines), [lines]);
  // An old link may name a season without stats: keep it selectable so the select shows the truth.
  const options = [
    { value: '', label: 'Career' },
    ...[...new Set(season === null ? seasons : [...seasons, season])]
      .sort((a, b) => b - a)
      .map((n) => ({ value: String(n), label: `Season ${n}` })),
  ];
  const scope = season === null ? 'Career' : `Season ${season}`;
  const team = season === null ? null : teamOfSeason(player.teams, season);
  const [chartsRef, chartsNear] = useNearViewport(CHARTS_MARGIN);
  // While the panel waits to be scrolled to: a still block about the size of what will come (a shimmer
  // would repaint every frame for nothing). Once the charts load, the usual skeleton.
  const space = lines.length > 0 && summary.sets > 0 ? styles.chartsSpace : styles.noChartsSpace;
  const waiting = <div className={`${styles.still} ${space}`} aria-hidden="true" />;
  const loading = <Skeleton height="auto" radius="md" className={space} />;

  return (
    <>
      <section className={styles.card} aria-labelledby="player-stats-title">
        <div className={styles.head}>
          <div>
            <h2 id="player-stats-title" className={styles.title}>
              {scope} statistics
            </h2>
            <p className={styles.sub}>
              {lines.length === 0
                ? 'Totals and per-game averages'
                : `${summary.games} ${summary.games === 1 ? 'game' : 'games'} · ${summary.sets} sets${team ? ` · ${team.name}` : ''}`}
            </p>
          </div>
          <div className={styles.select}>
            <SelectInput
              label="Season"
              value={season === null ? '' : String(season)}
              onChange={(value) => onSeasonChange(value === '' ? null : Number(value))}
              options={options}
            />
          </div>
        </div>
        {lines.length === 0 ? (
          <p className={styles.empty}>No stats available for this season.</p>
        ) : (
          <StatSummaryTable
            caption={`${player.name}: ${scope.toLowerCase()} totals and per-game averages`}
            rows={[
              { label: 'Total', games: summary.games, values: summary.total, mode: 'total' },
              { label: 'Per Game', games: summary.games, values: summary.perGame, mode: 'perGame' },
            ]}
          />
        )}
      </section>
      <section ref={chartsRef} className={styles.card} aria-labelledby="player-charts-title">
        <h2 id="player-charts-title" className={styles.title}>
          Visualisation
        </h2>
        {chartsNear ? (
          <Suspense fallback={loading}>
            <PlayerCharts player={player} season={season} lines={lines} summary={summary} />
          </Suspense>
        ) : (
          waiting
        )}
      </section>
    </>
  );
}
