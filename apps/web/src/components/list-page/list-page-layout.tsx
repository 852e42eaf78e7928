/**
 * The part the searched list pages (players, teams, games) share below their header: the filter bar with
 * Clear Filters, the list's four states (list-states.tsx), the range line and the pager, with the page
 * number kept in range. Each page keeps its own query and cards; the texts follow from the list's noun,
 * as docs/product/site.md#list-pages and the browser tests read them.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useClampPage } from '../../hooks/use-search-param.ts';
import type { ListPage } from '../../lib/api-client.ts';
import { formatListRange } from '../../lib/format.ts';
import { pageCountOf } from '../../lib/pagination.ts';
import { Pagination } from '../data-table/pagination.tsx';
import { ClearFiltersButton, FilterBar } from '../ui/filters.tsx';
import styles from './list-page-layout.module.css';
import { ListCount, ListStates, type ListStatesProps } from './list-states.tsx';
import type { ListFilterState } from './use-list-filters.ts';

type Noun = readonly [singular: string, plural: string];

/** The list's texts from its noun: 'Filter players', 'Loading players…', 'No players found.', 'Players pages'. */
export function listTexts([, plural]: Noun) {
  return {
    filterLabel: `Filter ${plural}`,
    loading: `Loading ${plural}…`,
    empty: `No ${plural} found.`,
    pagination: `${plural.charAt(0).toUpperCase()}${plural.slice(1)} pages`,
  };
}

interface ListPageLayoutProps<T>
  extends Pick<ListStatesProps<T>, 'renderItem' | 'skeleton' | 'skeletonCount' | 'skeletonKind'> {
  /** The page's own filter controls; Clear Filters follows them while a filter is on. */
  filters: ReactNode;
  /** The URL's filters and page (useSearchListFilters). */
  state: ListFilterState;
  /** The current page from the server; a placeholder (the previous page) while the next one loads. */
  query: UseQueryResult<ListPage<T>>;
  /** The cards to show when they are not simply the page the server sent (teams narrow it once more). */
  items?: readonly T[];
  pageSize: number;
  /** The list's class, when the default card grid does not fit the cards. */
  listClassName?: string;
  /** Singular and plural of the range line's noun: 'Showing 26–50 of 312 players'. */
  noun: Noun;
}

export function ListPageLayout<T>({
  filters,
  state: { filtered, clearFilters, page, setPage },
  query,
  items,
  pageSize,
  listClassName = styles.cards,
  noun,
  ...cards
}: ListPageLayoutProps<T>) {
  const texts = listTexts(noun);
  const total = query.data?.total ?? 0;
  const pageCount = pageCountOf(total, pageSize);
  const first = (page - 1) * pageSize + 1;
  useClampPage(page, pageCount, query.isSuccess && !query.isPlaceholderData && total > 0, setPage);

  return (
    <>
      <FilterBar label={texts.filterLabel} share>
        {filters}
        {filtered && <ClearFiltersButton onClick={clearFilters} />}
      </FilterBar>
      <ListStates
        {...cards}
        query={query}
        items={items ?? query.data?.items ?? []}
        listClassName={listClassName}
        loading={texts.loading}
        empty={texts.empty}
        onClearFilters={filtered ? clearFilters : undefined}
        summary={<ListCount>{formatListRange(first, query.data?.items.length ?? 0, total, noun)}</ListCount>}
        footer={
          <Pagination
            page={Math.min(page, pageCount)}
            pageCount={pageCount}
            onPageChange={(next) => {
              setPage(String(next));
              window.scrollTo({ top: 0 });
            }}
            label={texts.pagination}
            className={styles.pagination}
          />
        }
      />
    </>
  );
}
