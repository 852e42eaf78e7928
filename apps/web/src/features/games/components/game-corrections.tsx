import type { GameCorrection } from '@league/shared/schemas/games';
import { PencilLine } from 'lucide-react';
import { VisitorDate } from '../../../components/ui/visitor-date.tsx';
import styles from './game-corrections.module.css';

/**
 * Changes made to the result after it was published (docs/product/games.md#corrections): when, why, by whom
 * and what changed, newest first. Nothing shows for a game never corrected.
 */
export function GameCorrections({ corrections }: { corrections: readonly GameCorrection[] }) {
  if (corrections.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="corrections-heading">
      <h2 id="corrections-heading" className={styles.title}>
        <PencilLine size={18} aria-hidden="true" />
        Corrected after publication
      </h2>
      <ol className={styles.list}>
        {corrections.map((correction) => (
          <li key={correction.id} className={styles.item}>
            <p className={styles.meta}>
              <VisitorDate value={correction.at} style="moment" /> · by {correction.by}
            </p>
            <p className={styles.reason}>{correction.reason}</p>
            <ul className={styles.changes}>
              {correction.changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
