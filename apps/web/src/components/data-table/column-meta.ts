import type { RowData } from '@tanstack/react-table';

/**
 * Per-column presentation hints read by DataTable: `align: 'right'` plus `numeric: true` for numbers
 * (right-aligned, tabular figures), `width` for a fixed column, `className` for the column's cells.
 */
declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    align?: 'left' | 'center' | 'right';
    numeric?: boolean;
    width?: string;
    className?: string;
  }
}
