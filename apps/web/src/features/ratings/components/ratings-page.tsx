import { parseSeasonNumber } from '@league/shared/domain/list-filters';
import { PLAYER_RATING_COMPONENTS, PLAYER_RATING_FORMULA } from '@league/shared/domain/player-rating';
import { BASELINE_BRIER, RELIABILITY_BINS } from '@league/shared/domain/rating-backtest';
import {
  RATING_K,
  RATING_MEAN,
  RATING_SCALE,
  ROSTER_MIN_RETURNING,
  SEASON_REGRESSION,
  UPSET_BELOW,
} from '@league/shared/domain/rating-model';
import { seasonFilterOptions } from '../../../components/list-page/season-options.ts';
import { SelectInput } from '../../../components/ui/filters.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { SETTINGS } from '../../../config/settings.ts';
import { useSearchParam } from '../../../hooks/use-search-param.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useBacktest, usePlayerRatings } from '../api/ratings-api.ts';
import { formatBrier, formatSkill, ReliabilityBins, SeasonScores } from './calibration-tables.tsx';
import { PlayerRatingsTable } from './player-ratings-table.tsx';
import styles from './ratings-page.module.css';

const regression = `${Math.round(SEASON_REGRESSION * 3)}/3`;

/**
 * `/ratings`, the methodology (docs/product/ratings.md#pages): the team rating's formula with every constant
 * read from the code's own source, the season-to-season rule, the back-test over the league's whole history
 * (Brier per season against 50/50, reliability bins), and the player ratings as a sortable table.
 */
export function RatingsPage() {
  const backtest = useBacktest();
  const report = backtest.data;
  const [seasonParam, setSeason] = useSearchParam('season');
  const season = parseSeasonNumber(seasonParam, SETTINGS.maxSeason);
  const players = usePlayerRatings(season);

  return (
    <>
      <PageMeta page="ratings" />
      <PageHeader
        eyebrow="Methodology"
        title="Ratings"
        lead="How the league rates its teams and players, where the win probabilities on match cards come from, and how well they have done."
      />
      <div className={styles.page}>
        <section aria-labelledby="team-rating" className={styles.section}>
          <h2 id="team-rating">The team rating</h2>
          <p>
            Every team has an Elo rating, moved by each result in date order over the league's whole history:
            recorded games, and completed schedule matches that have no recorded game.
          </p>
          <ul className={styles.formulas}>
            <li>
              Win probability of a team rated R against one rated O:{' '}
              <code>P = 1 / (1 + 10^((O − R) / {RATING_SCALE}))</code>
            </li>
            <li>
              After a result the winner's rating moves by <code>Δ = K × M × (S − P)</code> and the loser's by
              −Δ: S is 1 for a win and 0 for a loss, P the probability before the match, K = {RATING_K}.
            </li>
            <li>
              Margin multiplier <code>M = 1 + (winner's sets − loser's sets) / winner's sets</code>: a sweep
              counts double, a deciding-set win a third more.
            </li>
          </ul>
          <h3>Between seasons</h3>
          <p>
            Teams are new rows every season and players move, so a new season's team starts from its players:
            the mean rating of the teams its players were on in their latest earlier season, when at least{' '}
            {ROSTER_MIN_RETURNING} of them played before; else the latest earlier team of the same name; else
            the league mean of {RATING_MEAN}. That prior is regressed {regression} of the way to {RATING_MEAN}
            .
          </p>
          <h3>What the model said</h3>
          <p>
            A match card shows each side's chance: from the current ratings for a match still to play, and
            from the ratings before the match for a completed one. A win the model gave less than{' '}
            {Math.round(UPSET_BELOW * 100)}% is marked as an upset.
          </p>
        </section>

        <section aria-labelledby="calibration" className={styles.section}>
          <h2 id="calibration">How well it did</h2>
          {backtest.isError ? (
            <ErrorState message={errorMessage(backtest.error)} onRetry={() => backtest.refetch()} />
          ) : (
            <>
              <p>
                Each result's probability from before the match, over the whole history. The Brier score is
                the mean of (probability − outcome)²: lower is better, and always saying 50/50 scores{' '}
                {BASELINE_BRIER}.
                {report &&
                  ` Over ${report.overall.results} results the model scores ${formatBrier(report.overall.brier)}, a skill of ${formatSkill(report.overall.skill)} against that baseline.`}
              </p>
              <SeasonScores report={report} loading={backtest.isPending} />
              <p>
                Reliability: every result counts from both sides in {RELIABILITY_BINS} bins of predicted
                probability; a well-calibrated model wins about as often as it predicts.
              </p>
              <ReliabilityBins report={report} loading={backtest.isPending} />
            </>
          )}
        </section>

        <section aria-labelledby="player-ratings" className={styles.section}>
          <h2 id="player-ratings">Player ratings</h2>
          <p>
            One number per set, where 1.00 is the average qualified player of the view:{' '}
            <code>{PLAYER_RATING_FORMULA}</code>. Weights:{' '}
            {PLAYER_RATING_COMPONENTS.map((c) => `${c.label.toLowerCase()} ${c.weight.toFixed(2)}`).join(
              ', ',
            )}
            . Setting is not in it: assists depend on teammates' kills.
          </p>
          <div className={styles.filters}>
            <SelectInput
              label="Season"
              value={season === null ? '' : String(season)}
              onChange={(value) => setSeason(value)}
              options={seasonFilterOptions(SETTINGS.maxSeason)}
            />
          </div>
          {players.data?.qualification && (
            <p className={styles.qualification}>{players.data.qualification}</p>
          )}
          {players.isError ? (
            <ErrorState message={errorMessage(players.error)} onRetry={() => players.refetch()} />
          ) : (
            <PlayerRatingsTable read={players.data} loading={players.isPending} />
          )}
        </section>
      </div>
    </>
  );
}
