import { TRIVIA_DEBOUNCE_MS, TRIVIA_TIMER_SECONDS } from '@league/shared/domain/trivia';
import type { TriviaItem } from '@league/shared/schemas/trivia';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TICK_MS, useTriviaGame } from './use-trivia-game.ts';

const item = (difficulty: TriviaItem['difficulty'], hintCount = 3): TriviaItem => ({
  id: `token-${difficulty}`,
  type: 'player',
  difficulty,
  hintCount,
  hints: ['Starts with "S"', 'Played for 4 teams', 'Won 2 awards'].slice(0, hintCount),
});

interface Call {
  url: string;
  body: Record<string, unknown> | undefined;
}

let calls: Call[];
let guessAnswer: (body: Record<string, unknown>) => { status: number; body: unknown };
let itemAnswer: (difficulty: string) => { status: number; statusText?: string; body: unknown };

function json(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
  itemAnswer = (difficulty) => ({ status: 200, body: item(difficulty as TriviaItem['difficulty']) });
  guessAnswer = (body) =>
    body.giveUp
      ? { status: 200, body: { correct: false, answer: 'Spike King', message: 'Better luck next time!' } }
      : { status: 200, body: { correct: false, message: 'Not quite — try again with another hint.' } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
      calls.push({ url: input, body });
      if (input.startsWith('/api/trivia/guess')) {
        const answer = guessAnswer(body ?? {});
        return json(answer.status, answer.body);
      }
      const difficulty = new URL(input, 'http://x').searchParams.get('difficulty') ?? '';
      const answer = itemAnswer(difficulty);
      return json(answer.status, answer.body, answer.statusText);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderGame() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useTriviaGame(), { wrapper });
}

/** Lets pending fetches and effects settle without moving the clock. */
async function flush() {
  await act(() => vi.advanceTimersByTimeAsync(0));
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

const itemCalls = () => calls.filter((c) => !c.url.startsWith('/api/trivia/guess'));
const guessCalls = () => calls.filter((c) => c.url.startsWith('/api/trivia/guess'));

async function startedGame(difficulty: TriviaItem['difficulty'] = 'easy') {
  const view = renderGame();
  act(() => view.result.current.selectType('player'));
  act(() => view.result.current.selectDifficulty(difficulty));
  await flush();
  act(() => view.result.current.start());
  await flush();
  return view;
}

describe('useTriviaGame', () => {
  it('draws the item for the chosen difficulty, and a new one when the difficulty changes', async () => {
    const { result } = renderGame();
    act(() => result.current.selectType('player'));
    act(() => result.current.selectDifficulty('easy'));
    await flush();
    act(() => result.current.selectDifficulty('hard'));
    await flush();
    expect(itemCalls().map((c) => c.url)).toEqual([
      '/api/trivia/player?difficulty=easy',
      '/api/trivia/player?difficulty=hard',
    ]);
    act(() => result.current.start());
    await flush();
    expect(result.current.state.phase).toBe('playing');
    expect(result.current.state.item?.id).toBe('token-hard');
  });

  it('counts down once a second and times out at zero, then asks for the answer', async () => {
    const { result } = await startedGame();
    await advance(TICK_MS * 10);
    expect(result.current.state.secondsLeft).toBe(TRIVIA_TIMER_SECONDS - 10);
    await advance(TICK_MS * (TRIVIA_TIMER_SECONDS - 10));
    expect(result.current.state.phase).toBe('result');
    expect(result.current.state.result?.ending).toBe('timeout');
    await flush();
    expect(guessCalls().at(-1)?.body).toMatchObject({ id: 'token-easy', giveUp: true });
    expect(result.current.state.result?.answer).toBe('Spike King');
    expect(result.current.state.result?.score.total).toBe(0);
  });

  it('debounces guesses for 1200 ms', async () => {
    const { result } = await startedGame();
    await advance(TRIVIA_DEBOUNCE_MS);
    act(() => result.current.setGuess('first'));
    act(() => result.current.submitGuess());
    await flush();
    expect(result.current.state.hintLevel).toBe(2);
    act(() => result.current.setGuess('second'));
    act(() => result.current.submitGuess());
    await flush();
    expect(guessCalls()).toHaveLength(1);
    await advance(TRIVIA_DEBOUNCE_MS);
    act(() => result.current.submitGuess());
    await flush();
    expect(guessCalls().map((c) => c.body?.guess)).toEqual(['first', 'second']);
    expect(result.current.state.hintLevel).toBe(3);
  });

  it('sends the last wrong guess with giveUp so the result shows the answer', async () => {
    const { result } = await startedGame();
    for (const guess of ['a', 'b', 'c']) {
      act(() => result.current.setGuess(guess));
      act(() => result.current.submitGuess());
      await advance(TRIVIA_DEBOUNCE_MS);
    }
    expect(guessCalls().map((c) => c.body?.giveUp)).toEqual([false, false, true]);
    expect(result.current.state.result).toMatchObject({ ending: 'out-of-hints', answer: 'Spike King' });
  });

  it('debounces Start too', async () => {
    itemAnswer = () => ({ status: 200, body: {} });
    const view = renderGame();
    act(() => view.result.current.selectType('player'));
    act(() => view.result.current.selectDifficulty('easy'));
    await flush();
    act(() => view.result.current.start());
    await flush();
    expect(view.result.current.state.error?.message).toBe('No trivia data found.');
    act(() => view.result.current.start());
    expect(view.result.current.state.phase).toBe('selection');
    await advance(TRIVIA_DEBOUNCE_MS);
    act(() => view.result.current.start());
    expect(view.result.current.state.phase).toBe('playing');
  });

  it('returns to selection with the fetch error, and Dismiss clears it and fetches again', async () => {
    itemAnswer = () => ({ status: 503, statusText: 'Service Unavailable', body: { message: 'Down' } });
    const { result } = await startedGame();
    expect(result.current.state.phase).toBe('selection');
    expect(result.current.state.error).toEqual({
      message: 'Failed to fetch trivia player: 503 Service Unavailable',
      detail: 'Down',
    });
    const before = itemCalls().length;
    itemAnswer = (difficulty) => ({ status: 200, body: item(difficulty as TriviaItem['difficulty']) });
    act(() => result.current.dismissError());
    await flush();
    expect(result.current.state.error).toBeNull();
    expect(itemCalls().length).toBe(before + 1);
  });

  it("falls back to 'Failed to start game' when the request never got an answer", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('network down'))),
    );
    const { result } = await startedGame();
    expect(result.current.state.error?.message).toBe('Failed to start game');
  });

  it('draws a fresh item for the next game after Play Again', async () => {
    const { result } = await startedGame();
    act(() => result.current.giveUp());
    await flush();
    act(() => result.current.playAgain());
    await flush();
    expect(itemCalls()).toHaveLength(2);
    expect(result.current.state.phase).toBe('selection');
  });
});
