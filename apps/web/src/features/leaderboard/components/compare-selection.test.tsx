import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CompareBar } from './compare-selection.tsx';

afterEach(cleanup);

const selection = { ids: [12, 40], toggle: () => {}, clear: () => {} };

describe('CompareBar (issue 34, item 7)', () => {
  it("opens the comparison at the leaderboard's season and stat type", () => {
    render(
      <MemoryRouter>
        <CompareBar selection={selection} season={13} mode="perGame" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: /Compare \(2\)/ }).getAttribute('href')).toBe(
      '/compare?players=12,40&season=13&mode=perGame',
    );
  });

  it('opens at Career totals from the career leaderboard', () => {
    render(
      <MemoryRouter>
        <CompareBar selection={selection} season={null} mode="total" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: /Compare \(2\)/ }).getAttribute('href')).toBe(
      '/compare?players=12,40',
    );
  });
});
