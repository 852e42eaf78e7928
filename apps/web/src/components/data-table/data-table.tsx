import type {
  ColumnDef,
  ExpandedState,
  PaginationState,
  Row,
  SortingState,
  VisibilityState,
} from '@tanstack/react-table';
import type { ComponentType, ReactNode } from 'react';
import { latePart } from '../../lib/late-part.tsx';
import tableStyles from './data-table.module.css';
import headStyles from './data-table-head.module.css';
import paginationStyles from './pagination.module.css';

export interface PageRangeInfo {
  from: number;
  to: number;
  total: number;
}

export interface DataTableProps<TData> {
  // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column (TanStack's own idiom)
  columns: ColumnDef<TData, any>[];
  data: TData[];
  /** A stable id per row (keeps expansion and focus across re-sorts); defaults to the row index. */
  getRowId?: (row: TData, index: number) => string;
  /** Read by screen readers; visually hidden unless `captionVisible`. */
  caption: string;
  captionVisible?: boolean;

  /** Controlled sorting; omit for the table's own state (starting from `initialSorting`). */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  initialSorting?: SortingState;
  /** The data arrives already sorted (server or domain function); headers only report the wish. */
  manualSorting?: boolean;
  /**
   * Default true; a column opts out with `enableSorting: false`. Only columns with an accessor
   * (`accessorKey` or `accessorFn`) can sort, as in TanStack Table.
   */
  enableSorting?: boolean;
  /** A column sorted for the first time starts descending (statistics want the biggest first). */
  sortDescFirst?: boolean;

  /** Client pagination with this page size (the table keeps the page). */
  pageSize?: number;
  /** Controlled pagination (0-based pageIndex); with `manualPagination`, `data` is one page of `rowCount`. */
  pagination?: PaginationState;
  onPaginationChange?: (pagination: PaginationState) => void;
  manualPagination?: boolean;
  rowCount?: number;
  /** 'Showing a-b of n' under the table; pass a function to word it, or false to hide it. */
  renderRange?: ((range: PageRangeInfo) => ReactNode) | false;
  paginationLabel?: string;

  /**
   * A full-width row under a row, toggled by clicking the row or by the toggle button placed at the
   * start of its first cell (Enter/Space on it, with aria-expanded).
   */
  renderExpanded?: (row: Row<TData>) => ReactNode;
  /** Accessible name of a row's toggle button, e.g. `Details for ${name}`; defaults to 'Row details'. */
  getExpandLabel?: (row: Row<TData>) => string;
  getRowCanExpand?: (row: Row<TData>) => boolean;
  expanded?: ExpandedState;
  onExpandedChange?: (expanded: ExpandedState) => void;
  /** Opening a row closes the others. */
  singleExpand?: boolean;
  onRowClick?: (row: Row<TData>) => void;
  rowClassName?: (row: Row<TData>) => string | undefined;

  columnVisibility?: VisibilityState;

  loading?: boolean;
  skeletonRows?: number;
  /** At most this many skeleton cells per row (the last one spans the remaining columns). */
  skeletonCells?: number;
  emptyText?: ReactNode;

  density?: 'comfortable' | 'compact';
  striped?: boolean;
  /**
   * From tablet width up, scroll the table inside this height so the sticky header stays visible (e.g.
   * '70vh'); phones scroll the page instead of a box inside it.
   */
  maxHeight?: string;
  className?: string;
}

// The table's looks come with the page, so the server's drawing of it is styled at once; its code
// (data-table-view.tsx, with TanStack Table) comes later.
const LateDataTable = latePart(
  () =>
    import('./data-table-view.tsx').then((m) => m.DataTableView as ComponentType<DataTableProps<unknown>>),
  [tableStyles, headStyles, paginationStyles],
);

/**
 * The site's one table (data-table-view.tsx), a late part of its page (lib/late-part.tsx): the server
 * draws it whole, and its sorting, paging and row details work once its code has come, a moment after
 * the rest of the page's; a press on it meanwhile is kept and pressed again then.
 */
export function DataTable<TData>(props: DataTableProps<TData>) {
  return <LateDataTable {...(props as unknown as DataTableProps<unknown>)} />;
}
