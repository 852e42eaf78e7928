import {
  TRIVIA_BASE_SCORES,
  TRIVIA_DIFFICULTIES,
  TRIVIA_TYPES,
  type TriviaDifficulty,
  type TriviaType,
  triviaHintCount,
} from '@league/shared/domain/trivia';
import clsx from 'clsx';
import { CalendarDays, Play, Shield, User } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { DIFFICULTY_LABELS, TYPE_DESCRIPTIONS, TYPE_LABELS } from '../trivia-labels.ts';
import { DISABLED_TYPES } from '../trivia-state.ts';
import { ScoringRules } from './scoring-rules.tsx';
import styles from './selection-screen.module.css';

const TYPE_ICONS: Record<TriviaType, ReactNode> = {
  player: <User size={22} aria-hidden="true" />,
  team: <Shield size={22} aria-hidden="true" />,
  season: <CalendarDays size={22} aria-hidden="true" />,
};

interface SelectionScreenProps {
  type: TriviaType | null;
  difficulty: TriviaDifficulty | null;
  /** Start is refused for a moment after a start (docs/product/trivia.md#game-flow). */
  startLocked: boolean;
  /** Move focus here when coming back from a game, not on the first visit. */
  focusOnMount: boolean;
  onSelectType: (type: TriviaType) => void;
  onSelectDifficulty: (difficulty: TriviaDifficulty) => void;
  onStart: () => void;
}

/**
 * Choose a type and a difficulty; 'Start Game!' appears once both are chosen (docs/product/trivia.md#pages).
 */
export function SelectionScreen(props: SelectionScreenProps) {
  const { type, difficulty, startLocked, focusOnMount } = props;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const name = useId();

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  return (
    <section className={styles.screen} aria-labelledby={`${name}-title`}>
      <div className={styles.panel}>
        <h2 id={`${name}-title`} ref={headingRef} tabIndex={-1} className={styles.title}>
          Pick your challenge
        </h2>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Trivia type</legend>
          <div className={styles.typeGrid}>
            {TRIVIA_TYPES.map((option) => {
              const disabled = DISABLED_TYPES.includes(option);
              return (
                <label key={option} className={clsx(styles.option, disabled && styles.disabled)}>
                  <input
                    type="radio"
                    name={`${name}-type`}
                    value={option}
                    checked={type === option}
                    disabled={disabled}
                    onChange={() => props.onSelectType(option)}
                    aria-describedby={`${name}-${option}-text`}
                    className={styles.radio}
                  />
                  {!disabled && <span className={styles.mark} aria-hidden="true" />}
                  <span className={styles.icon}>{TYPE_ICONS[option]}</span>
                  <span className={styles.optionText}>
                    <span className={styles.optionName}>{TYPE_LABELS[option]}</span>
                    <span id={`${name}-${option}-text`} className={styles.optionNote}>
                      {TYPE_DESCRIPTIONS[option]}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>Difficulty</legend>
          <div className={styles.difficultyGrid}>
            {TRIVIA_DIFFICULTIES.map((option) => (
              <label key={option} className={clsx(styles.option, styles.difficulty)} data-level={option}>
                <input
                  type="radio"
                  name={`${name}-difficulty`}
                  value={option}
                  checked={difficulty === option}
                  onChange={() => props.onSelectDifficulty(option)}
                  className={styles.radio}
                />
                <span className={styles.mark} aria-hidden="true" />
                <span className={styles.optionText}>
                  <span className={styles.optionName}>{DIFFICULTY_LABELS[option]}</span>
                  <span className={styles.optionNote}>
                    {TRIVIA_BASE_SCORES[option]} points · {triviaHintCount(type ?? 'player', option)} hints
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        {type !== null && difficulty !== null && (
          <div className={styles.start}>
            <Button size="lg" onClick={props.onStart} disabled={startLocked}>
              <Play size={18} aria-hidden="true" />
              Start Game!
            </Button>
            <p className={styles.startNote}>
              {TYPE_LABELS[type]} · {DIFFICULTY_LABELS[difficulty]} — the clock starts with the first hint.
            </p>
          </div>
        )}
      </div>
      <ScoringRules />
    </section>
  );
}
