import {
  TRIVIA_BASE_SCORES,
  TRIVIA_DIFFICULTIES,
  TRIVIA_HINT_PENALTY,
  TRIVIA_TIME_BONUS_PER_SECOND,
  TRIVIA_TIMER_SECONDS,
} from '@league/shared/domain/trivia';
import { Trophy } from 'lucide-react';
import { DIFFICULTY_LABELS } from '../trivia-labels.ts';
import styles from './scoring-rules.module.css';

/** How a round is scored (docs/product/trivia.md#rules-and-constants), from the shared constants. */
export function ScoringRules() {
  return (
    <aside className={styles.rules} aria-labelledby="trivia-scoring-title">
      <h2 id="trivia-scoring-title" className={styles.title}>
        <Trophy size={18} aria-hidden="true" />
        How scoring works
      </h2>
      <ul className={styles.list}>
        <li>You have {TRIVIA_TIMER_SECONDS} seconds. The first hint is free.</li>
        <li>A wrong guess reveals the next hint; a wrong guess on the last hint ends the game.</li>
        <li>
          Base score:{' '}
          {TRIVIA_DIFFICULTIES.map((d) => `${DIFFICULTY_LABELS[d]} ${TRIVIA_BASE_SCORES[d]}`).join(', ')}.
        </li>
        <li>−{TRIVIA_HINT_PENALTY} for every hint beyond the first.</li>
        <li>+{TRIVIA_TIME_BONUS_PER_SECOND} for every second left on the clock.</li>
        <li>Giving up or running out of time scores 0.</li>
      </ul>
    </aside>
  );
}
