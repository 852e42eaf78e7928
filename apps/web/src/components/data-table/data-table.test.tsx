import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table.tsx';
import { pageItems, pageRange } from './page-range.ts';

interface Player {
  id: string;
  name: string;
  kills: number;
}

const PLAYERS: Player[] = Array.from({ length: 12 }, (_, i) => ({
  id: `p${i + 1}`,
  name: `Player ${String(i + 1).padStart(2, '0')}`,
  kills: (i * 7) % 12,
}));

const COLUMNS: ColumnDef<Player, string | number>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'kills', header: 'Kills', meta: { align: 'right', numeric: true } },
];

afterEach(cleanup);

function ControlledSorting({ onChange }: { onChange: (sorting: SortingState) => void }) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'name', desc: false }]);
  return (
    <DataTable
      caption="Players"
      columns={COLUMNS}
      data={PLAYERS.slice(0, 3)}
      sorting={sorting}
      sortDescFirst
      onSortingChange={(next) => {
        onChange(next);
        setSorting(next);
      }}
    />
  );
}

function bodyRows() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body as HTMLElement).getAllByRole('row');
}

function firstCells() {
  return bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);
}

describe('DataTable sorting', () => {
  it('sorts on header click, flips on the second click and reports aria-sort', () => {
    render(<DataTable caption="Players" columns={COLUMNS} data={PLAYERS.slice(0, 3)} />);
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(firstCells()).toEqual(['Player 01', 'Player 02', 'Player 03']);
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(firstCells()).toEqual(['Player 03', 'Player 02', 'Player 01']);
    // No third "unsorted" state: the arrow only flips.
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
  });

  it('starts a new column descending with sortDescFirst and works controlled', () => {
    const changes: SortingState[] = [];
    render(<ControlledSorting onChange={(next) => changes.push(next)} />);
    const kills = screen.getByRole('columnheader', { name: /Kills/ });
    fireEvent.click(within(kills).getByRole('button'));
    expect(changes.at(-1)).toEqual([{ id: 'kills', desc: true }]);
    expect(kills.getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('none');
  });

  it('right-aligns numeric columns', () => {
    render(<DataTable caption="Players" columns={COLUMNS} data={PLAYERS.slice(0, 1)} />);
    const cell = within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[1] as HTMLElement;
    expect(cell.className).toMatch(/numeric/);
  });
});

describe('DataTable expansion', () => {
  it('toggles a detail row from the row or its toggle button, ignoring clicks on links', () => {
    render(
      <DataTable
        caption="Players"
        columns={[...COLUMNS, { id: 'link', header: 'Profile', cell: () => <a href="#profile">Open</a> }]}
        data={PLAYERS.slice(0, 2)}
        getRowId={(row) => row.id}
        getExpandLabel={(row) => `Details for ${row.original.name}`}
        renderExpanded={(row) => <p>Details of {row.original.name}</p>}
      />,
    );
    const first = bodyRows()[0] as HTMLElement;
    const toggle = screen.getByRole('button', { name: 'Details for Player 01' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(first);
    expect(screen.getByText('Details of Player 01')).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(
      screen.getByText('Details of Player 01').closest('tr')?.id,
    );
    fireEvent.click(first);
    expect(screen.queryByText('Details of Player 01')).toBeNull();

    // The toggle button (what Enter/Space activate for a keyboard user) opens and closes it once per press.
    fireEvent.click(toggle);
    expect(screen.getByText('Details of Player 01')).toBeTruthy();
    fireEvent.click(toggle);
    expect(screen.queryByText('Details of Player 01')).toBeNull();

    fireEvent.click(within(first).getByRole('link'));
    expect(screen.queryByText('Details of Player 01')).toBeNull();
  });

  it('makes a plain clickable row a keyboard stop that answers Enter and Space', () => {
    const onRowClick = vi.fn();
    render(
      <DataTable
        caption="Players"
        columns={COLUMNS}
        data={PLAYERS.slice(0, 1)}
        onRowClick={(row) => onRowClick(row.original.id)}
      />,
    );
    const row = bodyRows()[0] as HTMLElement;
    expect(row.tabIndex).toBe(0);
    fireEvent.keyDown(row, { key: 'Enter' });
    fireEvent.keyDown(row, { key: ' ' });
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('keeps one row open with singleExpand and calls onRowClick', () => {
    const onRowClick = vi.fn();
    render(
      <DataTable
        caption="Players"
        columns={COLUMNS}
        data={PLAYERS.slice(0, 2)}
        singleExpand
        onRowClick={(row) => onRowClick(row.original.id)}
        renderExpanded={(row) => <p>Details of {row.original.name}</p>}
      />,
    );
    const [first, second] = bodyRows() as [HTMLElement, HTMLElement];
    fireEvent.click(first);
    fireEvent.click(second);
    expect(screen.queryByText('Details of Player 01')).toBeNull();
    expect(screen.getByText('Details of Player 02')).toBeTruthy();
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });
});

describe('DataTable pagination', () => {
  it('pages the rows on the client and shows the range', () => {
    render(<DataTable caption="Players" columns={COLUMNS} data={PLAYERS} pageSize={5} />);
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('Showing 1-5 of 12')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(firstCells()[0]).toBe('Player 06');
    expect(screen.getByText('Showing 6-10 of 12')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(bodyRows()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('reports controlled page changes and clamps a page past the end', () => {
    const onPaginationChange = vi.fn();
    render(
      <DataTable
        caption="Players"
        columns={COLUMNS}
        data={PLAYERS}
        pagination={{ pageIndex: 9, pageSize: 5 }}
        onPaginationChange={onPaginationChange}
        renderRange={({ from, to, total }) => `Rows ${from} to ${to} (${total})`}
      />,
    );
    expect(screen.getByText('Rows 11 to 12 (12)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onPaginationChange).toHaveBeenCalledWith({ pageIndex: 0, pageSize: 5 });
  });
});

describe('DataTable states', () => {
  it('renders skeleton rows with at most the given cells, and the empty text', () => {
    const many: ColumnDef<Player, string | number>[] = Array.from({ length: 12 }, (_, i) => ({
      id: `c${i}`,
      header: `C${i}`,
      accessorFn: (row: Player) => row.kills,
    }));
    const { container, rerender } = render(
      <DataTable caption="Players" columns={many} data={[]} loading skeletonRows={15} skeletonCells={8} />,
    );
    const rows = container.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(15);
    expect(rows[0]?.querySelectorAll('td')).toHaveLength(8);
    rerender(<DataTable caption="Players" columns={many} data={[]} emptyText="Nothing here." />);
    expect(screen.getByText('Nothing here.')).toBeTruthy();
  });
});

describe('page helpers', () => {
  it('lists pages with gaps', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageItems(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
  });

  it('computes the shown range', () => {
    expect(pageRange(0, 25, 0)).toEqual({ from: 0, to: 0, total: 0 });
    expect(pageRange(1, 25, 30)).toEqual({ from: 26, to: 30, total: 30 });
  });
});
