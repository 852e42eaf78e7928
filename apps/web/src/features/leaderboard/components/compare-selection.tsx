import type { LeaderboardRow } from '@league/shared/domain/leaderboard';
import { MAX_COMPARED_PLAYERS, writeCompareParams } from '@league/shared/domain/player-compare';
import type { StatMode } from '@league/shared/domain/stat-columns';
import type { ColumnDef } from '@tanstack/react-table';
import { GitCompareArrows } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import styles from './compare-selection.module.css';

export interface CompareSelection {
  /** Ticked players in the order they were ticked. */
  ids: readonly number[];
  toggle: (id: number) => void;
  clear: () => void;
}

/** Players ticked on the leaderboard for /compare, at most four (docs/product/compare.md#pages). */
export function useCompareSelection(): CompareSelection {
  const [ids, setIds] = useState<readonly number[]>([]);
  const toggle = useCallback(
    (id: number) =>
      setIds((current) =>
        current.includes(id)
          ? current.filter((x) => x !== id)
          : current.length < MAX_COMPARED_PLAYERS
            ? [...current, id]
            : current,
      ),
    [],
  );
  const clear = useCallback(() => setIds([]), []);
  return useMemo(() => ({ ids, toggle, clear }), [ids, toggle, clear]);
}

/** A tick box per player row; the header is an icon so the column stays narrow on a phone. */
export function compareColumn(selection: CompareSelection): ColumnDef<LeaderboardRow> {
  const full = selection.ids.length >= MAX_COMPARED_PLAYERS;
  return {
    id: 'compare',
    header: () => (
      <span>
        <GitCompareArrows size={14} aria-hidden="true" />
        <span className="visually-hidden">Compare</span>
      </span>
    ),
    enableSorting: false,
    meta: { align: 'center', className: styles.cell },
    cell: ({ row }) => {
      const player = row.original;
      if (player.kind !== 'player') return null;
      const id = Number(player.id);
      const checked = selection.ids.includes(id);
      return (
        <input
          type="checkbox"
          className={styles.check}
          checked={checked}
          disabled={!checked && full}
          aria-label={`Compare ${player.name}`}
          onChange={() => selection.toggle(id)}
        />
      );
    },
  };
}

interface CompareBarProps {
  selection: CompareSelection;
  /** The leaderboard's season and stat type: the comparison opens at them, not at Career totals. */
  season: number | null;
  mode: StatMode;
}

/** `Compare (n)` and `Clear` while players are ticked. */
export function CompareBar({ selection, season, mode }: CompareBarProps) {
  const count = selection.ids.length;
  if (count === 0) return null;
  return (
    <div className={styles.bar} role="status">
      <span>
        {count} of {MAX_COMPARED_PLAYERS} players ticked
      </span>
      <Link
        to={`${paths.compare([])}?${writeCompareParams({ ids: selection.ids, season, mode })}`}
        className={buttonClass('primary', 'sm')}
      >
        <GitCompareArrows size={16} aria-hidden="true" />
        Compare ({count})
      </Link>
      <Button variant="ghost" size="sm" onClick={selection.clear}>
        Clear
      </Button>
    </div>
  );
}
