/**
 * The part the public list pages (players, teams, games) share below their header: the filter bar with Clear
 * Filters, the loading placeholders, the error and empty states, the range line, the card grid and the pager,
 * with the page number kept in range. Each page keeps its own URL filters, query and cards, and passes its
 * texts word for word, as docs/product/site.md#list-pages and the browser tests read
 * them.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useClampPage } from '../../hooks/use-search-param.ts';
import { errorMessage, type ListPage } from '../../lib/api-client.ts';
import { formatListRange } from '../../lib/format.ts';
import { pageCountOf } from '../../lib/pagination.ts';
import { Pagination } from '../data-table/pagination.tsx';
import { Button } from '../ui/button.tsx';
import { ClearFiltersButton, FilterBar } from '../ui/filters.tsx';
import { EmptyState, ErrorState } from '../ui/states.tsx';
import styles from './list-page-layout.module.css';

export interface ListPageTexts {
  /** Names the filter landmark, e.g. 'Filter players'. */
  filterLabel: string;
  /** Announced while the first page loads, e.g. 'Loading players…'. */
  loading: string;
  /** Shown when nothing matches, e.g. 'No players found.'. */
  empty: string;
  /** Singular and plural of the range line's noun: 'Showing 26–50 of 312 players'. */
  noun: [string, string];
  /** Names the pager's navigation landmark, e.g. 'Players pages'. */
  pagination: string;
}

interface ListPageLayoutProps<T> {
  /** The page's own filter controls; Clear Filters follows them while `filtered`. */
  filters: ReactNode;
  filtered: boolean;
  onClearFilters: () => void;
  /** The current page from the server; a placeholder (the previous page) while the next one loads. */
  query: UseQueryResult<ListPage<T>>;
  /** The cards to show when they are not simply the page the server sent (teams narrow it once more). */
  items?: readonly T[];
  /** One card, with its key; an <li> or wrapped in one. */
  renderItem: (item: T) => ReactNode;
  /** The 1-based page from the URL and the URL parameter's setter. */
  page: number;
  pageSize: number;
  setPage: (value: string, options?: { replace?: boolean }) => void;
  /** One placeholder card, shown `skeletonCount` times while the first page loads. */
  skeleton: ReactNode;
  skeletonCount: number;
  /** 'li' for placeholders that are list items (they stand in a <ul>), 'div' for blocks (in a <div>). */
  skeletonKind?: 'li' | 'div';
  /** The list's class, when the default card grid does not fit the cards. */
  listClassName?: string;
  texts: ListPageTexts;
}

export function ListPageLayout<T>({
  filters,
  filtered,
  onClearFilters,
  query,
  items,
  renderItem,
  page,
  pageSize,
  setPage,
  skeleton,
  skeletonCount,
  skeletonKind = 'li',
  listClassName = styles.grid,
  texts,
}: ListPageLayoutProps<T>) {
  const total = query.data?.total ?? 0;
  const pageCount = pageCountOf(total, pageSize);
  const first = (page - 1) * pageSize + 1;
  const shown = items ?? query.data?.items ?? [];
  useClampPage(page, pageCount, query.isSuccess && !query.isPlaceholderData && total > 0, setPage);

  const Placeholders = skeletonKind === 'li' ? 'ul' : 'div';
  const LoadingStatus = skeletonKind === 'li' ? 'li' : 'span';

  return (
    <>
      <FilterBar label={texts.filterLabel} share>
        {filters}
        {filtered && <ClearFiltersButton onClick={onClearFilters} />}
      </FilterBar>

      {query.isPending && (
        <Placeholders className={listClassName} aria-busy="true">
          <LoadingStatus className="visually-hidden" role="status">
            {texts.loading}
          </LoadingStatus>
          {Array.from({ length: skeletonCount }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Fragment key={index}>{skeleton}</Fragment>
          ))}
        </Placeholders>
      )}
      {query.isError && <ErrorState message={errorMessage(query.error)} onRetry={() => query.refetch()} />}
      {query.isSuccess && (
        <>
          <p className={styles.count} aria-live="polite">
            {formatListRange(first, query.data.items.length, total, texts.noun)}
          </p>
          {shown.length === 0 ? (
            <EmptyState
              message={texts.empty}
              action={
                filtered ? (
                  <Button variant="secondary" onClick={onClearFilters}>
                    Clear Filters
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <ul className={listClassName} aria-busy={query.isPlaceholderData || undefined}>
              {shown.map((item) => renderItem(item))}
            </ul>
          )}
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
        </>
      )}
    </>
  );
}
