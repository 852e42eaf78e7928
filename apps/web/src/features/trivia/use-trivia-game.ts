/**
 * Runs the trivia machine: the requests, the 60-second clock and the 1200 ms debounce
 * (docs/product/trivia.md#game-flow, docs/product/trivia.md#rules-and-constants). Every decision about the
 * game itself is taken by triviaReducer.
 */
import { TRIVIA_DEBOUNCE_MS, type TriviaDifficulty, type TriviaType } from '@league/shared/domain/trivia';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { isAbortError } from '../../lib/api-client.ts';
import { submitTriviaGuess, TriviaRequestError, triviaItemQueryOptions } from './api/trivia-api.ts';
import { triviaReducer } from './trivia-machine.ts';
import {
  canGuess,
  canStart,
  DISABLED_TYPES,
  GUESS_FALLBACK_MESSAGE,
  initialTriviaState,
  isLastHint,
  START_FALLBACK_MESSAGE,
  type TriviaState,
} from './trivia-state.ts';

export const TICK_MS = 1000;

/** The documented message for a failed call, or the fallback when the call never got an answer. */
function failureOf(error: unknown, fallback: string): { message: string; detail: string | undefined } {
  if (error instanceof TriviaRequestError) return { message: error.message, detail: error.detail };
  return { message: fallback, detail: undefined };
}

/** The item query of the current choices; fetching only while choosing, so Start is instant. */
function useNextItem(state: TriviaState) {
  const { type, difficulty } = state;
  const enabled =
    state.phase === 'selection' && type !== null && difficulty !== null && !DISABLED_TYPES.includes(type);
  const options = triviaItemQueryOptions(type ?? 'player', difficulty ?? 'easy', state.round);
  useQuery({ ...options, enabled });
  return { options, enabled };
}

/** Clears a cooldown TRIVIA_DEBOUNCE_MS after it was set. */
function useCooldown(
  active: boolean,
  action: 'start' | 'guess',
  dispatch: (a: { type: 'cooldownElapsed'; action: 'start' | 'guess' }) => void,
) {
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => dispatch({ type: 'cooldownElapsed', action }), TRIVIA_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [active, action, dispatch]);
}

export function useTriviaGame() {
  const [state, dispatch] = useReducer(triviaReducer, undefined, initialTriviaState);
  const queryClient = useQueryClient();
  const next = useNextItem(state);
  // Handlers read the latest state, so a quick Enter never acts on a stale render.
  const stateRef = useRef(state);
  stateRef.current = state;
  const guessRequest = useRef<AbortController | null>(null);

  useCooldown(state.cooldown.start, 'start', dispatch);
  useCooldown(state.cooldown.guess, 'guess', dispatch);

  // The clock runs while a round is on screen and stops as soon as the game ends.
  const clockRunning = state.phase === 'playing' && state.item !== null;
  useEffect(() => {
    if (!clockRunning) return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), TICK_MS);
    return () => clearInterval(timer);
  }, [clockRunning]);

  // Giving up, the clock or the last wrong guess ended the round without the answer: ask for it.
  const item = state.item;
  const answerPending = state.phase === 'result' && state.result?.answer === null && item !== null;
  useEffect(() => {
    if (!answerPending || !item) return;
    const controller = new AbortController();
    submitTriviaGuess({ type: item.type, id: item.id, guess: '', giveUp: true }, controller.signal).then(
      (result) => dispatch({ type: 'answerRevealed', answer: result.answer }),
      (error: unknown) => {
        if (!isAbortError(error))
          dispatch({ type: 'revealFailed', ...failureOf(error, GUESS_FALLBACK_MESSAGE) });
      },
    );
    return () => controller.abort();
  }, [answerPending, item]);

  // A guess still on its way when the round ends (or the page closes) no longer matters.
  useEffect(() => {
    if (state.phase !== 'playing') guessRequest.current?.abort();
  }, [state.phase]);
  useEffect(() => () => guessRequest.current?.abort(), []);

  const start = useCallback(() => {
    if (!canStart(stateRef.current)) return;
    dispatch({ type: 'start' });
    queryClient.fetchQuery(next.options).then(
      (fetched) => dispatch({ type: 'startSucceeded', item: fetched }),
      (error: unknown) => dispatch({ type: 'startFailed', ...failureOf(error, START_FALLBACK_MESSAGE) }),
    );
  }, [queryClient, next.options]);

  const submitGuess = useCallback(() => {
    const current = stateRef.current;
    if (!canGuess(current) || !current.item) return;
    // On the last hint a wrong guess ends the game, so the same call asks for the answer
    // (docs/product/trivia.md#rounds-and-answers).
    const body = {
      type: current.item.type,
      id: current.item.id,
      guess: current.guess.trim(),
      giveUp: isLastHint(current),
    };
    dispatch({ type: 'guessSubmitted' });
    const controller = new AbortController();
    guessRequest.current = controller;
    submitTriviaGuess(body, controller.signal).then(
      (result) => dispatch({ type: 'guessResolved', result }),
      (error: unknown) => {
        if (!isAbortError(error))
          dispatch({ type: 'guessFailed', ...failureOf(error, GUESS_FALLBACK_MESSAGE) });
      },
    );
  }, []);

  /** Clears the error and, while choosing, draws the item again (docs/product/trivia.md#errors). */
  const dismissError = useCallback(() => {
    dispatch({ type: 'dismissError' });
    if (stateRef.current.phase === 'selection' && next.enabled) {
      void queryClient.resetQueries({ queryKey: next.options.queryKey, exact: true });
    }
  }, [queryClient, next.enabled, next.options.queryKey]);

  const actions = {
    selectType: useCallback((triviaType: TriviaType) => dispatch({ type: 'selectType', triviaType }), []),
    selectDifficulty: useCallback(
      (difficulty: TriviaDifficulty) => dispatch({ type: 'selectDifficulty', difficulty }),
      [],
    ),
    setGuess: useCallback((guess: string) => dispatch({ type: 'setGuess', guess }), []),
    giveUp: useCallback(() => dispatch({ type: 'giveUp' }), []),
    playAgain: useCallback(() => dispatch({ type: 'playAgain' }), []),
    start,
    submitGuess,
    dismissError,
  };
  return { state, ...actions };
}
