import styles from './import-progress.module.css';

/** An indeterminate bar for long operations (imports, uploads) whose length cannot be known. */
export function ImportProgress({ label }: { label: string }) {
  return (
    <div className={styles.wrap} role="status">
      <span className={styles.label}>{label}</span>
      <div className={styles.track} role="progressbar" aria-label={label}>
        <div className={styles.bar} />
      </div>
    </div>
  );
}
