import type { Column, ColumnDef, RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';

/**
 * Per-column presentation hints read by DataTable: `align: 'right'` plus `numeric: true` for numbers
 * (right-aligned, tabular figures), `width` for a fixed column, `className` for the column's cells, `sticky`
 * to keep the column in view while the table scrolls sideways ('start': the name column; 'end': row actions),
 * `headerAside` for a control beside the header (a definition button), outside its sort button.
 */
declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    align?: 'left' | 'center' | 'right';
    numeric?: boolean;
    width?: string;
    className?: string;
    sticky?: 'start' | 'end';
    headerAside?: ReactNode;
  }
}

export type StickySide = 'start' | 'end';

/**
 * Which edge a column sticks to while the table scrolls sideways. Every table keeps one name column in view:
 * the column marked `sticky: 'start'`, else the first one. A group header sticks with the leaves it spans.
 */
export function stickySideOf<TData extends RowData>(
  column: Column<TData, unknown>,
  leaves: readonly Column<TData, unknown>[],
): StickySide | undefined {
  const own = (c: Column<TData, unknown>): StickySide | undefined => {
    const marked = c.columnDef.meta?.sticky;
    if (marked) return marked;
    const hasStart = leaves.some((leaf) => leaf.columnDef.meta?.sticky === 'start');
    return !hasStart && c.id === leaves[0]?.id ? 'start' : undefined;
  };
  const spanned = column.getLeafColumns();
  if (spanned.length === 0 || (spanned.length === 1 && spanned[0]?.id === column.id)) return own(column);
  const sides = new Set(spanned.map(own));
  return sides.size === 1 ? [...sides][0] : undefined;
}

/**
 * A column of numbers read from each row: right-aligned with tabular figures, unsorted unless the table
 * sorts by its own accessors. `meta` adds hints (a width, a class).
 */
export function numberColumn<TData extends RowData>(
  id: string,
  header: string,
  value: (row: TData) => ReactNode,
  meta: ColumnDef<TData>['meta'] = {},
): ColumnDef<TData> {
  return {
    id,
    header,
    meta: { align: 'right', numeric: true, ...meta },
    cell: ({ row }) => value(row.original),
  };
}
