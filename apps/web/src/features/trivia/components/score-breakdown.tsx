import type { TriviaDifficulty } from '@league/shared/domain/trivia';
import { DIFFICULTY_LABELS } from '../trivia-labels.ts';
import type { TriviaResult } from '../trivia-state.ts';
import styles from './score-breakdown.module.css';

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function signed(value: number, sign: '+' | '−'): string {
  return value === 0 ? '0' : `${sign}${value}`;
}

/**
 * Base by difficulty, hint penalty, time bonus and total, as scoreTrivia computed them
 * (docs/product/trivia.md#rules-and-constants); a failed or timed-out game scores 0 in every part.
 */
export function ScoreBreakdown({
  result,
  difficulty,
}: {
  result: TriviaResult;
  difficulty: TriviaDifficulty | null;
}) {
  const { score } = result;
  const extraHints = Math.max(0, result.hintsUsed - 1);
  const won = result.ending === 'correct';
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Score breakdown</caption>
      <tbody>
        <tr>
          <th scope="row">Base score{difficulty && ` (${DIFFICULTY_LABELS[difficulty]})`}</th>
          <td>{score.base}</td>
        </tr>
        <tr>
          <th scope="row">Hint penalty ({plural(extraHints, 'hint')} beyond the first)</th>
          <td>{signed(score.hintPenalty, '−')}</td>
        </tr>
        <tr>
          <th scope="row">Time bonus ({plural(result.secondsLeft, 'second')} left)</th>
          <td>{signed(score.timeBonus, '+')}</td>
        </tr>
      </tbody>
      <tfoot>
        <tr className={styles.total}>
          <th scope="row">Total</th>
          <td data-testid="trivia-total">{score.total}</td>
        </tr>
        {!won && (
          <tr>
            <td colSpan={2} className={styles.note}>
              A failed or timed-out game scores 0.
            </td>
          </tr>
        )}
      </tfoot>
    </table>
  );
}
