import { STAT_FIELDS } from '@league/shared/domain/league';
import type { PlayerCompareEntry } from '@league/shared/schemas/player-compare';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CompareResults } from './compare-results.tsx';
import { compareFromPlayerPath } from './compare-with-button.tsx';

afterEach(cleanup);

const entry = (id: number, name: string): PlayerCompareEntry => ({
  id,
  name,
  position: 'Setter',
  gamesPlayed: 4,
  setsPlayed: 14,
  totals: Object.fromEntries(STAT_FIELDS.map((field, i) => [field, i + id])) as PlayerCompareEntry['totals'],
});

describe('compare (issue 34, item 7)', () => {
  it('shows every row in the page, with no scroll box of its own at laptop width', () => {
    render(
      <CompareResults
        players={[entry(1, 'ace'), entry(2, 'bee')]}
        mode="total"
        season={14}
        loading={false}
      />,
    );
    const caption = screen.getByText(/stats, .*: ace, bee$/, { selector: 'caption, caption *' });
    const scroller = caption.closest('table')?.parentElement as HTMLElement;
    // The frame's height cap (a window high from tablet width up) is lifted for this table.
    expect(scroller.style.getPropertyValue('--data-table-max-height')).toBe('none');
  });

  it('opens from a player page at the season that page showed, and at Career from the career view', () => {
    expect(compareFromPlayerPath(12, 40, 13)).toBe('/compare?players=12,40&season=13');
    expect(compareFromPlayerPath(12, 40, null)).toBe('/compare?players=12,40');
  });
});
