/**
 * The trivia game as a pure state machine (docs/product/trivia.md#game-flow,
 * docs/product/trivia.md#rules-and-constants, docs/product/trivia.md#errors): selection → playing → result →
 * (Play Again) → selection. Requests, timers and debouncing live in use-trivia-game.ts; this reducer only
 * says what each event does to the game (trivia-state.ts holds the state itself).
 */
import { scoreTrivia, type TriviaOutcome } from '@league/shared/domain/trivia';
import type { TriviaGuessResult } from '@league/shared/schemas/trivia';
import {
  canGuess,
  canStart,
  DISABLED_TYPES,
  FAILURE_MESSAGE,
  freshRound,
  GUESS_FALLBACK_MESSAGE,
  initialTriviaState,
  NO_DATA_MESSAGE,
  NO_ITEM_MESSAGE,
  START_FALLBACK_MESSAGE,
  type TriviaAction,
  type TriviaEnding,
  type TriviaError,
  type TriviaState,
  UNKNOWN_ANSWER,
} from './trivia-state.ts';

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
      return { ...state, ...freshRound(), phase: 'playing', cooldown: { ...state.cooldown, start: true } };
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
