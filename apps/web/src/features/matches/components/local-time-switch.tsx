import { useEffect, useId, useState } from 'react';
import styles from './local-time-switch.module.css';

/**
 * The 'Show local match time' toggle, a native checkbox announced as a switch. It flips at once; the
 * URL it writes catches up a moment later (router navigations are asynchronous).
 */
export function LocalTimeSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  const [on, setOn] = useState(checked);
  useEffect(() => setOn(checked), [checked]);
  return (
    <div className={styles.control}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={on}
        className={styles.input}
        checked={on}
        onChange={(event) => {
          setOn(event.target.checked);
          onChange(event.target.checked);
        }}
      />
      <label htmlFor={id} className={styles.label}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        Show local match time
      </label>
    </div>
  );
}
