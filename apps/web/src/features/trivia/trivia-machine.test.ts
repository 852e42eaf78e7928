import { TRIVIA_TIMER_SECONDS } from '@league/shared/domain/trivia';
import type { TriviaItem } from '@league/shared/schemas/trivia';
import { describe, expect, it } from 'vitest';
import { triviaReducer } from './trivia-machine.ts';
import {
  canGuess,
  canStart,
  initialTriviaState,
  isLastHint,
  revealedHints,
  type TriviaAction,
  type TriviaState,
} from './trivia-state.ts';

const ITEM: TriviaItem = {
  id: 'round-token',
  type: 'player',
  difficulty: 'medium',
  hintCount: 3,
  hints: ['Starts with "S"', 'Played for 4 teams', 'Won 2 awards'],
};

function run(state: TriviaState, ...actions: TriviaAction[]): TriviaState {
  return actions.reduce(triviaReducer, state);
}

const chosen = () =>
  run(
    initialTriviaState(),
    { type: 'selectType', triviaType: 'player' },
    { type: 'selectDifficulty', difficulty: 'hard' },
  );
const playing = (item: TriviaItem = ITEM) =>
  run(chosen(), { type: 'start' }, { type: 'startSucceeded', item });
const guessed = (state: TriviaState, guess: string) =>
  run(
    state,
    { type: 'cooldownElapsed', action: 'guess' },
    { type: 'setGuess', guess },
    { type: 'guessSubmitted' },
  );
const wrong = (state: TriviaState, answer?: string) =>
  run(guessed(state, 'nobody'), {
    type: 'guessResolved',
    result: { correct: false, message: 'Not quite', ...(answer ? { answer } : {}) },
  });

describe('selection', () => {
  it('starts with nothing chosen, so the game cannot start', () => {
    const state = initialTriviaState();
    expect(state.phase).toBe('selection');
    expect(canStart(state)).toBe(false);
    expect(triviaReducer(state, { type: 'start' })).toBe(state);
  });

  it('needs both a type and a difficulty to start (docs/product/trivia.md#rules-and-constants)', () => {
    const typeOnly = run(initialTriviaState(), { type: 'selectType', triviaType: 'team' });
    const difficultyOnly = run(initialTriviaState(), { type: 'selectDifficulty', difficulty: 'easy' });
    expect(canStart(typeOnly)).toBe(false);
    expect(canStart(difficultyOnly)).toBe(false);
    expect(canStart(chosen())).toBe(true);
  });

  it('refuses the season type (docs/product/trivia.md#pages: coming soon)', () => {
    const state = run(initialTriviaState(), { type: 'selectType', triviaType: 'season' });
    expect(state.type).toBeNull();
    expect(canStart({ ...chosen(), type: 'season' })).toBe(false);
  });

  it('resets the fetched item whenever the difficulty changes (docs/product/trivia.md#game-flow)', () => {
    const withItem = { ...chosen(), item: ITEM };
    const changed = triviaReducer(withItem, { type: 'selectDifficulty', difficulty: 'easy' });
    expect(changed.difficulty).toBe('easy');
    expect(changed.item).toBeNull();
  });

  it('ignores choices once the game is running', () => {
    const state = playing();
    expect(triviaReducer(state, { type: 'selectDifficulty', difficulty: 'easy' })).toBe(state);
    expect(triviaReducer(state, { type: 'selectType', triviaType: 'team' })).toBe(state);
  });
});

