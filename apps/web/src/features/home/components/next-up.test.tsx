import type { Match } from '@league/shared/schemas/matches';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NextUpMatch } from './next-up.tsx';

afterEach(cleanup);

const match = (gameId: number | null) =>
  ({
    id: 4,
    date: '2026-11-25T01:00:00.000Z',
    status: 'scheduled',
    team1Name: 'Aces',
    team2Name: 'Blockers',
    team1Score: null,
    team2Score: null,
    gameId,
  }) as Match;

describe('NextUpMatch (issue 34, item 8)', () => {
  it('links tonight’s match to its day on the schedule, in the league zone', () => {
    render(
      <MemoryRouter>
        <NextUpMatch match={match(null)} timeZone="America/New_York" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('/schedules?date=2026-11-24');
  });

  it('links to the game once one is recorded', () => {
    render(
      <MemoryRouter>
        <NextUpMatch match={match(31)} timeZone="UTC" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('/games/31');
  });
});
