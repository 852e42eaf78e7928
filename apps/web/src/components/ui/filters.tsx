import { Search } from 'lucide-react';
import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { Button } from './button.tsx';
import { CopyLinkButton } from './copy-link-button.tsx';
import styles from './filters.module.css';

/**
 * A row of filter controls that wraps on narrow screens. A public list's bar ends with `Copy link` (`share`):
 * its address holds its filters, so it is what to share (docs/product/site.md#sharing).
 */
export function FilterBar({
  children,
  label = 'Filters',
  share = false,
}: {
  children: ReactNode;
  label?: string;
  share?: boolean;
}) {
  return (
    <search className={styles.bar} aria-label={label}>
      {children}
      {share && <CopyLinkButton className={styles.share} />}
    </search>
  );
}

interface SearchInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

/** One labelled control of the bar: the label above, the control (given the label's id) below. */
function FilterControl({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={styles.control}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

export function SearchInput({ label, value, onChange, placeholder }: SearchInputProps) {
  return (
    <FilterControl label={label}>
      {(id) => (
        <div className={styles.searchWrap}>
          <Search size={16} aria-hidden="true" className={styles.searchIcon} />
          <input
            id={id}
            type="search"
            className={styles.input}
            value={value}
            placeholder={placeholder}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      )}
    </FilterControl>
  );
}

interface SelectInputProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}

export function SelectInput({ label, value, onChange, options, ...rest }: SelectInputProps) {
  return (
    <FilterControl label={label}>
      {(id) => (
        <select
          id={id}
          className={styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...rest}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FilterControl>
  );
}

interface DateInputProps {
  label: string;
  /** YYYY-MM-DD, or '' for no date. */
  value: string;
  onChange: (value: string) => void;
  min?: string | undefined;
  max?: string | undefined;
}

/** A day filter (the browser's date picker); clearing it sends ''. */
export function DateInput({ label, value, onChange, min, max }: DateInputProps) {
  return (
    <FilterControl label={label}>
      {(id) => (
        <input
          id={id}
          type="date"
          className={styles.input}
          value={value}
          min={min}
          max={max}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FilterControl>
  );
}

/**
 * The bar's 'Clear Filters' button (docs/product/site.md#list-pages: shown while any filter is active); it
 * keeps its width when the controls before it wrap.
 */
export function ClearFiltersButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="secondary" onClick={onClick} className={styles.clear}>
      Clear Filters
    </Button>
  );
}
