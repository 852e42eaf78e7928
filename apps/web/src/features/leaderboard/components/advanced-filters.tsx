import { createDefaultFilter, describeFilter, type StatFilter } from '@league/shared/domain/filters';
import { getStatColumn } from '@league/shared/domain/stat-columns';
import { useState } from 'react';
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
 * AND. '+ Add Filter' opens a draft, totalKills > 0, that changes nothing until it is applied: a half-written
 * condition never reshuffles the table under the user.
 */
export function AdvancedFilters({ id, filters, onChange }: AdvancedFiltersProps) {
  const count = filters.length;
  const titleId = `${id}-title`;
  const [draft, setDraft] = useState<StatFilter | null>(null);
  const apply = () => {
    if (!draft) return;
    onChange([...filters, { ...draft, id: `f${filters.length}` }]);
    setDraft(null);
  };
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
          disabled={draft !== null}
          onClick={() => setDraft(createDefaultFilter('draft'))}
        >
          + Add Filter
        </Button>
      </header>
      {count === 0 && draft === null ? (
        <p className={styles.empty}>No filters applied. Click "Add Filter" to start filtering.</p>
      ) : count === 0 ? null : (
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
      {draft && (
        <div className={styles.draftBox}>
          <ol className={styles.list}>
            <FilterConditionRow
              index={count}
              isDraft
              filter={draft}
              onChange={(next) => setDraft(next)}
              onRemove={() => setDraft(null)}
            />
          </ol>
          <p className={styles.draftNote}>
            Not applied yet: {describeFilter(draft, getStatColumn(draft.stat).label)}
          </p>
          <div className={styles.draftActions}>
            <Button size="sm" onClick={apply}>
              Apply filter
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
