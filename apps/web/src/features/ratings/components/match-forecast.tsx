import { UPSET_BELOW } from '@league/shared/domain/rating-model';
import type { MatchForecastRead } from '@league/shared/schemas/ratings';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import styles from './match-forecast.module.css';

/** '62%', with '<1%' and '>99%' at the ends so a side is never shown without a chance. */
export function formatChance(probability: number): string {
  const percent = Math.round(probability * 100);
  if (percent < 1) return '<1%';
  if (percent > 99) return '>99%';
  return `${percent}%`;
}

interface MatchForecastProps {
  forecast: MatchForecastRead | undefined;
  team1Name: string;
  team2Name: string;
  completed: boolean;
}

/**
 * Each side's win probability on a match card (docs/product/ratings.md#pages): for a match still to play,
 * the current ratings'; for a completed one, what the model said before it, with an upset marked. Nothing
 * when the model does not know a side.
 */
export function MatchForecast({ forecast, team1Name, team2Name, completed }: MatchForecastProps) {
  const p = forecast?.team1Probability;
  if (p === null || p === undefined) return null;
  const one = formatChance(p);
  const two = formatChance(1 - p);
  const said = completed ? 'The model said before the match' : 'Win probability';
  return (
    <div className={styles.forecast}>
      <p className={styles.label}>
        <Link to={paths.ratings()} className={styles.link}>
          {said}
        </Link>
        {forecast?.upset && (
          <span
            className={styles.upset}
            title={`Upset: the winner had less than ${Math.round(UPSET_BELOW * 100)}% of a chance`}
          >
            Upset
          </span>
        )}
      </p>
      <div className={styles.bar} aria-hidden="true">
        <span className={styles.side1} style={{ width: `${p * 100}%` }} />
      </div>
      <p className={styles.sides}>
        <span>
          <span className="visually-hidden">{team1Name}: </span>
          {one}
        </span>
        <span>
          <span className="visually-hidden">{team2Name}: </span>
          {two}
        </span>
      </p>
    </div>
  );
}
