import { flexRender, type Header, type Table } from '@tanstack/react-table';
import clsx from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { stickySideOf } from './column-meta.ts';
import styles from './data-table.module.css';
import headStyles from './data-table-head.module.css';

function ariaSort(direction: false | 'asc' | 'desc') {
  if (direction === 'asc') return 'ascending';
  if (direction === 'desc') return 'descending';
  return 'none';
}

function SortArrow({ direction }: { direction: false | 'asc' | 'desc' }) {
  if (direction === 'asc') return <ArrowUp size={14} aria-hidden="true" className={headStyles.sortIcon} />;
  if (direction === 'desc') return <ArrowDown size={14} aria-hidden="true" className={headStyles.sortIcon} />;
  return (
    <ArrowUpDown size={14} aria-hidden="true" className={clsx(headStyles.sortIcon, headStyles.sortIdle)} />
  );
}

function HeaderCell<TData>({ header }: { header: Header<TData, unknown> }) {
  const { column } = header;
  const meta = column.columnDef.meta;
  const canSort = column.getCanSort();
  const direction = column.getIsSorted();
  const sticky = stickySideOf(column, header.getContext().table.getVisibleLeafColumns());
  const content = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
  // A button cannot hold another: the aside (a definition button) sits beside the sort button.
  const aside = header.isPlaceholder ? null : meta?.headerAside;
  const label =
    canSort && !header.isPlaceholder ? (
      <button
        type="button"
        className={clsx(
          headStyles.sortButton,
          direction && headStyles.sorted,
          (meta?.align === 'right' || meta?.numeric) && headStyles.arrowFirst,
        )}
        onClick={column.getToggleSortingHandler()}
      >
        <span>{content}</span>
        <SortArrow direction={direction} />
      </button>
    ) : (
      content
    );
  return (
    <th
      scope="col"
      colSpan={header.colSpan > 1 ? header.colSpan : undefined}
      aria-sort={canSort ? ariaSort(direction) : undefined}
      className={clsx(
        styles.th,
        meta?.align && styles[meta.align],
        meta?.numeric && styles.numeric,
        meta?.className,
        sticky && styles[sticky === 'start' ? 'stickyStart' : 'stickyEnd'],
      )}
      style={meta?.width ? { width: meta.width } : undefined}
    >
      {aside ? (
        <span className={headStyles.headerLine}>
          {label}
          {aside}
        </span>
      ) : (
        label
      )}
    </th>
  );
}

export function DataTableHead<TData>({ table }: { table: Table<TData> }) {
  return (
    <thead className={styles.head}>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => (
            <HeaderCell key={header.id} header={header} />
          ))}
        </tr>
      ))}
    </thead>
  );
}
