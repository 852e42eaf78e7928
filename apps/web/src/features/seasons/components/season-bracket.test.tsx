import type { SeasonDetail } from '@league/shared/schemas/seasons';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SeasonBracket } from './season-bracket.tsx';

afterEach(cleanup);

const team = (id: number, placement: string) => ({
  id,
  name: `Team ${id}`,
  placement,
  logoUrl: null,
  seasonId: 12,
});

function seasonOf(placements: string[]): SeasonDetail {
  const teams = placements.map((placement, index) => team(index + 1, placement));
  // Two finals: teams 1 v 2 and 3 v 4.
  const games = [
    [1, 2],
    [3, 4],
  ].map(([a, b], index) => ({
    id: 100 + index,
    name: `Final ${index}`,
    date: '2026-03-01T20:00:00.000Z',
    stage: 'Single Elimination; Finals',
    team1Score: 2,
    team2Score: 0,
    seasonId: 12,
    team1Id: a,
    team2Id: b,
    season: { id: 12, seasonNumber: 12 },
    teams: [
      { id: a, name: `Team ${a}` },
      { id: b, name: `Team ${b}` },
    ],
  }));
  return {
    id: 12,
    seasonNumber: 12,
    theme: 'Twelve',
    image: null,
    startDate: '2026-01-01',
    endDate: null,
    teams,
    games,
    awards: [],
  } as unknown as SeasonDetail;
}

const draw = (season: SeasonDetail) =>
  render(
    <MemoryRouter>
      <SeasonBracket season={season} />
    </MemoryRouter>,
  );

describe('SeasonBracket by division (issue 34, item 3)', () => {
  it('draws one bracket per division, each named, instead of one bracket with two Finals', () => {
    draw(seasonOf(['1st Place (D1)', '2nd Place (D1)', '1st Place (D2)', '2nd Place (D2)']));
    expect(screen.getByRole('heading', { level: 3, name: 'Division D1' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Division D2' })).toBeTruthy();
    const d2 = screen.getByRole('region', { name: 'D2 Single Elimination rounds' });
    expect(d2.textContent).toContain('Team 3');
    expect(d2.textContent).not.toContain('Team 1');
  });

  it('says so when the season has divisions its games cannot be placed in', () => {
    draw(seasonOf(['1st Place (D1)', 'Top 4', '1st Place (D2)', '2nd Place (D2)']));
    expect(screen.queryByRole('heading', { name: /^Division/ })).toBeNull();
    expect(screen.getByText(/do not say which division they belong to/)).toBeTruthy();
  });
});
