import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage, type ListPage } from '../../lib/api-client.ts';
import { DataTable, type DataTableProps } from '../data-table/data-table.tsx';
import { LoadError } from './load-error.tsx';
import { PORTAL_PAGE_SIZE } from './portal-api.ts';
import type { PageState } from './use-admin-list-params.ts';

type PagedByServer =
  | 'data'
  | 'loading'
  | 'manualPagination'
  | 'rowCount'
  | 'pagination'
  | 'onPaginationChange';

interface AdminTableProps<T> extends Omit<DataTableProps<T>, PagedByServer> {
  /** The page the server sent (useAdminTablePage). */
  query: UseQueryResult<ListPage<T>>;
  /** The page in the URL (useAdminPage). */
  paging: PageState;
  /** The load failure's text; 'Error: {message}' unless the table words it itself. */
  errorText?: (error: Error) => string;
}

/**
 * A staff table read a page at a time (docs/product/portal.md#tables): its load error with Retry, or the
 * compact table, unsorted (the server orders it), with its pager over the server's total.
 */
export function AdminTable<T>({ query, paging, errorText, ...table }: AdminTableProps<T>) {
  if (query.isError) {
    return (
      <LoadError
        text={errorText ? errorText(query.error) : `Error: ${errorMessage(query.error)}`}
        onRetry={() => query.refetch()}
      />
    );
  }
  return (
    <DataTable
      enableSorting={false}
      density="compact"
      skeletonRows={PORTAL_PAGE_SIZE}
      {...table}
      data={query.data?.items ?? []}
      loading={query.isPending}
      manualPagination
      rowCount={query.data?.total ?? 0}
      pagination={paging.pagination}
      onPaginationChange={paging.onPaginationChange}
    />
  );
}
