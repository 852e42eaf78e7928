import { cleanup, fireEvent, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminFilterBar } from './admin-filter-bar.tsx';

afterEach(cleanup);

/** The filter landmark (jsdom gives <search> no role yet). */
const filterBar = (label: string) => document.querySelector(`search[aria-label="${label}"]`) as HTMLElement;

describe('AdminFilterBar', () => {
  it('orders search, season, the table filters and Clear Filters', () => {
    const onClear = vi.fn();
    const onSeason = vi.fn();
    render(
      <AdminFilterBar
        label="Filter games"
        search="ace"
        onSearchChange={() => {}}
        searchPlaceholder="Game name"
        season={{ value: 13, onChange: onSeason, options: [{ value: '13', label: 'Season 13' }] }}
        filtered
        onClear={onClear}
      >
        <label>
          Stage
          <select />
        </label>
      </AdminFilterBar>,
    );
    const bar = filterBar('Filter games');
    expect([...bar.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'Search',
      'Season',
      'Stage',
    ]);
    expect(within(bar).getByRole('searchbox', { name: 'Search' }).getAttribute('placeholder')).toBe(
      'Game name',
    );
    const season = within(bar).getByRole('combobox', { name: 'Season' }) as HTMLSelectElement;
    expect(season.value).toBe('13');
    expect([...season.options].map((option) => option.text)).toEqual(['All seasons', 'Season 13']);
    fireEvent.change(season, { target: { value: '' } });
    expect(onSeason).toHaveBeenCalledWith('');

    const clear = within(bar).getByRole('button', { name: 'Clear Filters' });
    expect(bar.lastElementChild).toBe(clear);
    fireEvent.click(clear);
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('has no season select or Clear Filters unless asked', () => {
    render(
      <AdminFilterBar
        label="Filter players"
        search=""
        onSearchChange={() => {}}
        searchPlaceholder="Player name"
        filtered={false}
        onClear={() => {}}
      />,
    );
    const bar = filterBar('Filter players');
    expect(within(bar).queryByRole('combobox')).toBeNull();
    expect(within(bar).queryByRole('button')).toBeNull();
  });
});
