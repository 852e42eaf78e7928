import { flexRender, type Row, type Table } from '@tanstack/react-table';
import clsx from 'clsx';
import { ChevronRight } from 'lucide-react';
import { Fragment, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Skeleton } from '../ui/skeleton.tsx';
import { stickySideOf } from './column-meta.ts';
import styles from './data-table.module.css';

const INTERACTIVE =
  'a, button, input, select, textarea, label, summary, [role="button"], [contenteditable="true"]';

/** True when the event started on a control inside the row (a link, an inline-edit input): leave it be. */
function fromControl(event: MouseEvent | KeyboardEvent) {
  const target = event.target as Element | null;
  const control = target?.closest?.(INTERACTIVE);
  return control != null && control !== event.currentTarget && event.currentTarget.contains(control);
}

interface BodyProps<TData> {
  table: Table<TData>;
  tableId: string;
  loading: boolean;
  skeletonRows: number;
  skeletonCells?: number;
  emptyText: ReactNode;
  renderExpanded?: (row: Row<TData>) => ReactNode;
  getExpandLabel: (row: Row<TData>) => string;
  onToggle: (row: Row<TData>) => void;
  onRowClick?: (row: Row<TData>) => void;
  rowClassName?: (row: Row<TData>) => string | undefined;
}

function SkeletonRows({ rows, cells, columns }: { rows: number; cells: number; columns: number }) {
  const widths = ['60%', '85%', '70%', '50%'];
  return Array.from({ length: rows }, (_, r) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <tr key={r} className={styles.skeletonRow}>
      {Array.from({ length: cells }, (_, c) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <td key={c} className={styles.td} colSpan={c === cells - 1 ? columns - cells + 1 : undefined}>
          <Skeleton width={widths[(r + c) % widths.length]} height="0.9em" />
        </td>
      ))}
    </tr>
  ));
}

export function DataTableBody<TData>(props: BodyProps<TData>) {
  const { table, renderExpanded, onToggle, onRowClick } = props;
  const leaves = table.getVisibleLeafColumns();
  const columnCount = Math.max(1, leaves.length);

  if (props.loading) {
    const cells = Math.max(1, Math.min(columnCount, props.skeletonCells ?? columnCount));
    return (
      <tbody>
        <SkeletonRows rows={props.skeletonRows} cells={cells} columns={columnCount} />
      </tbody>
    );
  }

  const rows = table.getRowModel().rows;
  if (rows.length === 0) {
    return (
      <tbody>
        <tr>
          <td colSpan={columnCount} className={styles.empty}>
            {props.emptyText}
          </td>
        </tr>
      </tbody>
    );
  }

  return (
    <tbody>
      {rows.map((row) => {
        const expandable = renderExpanded !== undefined && row.getCanExpand();
        const open = expandable && row.getIsExpanded();
        const clickable = expandable || onRowClick !== undefined;
        const detailId = `${props.tableId}-detail-${row.id}`;
        const activate = () => {
          if (expandable) onToggle(row);
          onRowClick?.(row);
        };
        return (
          <Fragment key={row.id}>
            <tr
              className={clsx(
                styles.row,
                clickable && styles.clickable,
                open && styles.open,
                props.rowClassName?.(row),
              )}
              // An expandable row is reached through its toggle button; a plain clickable row is itself a stop.
              tabIndex={clickable && !expandable ? 0 : undefined}
              onClick={
                clickable
                  ? (event) => {
                      if (!fromControl(event)) activate();
                    }
                  : undefined
              }
              onKeyDown={
                clickable
                  ? (event) => {
                      if (event.target !== event.currentTarget) return;
                      if (event.key !== 'Enter' && event.key !== ' ') return;
                      event.preventDefault();
                      activate();
                    }
                  : undefined
              }
            >
              {row.getVisibleCells().map((cell, index) => {
                const meta = cell.column.columnDef.meta;
                const sticky = stickySideOf(cell.column, leaves);
                const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                return (
                  <td
                    key={cell.id}
                    className={clsx(
                      styles.td,
                      meta?.align && styles[meta.align],
                      meta?.numeric && styles.numeric,
                      meta?.className,
                      sticky && styles[sticky === 'start' ? 'stickyStart' : 'stickyEnd'],
                    )}
                  >
                    {index === 0 && expandable ? (
                      <span className={styles.expandCell}>
                        <button
                          type="button"
                          className={styles.expandButton}
                          aria-expanded={open}
                          aria-controls={open ? detailId : undefined}
                          aria-label={props.getExpandLabel(row)}
                          onClick={activate}
                        >
                          <ChevronRight size={16} aria-hidden="true" className={styles.chevron} />
                        </button>
                        {content}
                      </span>
                    ) : (
                      content
                    )}
                  </td>
                );
              })}
            </tr>
            {open && renderExpanded && (
              <tr className={styles.detailRow} id={detailId}>
                <td colSpan={columnCount} className={styles.detail}>
                  {renderExpanded(row)}
                </td>
              </tr>
            )}
          </Fragment>
        );
      })}
    </tbody>
  );
}
