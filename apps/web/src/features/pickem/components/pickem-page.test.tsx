import type { PickemLeaderboard, PickemWeekRead } from '@league/shared/schemas/pickem';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, forgetDrawnAnswers } from '../../../lib/query-client.ts';
import { adoptDrawn, adoptedAnswers } from '../../../test/adopt-drawn.tsx';
import { pickemKeys } from '../api/pickem-week-query.ts';
import { PickemPage } from './pickem-page.tsx';

// The page was drawn at 22:59:30 UTC, half a minute before the match's start; it is adopted at 23:00:10.
const DRAWN_AT = new Date('2026-11-25T22:59:30Z');
const ADOPTED_AT = new Date('2026-11-25T23:00:10Z');

const week: PickemWeekRead = {
  week: '2026-11-23',
  previousWeek: '2026-11-16',
  nextWeek: '2026-11-30',
  serverTime: DRAWN_AT.toISOString(),
  matches: [
    {
      id: 7,
      matchNumber: 'Round 1 - Match 1',
      round: 'Round 1',
      phase: 'qualifiers',
      status: 'scheduled',
      date: '2026-11-25T23:00:00.000Z',
      seasonNumber: 14,
      team1Name: 'Ember Titans',
      team2Name: 'Wicked Dragons',
      team1Score: null,
      team2Score: null,
      format: 'bestOf3',
      setScores: ['2-0', '2-1'],
      locked: false,
      split: null,
      team1Probability: 0.6,
      house: { winner: 'team1', sets: '2-1' },
    },
  ],
};
const board: PickemLeaderboard = { scope: 'week', week: week.week, seasonNumber: null, rows: [] };

/** The answers the page is drawn with, as the server read them. */
function drawnAnswers(): QueryClient {
  const client = createQueryClient();
  client.setQueryData(pickemKeys.week(null), week, { updatedAt: DRAWN_AT.getTime() });
  client.setQueryData(pickemKeys.board('week', week.week), board, { updatedAt: DRAWN_AT.getTime() });
  return client;
}

/**
 * The page as the server draws it, or (`adopted`) as the browser adopts it with the answers it was drawn
 * with, or (`read`) as the browser draws it with answers it read itself, moving within the app.
 */
function page(as: 'drawn' | 'adopted' | 'read' = 'drawn') {
  const client = as === 'adopted' ? adoptedAnswers(drawnAnswers()) : drawnAnswers();
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/pickem']}>
        <PickemPage />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.stubGlobal('fetch', fetchMock);
  // The week read again as the page shows: nothing answers yet.
  fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
});
afterEach(() => {
  cleanup();
  forgetDrawnAnswers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.useRealTimers();
});

describe('the pick’em page', () => {
  it('is drawn with the week’s matches as the server answered, and locks by the clock once adopted', async () => {
    vi.setSystemTime(DRAWN_AT);
    const drawn = renderToString(page());
    expect(drawn).toMatch(/Week of (<!-- -->)?2026-11-23<\/h2>/);
    expect(drawn).toContain('data-testid="pick-card"');
    expect(drawn).toContain('Ember Titans');
    // Open when drawn, and no invitation to log in: the visitor is not known to the server's drawing.
    expect(drawn).toContain('>Open<');
    expect(drawn).not.toContain('to make your picks');

    // Adopted after the start: the drawing still agrees, then the lock follows the clock.
    vi.setSystemTime(ADOPTED_AT);
    expect(await adoptDrawn(drawn, page('adopted'))).toEqual([]);
    expect(await screen.findByText('Locked')).toBeTruthy();
    expect(screen.queryByText('Open')).toBeNull();
    expect(screen.getByText(/to make your picks/)).toBeTruthy();
    // And the week is read again, for the clock to be set from an answer this browser received.
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/pickem/week');
  });

  it('is not read again as it shows with a week this browser read itself, moving within the app', async () => {
    vi.setSystemTime(DRAWN_AT);
    render(page('read'));
    expect(await screen.findAllByTestId('pick-card')).toHaveLength(1);
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([]);
  });
});
