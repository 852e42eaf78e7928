import { useId } from 'react';
// The same look as the other filters of components/ui/filters.tsx.
import styles from '../../../components/ui/filters.module.css';

/** Rounds as the schedule and the Challonge import name them, offered as suggestions. */
const ROUND_SUGGESTIONS = [
  ...Array.from({ length: 8 }, (_, index) => `Round ${index + 1}`),
  ...Array.from({ length: 6 }, (_, index) => `Losers Round ${index + 1}`),
];

/** The round filter: any round name (matched whole, ignoring case), with the usual ones suggested. */
export function RoundFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const listId = `${id}-rounds`;
  return (
    <div className={styles.control}>
      <label htmlFor={id} className={styles.label}>
        Round
      </label>
      <input
        id={id}
        className={styles.input}
        list={listId}
        value={value}
        placeholder="All rounds"
        onChange={(event) => onChange(event.target.value)}
      />
      <datalist id={listId}>
        {ROUND_SUGGESTIONS.map((round) => (
          <option key={round} value={round} />
        ))}
      </datalist>
    </div>
  );
}