describe('starting', () => {
  it('moves to playing at once, waiting for the item, and locks Start for the debounce', () => {
    const state = run(chosen(), { type: 'start' });
    expect(state.phase).toBe('playing');
    expect(state.item).toBeNull();
    expect(state.cooldown.start).toBe(true);
    expect(canStart({ ...state, phase: 'selection' })).toBe(false);
  });

  it('shows the first hint, free, with the full clock when the item arrives', () => {
    const state = playing();
    expect(state.item).toBe(ITEM);
    expect(state.hintLevel).toBe(1);
    expect(revealedHints(state)).toEqual(['Starts with "S"']);
    expect(state.secondsLeft).toBe(TRIVIA_TIMER_SECONDS);
    expect(state.round).toBe(1);
  });

  it('returns to selection with an error when no data comes back (docs/product/trivia.md#game-flow, docs/product/trivia.md#errors)', () => {
    const state = run(chosen(), { type: 'start' }, { type: 'startSucceeded', item: null });
    expect(state.phase).toBe('selection');
    expect(state.error?.message).toBe('No trivia data found.');
    expect(state.type).toBe('player');
    expect(state.difficulty).toBe('hard');
  });

  it('returns to selection with the fetch error, or the fallback text', () => {
    const failed = run(
      chosen(),
      { type: 'start' },
      {
        type: 'startFailed',
        message: 'Failed to fetch trivia player: 500 Internal Server Error',
        detail: 'Something broke',
      },
    );
    expect(failed.phase).toBe('selection');
    expect(failed.error).toEqual({
      message: 'Failed to fetch trivia player: 500 Internal Server Error',
      detail: 'Something broke',
    });
    const fallback = run(chosen(), { type: 'start' }, { type: 'startFailed', message: '' });
    expect(fallback.error?.message).toBe('Failed to start game');
  });

  it('can start again once the debounce has passed', () => {
    const failed = run(chosen(), { type: 'start' }, { type: 'startFailed', message: 'x' });
    expect(canStart(failed)).toBe(false);
    expect(canStart(run(failed, { type: 'cooldownElapsed', action: 'start' }))).toBe(true);
  });
});

describe('guessing', () => {
  it('trims the guess and refuses an empty one (docs/product/trivia.md#rules-and-constants)', () => {
    const state = run(
      playing(),
      { type: 'cooldownElapsed', action: 'guess' },
      { type: 'setGuess', guess: '   ' },
    );
    expect(canGuess(state)).toBe(false);
    expect(triviaReducer(state, { type: 'guessSubmitted' })).toBe(state);
  });

  it('refuses a second guess while the first is debounced', () => {
    const state = guessed(playing(), 'Spike');
    expect(state.guessing).toBe(true);
    expect(state.cooldown.guess).toBe(true);
    const answered = run(state, { type: 'guessResolved', result: { correct: false, message: 'No' } });
    const again = run(answered, { type: 'setGuess', guess: 'Other' });
    expect(canGuess(again)).toBe(false);
    expect(canGuess(run(again, { type: 'cooldownElapsed', action: 'guess' }))).toBe(true);
  });

  it('raises the hint level by one on a wrong guess while hints remain', () => {
    const state = wrong(playing());
    expect(state.phase).toBe('playing');
    expect(state.hintLevel).toBe(2);
    expect(revealedHints(state)).toHaveLength(2);
    expect(state.guess).toBe('');
    expect(state.feedback).toBe('Not quite');
  });

  it('ends the game on a wrong guess at the last hint, with the answer it asked for', () => {
    const atLast = wrong(wrong(playing()));
    expect(atLast.hintLevel).toBe(3);
    expect(isLastHint(atLast)).toBe(true);
    const state = wrong(atLast, 'Spike King');
    expect(state.phase).toBe('result');
    expect(state.result).toMatchObject({ ending: 'out-of-hints', message: 'Better luck next time!' });
    expect(state.result?.answer).toBe('Spike King');
    expect(state.result?.score.total).toBe(0);
  });

  it('waits for the answer when the last wrong guess did not carry it', () => {
    const state = wrong(wrong(wrong(playing())));
    expect(state.phase).toBe('result');
    expect(state.result?.answer).toBeNull();
  });

  it('goes to result on a correct guess, scored with the real difficulty, hints and time (docs/product/trivia.md#rules-and-constants)', () => {
    let state = wrong(playing());
    for (let i = 0; i < 15; i++) state = triviaReducer(state, { type: 'tick' });
    state = run(guessed(state, ' Spike King '), {
      type: 'guessResolved',
      result: { correct: true, answer: 'Spike King', message: 'Correct! It was Spike King.' },
    });
    expect(state.phase).toBe('result');
    expect(state.result).toMatchObject({
      ending: 'correct',
      answer: 'Spike King',
      message: 'Correct! It was Spike King.',
      hintsUsed: 2,
      secondsLeft: 45,
    });
    // medium 200 − 20 × 1 + 5 × 45
    expect(state.result?.score).toEqual({ base: 200, hintPenalty: 20, timeBonus: 225, total: 405 });
  });

  it('keeps playing with an error when the guess request fails', () => {
    const state = run(guessed(playing(), 'Spike'), {
      type: 'guessFailed',
      message: 'Failed to submit guess: 400 Bad Request',
    });
    expect(state.phase).toBe('playing');
    expect(state.guessing).toBe(false);
    expect(state.error?.message).toBe('Failed to submit guess: 400 Bad Request');
    expect(run(guessed(playing(), 'x'), { type: 'guessFailed', message: '' }).error?.message).toBe(
      'Failed to submit guess',
    );
  });

  it('clears the error on Dismiss', () => {
    const state = run(
      guessed(playing(), 'Spike'),
      { type: 'guessFailed', message: 'x' },
      { type: 'dismissError' },
    );
    expect(state.error).toBeNull();
  });

  it('ignores a guess answer that arrives after the game ended', () => {
    const ended = run(guessed(playing(), 'Spike'), { type: 'giveUp' });
    const late = {
      type: 'guessResolved',
      result: { correct: true, answer: 'Spike', message: 'Yes' },
    } as const;
    expect(triviaReducer(ended, late)).toBe(ended);
  });
});

