import type { DailyPuzzle, PublicDailyPuzzle } from '@league/shared/schemas/trivia-daily';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { endSession, startSession } from '../../../lib/session.ts';
import { adoptDrawn, adoptedAnswers } from '../../../test/adopt-drawn.tsx';
import { dailyTriviaKeys } from '../api/daily-puzzle-query.ts';
import { DAILY_RESULTS_KEY } from '../daily-results-store.ts';
import { DailyPage } from './daily-page.tsx';

const today: PublicDailyPuzzle = {
  date: '2026-12-07',
  number: 12,
  type: 'player',
  difficulty: 'medium',
  hintCount: 8,
  timerSeconds: 60,
};
const START = "Start today's puzzle";
const GUEST_NOTE = /to keep your streak on your account/;

/** The page as the server draws it with the day's puzzle, or as the browser adopts it with that answer. */
function page(as: 'drawn' | 'adopted' = 'drawn') {
  const drawn = createQueryClient();
  drawn.setQueryData(dailyTriviaKeys.today, today);
  const client = as === 'adopted' ? adoptedAnswers(drawn) : drawn;
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/trivia/daily']}>
          <DailyPage />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>
  );
}

const fetchMock = vi.fn<typeof fetch>();
/** Answers the member's read of their play, once the test says so. */
let answerMemberRead: (body: DailyPuzzle) => void = () => {};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((input) => {
    if (String(input) !== '/api/trivia/daily') return new Promise<Response>(() => {});
    return new Promise<Response>((resolve) => {
      answerMemberRead = (body) =>
        resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
    });
  });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  endSession();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const requested = () => fetchMock.mock.calls.map(([input]) => String(input));

describe('the daily puzzle page', () => {
  it('is drawn with the day’s puzzle; a guest who played it in this browser sees the result once adopted', async () => {
    localStorage.setItem(
      DAILY_RESULTS_KEY,
      JSON.stringify([
        {
          date: today.date,
          number: 12,
          solved: true,
          hintsUsed: 2,
          hintCount: 8,
          secondsTaken: 21,
          score: 640,
        },
      ]),
    );
    const drawn = renderToString(page());
    expect(drawn).toContain('Puzzle #<!-- -->12');
    expect(drawn).toMatch(/Today: a <!-- -->player<!-- --> \(<!-- -->medium/);
    expect(drawn).toContain('Start today&#x27;s puzzle');
    expect(drawn).not.toContain('aria-busy="true"');
    // The visitor is not known to the server's drawing: no invitation, no kept result.
    expect(drawn).not.toMatch(GUEST_NOTE);
    expect(drawn).not.toContain('Solved!');

    expect(await adoptDrawn(drawn, page('adopted'))).toEqual([]);
    expect(await screen.findByRole('heading', { name: 'Solved!' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: START })).toBeNull();
    // Read again as the page shows; a guest's play is not asked of the server.
    expect(requested()).toContain('/api/trivia/daily/puzzle');
    expect(requested()).not.toContain('/api/trivia/daily');
  });

  it('lets a member start only once their play of the day is known', async () => {
    startSession('header.e30.signature', {
      id: 5,
      username: 'demo_user',
      email: 'demo@example.com',
      role: 'user',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    const drawn = renderToString(page());
    expect(drawn).toContain('Start today&#x27;s puzzle');

    expect(await adoptDrawn(drawn, page('adopted'))).toEqual([]);
    const start = await screen.findByRole('button', { name: START });
    expect(requested()).toContain('/api/trivia/daily');
    expect(start.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText(GUEST_NOTE)).toBeNull();

    await act(async () => answerMemberRead({ ...today, play: null }));
    expect((await screen.findByRole('button', { name: START })).hasAttribute('disabled')).toBe(false);
  });
});
