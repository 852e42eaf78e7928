import {
  type HallOfFameBreakdown,
  hallOfFameLabel,
  hallOfFameProgress,
} from '@league/shared/domain/hall-of-fame';
import clsx from 'clsx';
import { Award } from 'lucide-react';
import styles from './hall-of-fame-bar.module.css';

const formatPoints = (points: number) => (Number.isFinite(points) ? String(Number(points.toFixed(2))) : '∞');

/**
 * Hall of Fame progress over the whole career (docs/product/hall-of-fame.md#pages,
 * docs/product/hall-of-fame.md#scoring): the bar is capped at 100%, the text is the shared label, the points
 * per part are one click away.
 */
export function HallOfFameBar({ score }: { score: HallOfFameBreakdown }) {
  const label = hallOfFameLabel(score.total);
  const progress = hallOfFameProgress(score.total);
  const parts = [
    { name: 'Awards', points: score.awards },
    { name: 'Career stats', points: score.stats },
    { name: 'Team placements', points: score.placements },
    { name: 'Teams played for', points: score.teams },
  ];
  return (
    <section className={styles.card} aria-labelledby="hall-of-fame-title">
      <div className={styles.head}>
        <h2 id="hall-of-fame-title" className={styles.title}>
          <Award size={18} aria-hidden="true" />
          Hall of Fame
        </h2>
        <p className={clsx(styles.label, score.inducted && styles.inducted)}>{label}</p>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby="hall-of-fame-title"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress)}
        aria-valuetext={label}
      >
        <div
          className={clsx(styles.fill, score.inducted && styles.fillInducted)}
          style={{ width: `${progress}%` }}
        />
      </div>
      <details className={styles.details}>
        <summary>Score breakdown</summary>
        <dl className={styles.parts}>
          {parts.map((part) => (
            <div key={part.name} className={styles.part}>
              <dt>{part.name}</dt>
              <dd>{formatPoints(part.points)}</dd>
            </div>
          ))}
          {score.goat && (
            <div className={styles.part}>
              <dt>G.O.A.T. placement</dt>
              <dd>∞</dd>
            </div>
          )}
          <div className={clsx(styles.part, styles.total)}>
            <dt>Total (100 to be inducted)</dt>
            <dd>{formatPoints(score.total)}</dd>
          </div>
        </dl>
      </details>
    </section>
  );
}
