import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './row-actions.module.css';

/** A row's actions side by side in its last cell (View, Delete). */
export function RowActions({ children }: { children: ReactNode }) {
  return <span className={styles.inline}>{children}</span>;
}

/** A row's link to its public page: 'View', with the row's name for assistive technology. */
export function RowViewLink({ to, rowLabel }: { to: string; rowLabel: string }) {
  return (
    <Link to={to} className={styles.view}>
      View<span className="visually-hidden"> {rowLabel}</span>
    </Link>
  );
}
