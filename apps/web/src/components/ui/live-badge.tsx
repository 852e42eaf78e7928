import { Badge } from './badge.tsx';
import styles from './live-badge.module.css';

/**
 * The mark of a match being played (docs/product/live.md#pages-that-update): a pulsing dot and `Live`, with
 * what is being played (`Set 3 · 12-9`) beside it when known.
 */
export function LiveBadge({ detail }: { detail?: string | null }) {
  return (
    <span className={styles.live}>
      <Badge tone="danger">
        <span className={styles.dot} aria-hidden="true" />
        Live
      </Badge>
      {/* A space, so the text reads "Live Set 3 · 12-9" when copied or read out. */}
      {detail && ' '}
      {detail && <span className={styles.detail}>{detail}</span>}
    </span>
  );
}
