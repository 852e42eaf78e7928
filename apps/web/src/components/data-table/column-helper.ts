/**
 * TanStack Table's column helper, typed by the library, without importing the library at run time: a
 * page's columns are written with the page, while TanStack Table itself comes later with the table's
 * code (data-table.tsx), so the page's first download does not hold it. Same rule as the library's:
 * an accessor key becomes `accessorKey`, an accessor function `accessorFn`.
 */
import type { ColumnHelper, RowData } from '@tanstack/react-table';

export function createColumnHelper<TData extends RowData>(): ColumnHelper<TData> {
  return {
    accessor: ((accessor: unknown, column: object) =>
      typeof accessor === 'function'
        ? { ...column, accessorFn: accessor }
        : { ...column, accessorKey: accessor }) as ColumnHelper<TData>['accessor'],
    display: (column) => column,
    group: (column) => column,
  };
}
