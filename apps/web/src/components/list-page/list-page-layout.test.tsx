import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListPage } from '../../lib/api-client.ts';
import { ListPageLayout, listTexts } from './list-page-layout.tsx';

interface Item {
  id: number;
  name: string;
}

const items = (count: number, from = 1): Item[] =>
  Array.from({ length: count }, (_, index) => ({ id: from + index, name: `Thing ${from + index}` }));

type Query = UseQueryResult<ListPage<Item>>;

const pending = () =>
  ({ isPending: true, isError: false, isSuccess: false, data: undefined }) as unknown as Query;

const failed = (refetch = vi.fn()) =>
  ({
    isPending: false,
    isError: true,
    isSuccess: false,
    error: new Error('Server down'),
    data: undefined,
    refetch,
  }) as unknown as Query;

const loaded = (page: ListPage<Item>, isPlaceholderData = false) =>
  ({ isPending: false, isError: false, isSuccess: true, isPlaceholderData, data: page }) as unknown as Query;

interface Options {
  query: Query;
  page?: number;
  filtered?: boolean;
  onClearFilters?: () => void;
  setPage?: (value: string, options?: { replace?: boolean }) => void;
  visible?: readonly Item[];
  skeletonKind?: 'li' | 'div';
}

function renderLayout({
  query,
  page = 1,
  filtered = false,
  onClearFilters = () => {},
  setPage = () => {},
  visible,
  skeletonKind,
}: Options) {
  return render(
    <ListPageLayout
      filters={<input aria-label="Thing name" />}
      state={{ filtered, clearFilters: onClearFilters, page, setPage }}
      query={query}
      items={visible}
      renderItem={(item) => <li key={item.id}>{item.name}</li>}
      pageSize={10}
      skeleton={skeletonKind === 'div' ? <div data-skeleton="" /> : <li data-skeleton="" />}
      skeletonCount={4}
      skeletonKind={skeletonKind}
      noun={['thing', 'things']}
    />,
  );
}

afterEach(cleanup);

/** The filter landmark (jsdom gives <search> no role yet). */
const filterBar = (label: string) => document.querySelector(`search[aria-label="${label}"]`) as HTMLElement;

describe('listTexts', () => {
  it('says the list’s texts with its plural, as the pages spell them', () => {
    expect(listTexts(['player', 'players'])).toEqual({
      filterLabel: 'Filter players',
      loading: 'Loading players…',
      empty: 'No players found.',
      pagination: 'Players pages',
    });
  });
});

describe('ListPageLayout', () => {
  it('puts the page filters in a labelled bar, with Clear Filters only while filtered', () => {
    renderLayout({ query: loaded({ items: items(2), total: 2 }) });
    const bar = filterBar('Filter things');
    within(bar).getByRole('textbox', { name: 'Thing name' });
    expect(within(bar).queryByRole('button', { name: 'Clear Filters' })).toBeNull();

    cleanup();
    const onClearFilters = vi.fn();
    renderLayout({ query: loaded({ items: items(2), total: 2 }), filtered: true, onClearFilters });
    fireEvent.click(
      within(filterBar('Filter things')).getByRole('button', {
        name: 'Clear Filters',
      }),
    );
    expect(onClearFilters).toHaveBeenCalledTimes(1);
  });

  it('shows the placeholders in a busy list while the first page loads', () => {
    const { container } = renderLayout({ query: pending() });
    const list = container.querySelector('ul[aria-busy="true"]');
    expect(list).not.toBeNull();
    const status = within(list as HTMLElement).getByRole('status');
    expect(status.tagName).toBe('LI');
    expect(status.textContent).toBe('Loading things…');
    expect(status.className).toBe('visually-hidden');
    expect(list?.querySelectorAll('[data-skeleton]')).toHaveLength(4);
    expect(screen.queryByText(/Showing|things$/)).toBeNull();
  });

  it('puts block placeholders in a busy <div> with a <span> status', () => {
    const { container } = renderLayout({ query: pending(), skeletonKind: 'div' });
    const box = container.querySelector('div[aria-busy="true"]');
    expect(box).not.toBeNull();
    expect(within(box as HTMLElement).getByRole('status').tagName).toBe('SPAN');
    expect(box?.querySelectorAll('[data-skeleton]')).toHaveLength(4);
    expect(container.querySelector('ul')).toBeNull();
  });

  it("reads 'Error: {message}' and retries", () => {
    const refetch = vi.fn();
    renderLayout({ query: failed(refetch) });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Error: Server down');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty text, with Clear Filters in it only while filtered', () => {
    renderLayout({ query: loaded({ items: [], total: 0 }) });
    screen.getByText('No things found.');
    screen.getByText('0 things');
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();

    cleanup();
    const onClearFilters = vi.fn();
    renderLayout({ query: loaded({ items: [], total: 0 }), filtered: true, onClearFilters });
    const buttons = screen.getAllByRole('button', { name: 'Clear Filters' });
    expect(buttons).toHaveLength(2); // the bar's and the empty state's
    fireEvent.click(buttons[1] as HTMLElement);
    expect(onClearFilters).toHaveBeenCalledTimes(1);
  });

  it('lists the page with its range and a labelled pager', () => {
    const setPage = vi.fn();
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    renderLayout({ query: loaded({ items: items(10, 11), total: 25 }), page: 2, setPage });
    const range = screen.getByText('Showing 11–20 of 25 things');
    expect(range.getAttribute('aria-live')).toBe('polite');
    const list = screen.getAllByRole('list')[0] as HTMLElement;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(items(10, 11).map((item) => item.name));
    expect(list.hasAttribute('aria-busy')).toBe(false);

    const pager = screen.getByRole('navigation', { name: 'Things pages' });
    expect(within(pager).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(pager).getByRole('button', { name: 'Page 3' }));
    expect(setPage).toHaveBeenCalledWith('3');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(setPage).not.toHaveBeenCalledWith(expect.anything(), { replace: true });
    vi.unstubAllGlobals();
  });

  it('marks the list busy while the next page loads in its place', () => {
    renderLayout({ query: loaded({ items: items(3), total: 3 }, true) });
    expect(screen.getAllByRole('list')[0]?.getAttribute('aria-busy')).toBe('true');
  });

  it('shows the narrowed items but counts the page the server sent', () => {
    renderLayout({ query: loaded({ items: items(3), total: 3 }), visible: [] });
    screen.getByText('Showing 1–3 of 3 things');
    screen.getByText('No things found.');
  });

  it('moves a page past the end to the last page once the total is known', () => {
    const setPage = vi.fn();
    renderLayout({ query: loaded({ items: [], total: 25 }), page: 7, setPage });
    expect(setPage).toHaveBeenCalledWith('3', { replace: true });
  });

  it('leaves the page alone while the total is a placeholder or the list is empty', () => {
    const setPage = vi.fn();
    renderLayout({ query: loaded({ items: [], total: 25 }, true), page: 7, setPage });
    cleanup();
    renderLayout({ query: loaded({ items: [], total: 0 }), page: 7, setPage });
    expect(setPage).not.toHaveBeenCalled();
  });
});
