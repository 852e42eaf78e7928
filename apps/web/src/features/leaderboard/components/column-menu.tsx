import {
  type ColumnVisibility,
  STAT_COLUMN_KEYS,
  STAT_COLUMNS,
  toggleAllColumns,
  toggleColumn,
} from '@league/shared/domain/stat-columns';
import { ChevronDown, Columns3 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { usePopup } from '../../../hooks/use-popup.ts';
import styles from './column-menu.module.css';

interface ColumnMenuProps {
  visibility: ColumnVisibility;
  onChange: (visibility: ColumnVisibility) => void;
}

/**
 * The 'Filter Stats' dropdown (docs/product/leaderboard.md#pages,
 * docs/product/leaderboard.md#leaderboard-state): one checkbox per column and an 'All Stats' toggle.
 */
export function ColumnMenu({ visibility, onChange }: ColumnMenuProps) {
  const { open, containerRef, panelId, toggleProps } = usePopup();
  const allRef = useRef<HTMLInputElement>(null);

  const shown = STAT_COLUMN_KEYS.filter((key) => visibility[key]).length;
  const allOn = shown === STAT_COLUMN_KEYS.length;
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = shown > 0 && !allOn;
  });

  return (
    <div className={styles.menu} ref={containerRef}>
      <button {...toggleProps} className={buttonClass('secondary', 'md')}>
        <Columns3 size={16} aria-hidden="true" />
        Filter Stats
        {/* The spec's name for the button; the count says it chooses the table's columns, not rows. */}
        <span className={styles.count}>
          {shown}/{STAT_COLUMN_KEYS.length} columns
        </span>
        <ChevronDown size={16} aria-hidden="true" />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <fieldset className={styles.fieldset}>
          <legend className="visually-hidden">Visible stat columns</legend>
          <label className={`${styles.option} ${styles.all}`}>
            <input
              ref={allRef}
              type="checkbox"
              checked={allOn}
              onChange={() => onChange(toggleAllColumns(visibility))}
            />
            All Stats
          </label>
          <div className={styles.grid}>
            {STAT_COLUMNS.map((column) => (
              <label key={column.key} className={styles.option} title={column.definition}>
                <input
                  type="checkbox"
                  checked={visibility[column.key]}
                  onChange={() => onChange(toggleColumn(visibility, column.key))}
                />
                {column.label}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </div>
  );
}
