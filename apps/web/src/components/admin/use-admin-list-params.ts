/**
 * The URL state of a paged staff table (docs/product/portal.md#tables): the 1-based page in `?page=`, moved
 * back to the last page that exists when a narrower search or a deletion leaves the current one empty.
 */
import { parsePageNumber } from '@league/shared/domain/list-filters';
import type { PaginationState } from '@tanstack/react-table';
import { useCallback, useEffect } from 'react';
import { useSearchParam } from '../../hooks/use-search-param.ts';
import { pageCountOf } from '../../lib/pagination.ts';
import { PORTAL_PAGE_SIZE } from './portal-api.ts';

export const RESET_PAGE = ['page'] as const;

export interface PageState {
  page: number;
  setPage: (page: number) => void;
  /** The DataTable's controlled pagination for this page. */
  pagination: PaginationState;
  onPaginationChange: (next: PaginationState) => void;
}

/** `param`: the page's name in the address, for a second table on one screen (the Settings page's logs). */
export function useAdminPage(param = 'page'): PageState {
  const [pageParam, setPageParam] = useSearchParam(param, '1');
  const page = parsePageNumber(pageParam);
  const setPage = useCallback(
    (next: number) => setPageParam(String(next), { replace: true }),
    [setPageParam],
  );
  return {
    page,
    setPage,
    pagination: { pageIndex: page - 1, pageSize: PORTAL_PAGE_SIZE },
    onPaginationChange: (next) => setPageParam(String(next.pageIndex + 1)),
  };
}

/**
 * Moves to the last page that exists when the current one is past the end; `total` is the list's
 * X-Total-Count once a real (not placeholder) answer is in, else null.
 */
export function useClampPage({ page, setPage }: PageState, total: number | null): void {
  const lastPage = total === null ? null : pageCountOf(total, PORTAL_PAGE_SIZE);
  useEffect(() => {
    if (lastPage !== null && page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);
}
