import type { TriviaDifficulty, TriviaType } from '@league/shared/domain/trivia';
import clsx from 'clsx';
import {
  CircleCheckBig,
  Flag,
  type LucideIcon,
  RotateCcw,
  TimerOff,
  TriangleExclamationPoint,
} from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { DIFFICULTY_LABELS, TYPE_LABELS } from '../trivia-labels.ts';
import type { TriviaEnding, TriviaResult } from '../trivia-state.ts';
import styles from './result-screen.module.css';
import { ScoreBreakdown } from './score-breakdown.tsx';

const ENDINGS: Record<TriviaEnding, { label: string; Icon: LucideIcon }> = {
  correct: { label: 'You got it!', Icon: CircleCheckBig },
  'gave-up': { label: 'You gave up', Icon: Flag },
  timeout: { label: "Time's up", Icon: TimerOff },
  'out-of-hints': { label: 'Out of hints', Icon: TriangleExclamationPoint },
};

interface ResultScreenProps {
  type: TriviaType;
  requested: TriviaDifficulty;
  /** The difficulty the round really had (docs/product/trivia.md#difficulty), when a round was drawn. */
  played: TriviaDifficulty | null;
  result: TriviaResult;
  onPlayAgain: () => void;
}

/**
 * 'Game Over!' with the answer, the message and the score breakdown (docs/product/trivia.md#pages,
 * docs/product/trivia.md#rules-and-constants).
 */
export function ResultScreen({ type, requested, played, result, onPlayAgain }: ResultScreenProps) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const won = result.ending === 'correct';
  const { label, Icon } = ENDINGS[result.ending];

  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section className={styles.screen} aria-labelledby={`${id}-title`}>
      <div className={clsx(styles.banner, won ? styles.won : styles.lost)}>
        <Icon size={40} aria-hidden="true" className={styles.icon} />
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={styles.title}>
          Game Over!
        </h2>
        <p className={styles.ending}>{label}</p>
        <p className={styles.message}>{result.message}</p>
      </div>

      <div className={styles.answer} aria-live="polite">
        <span className={styles.answerLabel}>The answer</span>
        {result.answer === null ? (
          <>
            <Skeleton width="12ch" height="1.6em" />
            <span className="visually-hidden">Revealing the answer…</span>
          </>
        ) : (
          <strong className={styles.answerText}>{result.answer}</strong>
        )}
      </div>

      {played && played !== requested && (
        <p className={styles.note}>
          No {DIFFICULTY_LABELS[requested].toLowerCase()} {TYPE_LABELS[type].toLowerCase()} was available, so
          this round was {DIFFICULTY_LABELS[played].toLowerCase()} and scored as such.
        </p>
      )}

      <ScoreBreakdown result={result} difficulty={played} />

      <div className={styles.actions}>
        <Button size="lg" onClick={onPlayAgain}>
          <RotateCcw size={18} aria-hidden="true" />
          Play Again
        </Button>
      </div>
    </section>
  );
}
