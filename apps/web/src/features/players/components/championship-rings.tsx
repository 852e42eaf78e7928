import styles from './player-hero.module.css';

/** A ring with a stone on top, drawn in gold. */
function RingIcon() {
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={styles.ring}
    >
      <circle cx="16" cy="19" r="9" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M11 7 L16 3 L21 7 L16 11 Z" fill="currentColor" />
    </svg>
  );
}

/**
 * Championship rings (docs/product/hall-of-fame.md#rules-and-constants): one, two, or three-or-more rings;
 * with more than three the count is written beside the third.
 */
export function ChampionshipRings({ count }: { count: number }) {
  if (count <= 0) return null;
  const shown = Math.min(count, 3);
  const text = `${count} championship ${count === 1 ? 'ring' : 'rings'}`;
  return (
    <p className={styles.rings} title={text}>
      <span className={styles.ringIcons}>
        {Array.from({ length: shown }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical icons
          <RingIcon key={index} />
        ))}
        {count > 3 && (
          <span className={styles.ringExtra} aria-hidden="true">
            ×{count}
          </span>
        )}
      </span>
      <span className={styles.ringText}>{text}</span>
    </p>
  );
}
