import type { SearchList } from '@league/shared/domain/search-lists';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSearchListFilters } from './use-list-filters.ts';

afterEach(cleanup);

const stages: SearchList<'stage'> = {
  choiceKey: 'stage',
  parseChoice: (value) => (['Groups', 'Finals'].includes(value ?? '') ? (value as string) : ''),
  pageSize: 10,
  path: '/api/games/skinny',
};

function renderFilters(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ filters: useSearchListFilters(stages), location: useLocation() }), {
    wrapper,
  });
}

describe('useSearchListFilters', () => {
  it('reads the URL into the list’s query, dropping values it does not know', () => {
    const { result } = renderFilters('/games?q=owl&season=3&stage=Nope&page=2');
    expect(result.current.filters.query).toEqual({ name: 'owl', season: 3, stage: '', page: 2 });
    expect(result.current.filters.filtered).toBe(true);
  });

  it('goes back to page 1 when a filter changes', () => {
    const { result } = renderFilters('/games?page=4');
    act(() => result.current.filters.setChoice('Finals'));
    expect(result.current.location.search).toBe('?stage=Finals');
    expect(result.current.filters.query.page).toBe(1);
  });

  it('clears every filter, the name box too while its text has not reached the URL', () => {
    const { result } = renderFilters('/games?season=2&stage=Groups&page=3');
    act(() => result.current.filters.setName('ow'));
    act(() => result.current.filters.clearFilters());
    expect(result.current.location.search).toBe('');
    expect(result.current.filters.name).toBe('');
    expect(result.current.filters.filtered).toBe(false);
  });
});
