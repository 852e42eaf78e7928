import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { Button } from '../ui/button.tsx';
import { EmptyState, ErrorState } from '../ui/states.tsx';
import styles from './list-states.module.css';

export interface ListStatesProps<T> {
  /** The list's read; its state picks what shows. */
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'isError' | 'isSuccess' | 'error' | 'refetch'> & {
    isPlaceholderData?: boolean;
  };
  /** The cards to show once loaded. */
  items: readonly T[];
  /** One card, with its key. */
  renderItem: (item: T) => ReactNode;
  /** One placeholder card, shown `skeletonCount` times while the list first loads. */
  skeleton: ReactNode;
  skeletonCount: number;
  /** 'li' for placeholders that are list items (they stand in a <ul>), 'div' for blocks (in a <div>). */
  skeletonKind?: 'li' | 'div';
  /** 'ul' when the cards are list items, 'div' when they are blocks of their own. */
  listKind?: 'ul' | 'div';
  listClassName?: string | undefined;
  /** Announced while the list first loads, e.g. 'Loading players…'. */
  loading: string;
  /** Shown when nothing matches, e.g. 'No players found.'. */
  empty: string;
  /** Offered in the empty state while a filter is on. */
  onClearFilters?: (() => void) | undefined;
  /** Above the cards once loaded: the count or range line (see ListCount). */
  summary?: ReactNode;
  /** Below the cards once loaded: the pager. */
  footer?: ReactNode;
}

/**
 * The four states of a public list (docs/product/site.md#list-pages): loading (the placeholders in a busy
 * list), error (its message and Retry), empty (its text, with Clear Filters while filtered) and loaded.
 */
export function ListStates<T>({
  query,
  items,
  renderItem,
  skeleton,
  skeletonCount,
  skeletonKind = 'li',
  listKind = 'ul',
  listClassName,
  loading,
  empty,
  onClearFilters,
  summary,
  footer,
}: ListStatesProps<T>) {
  const Placeholders = skeletonKind === 'li' ? 'ul' : 'div';
  const LoadingStatus = skeletonKind === 'li' ? 'li' : 'span';
  const List = listKind;
  return (
    <>
      {query.isPending && (
        <Placeholders className={listClassName} aria-busy="true">
          <LoadingStatus className="visually-hidden" role="status">
            {loading}
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
          {summary}
          {items.length === 0 ? (
            <EmptyState
              message={empty}
              action={
                onClearFilters ? (
                  <Button variant="secondary" onClick={onClearFilters}>
                    Clear Filters
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <List className={listClassName} aria-busy={query.isPlaceholderData || undefined}>
              {items.map((item) => renderItem(item))}
            </List>
          )}
          {footer}
        </>
      )}
    </>
  );
}

/** The muted line above a loaded list: how many, or which range of how many. */
export function ListCount({ children }: { children: ReactNode }) {
  return (
    <p className={styles.count} aria-live="polite">
      {children}
    </p>
  );
}
