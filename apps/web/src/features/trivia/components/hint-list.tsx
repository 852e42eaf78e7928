import { Lightbulb } from 'lucide-react';
import styles from './hint-list.module.css';

/** The revealed hints, in order (docs/product/trivia.md#pages); the newest one stands out. */
export function HintList({ hints }: { hints: readonly string[] }) {
  return (
    <ol className={styles.list} aria-label="Hints">
      {hints.map((hint, index) => (
        <li
          // Hints never reorder within a round; the level is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          className={styles.hint}
          data-newest={index === hints.length - 1 || undefined}
        >
          <span className={styles.number} aria-hidden="true">
            {index === 0 ? <Lightbulb size={16} /> : index + 1}
          </span>
          <span className={styles.text}>{hint}</span>
        </li>
      ))}
    </ol>
  );
}
