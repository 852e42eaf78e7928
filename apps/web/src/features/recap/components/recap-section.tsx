import type { ReactNode } from 'react';
import styles from './season-recap-page.module.css';

/**
 * One part of the recap (docs/product/recap.md#what-it-tells): a headed section, or its own words when
 * the season gives it nothing to say.
 */
export function RecapSection({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  /** What the section says instead of its content; null when it has content. */
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`recap-${id}`} className={styles.section}>
      <h2 id={`recap-${id}`} className={styles.sectionTitle}>
        {title}
      </h2>
      {empty === null ? children : <p className={styles.muted}>{empty}</p>}
    </section>
  );
}
