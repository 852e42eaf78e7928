import { isTimerWarning, TRIVIA_TIMER_SECONDS, TRIVIA_WARNING_SECONDS } from '@league/shared/domain/trivia';
import clsx from 'clsx';
import { Timer } from 'lucide-react';
import styles from './countdown-timer.module.css';

/**
 * The 60-second clock (docs/product/trivia.md#rules-and-constants), in warning style at 10 seconds or less.
 * Screen readers hear it once, politely, when the warning starts, never every second.
 */
export function CountdownTimer({ secondsLeft }: { secondsLeft: number }) {
  const warning = isTimerWarning(secondsLeft);
  const share = Math.max(0, Math.min(1, secondsLeft / TRIVIA_TIMER_SECONDS));
  return (
    <div className={clsx(styles.timer, warning && styles.warning)} data-warning={warning || undefined}>
      <div className={styles.readout}>
        <Timer size={18} aria-hidden="true" />
        <span className="visually-hidden">Time left: </span>
        <span role="timer" className={styles.seconds}>
          {secondsLeft}
          <span aria-hidden="true">s</span>
          <span className="visually-hidden"> seconds</span>
        </span>
      </div>
      <div className={styles.track} aria-hidden="true">
        <div className={styles.bar} style={{ transform: `scaleX(${share})` }} />
      </div>
      <span className="visually-hidden" aria-live="polite">
        {warning && secondsLeft > 0 ? `${TRIVIA_WARNING_SECONDS} seconds left` : ''}
      </span>
    </div>
  );
}
