import type { TriviaDifficulty, TriviaType } from '@league/shared/domain/trivia';
import type { TriviaItem } from '@league/shared/schemas/trivia';
import { Flag, Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { DIFFICULTY_LABELS, GUESS_PLACEHOLDERS, QUESTIONS, TYPE_LABELS } from '../trivia-labels.ts';
import { CountdownTimer } from './countdown-timer.tsx';
import { HintList } from './hint-list.tsx';
import styles from './play-screen.module.css';

interface PlayScreenProps {
  type: TriviaType;
  requested: TriviaDifficulty;
  /** Null while the round is being drawn. */
  item: TriviaItem | null;
  hints: readonly string[];
  secondsLeft: number;
  guess: string;
  feedback: string | null;
  canSubmit: boolean;
  guessing: boolean;
  onGuessChange: (guess: string) => void;
  onSubmit: () => void;
  onGiveUp: () => void;
  /** Names the guess may be, offered as the box is typed in (the daily puzzle refuses any other). */
  suggestions?: readonly string[];
}

/** Hint counter, clock, revealed hints and the guess box (docs/product/trivia.md#pages); Enter submits. */
export function PlayScreen(props: PlayScreenProps) {
  const { item, hints, type } = props;
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const loaded = item !== null;

  // The round is on screen: typing can start at once.
  useEffect(() => {
    if (loaded) inputRef.current?.focus();
  }, [loaded]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };

  return (
    <section className={styles.screen} aria-labelledby={`${id}-question`} aria-busy={!loaded}>
      <header className={styles.status}>
        <div className={styles.meta}>
          <div className={styles.badges}>
            <Badge tone="accent">{TYPE_LABELS[type]}</Badge>
            <Badge>{DIFFICULTY_LABELS[item?.difficulty ?? props.requested]}</Badge>
          </div>
          <p className={styles.counter}>
            {item ? `Hint ${hints.length} of ${item.hintCount}` : 'Drawing a question…'}
          </p>
        </div>
        {item && <CountdownTimer secondsLeft={props.secondsLeft} />}
      </header>

      <h2 id={`${id}-question`} className={styles.question}>
        {QUESTIONS[type]}
      </h2>

      {item ? (
        <HintList hints={hints} />
      ) : (
        <div className={styles.loading} role="status">
          <span className="visually-hidden">Loading the first hint…</span>
          <Skeleton height={48} radius="md" />
          <Skeleton height={48} radius="md" width="70%" />
        </div>
      )}

      <p className={styles.feedback} role="status">
        {props.feedback}
        {props.feedback && (
          <span className="visually-hidden"> {`Hint ${hints.length}: ${hints.at(-1) ?? ''}`}</span>
        )}
      </p>

      <form className={styles.form} onSubmit={submit} noValidate>
        <label htmlFor={`${id}-guess`} className={styles.label}>
          Your guess
        </label>
        <div className={styles.row}>
          <input
            ref={inputRef}
            id={`${id}-guess`}
            className={styles.input}
            value={props.guess}
            onChange={(event) => props.onGuessChange(event.target.value)}
            placeholder={GUESS_PLACEHOLDERS[type]}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={200}
            disabled={!loaded}
            list={props.suggestions ? `${id}-names` : undefined}
          />
          {props.suggestions && (
            <datalist id={`${id}-names`}>
              {props.suggestions.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          )}
          <div className={styles.actions}>
            <Button type="submit" disabled={!props.canSubmit} aria-busy={props.guessing || undefined}>
              <Send size={16} aria-hidden="true" />
              Submit Guess
            </Button>
            <Button variant="secondary" onClick={props.onGiveUp}>
              <Flag size={16} aria-hidden="true" />
              Give Up
            </Button>
          </div>
        </div>
      </form>
    </section>
  );
}
