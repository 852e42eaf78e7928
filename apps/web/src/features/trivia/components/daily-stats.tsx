import type { DailyStreaks } from '@league/shared/domain/trivia-daily';
import styles from './daily-stats.module.css';

/** Played, solved share and streaks (docs/product/trivia.md#daily-puzzle). */
export function DailyStats({ streaks, keptOn }: { streaks: DailyStreaks; keptOn: 'account' | 'browser' }) {
  const rate = streaks.played === 0 ? 0 : Math.round((streaks.solved / streaks.played) * 100);
  return (
    <section className={styles.stats} aria-labelledby="daily-stats-title">
      <h2 id="daily-stats-title" className={styles.title}>
        Your streak
      </h2>
      <dl className={styles.figures}>
        <div>
          <dt>Played</dt>
          <dd>{streaks.played}</dd>
        </div>
        <div>
          <dt>Solved</dt>
          <dd>{rate}%</dd>
        </div>
        <div>
          <dt>Current streak</dt>
          <dd>{streaks.current}</dd>
        </div>
        <div>
          <dt>Best streak</dt>
          <dd>{streaks.best}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        {keptOn === 'account'
          ? 'Kept on your account, on every device you log in on.'
          : 'Kept in this browser. Log in to keep it on your account and appear on the daily board.'}
      </p>
    </section>
  );
}
