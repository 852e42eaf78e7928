/**
 * The trivia game as a pure state machine (docs/product/trivia.md#game-flow,
 * docs/product/trivia.md#rules-and-constants, docs/product/trivia.md#errors): selection → playing → result →
 * (Play Again) → selection. Requests, timers and debouncing live in use-trivia-game.ts; this reducer only
 * says what each event does to the game.
 */
import {
  scoreTrivia,
  TRIVIA_TIMER_SECONDS,
  type TriviaDifficulty,
  type TriviaOutcome,
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

export function initialTriviaState(): TriviaState {
  return {
    phase: 'selection',
    type: null,
    difficulty: null,
    item: null,
    hintLevel: 0,
    secondsLeft: TRIVIA_TIMER_SECONDS,
    guess: '',
    feedback: null,
    guessing: false,
    cooldown: { start: false, guess: false },
    error: null,
    result: null,
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

function toError(message: string, detail?: string): TriviaError {
  return { message, detail: detail && detail !== message ? detail : null };
}

/**
 * The game ends: the clock stops and the score is fixed (docs/product/trivia.md#rules-and-constants: only a
 * correct guess scores).
 */
function finish(
  state: TriviaState,
  ending: TriviaEnding,
  message: string,
  answer: string | null,
): TriviaState {
  const outcome: TriviaOutcome =
    ending === 'correct' ? 'correct' : ending === 'timeout' ? 'timeout' : 'failed';
  const score = state.item
    ? scoreTrivia({
        difficulty: state.item.difficulty,
        hintsUsed: state.hintLevel,
        secondsLeft: state.secondsLeft,
        outcome,
      })
    : scoreTrivia({ difficulty: 'easy', hintsUsed: 0, secondsLeft: 0, outcome: 'failed' });
  return {
    ...state,
    phase: 'result',
    guessing: false,
    feedback: null,
    result: { ending, message, answer, score, hintsUsed: state.hintLevel, secondsLeft: state.secondsLeft },
  };
}

/**
 * Give Up and the clock share one ending (docs/product/trivia.md#errors): without an item the answer stays
 * unknown.
 */
function endWithoutGuess(state: TriviaState, ending: 'gave-up' | 'timeout'): TriviaState {
  if (!state.item) return finish(state, ending, NO_ITEM_MESSAGE, UNKNOWN_ANSWER);
  return finish(state, ending, FAILURE_MESSAGE, null);
}

function resolveGuess(state: TriviaState, result: TriviaGuessResult): TriviaState {
  if (result.correct) return finish(state, 'correct', result.message, result.answer ?? state.guess.trim());
  if (!state.item) return state;
  if (state.hintLevel < state.item.hintCount) {
    return { ...state, guessing: false, guess: '', hintLevel: state.hintLevel + 1, feedback: result.message };
  }
  return finish(state, 'out-of-hints', FAILURE_MESSAGE, result.answer ?? null);
}

export function triviaReducer(state: TriviaState, action: TriviaAction): TriviaState {
  switch (action.type) {
    case 'selectType':
      if (state.phase !== 'selection' || DISABLED_TYPES.includes(action.triviaType)) return state;
      return { ...state, type: action.triviaType, item: null };
    case 'selectDifficulty':
      // The fetched item is reset whenever difficulty changes (docs/product/trivia.md#game-flow).
      if (state.phase !== 'selection') return state;
      return { ...state, difficulty: action.difficulty, item: null };
    case 'start':
      if (!canStart(state)) return state;
      return {
        ...state,
        phase: 'playing',
        item: null,
        hintLevel: 0,
        secondsLeft: TRIVIA_TIMER_SECONDS,
        guess: '',
        feedback: null,
        guessing: false,
        error: null,
        result: null,
        cooldown: { ...state.cooldown, start: true },
      };
    case 'startSucceeded':
      if (state.phase !== 'playing' || state.item) return state;
      if (!action.item || action.item.hints.length === 0) {
        return { ...state, phase: 'selection', error: toError(NO_DATA_MESSAGE) };
      }
      return { ...state, item: action.item, hintLevel: 1, round: state.round + 1 };
    case 'startFailed':
      if (state.phase !== 'playing' || state.item) return state;
      return {
        ...state,
        phase: 'selection',
        error: toError(action.message || START_FALLBACK_MESSAGE, action.detail),
      };
    case 'setGuess':
      return state.phase === 'playing' ? { ...state, guess: action.guess } : state;
    case 'guessSubmitted':
      if (!canGuess(state)) return state;
      return { ...state, guessing: true, error: null, cooldown: { ...state.cooldown, guess: true } };
    case 'guessResolved':
      if (state.phase !== 'playing' || !state.guessing) return state;
      return resolveGuess(state, action.result);
    case 'guessFailed':
      if (state.phase !== 'playing' || !state.guessing) return state;
      return {
        ...state,
        guessing: false,
        error: toError(action.message || GUESS_FALLBACK_MESSAGE, action.detail),
      };
    case 'tick': {
      if (state.phase !== 'playing' || !state.item) return state;
      const secondsLeft = Math.max(0, state.secondsLeft - 1);
      const ticked = { ...state, secondsLeft };
      return secondsLeft === 0 ? endWithoutGuess(ticked, 'timeout') : ticked;
    }
    case 'giveUp':
      return state.phase === 'playing' ? endWithoutGuess(state, 'gave-up') : state;
    case 'answerRevealed':
      if (state.phase !== 'result' || !state.result || state.result.answer !== null) return state;
      return { ...state, result: { ...state.result, answer: action.answer || UNKNOWN_ANSWER } };
    case 'revealFailed':
      if (state.phase !== 'result' || !state.result || state.result.answer !== null) return state;
      return {
        ...state,
        error: toError(action.message || GUESS_FALLBACK_MESSAGE, action.detail),
        result: { ...state.result, answer: UNKNOWN_ANSWER },
      };
    case 'cooldownElapsed':
      return { ...state, cooldown: { ...state.cooldown, [action.action]: false } };
    case 'dismissError':
      return { ...state, error: null };
    case 'playAgain':
      if (state.phase !== 'result') return state;
      // Back to selection; the choices stay picked so another round is one click away.
      return {
        ...initialTriviaState(),
        type: state.type,
        difficulty: state.difficulty,
        round: state.round,
        cooldown: state.cooldown,
      };
  }
}