describe('the clock', () => {
  it('counts down only while a round is on screen', () => {
    const waiting = run(chosen(), { type: 'start' });
    expect(triviaReducer(waiting, { type: 'tick' })).toBe(waiting);
    expect(run(playing(), { type: 'tick' }).secondsLeft).toBe(TRIVIA_TIMER_SECONDS - 1);
  });

  it('ends the game at zero with the failure message and a score of 0', () => {
    let state = playing();
    for (let i = 0; i < TRIVIA_TIMER_SECONDS; i++) state = triviaReducer(state, { type: 'tick' });
    expect(state.phase).toBe('result');
    expect(state.result).toMatchObject({
      ending: 'timeout',
      message: 'Better luck next time!',
      answer: null,
    });
    expect(state.result?.score).toEqual({ base: 0, hintPenalty: 0, timeBonus: 0, total: 0 });
    expect(triviaReducer(state, { type: 'tick' })).toBe(state);
  });
});

describe('giving up', () => {
  it('ends the game with the failure message and asks for the answer (docs/product/trivia.md#rounds-and-answers)', () => {
    const state = run(playing(), { type: 'giveUp' });
    expect(state.phase).toBe('result');
    expect(state.result).toMatchObject({
      ending: 'gave-up',
      message: 'Better luck next time!',
      answer: null,
    });
    expect(state.result?.score.total).toBe(0);
    const revealed = run(state, { type: 'answerRevealed', answer: 'Spike King' });
    expect(revealed.result?.answer).toBe('Spike King');
  });

  it("says 'Time ran out!' with answer 'Unknown' when there is no item (docs/product/trivia.md#errors)", () => {
    const state = run(chosen(), { type: 'start' }, { type: 'giveUp' });
    expect(state.phase).toBe('result');
    expect(state.result).toMatchObject({ message: 'Time ran out!', answer: 'Unknown' });
    // The item arriving afterwards changes nothing.
    expect(triviaReducer(state, { type: 'startSucceeded', item: ITEM })).toBe(state);
  });

  it("shows 'Unknown' and the error when the answer cannot be fetched", () => {
    const state = run(
      playing(),
      { type: 'giveUp' },
      {
        type: 'revealFailed',
        message: 'Failed to submit guess: 502 Bad Gateway',
      },
    );
    expect(state.result?.answer).toBe('Unknown');
    expect(state.error?.message).toBe('Failed to submit guess: 502 Bad Gateway');
  });
});

describe('play again', () => {
  it('resets to selection, keeping the choices so another round is one click away', () => {
    const state = run(playing(), { type: 'giveUp' }, { type: 'playAgain' });
    expect(state.phase).toBe('selection');
    expect(state.item).toBeNull();
    expect(state.result).toBeNull();
    expect(state.hintLevel).toBe(0);
    expect(state.secondsLeft).toBe(TRIVIA_TIMER_SECONDS);
    expect(state.type).toBe('player');
    expect(state.difficulty).toBe('hard');
    expect(state.round).toBe(1);
  });

  it('only applies on the result screen', () => {
    const state = playing();
    expect(triviaReducer(state, { type: 'playAgain' })).toBe(state);
  });
});
