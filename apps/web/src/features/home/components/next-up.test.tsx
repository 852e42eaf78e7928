import { upcomingMatchesFrom } from '@league/shared/page-urls';
import type { Match } from '@league/shared/schemas/matches';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markPageAdopted } from '../../../hooks/use-hydrated.ts';
import { adoptDrawn } from '../../../test/adopt-drawn.tsx';
import { upcomingMatchesQueryOptions } from '../api/upcoming-matches-api.ts';
import { NextUp, NextUpMatch } from './next-up.tsx';

// Tuesday 24 November 2026, 10:00 in New York (the league's zone); the next match is tomorrow evening.
const NOW = new Date('2026-11-24T15:00:00Z');
const match = {
  id: 7,
  date: '2026-11-25T23:00:00.000Z',
  status: 'scheduled',
  team1Name: 'Ember Titans',
  team2Name: 'Wicked Dragons',
  team1Score: null,
  team2Score: null,
  // What the card's structured data names besides.
  matchNumber: 'Round 1 - Match 1',
  round: 'Round 1',
  season: { id: 14, seasonNumber: 14 },
} as Match;

/** The block with its matches already read, as the server draws it and the browser adopts it. */
function block() {
  const client = new QueryClient();
  client.setQueryData(upcomingMatchesQueryOptions(upcomingMatchesFrom(NOW)).queryKey, [match]);
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NextUp />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the home page’s next-up block', () => {
  it('is drawn by the server with its day and matches but no countdown, which follows adoption', async () => {
    const drawn = renderToString(block());
    expect(drawn).toContain('Next up');
    expect(drawn).toContain('Wednesday, November 25');
    expect(drawn).toContain('Ember Titans');
    expect(drawn).not.toContain('tomorrow');

    expect(await adoptDrawn(drawn, block())).toEqual([]);
    expect(screen.getByText('Wednesday, November 25').textContent).toBe('Wednesday, November 25 · tomorrow');
  });

  it('shows the countdown at once once the page is adopted (a visit that moves to home)', () => {
    markPageAdopted();
    render(block());
    expect(screen.getByText(/^Wednesday, November 25/).textContent).toBe('Wednesday, November 25 · tomorrow');
  });
});

const tonight = (gameId: number | null) =>
  ({
    id: 4,
    date: '2026-11-25T01:00:00.000Z',
    status: 'scheduled',
    team1Name: 'Aces',
    team2Name: 'Blockers',
    team1Score: null,
    team2Score: null,
    gameId,
    matchNumber: 'Round 2 - Match 3',
    round: 'Round 2',
    season: { id: 14, seasonNumber: 14 },
  }) as Match;

describe('NextUpMatch (issue 34, item 8)', () => {
  it('links tonight’s match to its day on the schedule, in the league zone', () => {
    render(
      <MemoryRouter>
        <NextUpMatch match={tonight(null)} timeZone="America/New_York" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('/schedules?date=2026-11-24');
  });

  it('links to the game once one is recorded', () => {
    render(
      <MemoryRouter>
        <NextUpMatch match={tonight(31)} timeZone="UTC" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('/games/31');
  });
});
