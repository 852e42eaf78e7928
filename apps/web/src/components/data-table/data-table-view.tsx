import {
  type ExpandedState,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type Row,
  useReactTable,
} from '@tanstack/react-table';
import clsx from 'clsx';
import { type CSSProperties, useId } from 'react';
import './column-meta.ts';
import { pageCountOf } from '../../lib/pagination.ts';
import styles from './data-table.module.css';
import type { DataTableProps } from './data-table.tsx';
import { DataTableBody } from './data-table-body.tsx';
import { DataTableHead } from './data-table-head.tsx';
import {
  useControllable,
  useOverflows,
  usePageStickyHead,
  useScrollToTopOnPage,
} from './data-table-hooks.ts';
import { pageRange } from './page-range.ts';
import { Pagination } from './pagination.tsx';

/**
 * The site's one table (TanStack Table 8): sortable headers with aria-sort, client or controlled
 * pagination, expandable detail rows, skeleton and empty states, compact density, sticky header and
 * horizontal scroll inside its own wrapper on narrow screens.
 */
export function DataTableView<TData>(props: DataTableProps<TData>) {
  const {
    columns,
    data,
    caption,
    pageSize,
    pagination,
    renderExpanded,
    loading = false,
    density = 'comfortable',
    striped = true,
  } = props;
  const tableId = useId();
  const [sorting, setSorting] = useControllable(
    props.sorting,
    props.initialSorting ?? [],
    props.onSortingChange,
  );
  const [paging, setPaging] = useControllable(
    pagination,
    { pageIndex: 0, pageSize: pageSize ?? 25 },
    props.onPaginationChange,
  );
  const [expanded, setExpanded] = useControllable<ExpandedState>(props.expanded, {}, props.onExpandedChange);
  const paginated = pagination !== undefined || pageSize !== undefined;
  // No column filters run inside the table, so every data row takes part in the paging.
  const total = props.manualPagination ? (props.rowCount ?? data.length) : data.length;
  const pageCount = paginated ? pageCountOf(total, paging.pageSize) : 1;
  // A page past the end (an old link, a shrunken list) shows the last page instead of nothing.
  const page = { ...paging, pageIndex: Math.min(Math.max(paging.pageIndex, 0), pageCount - 1) };

  const table = useReactTable({
    columns,
    data,
    getRowId: props.getRowId,
    state: {
      sorting,
      expanded,
      ...(paginated ? { pagination: page } : {}),
      ...(props.columnVisibility ? { columnVisibility: props.columnVisibility } : {}),
    },
    onSortingChange: setSorting,
    onPaginationChange: setPaging,
    onExpandedChange: setExpanded,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: props.manualSorting ? undefined : getSortedRowModel(),
    getPaginationRowModel: paginated && !props.manualPagination ? getPaginationRowModel() : undefined,
    manualSorting: props.manualSorting,
    manualPagination: props.manualPagination,
    rowCount: props.rowCount,
    enableSorting: props.enableSorting ?? true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: props.sortDescFirst,
    getRowCanExpand: renderExpanded ? (props.getRowCanExpand ?? (() => true)) : () => false,
    // The page lives in the caller's state (often the URL): new data must not silently move it.
    autoResetPageIndex: false,
    autoResetExpanded: false,
  });

  const toggleRow = (row: Row<TData>) => {
    if (!row.getCanExpand()) return;
    if (props.singleExpand) table.setExpanded(row.getIsExpanded() ? {} : { [row.id]: true });
    else row.toggleExpanded();
  };

  const range = pageRange(page.pageIndex, page.pageSize, total);

  const { rootRef, scrollerRef } = useScrollToTopOnPage(page.pageIndex);
  const scrollable = useOverflows(scrollerRef);
  usePageStickyHead(scrollerRef);
  const showRange = paginated && !loading && total > 0 && props.renderRange !== false;

  return (
    <div className={clsx(styles.root, props.className)} ref={rootRef}>
      <section
        ref={scrollerRef}
        className={styles.scroller}
        style={
          props.maxHeight ? ({ '--data-table-max-height': props.maxHeight } as CSSProperties) : undefined
        }
        // A table wider or taller than its frame: keyboard users focus the frame to scroll it.
        tabIndex={scrollable ? 0 : undefined}
        aria-label={scrollable ? caption : undefined}
      >
        <table
          className={clsx(styles.table, styles[density], striped && styles.striped)}
          data-density={density}
          aria-busy={loading || undefined}
        >
          <caption className={props.captionVisible ? styles.caption : 'visually-hidden'}>{caption}</caption>
          <DataTableHead table={table} />
          <DataTableBody
            table={table}
            tableId={tableId}
            loading={loading}
            skeletonRows={props.skeletonRows ?? 5}
            skeletonCells={props.skeletonCells}
            emptyText={props.emptyText ?? 'No data to show.'}
            renderExpanded={renderExpanded}
            getExpandLabel={props.getExpandLabel ?? (() => 'Row details')}
            onToggle={toggleRow}
            onRowClick={props.onRowClick}
            rowClassName={props.rowClassName}
          />
        </table>
      </section>
      {paginated && !loading && (showRange || pageCount > 1) && (
        <div className={styles.footer}>
          {showRange && (
            <p className={styles.range} aria-live="polite">
              {typeof props.renderRange === 'function'
                ? props.renderRange(range)
                : `Showing ${range.from}-${range.to} of ${range.total}`}
            </p>
          )}
          <Pagination
            page={page.pageIndex + 1}
            pageCount={pageCount}
            onPageChange={(next) => setPaging({ ...page, pageIndex: next - 1 })}
            label={props.paginationLabel}
          />
        </div>
      )}
    </div>
  );
}
