import { createDefaultFilter, type StatFilter } from '@league/shared/domain/filters';
import { Button } from '../../../components/ui/button.tsx';
import styles from './advanced-filters.module.css';
import { FilterConditionRow } from './filter-condition-row.tsx';

interface AdvancedFiltersProps {
  id: string;
  filters: readonly StatFilter[];
  /** `replace` while typing a value, so each keystroke does not become a history entry. */
  onChange: (filters: StatFilter[], options?: { replace?: boolean }) => void;
}

/**
 * The 'Advanced Filters' panel (docs/product/leaderboard.md#pages,
 * docs/product/leaderboard.md#advanced-filters): conditions on the displayed stat values, all combined with
 * AND; a new one is totalKills > 0.
 */
export function AdvancedFilters({ id, filters, onChange }: AdvancedFiltersProps) {
  const count = filters.length;
  const titleId = `${id}-title`;
  return (
    <section id={id} className={styles.panel} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          Advanced Filters
        </h2>
        <span className={styles.count} aria-live="polite">
          {count} active {count === 1 ? 'condition' : 'conditions'}
        </span>
        <Button
          variant="secondary"
          size="sm"
          className={styles.add}
          onClick={() => onChange([...filters, createDefaultFilter(`f${filters.length}`)])}
        >
          + Add Filter
        </Button>
      </header>
      {count === 0 ? (
        <p className={styles.empty}>No filters applied. Click "Add Filter" to start filtering.</p>
      ) : (
        <ol className={styles.list}>
          {filters.map((filter, index) => (
            <FilterConditionRow
              // Conditions have no identity beyond their place; ids are renumbered on every read.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              index={index}
              filter={filter}
              onChange={(next, options) =>
                onChange(
                  filters.map((f, i) => (i === index ? next : f)),
                  options,
                )
              }
              onRemove={() => onChange(filters.filter((_, i) => i !== index))}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
