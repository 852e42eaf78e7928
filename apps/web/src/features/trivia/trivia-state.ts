/**
 * The trivia game's state (docs/product/trivia.md#game-flow, docs/product/trivia.md#rules-and-constants,
 * docs/product/trivia.md#errors): its phases, texts, events and the questions the screens ask of it
 * (may it start, may a guess be sent). trivia-machine.ts says what each event does to it.
 */
import {
  TRIVIA_TIMER_SECONDS,
  type TriviaDifficulty,
  type TriviaScore,
  type TriviaType,
} from '@league/shared/domain/trivia';
import type { TriviaGuessResult, TriviaItem } from '@league/shared/schemas/trivia';

export type TriviaPhase = 'selection' | 'playing' | 'result';

/** Texts of docs/product/trivia.md#errors. */
export const NO_DATA_MESSAGE = 'No trivia data found.';
export const START_FALLBACK_MESSAGE = 'Failed to start game';
export const GUESS_FALLBACK_MESSAGE = 'Failed to submit guess';
export const FAILURE_MESSAGE = 'Better luck next time!';
export const NO_ITEM_MESSAGE = 'Time ran out!';
export const UNKNOWN_ANSWER = 'Unknown';

/** Why the game ended: a correct guess, giving up, the clock, or a wrong guess on the last hint. */
export type TriviaEnding = 'correct' | 'gave-up' | 'timeout' | 'out-of-hints';

export interface TriviaResult {
  ending: TriviaEnding;
  message: string;
  /**
   * Null while the answer is being asked from the server (docs/product/trivia.md#rounds-and-answers: giving
   * up reveals it).
   */
  answer: string | null;
  score: TriviaScore;
  /** Hints revealed when the game ended, the free first one included. */
  hintsUsed: number;
  secondsLeft: number;
}

/** An error box's content: the documented text, plus the server's explanation when it gave one. */
export interface TriviaError {
  message: string;
  detail: string | null;
}

export interface TriviaState {
  phase: TriviaPhase;
  type: TriviaType | null;
  difficulty: TriviaDifficulty | null;
  /** The round being played; null in selection and while the start request runs. */
  item: TriviaItem | null;
  /** Hints revealed so far (1 = only the free first hint). */
  hintLevel: number;
  secondsLeft: number;
  guess: string;
  /** The server's word on the last wrong guess, shown beside the new hint. */
  feedback: string | null;
  /** A guess request is on its way. */
  guessing: boolean;
  /**
   * Starting and guessing are each refused for TRIVIA_DEBOUNCE_MS after they happen
   * (docs/product/trivia.md#game-flow).
   */
  cooldown: { start: boolean; guess: boolean };
  error: TriviaError | null;
  result: TriviaResult | null;
  /** Games started so far; keys the prefetched item so every game draws a fresh one. */
  round: number;
}

export type TriviaAction =
  | { type: 'selectType'; triviaType: TriviaType }
  | { type: 'selectDifficulty'; difficulty: TriviaDifficulty }
  | { type: 'start' }
  | { type: 'startSucceeded'; item: TriviaItem | null | undefined }
  | { type: 'startFailed'; message: string; detail?: string | undefined }
  | { type: 'setGuess'; guess: string }
  | { type: 'guessSubmitted' }
  | { type: 'guessResolved'; result: TriviaGuessResult }
  | { type: 'guessFailed'; message: string; detail?: string | undefined }
  | { type: 'tick' }
  | { type: 'giveUp' }
  | { type: 'answerRevealed'; answer: string | null | undefined }
  | { type: 'revealFailed'; message: string; detail?: string | undefined }
  | { type: 'cooldownElapsed'; action: 'start' | 'guess' }
  | { type: 'dismissError' }
  | { type: 'playAgain' };

/**
 * Season trivia ships disabled (docs/product/trivia.md#pages, docs/product/trivia.md#rules-and-constants):
 * the endpoint works, the choice is refused.
 */
export const DISABLED_TYPES: readonly TriviaType[] = ['season'];

/** What a round starts from: no item, no hint shown, a full clock, no guess, feedback, error or result. */
export function freshRound() {
  return {
    item: null,
    hintLevel: 0,
    secondsLeft: TRIVIA_TIMER_SECONDS,
    guess: '',
    feedback: null,
    guessing: false,
    error: null,
    result: null,
  } satisfies Partial<TriviaState>;
}

export function initialTriviaState(): TriviaState {
  return {
    phase: 'selection',
    type: null,
    difficulty: null,
    ...freshRound(),
    cooldown: { start: false, guess: false },
    round: 0,
  };
}

/**
 * Starting needs both choices, an allowed type and no cooldown (docs/product/trivia.md#rules-and-constants).
 */
export function canStart(state: TriviaState): boolean {
  return (
    state.phase === 'selection' &&
    state.type !== null &&
    !DISABLED_TYPES.includes(state.type) &&
    state.difficulty !== null &&
    !state.cooldown.start
  );
}

/**
 * A guess is trimmed and must be non-empty; none while debounced or while one is on its way
 * (docs/product/trivia.md#rules-and-constants).
 */
export function canGuess(state: TriviaState): boolean {
  return (
    state.phase === 'playing' &&
    state.item !== null &&
    state.guess.trim() !== '' &&
    !state.guessing &&
    !state.cooldown.guess
  );
}

/** Every hint is showing: a wrong guess now ends the game, so it is sent with giveUp to learn the answer. */
export function isLastHint(state: TriviaState): boolean {
  return state.item !== null && state.hintLevel >= state.item.hintCount;
}

export function revealedHints(state: TriviaState): string[] {
  return state.item ? state.item.hints.slice(0, state.hintLevel) : [];
}
