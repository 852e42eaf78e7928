import { BookOpen } from 'lucide-react';
import styles from './dashboard-page.module.css';

/**
 * The Portal Guide (docs/product/portal.md#dashboard), with one correction
 * (docs/product/portal.md#dashboard): superadmins can delete stats, so the old 'stats cannot be deleted once
 * submitted (WIP)' is not repeated.
 */
export const GUIDE_STATEMENTS = [
  'Player names must be entered in lowercase.',
  'Only superadmins can delete stats.',
  'Only approved articles appear on the public site.',
  'Articles can be approved or pending.',
  'Roles are user, admin, superadmin.',
  'Awards, seasons and games are tied to seasons.',
] as const;

export function PortalGuide() {
  return (
    <section aria-labelledby="guide-title" className={`${styles.section} ${styles.guide}`}>
      <h2 id="guide-title" className={styles.guideTitle}>
        <BookOpen size={18} aria-hidden="true" />
        Portal Guide
      </h2>
      <ul className={styles.guideList}>
        {GUIDE_STATEMENTS.map((statement) => (
          <li key={statement}>{statement}</li>
        ))}
      </ul>
    </section>
  );
}
