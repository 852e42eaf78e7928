import clsx from 'clsx';
import { type SelectHTMLAttributes, useId } from 'react';
// The same look as the text fields of components/ui/form-field.tsx.
import styles from '../ui/form-field.module.css';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** A first, empty choice such as 'Select a season'. */
  placeholder?: string;
  hint?: string;
  error?: string | undefined;
}

/** A labelled select for the portal's forms. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  hint,
  error,
  id,
  className,
  ...rest
}: SelectFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const describedBy = [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null].filter(Boolean);
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={fieldId} className={styles.label}>
          {label}
        </label>
      </div>
      <select
        id={fieldId}
        className={clsx(styles.control, className)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy.length ? describedBy.join(' ') : undefined}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${fieldId}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
