import { PLAYER_RATING_COMPONENTS } from '@league/shared/domain/player-rating';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { usePlayerRating } from '../api/ratings-api.ts';
import styles from './player-rating-card.module.css';
import { formatComponent, formatRating } from './player-ratings-table.tsx';

const signed = (value: number) => `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(2)}`;

/**
 * A player's rating per set on the player page (docs/product/ratings.md#player-rating), for the season the
 * page shows (or the whole career): the number, where it ranks among the qualified players, and what each
 * component adds against the average.
 */
export function PlayerRatingCard({ playerId, season }: { playerId: number; season: number | null }) {
  const { data: rating } = usePlayerRating(playerId, season);
  const row = rating?.row;
  if (!rating || !row) return null;
  const view = season === null ? 'Career' : `Season ${season}`;
  return (
    <section className={styles.card} aria-labelledby="player-rating-heading">
      <div className={styles.head}>
        <h2 id="player-rating-heading" className={styles.title}>
          Player rating <span className={styles.view}>· {view}</span>
        </h2>
        <Link to={`${paths.ratings()}#player-ratings`} className={styles.method}>
          How it is computed
        </Link>
      </div>
      <p className={styles.value}>
        <strong>{formatRating(row.rating)}</strong>
        <span className={styles.rank}>
          {rating.rank !== null
            ? `${rating.rank} of ${rating.qualifiedCount} qualified players (1.00 is their average)`
            : `Below the bar with ${row.sets} ${row.sets === 1 ? 'set' : 'sets'}. ${rating.qualification ?? ''}`}
        </span>
      </p>
      <dl className={styles.components}>
        {PLAYER_RATING_COMPONENTS.map((component) => {
          const part = row.components.find((c) => c.key === component.key);
          if (!part) return null;
          return (
            <div key={component.key}>
              <dt>{component.label}</dt>
              <dd>
                {formatComponent(component.key, part.value)}{' '}
                <span className={styles.average}>avg {formatComponent(component.key, part.average)}</span>{' '}
                <span className={part.contribution >= 0 ? styles.plus : styles.minus}>
                  {signed(part.contribution)}
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
