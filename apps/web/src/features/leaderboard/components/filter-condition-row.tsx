import {
  FILTER_OPERATOR_KEYS,
  FILTER_OPERATORS,
  type FilterOperator,
  type StatFilter,
  toDisplayFilterValue,
  toStoredFilterValue,
} from '@league/shared/domain/filters';
import { isPercentColumn, isStatColumnKey, STAT_COLUMNS } from '@league/shared/domain/stat-columns';
import { X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import styles from './advanced-filters.module.css';

/** The condition row's choices: every stat column, every comparison. */
const STAT_OPTIONS = STAT_COLUMNS.map((c) => ({ value: c.key, label: c.label }));
const OPERATOR_OPTIONS = FILTER_OPERATOR_KEYS.map((key) => ({
  value: key as FilterOperator,
  label: FILTER_OPERATORS[key],
}));

interface FilterConditionRowProps {
  index: number;
  /** A condition being written, not yet applied: its controls are named 'New filter …'. */
  isDraft?: boolean;
  filter: StatFilter;
  onChange: (filter: StatFilter, options?: { replace?: boolean }) => void;
  onRemove: () => void;
}

/** One condition: stat, operator, value (min 0, step 1; percent stats entered 0–100), remove. */
export function FilterConditionRow({ index, isDraft, filter, onChange, onRemove }: FilterConditionRowProps) {
  const id = useId();
  const shown = toDisplayFilterValue(filter.stat, filter.value);
  // The typed text, so an emptied box stays empty while typing (the stored value reads it as 0).
  const [draft, setDraft] = useState(String(shown));
  useEffect(() => {
    setDraft((current) =>
      toStoredFilterValue(filter.stat, current) === filter.value ? current : String(shown),
    );
  }, [filter.stat, filter.value, shown]);

  const percent = isPercentColumn(filter.stat);
  const name = isDraft ? 'New filter' : `Filter ${index + 1}`;
  return (
    <li className={styles.row}>
      <label className="visually-hidden" htmlFor={`${id}-stat`}>
        {name} stat
      </label>
      <select
        id={`${id}-stat`}
        className={`${styles.input} ${styles.stat}`}
        value={filter.stat}
        onChange={(event) => {
          const stat = event.target.value;
          if (!isStatColumnKey(stat)) return;
          // Keep the number as typed; it means a percent for a percent stat.
          onChange({ ...filter, stat, value: toStoredFilterValue(stat, draft) });
        }}
      >
        {STAT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <label className="visually-hidden" htmlFor={`${id}-op`}>
        {name} operator
      </label>
      <select
        id={`${id}-op`}
        className={`${styles.input} ${styles.operator}`}
        value={filter.operator}
        onChange={(event) => onChange({ ...filter, operator: event.target.value as FilterOperator })}
      >
        {OPERATOR_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <label className="visually-hidden" htmlFor={`${id}-value`}>
        {name} value{percent ? ' (percent, 0 to 100)' : ''}
      </label>
      <span className={styles.valueWrap}>
        <input
          id={`${id}-value`}
          className={`${styles.input} ${styles.value}`}
          type="number"
          inputMode="decimal"
          min={0}
          max={percent ? 100 : undefined}
          step={1}
          value={draft}
          onChange={(event) => {
            // A percent above 100 is shown as the 100 it counts as (toStoredFilterValue clamps it).
            const typed = event.target.value;
            setDraft(percent && Number(typed) > 100 ? '100' : typed);
            onChange(
              { ...filter, value: toStoredFilterValue(filter.stat, event.target.value) },
              { replace: true },
            );
          }}
        />
        {percent && (
          <span className={styles.unit} aria-hidden="true">
            %
          </span>
        )}
      </span>
      <button
        type="button"
        className={styles.remove}
        onClick={onRemove}
        aria-label={isDraft ? 'Discard new filter' : `Remove filter ${index + 1}`}
      >
        <X size={16} aria-hidden="true" />
      </button>
    </li>
  );
}
